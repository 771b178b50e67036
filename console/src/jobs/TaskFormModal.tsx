import type { TaskRow } from '@rollcall/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { answerText, fieldErrors } from '../api/answer-text';
import { api } from '../api/client';
import { Button } from '../components/Button';
import { TextAreaField } from '../components/Field';
import { Modal } from '../components/Modal';
import { TextField } from '../components/TextField';
import { ActiveCheckbox } from './ActiveCheckbox';
import { notify } from '../notifications/notification-store';
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
  const queryClient = useQueryClient();
  const [values, setValues] = useState<TaskFormValues>(() => taskFormValues(task));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
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

  async function save() {
    const invalid = codeErrors(values);
    setErrors(invalid);
    if (Object.keys(invalid).length) return;
    setBusy(true);
    try {
      await api.saveTask({ body: taskSaveBody(task?.id ?? null, values, withExternal) });
      notify.success(JOB_MESSAGES.taskSaved);
      await queryClient.invalidateQueries({ queryKey: ['tasks'] });
      onClose();
    } catch (error) {
      setErrors(fieldErrors(error));
      notify.error(answerText(error, JOB_ANSWER_TEXT, JOB_MESSAGES.saveTaskFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={task ? 'Modify a task' : 'Create a new task'}
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
