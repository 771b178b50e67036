import type { HolidayRow } from '@rollcall/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { answerText, fieldErrors } from '../api/answer-text';
import { api } from '../api/client';
import { Button } from '../components/Button';
import { Modal } from '../components/Modal';
import { TextField } from '../components/TextField';
import { notify } from '../notifications/notification-store';
import {
  holidayFormErrors,
  holidayFormValues,
  holidaySaveBody,
  withDate,
  type HolidayFormValues,
} from './holiday-form';
import { HOLIDAY_ANSWER_TEXT, HOLIDAY_MESSAGES } from './holiday-messages';

/** 'Create a new Holiday' / 'Modify a Holiday'. */
export function HolidayFormModal({ holiday, onClose }: { holiday: HolidayRow | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<HolidayFormValues>(() => holidayFormValues(holiday));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function save() {
    const invalid = holidayFormErrors(values);
    setErrors(invalid);
    if (Object.keys(invalid).length) return;
    setBusy(true);
    try {
      await api.saveHoliday({ body: holidaySaveBody(holiday?.id ?? null, values) });
      notify.success(HOLIDAY_MESSAGES.saved);
      await queryClient.invalidateQueries({ queryKey: ['holidays'] });
      onClose();
    } catch (error) {
      setErrors(fieldErrors(error));
      notify.error(answerText(error, HOLIDAY_ANSWER_TEXT, HOLIDAY_MESSAGES.saveFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={holiday ? 'Modify a Holiday' : 'Create a new Holiday'}
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
        <TextField
          label="Name"
          required
          maxLength={100}
          value={values.name}
          error={errors.name}
          onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
        />
        <TextField
          label="Date"
          type="date"
          required
          value={values.date}
          error={errors.date}
          onChange={(e) => setValues((v) => withDate(v, e.target.value))}
        />
        <TextField
          label="Alternative Date"
          type="date"
          required
          value={values.alterdate}
          error={errors.alterdate}
          onChange={(e) => setValues((v) => ({ ...v, alterdate: e.target.value }))}
        />
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
