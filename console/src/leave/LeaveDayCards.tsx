import type { LeaveRecord } from '@rollcall/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/client';
import { answerText } from '../api/answer-text';
import { Button } from '../kit/Button';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { StatusTag } from '../kit/StatusTag';
import { notify } from '../kit/notifications/notification-store';
import { LEAVE_ANSWER_TEXT, LEAVE_MESSAGES } from './leave-messages';
import { leaveKeys } from './leave-queries';
import { leaveCardText } from './leave-timesheet';

/**
 * The day's leave cards on the timesheet (spec 001 §2 "Timesheet"): type, status and hours; with `cancellable` (an
 * editable timesheet and leave create permission) a Cancel that asks 'Are you sure you want to cancel it/them?' and
 * cancels the leave (POST /leave/delete), then refreshes the period.
 */
export function LeaveDayCards({
  records,
  employeeId,
  cancellable,
}: {
  records: LeaveRecord[];
  employeeId: string;
  cancellable: boolean;
}) {
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState<LeaveRecord | null>(null);
  const [busy, setBusy] = useState(false);

  async function cancel(record: LeaveRecord) {
    setBusy(true);
    try {
      await api.cancelLeaves({ body: { ids: record.id } });
      notify.success(LEAVE_MESSAGES.cancelled);
      setCancelling(null);
      await queryClient.invalidateQueries({ queryKey: ['punch-records', employeeId] });
      await queryClient.invalidateQueries({ queryKey: leaveKeys.all });
    } catch (error) {
      setCancelling(null);
      notify.error(answerText(error, LEAVE_ANSWER_TEXT, LEAVE_MESSAGES.cancelOneFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {records.map((record) => (
        <div
          key={record.id}
          data-testid="leave-card"
          className="flex flex-col gap-0.5 rounded-md border border-[#1890ff]/30 border-l-4 border-l-[#1890ff] bg-white p-1.5 text-[12px]"
        >
          <div className="flex items-center justify-between gap-1">
            <span className="truncate font-semibold" title={record.typeName}>
              {record.typeName}
            </span>
            <StatusTag status={record.leaveStatus} />
          </div>
          <div className="flex items-center justify-between">
            <span className="tabular-nums">{leaveCardText(record)}</span>
            {cancellable && (
              <Button
                variant="link"
                className="text-[12px] text-danger"
                aria-label={`Cancel leave ${record.typeName} ${record.fromDate}`}
                onClick={() => setCancelling(record)}
              >
                Cancel
              </Button>
            )}
          </div>
        </div>
      ))}
      <ConfirmDialog
        open={cancelling !== null}
        question={LEAVE_MESSAGES.cancelQuestion}
        busy={busy}
        onCancel={() => setCancelling(null)}
        onConfirm={() => cancelling && void cancel(cancelling)}
      />
    </>
  );
}
