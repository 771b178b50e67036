import { useState } from 'react';
import { api } from '../api/client';
import { SelectField } from '../kit/Field';
import { FormModal } from '../kit/forms/FormModal';
import { TimeField } from '../kit/TimeField';
import { ConfirmedDelete } from './ConfirmedDelete';
import { PunchCodeFields, usePunchCodeSettings } from './PunchCodeFields';
import { DAY_TYPE_OPTIONS, type DayType, type PunchDraft, punchErrors, punchRequest } from './punch-form';
import { PUNCH_CODES, TIMESHEET_MESSAGES as M } from './timesheet-messages';
import { useDeletePunch } from './timesheet-queries';
import { ReasonField } from './ReasonField';
import { useTimesheetWrite } from './use-timesheet-write';

/**
 * 'Modify Punch' / 'New Punch' (spec 001 §2): the day type, the time, the codes the company uses and the reason;
 * a stored punch may be deleted after 'Are you sure to delete this punch?', unless auto punch added it.
 */
export function PunchFormModal({
  employeeId,
  punch,
  deletable,
  onWritten,
  onClose,
}: {
  employeeId: string;
  punch: PunchDraft;
  deletable: boolean;
  /** the events of the write, for the grid to wait for its recalculation */
  onWritten: (eventIds: readonly string[]) => void;
  onClose: () => void;
}) {
  const [values, setValues] = useState<PunchDraft>(punch);
  const codes = usePunchCodeSettings();
  const set = (patch: Partial<PunchDraft>) => setValues((v) => ({ ...v, ...patch }));
  const remove = useDeletePunch(employeeId, onWritten);
  const { errors, busy, save } = useTimesheetWrite({
    employeeId,
    onWritten,
    onClose,
    validate: () => punchErrors(values, codes),
    run: () => api.saveSinglePunch({ body: punchRequest(employeeId, values) }),
    success: M.punchSaved,
    codes: PUNCH_CODES,
    failure: M.punchSaveFailed,
  });

  return (
    <FormModal
      title={values.id ? 'Modify Punch' : 'New Punch'}
      width={550}
      busy={busy}
      onClose={onClose}
      onSave={() => void save()}
      noValidate
    >
      <div className="grid grid-cols-2 gap-x-4">
        <SelectField
          label="Day"
          options={DAY_TYPE_OPTIONS}
          value={values.dayType}
          placeholder=""
          onChange={(e) => set({ dayType: e.target.value as DayType })}
        />
        <TimeField
          label="Time"
          required
          value={values.time}
          error={errors.punchTime}
          onChange={(time) => set({ time })}
        />
        <PunchCodeFields values={values} codes={codes} errors={errors} onChange={set} />
      </div>
      <ReasonField value={values.reason} onChange={(reason) => set({ reason })} />
      {values.id && deletable && (
        <ConfirmedDelete
          question={M.confirmDeletePunch}
          busy={remove.isPending}
          onConfirm={(done) => {
            if (!values.id) return;
            remove.mutate(
              { punchId: values.id, day: values.day, reason: values.reason.trim() || null },
              { onSuccess: onClose, onSettled: done },
            );
          }}
        />
      )}
    </FormModal>
  );
}
