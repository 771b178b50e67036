import type { JobRow, TaskRow } from '@rollcall/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { answerText, fieldErrors } from '../api/answer-text';
import { api } from '../api/client';
import { Button } from '../components/Button';
import { TextAreaField } from '../components/Field';
import { Modal } from '../components/Modal';
import { TagMultiSelect } from '../components/TagMultiSelect';
import { TextField } from '../components/TextField';
import { ActiveCheckbox } from './ActiveCheckbox';
import { notify } from '../notifications/notification-store';
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
  const queryClient = useQueryClient();
  const [values, setValues] = useState<JobFormValues>(() => jobFormValues(job));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
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

  async function save() {
    const invalid = codeErrors(values);
    setErrors(invalid);
    if (Object.keys(invalid).length) return;
    setBusy(true);
    try {
      await api.saveJob({ body: jobSaveBody(job?.id ?? null, values, withExternal) });
      notify.success(JOB_MESSAGES.jobSaved);
      await queryClient.invalidateQueries({ queryKey: ['jobs'] });
      onClose();
    } catch (error) {
      setErrors(fieldErrors(error));
      notify.error(answerText(error, JOB_ANSWER_TEXT, JOB_MESSAGES.saveJobFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={job ? 'Modify a job' : 'Create a new job'}
      width={550}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" loading={busy} onClick={() => void save()}>
            Save
          </Button>
        </>
      }
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
