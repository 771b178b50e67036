import type { TaskRow } from '@rollcall/api-client';
import { useState } from 'react';
import { api } from '../api/client';
import { TextAreaField } from '../components/Field';
import { Modal } from '../components/Modal';
import { TextField } from '../components/TextField';
import { SaveCancelFooter } from '../forms/SaveCancelFooter';
import { useModalSave } from '../forms/use-modal-save';
import { ActiveCheckbox } from './ActiveCheckbox';
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
  const text = (key: Exclude<keyof TaskFormValues, 'active'>, label: string, required = false) => (
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
      title={task ? 'Modify a task' : 'Create a new task'}
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
        <ActiveCheckbox checked={values.active} disabled={!task} onChange={(c) => set('active', c)} />
        {text('punchCode', 'Punch Code')}
        {text('payExportCode', 'Pay Export Code')}
        {withExternal && text('externalTaskType', 'External Task Type')}
        {withExternal && text('externalTaskId', 'External Task ID')}
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
