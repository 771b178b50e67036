import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/client';
import { useCompanySettings } from '../api/use-company-settings';
import { usePositionOptions } from '../employees/use-employee-options';
import { SelectField } from '../kit/Field';
import { FormModal } from '../kit/forms/FormModal';
import { useModalSave } from '../kit/forms/use-modal-save';
import { TextField } from '../kit/TextField';
import { useSectionJobOptions, useSectionTaskOptions } from '../work-sections/section-queries';
import { ConfirmedDelete } from './ConfirmedDelete';
import { DAY_TYPE_OPTIONS, type DayType, type PunchDraft, punchErrors, punchRequest } from './punch-form';
import { PUNCH_CODES, TIMESHEET_MESSAGES as M } from './timesheet-messages';
import { useDeletePunch } from './timesheet-queries';

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
  const settings = useCompanySettings().data;
  const codes = {
    site: settings?.isSiteCodeEnabled ?? false,
    position: settings?.isPositionCodeEnabled ?? false,
    job: settings?.isJobCodeEnabled ?? false,
    task: settings?.isTaskCodeEnabled ?? false,
  };
  const sites = useQuery({
    queryKey: ['workplaces', 'active'],
    queryFn: () => api.listWorkplaces({ query: { status: 'true' } }),
    enabled: codes.site,
  });
  const positions = usePositionOptions();
  const jobs = useSectionJobOptions(values.positionId);
  const tasks = useSectionTaskOptions(values.jobId);
  const set = (patch: Partial<PunchDraft>) => setValues((v) => ({ ...v, ...patch }));
  const remove = useDeletePunch(employeeId, onWritten);
  const { errors, busy, save } = useModalSave({
    validate: () => punchErrors(values, codes),
    run: () => api.saveSinglePunch({ body: punchRequest(employeeId, values) }),
    success: M.punchSaved,
    invalidate: ['punch-records', employeeId],
    codes: PUNCH_CODES,
    failure: M.punchSaveFailed,
    onSaved: (answer) => {
      onWritten(answer.eventIds);
      onClose();
    },
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
        <TextField
          label="Time"
          required
          type="time"
          value={values.time}
          error={errors.punchTime}
          onChange={(e) => set({ time: e.target.value })}
        />
        {codes.site && (
          <SelectField
            label="Site"
            required
            options={(sites.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            value={values.workPlaceId}
            error={errors.workPlaceId}
            onChange={(e) => set({ workPlaceId: e.target.value })}
          />
        )}
        {codes.position && (
          <SelectField
            label="Position"
            options={positions}
            value={values.positionId}
            error={errors.positionId}
            onChange={(e) => set({ positionId: e.target.value, jobId: '', taskId: '' })}
          />
        )}
        {codes.job && (
          <SelectField
            label="Job"
            options={jobs}
            value={values.jobId}
            error={errors.jobId}
            onChange={(e) => set({ jobId: e.target.value, taskId: '' })}
          />
        )}
        {(codes.task || values.jobId !== '') && (
          <SelectField
            label="Task"
            required={values.jobId !== ''}
            options={tasks}
            value={values.taskId}
            error={errors.taskId}
            disabled={values.jobId === ''}
            onChange={(e) => set({ taskId: e.target.value })}
          />
        )}
      </div>
      <TextField
        label="Reason"
        value={values.reason}
        maxLength={500}
        onChange={(e) => set({ reason: e.target.value })}
      />
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
