import type { KioskContactAnswer } from '@rollcall/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { answerText, fieldErrors } from '../api/answer-text';
import { api } from '../api/client';
import { Button } from '../components/Button';
import { SelectField } from '../components/Field';
import { Modal } from '../components/Modal';
import { TextField } from '../components/TextField';
import { notify } from '../notifications/notification-store';
import {
  departmentOptions,
  kioskContactErrors,
  kioskContactSaveBody,
  kioskContactValues,
  type KioskContactValues,
} from './kiosk-contact-form';
import { KIOSK_CONTACT_ANSWER_TEXT, KIOSK_MESSAGES } from './kiosk-messages';

export const kioskContactsKey = ['kiosk-contacts'] as const;

/** 'Create a new contact' / 'Modify a contact' (width 550). */
export function KioskContactFormModal({
  contact,
  onClose,
}: {
  contact: KioskContactAnswer | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const tree = useQuery({ queryKey: ['departments', 'Active'], queryFn: () => api.getDepartmentTree() });
  const [values, setValues] = useState<KioskContactValues>(() => kioskContactValues(contact));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof KioskContactValues, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const options = departmentOptions(tree.data ?? []);
  if (contact?.department && contact.departmentName && !options.some((o) => o.value === contact.department)) {
    options.push({ value: contact.department, label: contact.departmentName });
  }

  async function save() {
    const invalid = kioskContactErrors(values);
    setErrors(invalid);
    if (Object.keys(invalid).length) return;
    setBusy(true);
    try {
      await api.saveKioskContact({ body: kioskContactSaveBody(contact?.id ?? null, values) });
      notify.success(KIOSK_MESSAGES.contactSaved);
      await queryClient.invalidateQueries({ queryKey: kioskContactsKey });
      onClose();
    } catch (error) {
      setErrors(fieldErrors(error));
      notify.error(answerText(error, KIOSK_CONTACT_ANSWER_TEXT, KIOSK_MESSAGES.contactFailed));
    } finally {
      setBusy(false);
    }
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
    <Modal
      open
      title={contact ? 'Modify a contact' : 'Create a new contact'}
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
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
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
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
