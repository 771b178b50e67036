import type { LeaveAnswer } from '@rollcall/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/client';
import { answerText, fieldErrors } from '../api/answer-text';
import { employeePickerSource } from '../employees/employee-picker-source';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { SearchPicker } from '../kit/SearchPicker';
import { FormModal } from '../kit/forms/FormModal';
import { notify } from '../kit/notifications/notification-store';
import { LeaveFields } from './LeaveFields';
import { leaveFormErrors, leaveFormValues, leaveSaveBody, type LeaveFormValues } from './leave-form';
import { LEAVE_ANSWER_TEXT, LEAVE_MESSAGES } from './leave-messages';
import { leaveKeys } from './leave-queries';
import { useNegativeConfirm } from './use-negative-confirm';

/**
 * 'Create a new leave' / 'Modify a leave' (width 550; spec 001 §5 "Leave"): by time range (with next-day flags), by
 * schedule, or hours per day; skip holidays and unscheduled days. `pickEmployee` false: the caller's own leave.
 */
export function LeaveFormModal({
  leave,
  start,
  pickEmployee,
  onClose,
}: {
  leave: LeaveAnswer | null;
  start?: { employeeId?: string; date?: string };
  pickEmployee: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<LeaveFormValues>(() => leaveFormValues(leave, start));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const negative = useNegativeConfirm();
  const set = <K extends keyof LeaveFormValues>(key: K, value: LeaveFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function save(confirmNegative = false) {
    const invalid = leaveFormErrors(values, pickEmployee);
    setErrors(invalid);
    if (Object.keys(invalid).length) return;
    setBusy(true);
    try {
      await api.saveLeave({ body: leaveSaveBody(leave?.id ?? null, values, confirmNegative) });
      notify.success(LEAVE_MESSAGES.saved);
      negative.close();
      await queryClient.invalidateQueries({ queryKey: leaveKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['leave-balances'] });
      onClose();
    } catch (error) {
      if (negative.asks(error)) return;
      negative.close();
      setErrors(fieldErrors(error));
      notify.error(answerText(error, LEAVE_ANSWER_TEXT, LEAVE_MESSAGES.saveFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormModal
      title={leave ? 'Modify a leave' : 'Create a new leave'}
      width={550}
      busy={busy}
      noValidate
      onClose={onClose}
      onSave={() => void save()}
    >
      {pickEmployee && (
        <SearchPicker
          label="Employee"
          noun="employee"
          required
          source={employeePickerSource}
          value={values.employeeId}
          error={errors.employeeId}
          onChange={(id) => set('employeeId', id)}
        />
      )}
      <LeaveFields values={values} setValues={setValues} errors={errors} />
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
