import type { Dispatch, SetStateAction } from 'react';
import { DateField } from '../kit/DateField';
import { CheckboxField, SelectField, TextAreaField } from '../kit/Field';
import { TextField } from '../kit/TextField';
import { TimeField } from '../kit/TimeField';
import { leaveFormVisibility, withFromDate, type LeaveFormValues } from './leave-form';
import { useLeaveTypes } from './leave-queries';

/**
 * The leave form's fields (spec 001 §5 "Leave", 002 §5 "Global leave"): Leave Type (leaveStatus on), the dates, by
 * time range (with Next Day flags) or by schedule, skip holidays and unscheduled days, hours per day, description.
 * The leave modal and Global Leave share them.
 */
export function LeaveFields<V extends LeaveFormValues>({
  values,
  setValues,
  errors,
}: {
  values: V;
  setValues: Dispatch<SetStateAction<V>>;
  errors: Record<string, string>;
}) {
  const types = useLeaveTypes();
  const show = leaveFormVisibility(values);
  const set = <K extends keyof LeaveFormValues>(key: K, value: LeaveFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  return (
    <>
      <SelectField
        label="Leave Type"
        required
        options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
        value={values.typeId}
        error={errors.typeId}
        onChange={(e) => set('typeId', e.target.value)}
      />
      <div className="grid grid-cols-2 gap-3">
        <DateField
          label="From Date"
          required
          value={values.fromDate}
          error={errors.fromDate}
          onChange={(d) => setValues((v) => withFromDate(v, d))}
        />
        <DateField label="To Date" value={values.toDate} error={errors.toDate} onChange={(d) => set('toDate', d)} />
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2 pb-4">
        <CheckboxField
          label="By Time Range"
          checked={values.byWorkHours}
          onChange={(on) =>
            setValues((v) => ({ ...v, byWorkHours: on, scheduledDuration: on ? false : v.scheduledDuration }))
          }
        />
        <CheckboxField
          label="By Schedule"
          checked={values.scheduledDuration}
          onChange={(on) =>
            setValues((v) => ({ ...v, scheduledDuration: on, byWorkHours: on ? false : v.byWorkHours }))
          }
        />
        <CheckboxField label="Skip Holidays" checked={values.skip} onChange={(on) => set('skip', on)} />
        {show.skipUnscheduled && (
          <CheckboxField
            label="Skip Unscheduled"
            checked={values.skipUnscheduled}
            onChange={(on) => set('skipUnscheduled', on)}
          />
        )}
      </div>
      {show.times && (
        <div className="grid grid-cols-2 gap-3">
          <div>
            <TimeField
              label="From"
              required
              value={values.fromTime}
              error={errors.fromTime}
              onChange={(time) => set('fromTime', time)}
            />
            <CheckboxField
              label="Next Day"
              checked={values.fromNextDay}
              onChange={(on) => set('fromNextDay', on)}
              className="pb-3"
            />
          </div>
          <div>
            <TimeField
              label="To"
              required
              value={values.toTime}
              error={errors.toTime}
              onChange={(time) => set('toTime', time)}
            />
            <CheckboxField
              label="Next Day"
              checked={values.toNextDay}
              onChange={(on) => set('toNextDay', on)}
              className="pb-3"
            />
          </div>
        </div>
      )}
      {show.hoursPerDay && (
        <TextField
          label="Hours per day"
          type="number"
          min={0}
          max={24}
          step={0.25}
          value={values.duration}
          error={errors.duration}
          onChange={(e) => set('duration', e.target.value)}
        />
      )}
      <TextAreaField
        label="Description"
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
      />
    </>
  );
}
