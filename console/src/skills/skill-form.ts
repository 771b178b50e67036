import type { SkillAnswer, SkillSaveRequest } from '@rollcall/api-client';

export type AllowanceCalculationType = SkillSaveRequest['allowanceCalculationType'];

/** The allowance calculation choices with the spec's labels. */
export const ALLOWANCE_CALCULATION_OPTIONS: { value: AllowanceCalculationType; label: string }[] = [
  { value: 'eitherOnePerShift', label: 'One Per Shift' },
  { value: 'hoursWorkedForDay', label: 'Hours Worked For Day' },
  { value: 'hoursWorkedForShift', label: 'Hours Worked For Shift' },
];

export interface SkillFormValues {
  name: string;
  active: boolean;
  payTypeId: string;
  allowanceCalculationType: AllowanceCalculationType | '';
}

/** A new skill starts active (the box is disabled) with nothing chosen. */
export function skillFormValues(skill: SkillAnswer | null): SkillFormValues {
  return {
    name: skill?.name ?? '',
    active: skill?.active ?? true,
    payTypeId: skill?.payTypeId ?? '',
    allowanceCalculationType: (skill?.allowanceCalculationType as AllowanceCalculationType | undefined) ?? '',
  };
}

/**
 * The allowance options: the active pay types flagged isAllowance, sorted by name, plus the skill's own when it is
 * no longer among them (marked Inactive), so that editing the skill does not drop it.
 */
export function allowanceOptions(
  payTypes: { id: string; name: string }[],
  current: { id: string; name: string } | null | undefined,
): { value: string; label: string }[] {
  const options = [...payTypes]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((p) => ({ value: p.id, label: p.name }));
  if (current && !options.some((o) => o.value === current.id)) {
    options.push({ value: current.id, label: `${current.name} (Inactive)` });
  }
  return options;
}

export function skillFormErrors(values: SkillFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors.name = 'Please input the name.';
  if (!values.allowanceCalculationType) errors.allowanceCalculationType = 'Please select the allowance calculation.';
  return errors;
}

export function skillSaveBody(id: string | null, values: SkillFormValues): SkillSaveRequest {
  return {
    ...(id ? { id, active: values.active } : {}),
    name: values.name.trim(),
    payTypeId: values.payTypeId || null,
    allowanceCalculationType: values.allowanceCalculationType as AllowanceCalculationType,
  };
}
