import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useState } from 'react';
import { Button } from '../kit/Button';
import { MultiCheckList } from '../kit/MultiCheckList';
import { TextField } from '../kit/TextField';
import {
  filterSummary,
  SYNC_RESULT_STATUSES,
  SYNC_RESULT_TYPES,
  syncResultsFilterErrors,
  type SyncResultsFilter,
} from './sync-results-filter';

const typeOptions = SYNC_RESULT_TYPES.map((t) => ({ value: t, label: t }));
const statusOptions = SYNC_RESULT_STATUSES.map((s) => ({ value: s, label: s }));

/** The Search popover: date range, Type (multi), Status (multi). */
export function SyncResultsSearchPopover({
  value,
  initial,
  onApply,
}: {
  value: SyncResultsFilter;
  initial: SyncResultsFilter;
  onApply: (value: SyncResultsFilter) => void;
}) {
  const [draft, setDraft] = useState<SyncResultsFilter>(value);
  const errors = syncResultsFilterErrors(draft);
  return (
    <Popover className="relative">
      <PopoverButton
        className="h-9 rounded-md border border-line bg-white px-3 hover:border-primary"
        onClick={() => setDraft(value)}
      >
        Search: {filterSummary(value)}
      </PopoverButton>
      <PopoverPanel
        anchor="bottom start"
        className="z-40 mt-1 w-[340px] rounded-md border border-line bg-white p-3 shadow-lg"
      >
        {({ close }) => (
          <div className="flex flex-col gap-2">
            <div className="flex gap-2">
              <TextField
                label="From"
                type="date"
                value={draft.startDate}
                onChange={(e) => setDraft({ ...draft, startDate: e.target.value })}
              />
              <TextField
                label="To"
                type="date"
                value={draft.endDate}
                error={errors.endDate}
                onChange={(e) => setDraft({ ...draft, endDate: e.target.value })}
              />
            </div>
            <MultiCheckList
              label="Type"
              options={typeOptions}
              value={draft.types}
              onChange={(types) => setDraft({ ...draft, types })}
            />
            <MultiCheckList
              label="Status"
              options={statusOptions}
              value={draft.statuses}
              onChange={(statuses) => setDraft({ ...draft, statuses })}
            />
            <div className="flex justify-end gap-2">
              <Button
                onClick={() => {
                  setDraft(initial);
                  onApply(initial);
                  close();
                }}
              >
                Reset
              </Button>
              <Button
                variant="primary"
                disabled={Object.keys(errors).length > 0}
                onClick={() => {
                  onApply(draft);
                  close();
                }}
              >
                Search
              </Button>
            </div>
          </div>
        )}
      </PopoverPanel>
    </Popover>
  );
}
