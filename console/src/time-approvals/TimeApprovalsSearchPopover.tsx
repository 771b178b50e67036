import { useState } from 'react';
import { DateField } from '../kit/DateField';
import { SelectField } from '../kit/Field';
import { formatDate } from '../kit/dates';
import { SearchPopover } from '../kit/forms/SearchPopover';
import {
  type ApprovalPeriod,
  type ApprovalStatus,
  filterErrors,
  filterSummary,
  type TimeApprovalsFilter,
} from './time-approvals-filter';

const statusOptions = [
  { value: 'Unapproved', label: 'Unapproved' },
  { value: 'Approved', label: 'Approved' },
];
const periodOptions = [
  { value: 'Current', label: 'Current Period' },
  { value: 'Previous', label: 'Previous Period' },
];

/** The Search popover: date range, status and period (a period replaces the dates). */
export function TimeApprovalsSearchPopover({
  value,
  initial,
  onApply,
}: {
  value: TimeApprovalsFilter;
  initial: TimeApprovalsFilter;
  onApply: (value: TimeApprovalsFilter) => void;
}) {
  const [draft, setDraft] = useState<TimeApprovalsFilter>(value);
  const errors = filterErrors(draft);
  return (
    <SearchPopover
      label={`Search: ${filterSummary(value, formatDate)}`}
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
          disabled={draft.period !== ''}
          onChange={(startDate) => setDraft({ ...draft, startDate })}
        />
        <DateField
          label="To"
          value={draft.endDate}
          error={errors.endDate}
          disabled={draft.period !== ''}
          onChange={(endDate) => setDraft({ ...draft, endDate })}
        />
      </div>
      <SelectField
        label="Status"
        options={statusOptions}
        placeholder="All"
        value={draft.status}
        onChange={(e) => setDraft({ ...draft, status: e.target.value as ApprovalStatus | '' })}
      />
      <SelectField
        label="Period"
        options={periodOptions}
        placeholder="The dates above"
        value={draft.period}
        onChange={(e) => setDraft({ ...draft, period: e.target.value as ApprovalPeriod | '' })}
      />
    </SearchPopover>
  );
}
