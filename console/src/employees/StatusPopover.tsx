import { useState } from 'react';
import { EMPLOYEE_STATUSES, type EmployeeStatus } from './employee-queries';
import { StatusEditPopover } from '../kit/StatusEditPopover';
import { StatusSelect } from '../kit/StatusSelect';
import { StatusTag } from '../kit/StatusTag';

/** The inline status editor (spec 000 §4): the status and a reason, applied to this one employee. */
export function StatusPopover({
  status,
  editable,
  onApply,
}: {
  status: EmployeeStatus;
  editable: boolean;
  onApply: (status: EmployeeStatus, reason: string) => Promise<boolean>;
}) {
  const [next, setNext] = useState<EmployeeStatus>(status);
  const [reason, setReason] = useState('');
  if (!editable) return <StatusTag status={status} />;
  return (
    <StatusEditPopover
      status={status}
      buttonLabel={`Status ${status}, change`}
      onApply={async () => {
        const done = await onApply(next, reason.trim());
        if (done) setReason('');
        return done;
      }}
    >
      <StatusSelect
        label="Status"
        ariaLabel="New status"
        statuses={EMPLOYEE_STATUSES}
        value={next}
        onChange={setNext}
      />
      <label className="flex flex-col gap-1">
        <span className="font-semibold">Reason</span>
        <textarea
          aria-label="Reason"
          rows={3}
          className="rounded-md border border-line px-2 py-1"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
    </StatusEditPopover>
  );
}
