import type { LeaveAnswer } from '@rollcall/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/client';
import { answerText } from '../api/answer-text';
import { useCompanySettings } from '../api/use-company-settings';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { SelectField, TextAreaField } from '../kit/Field';
import { FormModal } from '../kit/forms/FormModal';
import { formatDate } from '../kit/dates';
import { notify } from '../kit/notifications/notification-store';
import { LeaveBalanceList } from './LeaveBalanceList';
import { LeaveCoverTable } from './LeaveCoverTable';
import { LEAVE_ANSWER_TEXT, LEAVE_MESSAGES, LEAVE_STATUSES, type LeaveStatus } from './leave-messages';
import { leaveKeys } from './leave-queries';
import { useNegativeConfirm } from './use-negative-confirm';

/**
 * The approval modal (spec 001 §2 "Leaves list"): the leave read-only, Status and Reason; the balance when the
 * company allows leave time; beyond the spec, the cover of the requester's department over the leave's days.
 */
export function LeaveExamineModal({ leave, onClose }: { leave: LeaveAnswer; onClose: () => void }) {
  const queryClient = useQueryClient();
  const settings = useCompanySettings();
  const [status, setStatus] = useState<LeaveStatus>(leave.leaveStatus as LeaveStatus);
  const [reason, setReason] = useState(leave.reason ?? '');
  const [busy, setBusy] = useState(false);
  const negative = useNegativeConfirm();

  async function save(confirmNegative = false) {
    setBusy(true);
    try {
      await api.examineLeave({
        body: { id: leave.id, status, reason: reason.trim() || null, ...(confirmNegative ? { confirmNegative } : {}) },
      });
      notify.success(LEAVE_MESSAGES.updated);
      negative.close();
      await queryClient.invalidateQueries({ queryKey: leaveKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['leave-balances'] });
      onClose();
    } catch (error) {
      if (negative.asks(error)) return;
      negative.close();
      notify.error(answerText(error, LEAVE_ANSWER_TEXT, LEAVE_MESSAGES.updateFailed));
    } finally {
      setBusy(false);
    }
  }

  const row = (label: string, value: string) => (
    <div className="flex gap-2 pb-2">
      <span className="w-28 text-muted">{label}</span>
      <span>{value}</span>
    </div>
  );
  return (
    <FormModal title="Examine" width={800} busy={busy} onClose={onClose} onSave={() => void save()}>
      <div data-testid="leave-examine">
        {row('Employee', leave.employeeName)}
        {row('Leave Type', leave.typeName)}
        {row('Duration', leave.textDur)}
        {row('Total Hours', leave.textTotal)}
        {row('Date', `${formatDate(leave.fromDate)} – ${formatDate(leave.toDate)}`)}
      </div>
      <SelectField
        label="Status"
        required
        options={LEAVE_STATUSES.map((s) => ({ value: s, label: s }))}
        value={status}
        onChange={(e) => setStatus(e.target.value as LeaveStatus)}
      />
      <TextAreaField label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} />
      {settings.data?.allowLeaveTime && <LeaveBalanceList employeeId={leave.employeeId} asOf={leave.toDate} />}
      <LeaveCoverTable leaveId={leave.id} />
      <ConfirmDialog
        open={negative.question !== null}
        question={negative.question ?? ''}
        busy={busy}
        onConfirm={() => void save(true)}
        onCancel={negative.close}
      />
    </FormModal>
  );
}
