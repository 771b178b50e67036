import { Fragment, type ReactNode } from 'react';
import { TextAreaField } from '../kit/Field';
import { Modal } from '../kit/Modal';
import { TextField } from '../kit/TextField';
import { SaveCancelFooter } from '../kit/forms/SaveCancelFooter';
import { ActiveCheckbox } from './ActiveCheckbox';

/** The fields jobs and tasks share; `external` are the two external id fields of either. */
export interface CodedItemValues {
  code: string;
  name: string;
  active: boolean;
  description: string;
  punchCode: string;
  payExportCode: string;
}

type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * The job and task modals (width 550): Code (required), Name, Active (disabled while creating), what `beforePunchCode`
 * adds (a job's tasks), Punch Code, Pay Export Code, the external id fields when shown, Description.
 */
export function CodedItemFormModal<V extends CodedItemValues>({
  title,
  creating,
  values,
  errors,
  set,
  external,
  busy,
  onSave,
  onClose,
  beforePunchCode,
}: {
  title: string;
  creating: boolean;
  values: V;
  errors: Partial<Record<string, string>>;
  set: <K extends keyof V>(key: K, value: V[K]) => void;
  /** [field, label] pairs; empty when the third-party type has no external ids */
  external: [TextKey<V>, string][];
  busy: boolean;
  onSave: () => void;
  onClose: () => void;
  beforePunchCode?: ReactNode;
}) {
  const text = (key: TextKey<V>, label: string, required = false) => (
    <TextField
      label={label}
      required={required}
      value={values[key] as string}
      error={errors[key]}
      onChange={(e) => set(key, e.target.value as V[typeof key])}
    />
  );
  return (
    <Modal
      open
      title={title}
      width={550}
      onClose={onClose}
      footer={<SaveCancelFooter busy={busy} onCancel={onClose} onSave={onSave} />}
    >
      <form
        className="flex flex-col"
        onSubmit={(e) => {
          e.preventDefault();
          onSave();
        }}
      >
        {text('code' as TextKey<V>, 'Code', true)}
        {text('name' as TextKey<V>, 'Name')}
        <ActiveCheckbox checked={values.active} disabled={creating} onChange={(c) => set('active', c as V['active'])} />
        {beforePunchCode}
        {text('punchCode' as TextKey<V>, 'Punch Code')}
        {text('payExportCode' as TextKey<V>, 'Pay Export Code')}
        {external.map(([key, label]) => (
          <Fragment key={key}>{text(key, label)}</Fragment>
        ))}
        <TextAreaField
          label="Description"
          value={values.description}
          onChange={(e) => set('description', e.target.value as V['description'])}
        />
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
