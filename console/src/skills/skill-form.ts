import type { AllowancePayType, SkillAnswer, SkillSaveRequest } from '@rollcall/api-client';

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

/** The allowance options: pay types flagged isAllowance, sorted by name. */
export function allowanceOptions(payTypes: AllowancePayType[]): { value: string; label: string }[] {
  return [...payTypes].sort((a, b) => a.name.localeCompare(b.name)).map((p) => ({ value: p.id, label: p.name }));
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
