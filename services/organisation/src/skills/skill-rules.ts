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

/** What an allowance pay type must be: the company's own and flagged isAllowance. */
export function isAllowancePayType(
  payType: { companyId: string; isAllowance: boolean } | null,
  companyId: string,
): boolean {
  return payType !== null && payType.companyId === companyId && payType.isAllowance;
}
