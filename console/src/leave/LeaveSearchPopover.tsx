import { useState } from 'react';
import { DateInput } from '../kit/DateField';
import { SelectField } from '../kit/Field';
import { SearchPopover } from '../kit/forms/SearchPopover';
import { formatDate } from '../kit/dates';
import { LEAVE_STATUSES, type LeaveStatus } from './leave-messages';
import type { LeaveFilter } from './leave-queries';

export const NO_LEAVE_FILTER: LeaveFilter = { status: '', startDate: '', endDate: '' };

/** The leaves list's Search: a date range and a status. */
export function LeaveSearchPopover({ value, onApply }: { value: LeaveFilter; onApply: (f: LeaveFilter) => void }) {
  const [draft, setDraft] = useState(value);
  const label =
    [value.status, value.startDate && `${formatDate(value.startDate)} – ${formatDate(value.endDate)}`]
      .filter(Boolean)
      .join(', ') || 'Search';
  return (
    <SearchPopover
      label={label}
      onOpen={() => setDraft(value)}
      onReset={(close) => {
        setDraft(NO_LEAVE_FILTER);
        onApply(NO_LEAVE_FILTER);
        close();
      }}
      onSearch={() => onApply(draft)}
    >
      <label className="flex flex-col gap-1">
        <span>From</span>
        <DateInput
          aria-label="From date"
          value={draft.startDate}
          onChange={(startDate) => setDraft((d) => ({ ...d, startDate }))}
        />
      </label>
      <label className="flex flex-col gap-1">
        <span>To</span>
        <DateInput
          aria-label="To date"
          value={draft.endDate}
          onChange={(endDate) => setDraft((d) => ({ ...d, endDate }))}
        />
      </label>
      <SelectField
        label="Status"
        options={[{ value: '', label: 'All' }, ...LEAVE_STATUSES.map((s) => ({ value: s, label: s }))]}
        value={draft.status}
        onChange={(e) => setDraft((d) => ({ ...d, status: e.target.value as LeaveStatus | '' }))}
      />
    </SearchPopover>
  );
}
