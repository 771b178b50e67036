import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/client';
import { answerText } from '../api/answer-text';
import { FormModal } from '../kit/forms/FormModal';
import { notify } from '../kit/notifications/notification-store';
import { sectionErrors, type SectionDraft } from '../work-sections/section-form';
import { SectionFormFields } from '../work-sections/SectionFormFields';
import { ConfirmedDelete } from './ConfirmedDelete';
import { shiftCardRequest, shiftSection, shiftTitle, type ShiftOpen } from './shift-form';
import { SHIFT_CODES, SHIFT_MESSAGES as M } from './shift-messages';
import { ReasonField } from './ReasonField';
import { useTimesheetWrite } from './use-timesheet-write';

/**
 * 'New Shift' / 'Modify Shift' (spec 001 §2, §4 "Shift", §5): the section form of the schedule screens on a day of
 * the timesheet, saved with POST /timesheet/saveShiftCard as a change to the employee's schedule day. A scheduled
 * shift can be deleted (POST /timesheet/deleteCustomSchedule); an unscheduled one is saved by 'Save as a Schedule'.
 */
export function ShiftFormModal({
  employeeId,
  open,
  onWritten,
  onClose,
}: {
  employeeId: string;
  open: ShiftOpen;
  /** the events of the write, for the grid to wait for its recalculation */
  onWritten: (eventIds: readonly string[]) => void;
  onClose: () => void;
}) {
  const [values, setValues] = useState<SectionDraft>(() => shiftSection(open));
  const [reason, setReason] = useState('');
  const set = (patch: Partial<SectionDraft>) => setValues((v) => ({ ...v, ...patch }));
  const { errors, busy, save } = useTimesheetWrite({
    employeeId,
    onWritten,
    onClose,
    validate: () => sectionErrors(values),
    run: () => api.saveShiftCard({ body: shiftCardRequest(employeeId, open, values, reason) }),
    success: M.saved,
    codes: SHIFT_CODES,
    failure: M.saveFailed,
  });
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (schId: string) =>
      api.deleteCustomSchedule({
        body: { employeeId, day: open.day, schId, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      }),
    onSuccess: async (answer) => {
      notify.success(M.deleted);
      await queryClient.invalidateQueries({ queryKey: ['punch-records', employeeId] });
      onWritten(answer.eventIds);
      onClose();
    },
    onError: (error) => notify.error(answerText(error, SHIFT_CODES, M.deleteFailed)),
  });
  const schId = open.kind === 'scheduled' ? open.shift.schId : null;

  return (
    <FormModal
      title={shiftTitle(open)}
      width={700}
      busy={busy}
      onClose={onClose}
      onSave={() => void save()}
      saveLabel={open.kind === 'unscheduled' ? 'Save as a Schedule' : 'Save'}
      noValidate
    >
      <SectionFormFields values={values} errors={errors} onChange={set} />
      <ReasonField value={reason} onChange={setReason} />
      {schId && (
        <ConfirmedDelete
          question={M.confirmDelete}
          busy={remove.isPending}
          onConfirm={(done) => remove.mutate(schId, { onSettled: done })}
        />
      )}
    </FormModal>
  );
}
