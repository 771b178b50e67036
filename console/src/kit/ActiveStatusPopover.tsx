import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useState } from 'react';
import { Button } from './Button';
import { ACTIVE_STATUS_FILTERS, type ActiveStatusFilter } from './active-status-filter';

/** The Search popover of the configuration lists (width 270, form 248): filter by Status; Reset returns to Active and applies. */
export function ActiveStatusPopover({
  value,
  onApply,
}: {
  value: ActiveStatusFilter;
  onApply: (value: ActiveStatusFilter) => void;
}) {
  const [status, setStatus] = useState<ActiveStatusFilter>(value);
  return (
    <Popover className="relative">
      <PopoverButton className="h-9 rounded-md border border-line bg-white px-3 hover:border-primary">
        Search: {value}
      </PopoverButton>
      <PopoverPanel
        anchor="bottom start"
        className="z-40 mt-1 w-[270px] rounded-md border border-line bg-white p-3 shadow-lg"
      >
        {({ close }) => (
          <div className="flex w-[248px] flex-col gap-2">
            <label className="flex flex-col gap-1">
              <span className="font-semibold">Status</span>
              <select
                aria-label="Status filter"
                className="h-9 rounded-md border border-line px-2"
                value={status}
                onChange={(e) => setStatus(e.target.value as ActiveStatusFilter)}
              >
                {ACTIVE_STATUS_FILTERS.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </select>
            </label>
            <div className="flex justify-end gap-2">
              <Button
                onClick={() => {
                  setStatus('Active');
                  onApply('Active');
                  close();
                }}
              >
                Reset
              </Button>
              <Button
                variant="primary"
                onClick={() => {
                  onApply(status);
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
