import type { JobRow, TaskRow } from '@rollcall/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/client';
import { TagMultiSelect } from '../kit/TagMultiSelect';
import { useModalSave } from '../kit/forms/use-modal-save';
import { CodedItemFormModal } from './CodedItemFormModal';
import { codeErrors, jobFormValues, jobSaveBody, type JobFormValues } from './job-form';
import { JOB_ANSWER_TEXT, JOB_MESSAGES } from './job-messages';

/** 'Create a new job' / 'Modify a job' (width 550), with the job's tasks. */
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

  return (
    <CodedItemFormModal
      title={job ? 'Modify a job' : 'Create a new job'}
      creating={!job}
      values={values}
      errors={errors}
      set={set}
      external={
        withExternal
          ? [
              ['externalJobType', 'External Job Type'],
              ['externalJobId', 'External Job ID'],
            ]
          : []
      }
      busy={busy}
      onSave={() => void save()}
      onClose={onClose}
      beforePunchCode={
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
      }
    />
  );
}
