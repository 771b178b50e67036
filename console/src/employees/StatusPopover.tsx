import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useState } from 'react';
import { EMPLOYEE_STATUSES, type EmployeeStatus } from '../api/organisation';
import { Button } from '../kit/Button';
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
  const [busy, setBusy] = useState(false);
  if (!editable) return <StatusTag status={status} />;
  return (
    <Popover className="relative inline-block">
      <PopoverButton
        data-testid="status-edit"
        className="flex items-center gap-1"
        aria-label={`Status ${status}, change`}
      >
        <StatusTag status={status} />
        <span className="text-muted" aria-hidden>
          ✎
        </span>
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
                aria-label="New status"
                className="h-9 rounded-md border border-line px-2"
                value={next}
                onChange={(e) => setNext(e.target.value as EmployeeStatus)}
              >
                {EMPLOYEE_STATUSES.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </select>
            </label>
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
            <div className="flex justify-end gap-2">
              <Button onClick={() => close()}>Cancel</Button>
              <Button
                variant="primary"
                loading={busy}
                onClick={async () => {
                  setBusy(true);
                  const done = await onApply(next, reason.trim());
                  setBusy(false);
                  if (done) {
                    setReason('');
                    close();
                  }
                }}
              >
                Apply
              </Button>
            </div>
          </div>
        )}
      </PopoverPanel>
    </Popover>
  );
}
