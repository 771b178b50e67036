import { useSkillOptions } from '../employees/use-employee-options';
import { CheckboxField, SelectField } from '../kit/Field';
import { TagMultiSelect } from '../kit/TagMultiSelect';
import { TextField } from '../kit/TextField';
import { TimeField } from '../kit/TimeField';
import { BREAK_CALCULATION_OPTIONS, type BreakCalculationChoice, type SectionDraft } from './section-form';
import { SectionTimeError, SectionTimeFields } from './SectionTimeFields';
import { WorkCodeSelects } from './WorkCodeSelects';

/**
 * Every field of a work section (spec 001 §2 "Section form", §3 WorkSection): Sch In and Sch Out with their day
 * flags and the break (disabled when Meal not taken is ticked), Override Break Calculation, the pay group
 * overrides, Position, Job, Task and skills. The schedule's New Section / Modify Section and the timesheet's New
 * Shift / Modify Shift show it; `errors` come from section-form's rules (§5).
 */
export function SectionFormFields({
  values,
  errors,
  onChange: set,
}: {
  values: SectionDraft;
  errors: Record<string, string>;
  onChange: (patch: Partial<SectionDraft>) => void;
}) {
  const skills = useSkillOptions(true);
  return (
    <>
      <div className="flex flex-wrap items-end gap-3 pb-2">
        <SectionTimeFields section={values} errors={errors} breakDisabled={values.lunchWorkingThrough} onChange={set} />
        <SectionTimeError errors={errors} />
      </div>
      <div className="flex flex-col gap-1 border-t border-line pt-3">
        <CheckboxField
          label="Override Break Calculation"
          checked={values.overrideBreakCalculation}
          onChange={(on) => set({ overrideBreakCalculation: on })}
        />
        {values.overrideBreakCalculation && (
          <div className="grid grid-cols-3 gap-x-4 pt-2">
            <SelectField
              label="Break Calculation"
              required
              options={BREAK_CALCULATION_OPTIONS}
              value={values.breakCalculationType}
              error={errors.breakCalculationType}
              onChange={(e) => set({ breakCalculationType: e.target.value as BreakCalculationChoice })}
            />
            {values.breakCalculationType === 'HoursAtWork' && (
              <TextField
                label="Break Deduct Time (hr)"
                required
                inputMode="decimal"
                value={values.breakTriggerTime}
                error={errors.breakTriggerTime}
                onChange={(e) => set({ breakTriggerTime: e.target.value })}
              />
            )}
            {values.breakCalculationType === 'TimeOfDay' && (
              <TimeField
                label="Break Start Time"
                required
                value={values.breakStartTime}
                error={errors.breakStartTime}
                onChange={(breakStartTime) => set({ breakStartTime })}
              />
            )}
          </div>
        )}
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2 border-t border-line py-3">
        <CheckboxField
          label="Override Pay Group"
          checked={values.isOverridePayGroup}
          onChange={(on) => set({ isOverridePayGroup: on, ...(on ? {} : { allowOT: false }) })}
        />
        {values.isOverridePayGroup && (
          <CheckboxField label="Allow OT" checked={values.allowOT} onChange={(on) => set({ allowOT: on })} />
        )}
        <CheckboxField
          label="Meal not taken"
          checked={values.lunchWorkingThrough}
          onChange={(on) => set({ lunchWorkingThrough: on })}
        />
        <CheckboxField label="Allow EA" checked={values.allowEA} onChange={(on) => set({ allowEA: on })} />
        <CheckboxField label="Allow LD" checked={values.allowLD} onChange={(on) => set({ allowLD: on })} />
      </div>
      <div className="grid grid-cols-3 gap-x-4 border-t border-line pt-3">
        <WorkCodeSelects
          codes={{ positionId: values.departmentId, jobId: values.jobId, taskId: values.taskId }}
          errors={errors}
          onChange={({ positionId, jobId, taskId }) => set({ departmentId: positionId, jobId, taskId })}
        />
      </div>
      <TagMultiSelect label="Skills" options={skills} value={values.skills} onChange={(ids) => set({ skills: ids })} />
    </>
  );
}
