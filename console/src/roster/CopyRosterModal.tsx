import { addDays, copyWindow } from '@rollcall/contracts/roster';
import { useState } from 'react';
import { api } from '../api/client';
import { DateField } from '../kit/DateField';
import { FormModal } from '../kit/forms/FormModal';
import { useModalSave } from '../kit/forms/use-modal-save';
import { localToday } from '../kit/dates';
import { copyRosterErrors, withCopySource, type CopyRosterValues } from './roster-form';
import { ROSTER_ANSWER_TEXT, ROSTER_MESSAGES } from './roster-messages';
import { rosterKeys } from './roster-queries';

/**
 * Copy Roster (spec 001 §5): Copy from (a range, default today) and Paste to (default tomorrow), the paste date
 * offered within the range's length before or after it; changing the range clears the paste date.
 */
export function CopyRosterModal({ departmentIds, onClose }: { departmentIds: string[]; onClose: () => void }) {
  const today = localToday();
  const [values, setValues] = useState<CopyRosterValues>({
    fromDate: today,
    endDate: today,
    beginDate: addDays(today, 1),
  });
  const window =
    values.fromDate && values.endDate && values.endDate >= values.fromDate
      ? copyWindow(values.fromDate, values.endDate)
      : null;
  const { errors, busy, save } = useModalSave({
    validate: () => copyRosterErrors(values),
    run: () =>
      api.copyRoster({
        body: {
          fromDate: values.fromDate,
          endDate: values.endDate,
          beginDate: values.beginDate,
          ...(departmentIds.length ? { departments: departmentIds } : {}),
        },
      }),
    success: ROSTER_MESSAGES.copied,
    invalidate: rosterKeys.rows,
    codes: ROSTER_ANSWER_TEXT,
    failure: ROSTER_MESSAGES.copyFailed,
    onSaved: () => onClose(),
  });
  return (
    <FormModal title="Copy Roster" width={550} busy={busy} onClose={onClose} onSave={() => void save()} noValidate>
      <div className="grid grid-cols-2 gap-x-4">
        <DateField
          label="Copy from"
          required
          value={values.fromDate}
          error={errors.fromDate}
          onChange={(fromDate) =>
            setValues((v) => withCopySource(v, fromDate, v.endDate < fromDate ? fromDate : v.endDate))
          }
        />
        <DateField
          label="Copy to"
          required
          value={values.endDate}
          min={values.fromDate}
          onChange={(endDate) => setValues((v) => withCopySource(v, v.fromDate, endDate))}
        />
      </div>
      <DateField
        label="Paste to"
        required
        value={values.beginDate}
        error={errors.beginDate}
        min={window?.earliest}
        max={window?.latest}
        onChange={(beginDate) => setValues((v) => ({ ...v, beginDate }))}
      />
    </FormModal>
  );
}
