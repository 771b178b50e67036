import { FormModal } from '../kit/forms/FormModal';
import type { HolidayRow } from '@rollcall/api-client';
import { useState } from 'react';
import { api } from '../api/client';
import { DateField } from '../kit/DateField';
import { TextField } from '../kit/TextField';
import { useModalSave } from '../kit/forms/use-modal-save';
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
  const [values, setValues] = useState<HolidayFormValues>(() => holidayFormValues(holiday));
  const { errors, busy, save } = useModalSave({
    validate: () => holidayFormErrors(values),
    run: () => api.saveHoliday({ body: holidaySaveBody(holiday?.id ?? null, values) }),
    success: HOLIDAY_MESSAGES.saved,
    invalidate: ['holidays'],
    codes: HOLIDAY_ANSWER_TEXT,
    failure: HOLIDAY_MESSAGES.saveFailed,
    onSaved: () => onClose(),
  });

  return (
    <FormModal
      title={holiday ? 'Modify a Holiday' : 'Create a new Holiday'}
      width={550}
      busy={busy}
      onClose={onClose}
      onSave={() => void save()}
    >
      <TextField
        label="Name"
        required
        maxLength={100}
        value={values.name}
        error={errors.name}
        onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
      />
      <DateField
        label="Date"
        required
        value={values.date}
        error={errors.date}
        onChange={(value) => setValues((v) => withDate(v, value))}
      />
      <DateField
        label="Alternative Date"
        required
        value={values.alterdate}
        error={errors.alterdate}
        onChange={(value) => setValues((v) => ({ ...v, alterdate: value }))}
      />
    </FormModal>
  );
}
