import type { SkillAllowanceCalculation } from '@rollcall/contracts';

/** The allowance calculation types with the labels the console shows (spec 002 §3 Skill). */
export const ALLOWANCE_CALCULATION_LABELS: Record<SkillAllowanceCalculation, string> = {
  eitherOnePerShift: 'One Per Shift',
  hoursWorkedForDay: 'Hours Worked For Day',
  hoursWorkedForShift: 'Hours Worked For Shift',
};

export const ALLOWANCE_CALCULATION_TYPES = Object.keys(ALLOWANCE_CALCULATION_LABELS) as SkillAllowanceCalculation[];

export const SKILL_NAME_MAX = 100;

/** Two skill names are the same when they match ignoring case and surrounding spaces. */
export function sameSkillName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * What a skill's allowance pay type must be: the company's own, flagged isAllowance, and active — or the one the
 * skill already has (so a skill whose pay type was made inactive can still be edited without losing it).
 */
export function isAllowancePayType(
  payType: { id: string; companyId: string; isAllowance: boolean; active: boolean } | null,
  companyId: string,
  currentPayTypeId: string | null,
): boolean {
  if (payType === null || payType.companyId !== companyId || !payType.isAllowance) return false;
  return payType.active || payType.id === currentPayTypeId;
}
