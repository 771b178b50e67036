import { useState } from 'react';
import { ACTIVE_STATUS_FILTERS, type ActiveStatusFilter } from './active-status-filter';
import { SearchPopover } from './forms/SearchPopover';
import { StatusSelect } from './StatusSelect';

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
      <StatusSelect
        label="Status"
        ariaLabel="Status filter"
        statuses={ACTIVE_STATUS_FILTERS}
        value={status}
        onChange={setStatus}
      />
    </SearchPopover>
  );
}
