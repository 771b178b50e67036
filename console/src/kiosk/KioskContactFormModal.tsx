import { FormModal } from '../kit/forms/FormModal';
import type { KioskContactAnswer } from '@rollcall/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/client';
import { SelectField } from '../kit/Field';
import { TextField } from '../kit/TextField';
import { useModalSave } from '../kit/forms/use-modal-save';
import {
  departmentOptions,
  kioskContactErrors,
  kioskContactSaveBody,
  kioskContactValues,
  type KioskContactValues,
} from './kiosk-contact-form';
import { kioskContactsKey } from './kiosk-queries';
import { KIOSK_CONTACT_ANSWER_TEXT, KIOSK_MESSAGES } from './kiosk-messages';

/** 'Create a new contact' / 'Modify a contact' (width 550). */
export function KioskContactFormModal({
  contact,
  onClose,
}: {
  contact: KioskContactAnswer | null;
  onClose: () => void;
}) {
  const tree = useQuery({ queryKey: ['departments', 'Active'], queryFn: () => api.getDepartmentTree() });
  const [values, setValues] = useState<KioskContactValues>(() => kioskContactValues(contact));
  const { errors, busy, save } = useModalSave({
    validate: () => kioskContactErrors(values),
    run: () => api.saveKioskContact({ body: kioskContactSaveBody(contact?.id ?? null, values) }),
    success: KIOSK_MESSAGES.contactSaved,
    invalidate: kioskContactsKey,
    codes: KIOSK_CONTACT_ANSWER_TEXT,
    failure: KIOSK_MESSAGES.contactFailed,
    onSaved: () => onClose(),
  });
  const set = (key: keyof KioskContactValues, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const options = departmentOptions(tree.data ?? []);
  if (contact?.department && contact.departmentName && !options.some((o) => o.value === contact.department)) {
    options.push({ value: contact.department, label: contact.departmentName });
  }

  const text = (key: Exclude<keyof KioskContactValues, 'department'>, label: string, required = false) => (
    <TextField
      label={label}
      required={required}
      value={values[key]}
      error={errors[key]}
      onChange={(e) => set(key, e.target.value)}
    />
  );

  return (
    <FormModal
      title={contact ? 'Modify a contact' : 'Create a new contact'}
      width={550}
      busy={busy}
      onClose={onClose}
      onSave={() => void save()}
      noValidate
    >
      {text('firstname', 'First Name', true)}
      {text('lastname', 'Last Name', true)}
      {text('mobile', 'Mobile')}
      {text('email', 'Email', true)}
      <SelectField
        label="Department"
        value={values.department}
        options={options}
        error={errors.department}
        onChange={(e) => set('department', e.target.value)}
      />
    </FormModal>
  );
}
