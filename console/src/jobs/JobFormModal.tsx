import type { JobRow, TaskRow } from '@rollcall/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/client';
import { TextAreaField } from '../components/Field';
import { Modal } from '../components/Modal';
import { TagMultiSelect } from '../components/TagMultiSelect';
import { TextField } from '../components/TextField';
import { SaveCancelFooter } from '../forms/SaveCancelFooter';
import { useModalSave } from '../forms/use-modal-save';
import { ActiveCheckbox } from './ActiveCheckbox';
import { codeErrors, jobFormValues, jobSaveBody, type JobFormValues } from './job-form';
import { JOB_ANSWER_TEXT, JOB_MESSAGES } from './job-messages';

/** 'Create a new job' / 'Modify a job' (width 550). */
export function JobFormModal({
  job,
  withExternal,
  onClose,
}: {
  /** null: create */
  job: JobRow | null;
  withExternal: boolean;
  onClose: () => void;
}) {
  const [values, setValues] = useState<JobFormValues>(() => jobFormValues(job));
  const { errors, busy, save } = useModalSave({
    validate: () => codeErrors(values),
    run: () => api.saveJob({ body: jobSaveBody(job?.id ?? null, values, withExternal) }),
    success: JOB_MESSAGES.jobSaved,
    invalidate: ['jobs'],
    codes: JOB_ANSWER_TEXT,
    failure: JOB_MESSAGES.saveJobFailed,
    onSaved: () => onClose(),
  });
  const tasks = useQuery({ queryKey: ['tasks', 'All'], queryFn: () => api.listTasks() });
  const set = <K extends keyof JobFormValues>(key: K, value: JobFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const text = (key: Exclude<keyof JobFormValues, 'active' | 'taskID'>, label: string, required = false) => (
    <TextField
      label={label}
      required={required}
      value={values[key]}
      error={errors[key]}
      onChange={(e) => set(key, e.target.value)}
    />
  );

  return (
    <Modal
      open
      title={job ? 'Modify a job' : 'Create a new job'}
      width={550}
      onClose={onClose}
      footer={<SaveCancelFooter busy={busy} onCancel={onClose} onSave={() => void save()} />}
    >
      <form
        className="flex flex-col"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {text('code', 'Code', true)}
        {text('name', 'Name')}
        <ActiveCheckbox checked={values.active} disabled={!job} onChange={(c) => set('active', c)} />
        <TagMultiSelect
          label="Tasks"
          options={(tasks.data ?? []).map((t: TaskRow) => ({
            value: t.id,
            label: t.name ? `${t.code} - ${t.name}` : t.code,
            inactive: !t.active,
          }))}
          value={values.taskID}
          onChange={(ids) => set('taskID', ids)}
        />
        {text('punchCode', 'Punch Code')}
        {text('payExportCode', 'Pay Export Code')}
        {withExternal && text('externalJobType', 'External Job Type')}
        {withExternal && text('externalJobId', 'External Job ID')}
        <TextAreaField
          label="Description"
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
        />
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
