import type { LeaveAnswer } from '@rollcall/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/client';
import { answerText, fieldErrors } from '../api/answer-text';
import { employeePickerSource } from '../employees/employee-picker-source';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { DateField } from '../kit/DateField';
import { CheckboxField, SelectField, TextAreaField } from '../kit/Field';
import { SearchPicker } from '../kit/SearchPicker';
import { TextField } from '../kit/TextField';
import { FormModal } from '../kit/forms/FormModal';
import { notify } from '../kit/notifications/notification-store';
import {
  leaveFormErrors,
  leaveFormValues,
  leaveFormVisibility,
  leaveSaveBody,
  type LeaveFormValues,
} from './leave-form';
import { LEAVE_ANSWER_TEXT, LEAVE_MESSAGES } from './leave-messages';
import { leaveKeys, useLeaveTypes } from './leave-queries';
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
  const types = useLeaveTypes();
  const [values, setValues] = useState<LeaveFormValues>(() => leaveFormValues(leave, start));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const negative = useNegativeConfirm();
  const show = leaveFormVisibility(values);
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
      <SelectField
        label="Leave Type"
        required
        options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
        value={values.typeId}
        error={errors.typeId}
        onChange={(e) => set('typeId', e.target.value)}
      />
      <div className="grid grid-cols-2 gap-3">
        <DateField
          label="From Date"
          required
          value={values.fromDate}
          error={errors.fromDate}
          onChange={(d) => set('fromDate', d)}
        />
        <DateField label="To Date" value={values.toDate} error={errors.toDate} onChange={(d) => set('toDate', d)} />
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2 pb-4">
        <CheckboxField
          label="By Time Range"
          checked={values.byWorkHours}
          onChange={(on) =>
            setValues((v) => ({ ...v, byWorkHours: on, scheduledDuration: on ? false : v.scheduledDuration }))
          }
        />
        <CheckboxField
          label="By Schedule"
          checked={values.scheduledDuration}
          onChange={(on) =>
            setValues((v) => ({ ...v, scheduledDuration: on, byWorkHours: on ? false : v.byWorkHours }))
          }
        />
        <CheckboxField label="Skip Holidays" checked={values.skip} onChange={(on) => set('skip', on)} />
        {show.skipUnscheduled && (
          <CheckboxField
            label="Skip Unscheduled"
            checked={values.skipUnscheduled}
            onChange={(on) => set('skipUnscheduled', on)}
          />
        )}
      </div>
      {show.times && (
        <div className="grid grid-cols-2 gap-3">
          <div>
            <TextField
              label="From"
              required
              type="time"
              value={values.fromTime}
              error={errors.fromTime}
              onChange={(e) => set('fromTime', e.target.value)}
            />
            <CheckboxField
              label="Next Day"
              checked={values.fromNextDay}
              onChange={(on) => set('fromNextDay', on)}
              className="pb-3"
            />
          </div>
          <div>
            <TextField
              label="To"
              required
              type="time"
              value={values.toTime}
              error={errors.toTime}
              onChange={(e) => set('toTime', e.target.value)}
            />
            <CheckboxField
              label="Next Day"
              checked={values.toNextDay}
              onChange={(on) => set('toNextDay', on)}
              className="pb-3"
            />
          </div>
        </div>
      )}
      {show.hoursPerDay && (
        <TextField
          label="Hours per day"
          type="number"
          min={0}
          max={24}
          step={0.25}
          value={values.duration}
          error={errors.duration}
          onChange={(e) => set('duration', e.target.value)}
        />
      )}
      <TextAreaField
        label="Description"
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
      />
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
