import { FormModal } from '../kit/forms/FormModal';
import { Fragment, type ReactNode } from 'react';
import { TextAreaField } from '../kit/Field';
import { TextField } from '../kit/TextField';
import { ActiveCheckbox } from './ActiveCheckbox';
import type { CodedItemValues } from './job-form';

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
    <FormModal title={title} width={550} busy={busy} onClose={onClose} onSave={onSave}>
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
    </FormModal>
  );
}
