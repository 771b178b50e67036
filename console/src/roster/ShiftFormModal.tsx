import type { ShiftDefinitionAnswer } from '@rollcall/api-client';
import { SHIFT_COLOUR_PRESETS } from '@rollcall/contracts/roster';
import { useState } from 'react';
import { api } from '../api/client';
import { usePositionOptions } from '../employees/use-employee-options';
import { CheckboxField, SelectField } from '../kit/Field';
import { FormModal } from '../kit/forms/FormModal';
import { useModalSave } from '../kit/forms/use-modal-save';
import { TextField } from '../kit/TextField';
import { TimeField } from '../kit/TimeField';
import {
  isCreateMode,
  shiftCreateBody,
  shiftFormErrors,
  shiftFormValues,
  shiftUpdateBody,
  type ShiftFormValues,
} from './roster-form';
import { ROSTER_ANSWER_TEXT, ROSTER_MESSAGES } from './roster-messages';
import { rosterKeys } from './roster-queries';

/**
 * 'Create New Shift' / 'Edit Shift' (spec 001 §4 "Shift modal"): in edit mode only the colour, label and break
 * may change. The form checks on Save, not on change (§5).
 */
export function ShiftFormModal({ shift, onClose }: { shift: ShiftDefinitionAnswer | null; onClose: () => void }) {
  const creating = isCreateMode(shift);
  const positions = usePositionOptions();
  const [values, setValues] = useState<ShiftFormValues>(() => shiftFormValues(shift));
  const set = <K extends keyof ShiftFormValues>(key: K, value: ShiftFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const { errors, busy, save } = useModalSave({
    validate: () => shiftFormErrors(values),
    run: () =>
      creating || !shift
        ? api.createShiftDefinition({ body: shiftCreateBody(values) })
        : api.updateShiftDefinition({ body: shiftUpdateBody(shift.id, values) }),
    success: creating ? ROSTER_MESSAGES.shiftCreated : ROSTER_MESSAGES.shiftUpdated,
    invalidate: rosterKeys.shifts,
    codes: ROSTER_ANSWER_TEXT,
    failure: creating ? ROSTER_MESSAGES.shiftCreateFailed : ROSTER_MESSAGES.shiftUpdateFailed,
    onSaved: () => onClose(),
  });
  const positionOptions =
    !creating && shift && !positions.some((p) => p.value === shift.department.id)
      ? [...positions, { value: shift.department.id, label: shift.department.departmentName }]
      : positions;

  return (
    <FormModal
      title={creating ? 'Create New Shift' : 'Edit Shift'}
      width={550}
      busy={busy}
      onClose={onClose}
      onSave={() => void save()}
      noValidate
    >
      <SelectField
        label="Position"
        required
        options={positionOptions}
        value={values.departmentId}
        error={errors.departmentId}
        disabled={!creating}
        onChange={(e) => set('departmentId', e.target.value)}
      />
      <div className="grid grid-cols-2 gap-x-4">
        <TimeField
          label="Start Time"
          required
          value={values.startTime}
          error={errors.startTime}
          disabled={!creating}
          onChange={(time) => set('startTime', time)}
        />
        <TimeField
          label="End Time"
          required
          value={values.endTime}
          error={errors.endTime}
          disabled={!creating}
          onChange={(time) => set('endTime', time)}
        />
      </div>
      <div className="flex gap-6 pb-5">
        {creating ? (
          <>
            <CheckboxField label="Previous Day" checked={values.previousDay} onChange={(v) => set('previousDay', v)} />
            <CheckboxField label="Next Day" checked={values.nextDay} onChange={(v) => set('nextDay', v)} />
          </>
        ) : (
          <span className="text-muted">
            {values.previousDay ? 'Starts the previous day. ' : ''}
            {values.nextDay ? 'Ends the next day.' : ''}
          </span>
        )}
      </div>
      <TextField
        label="Label"
        value={values.labelName}
        error={errors.labelName}
        maxLength={50}
        onChange={(e) => set('labelName', e.target.value)}
      />
      <TextField
        label="Break (minutes)"
        inputMode="numeric"
        value={values.breakTime}
        error={errors.breakTime}
        onChange={(e) => set('breakTime', e.target.value)}
      />
      <fieldset className="flex flex-col gap-2 pb-5">
        <legend className="pb-1 font-semibold">Colour</legend>
        <div className="flex items-center gap-2">
          {SHIFT_COLOUR_PRESETS.map((colour) => (
            <button
              key={colour}
              type="button"
              aria-label={`Colour ${colour}`}
              aria-pressed={values.colorCode.toUpperCase() === colour}
              onClick={() => set('colorCode', colour)}
              className={`size-6 rounded-full border-2 ${values.colorCode.toUpperCase() === colour ? 'border-ink' : 'border-white'}`}
              style={{ background: colour }}
            />
          ))}
          <input
            type="color"
            aria-label="Other colour"
            value={values.colorCode}
            onChange={(e) => set('colorCode', e.target.value.toUpperCase())}
            className="h-6 w-10"
          />
        </div>
      </fieldset>
    </FormModal>
  );
}
