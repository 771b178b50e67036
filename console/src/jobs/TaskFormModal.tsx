import type { TaskRow } from '@rollcall/api-client';
import { useState } from 'react';
import { api } from '../api/client';
import { useModalSave } from '../kit/forms/use-modal-save';
import { CodedItemFormModal } from './CodedItemFormModal';
import { codeErrors, taskFormValues, taskSaveBody, type TaskFormValues } from './job-form';
import { JOB_ANSWER_TEXT, JOB_MESSAGES } from './job-messages';

/** 'Create a new task' / 'Modify a task' (width 550). */
export function TaskFormModal({
  task,
  withExternal,
  onClose,
}: {
  task: TaskRow | null;
  withExternal: boolean;
  onClose: () => void;
}) {
  const [values, setValues] = useState<TaskFormValues>(() => taskFormValues(task));
  const { errors, busy, save } = useModalSave({
    validate: () => codeErrors(values),
    run: () => api.saveTask({ body: taskSaveBody(task?.id ?? null, values, withExternal) }),
    success: JOB_MESSAGES.taskSaved,
    invalidate: ['tasks'],
    codes: JOB_ANSWER_TEXT,
    failure: JOB_MESSAGES.saveTaskFailed,
    onSaved: () => onClose(),
  });
  const set = <K extends keyof TaskFormValues>(key: K, value: TaskFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  return (
    <CodedItemFormModal
      title={task ? 'Modify a task' : 'Create a new task'}
      creating={!task}
      values={values}
      errors={errors}
      set={set}
      external={
        withExternal
          ? [
              ['externalTaskType', 'External Task Type'],
              ['externalTaskId', 'External Task ID'],
            ]
          : []
      }
      busy={busy}
      onSave={() => void save()}
      onClose={onClose}
    />
  );
}
