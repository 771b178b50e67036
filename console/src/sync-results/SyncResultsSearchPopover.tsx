import { useState } from 'react';
import { SearchPopover } from '../kit/forms/SearchPopover';
import { MultiCheckList } from '../kit/MultiCheckList';
import { DateField } from '../kit/DateField';
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
    <SearchPopover
      label={`Search: ${filterSummary(value)}`}
      width={340}
      onOpen={() => setDraft(value)}
      onReset={(close) => {
        setDraft(initial);
        onApply(initial);
        close();
      }}
      onSearch={() => onApply(draft)}
      searchDisabled={Object.keys(errors).length > 0}
    >
      <div className="flex gap-2">
        <DateField
          label="From"
          value={draft.startDate}
          onChange={(value) => setDraft({ ...draft, startDate: value })}
        />
        <DateField
          label="To"
          value={draft.endDate}
          error={errors.endDate}
          onChange={(value) => setDraft({ ...draft, endDate: value })}
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
    </SearchPopover>
  );
}
