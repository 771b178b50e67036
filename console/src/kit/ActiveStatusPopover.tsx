import { useState } from 'react';
import { ACTIVE_STATUS_FILTERS, type ActiveStatusFilter } from './active-status-filter';
import { SearchPopover } from './forms/SearchPopover';

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
    <SearchPopover
      label={`Search: ${value}`}
      onReset={(close) => {
        setStatus('Active');
        onApply('Active');
        close();
      }}
      onSearch={() => onApply(status)}
    >
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
    </SearchPopover>
  );
}
