import { useState } from 'react';
import { CheckboxField, SelectField } from '../kit/Field';
import { FormModal } from '../kit/forms/FormModal';
import { COPY_CUSTOM, copyFromOptions, modifiedDay, type DayDraft, type GridDay } from './day-form';

/**
 * Day Modify (spec 001 §2): Copy From custom or any earlier day, and the off-day box (disabled while copying: the
 * copied day's flag comes with it). Save hands the day back; the screen holds it until it saves.
 */
export function DayModifyDialog({
  day,
  days,
  onApply,
  onClose,
}: {
  day: GridDay;
  /** every day of the grid, in order (the earlier ones are offered to copy) */
  days: readonly GridDay[];
  onApply: (day: DayDraft) => void;
  onClose: () => void;
}) {
  const [copyFrom, setCopyFrom] = useState(COPY_CUSTOM);
  const [isOffDay, setOffDay] = useState(day.isOffDay);
  const source = copyFrom === COPY_CUSTOM ? null : (days.find((d) => d.key === copyFrom) ?? null);
  return (
    <FormModal
      title={`Day Modify: ${day.title}`}
      width={500}
      busy={false}
      onClose={onClose}
      onSave={() => onApply(modifiedDay(day, { copyFrom: source, isOffDay }))}
    >
      <SelectField
        label="Copy From"
        options={copyFromOptions(days, day.key)}
        value={copyFrom}
        onChange={(e) => setCopyFrom(e.target.value || COPY_CUSTOM)}
      />
      <fieldset disabled={source !== null} className="pb-5">
        <CheckboxField label="Off Day" checked={source ? source.isOffDay : isOffDay} onChange={setOffDay} />
      </fieldset>
    </FormModal>
  );
}
