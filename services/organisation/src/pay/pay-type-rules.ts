// The pay type form's rules (spec 002 §3–5): what a new pay type starts with, and how a save is checked.

export type ConvertMode = 'convertToDay' | 'percentage' | 'byStandardHour';

export interface PayTypeFields {
  code: string;
  name: string;
  exportCode: string | null;
  active: boolean;
  hideFromEmp: boolean;
  shouldExport: boolean;
  isAllowance: boolean;
  leaveStatus: boolean;
  paidLeave: boolean;
  allowNegativeLeave: boolean;
  hideBalance: boolean;
  isOvertime: boolean;
  payRateFactor: number | null;
  type: string | null;
  convertToDay: boolean;
  percentage: boolean;
  byStandardHour: boolean;
  ctDay: number;
  isDefault: boolean;
}

/** A new pay type: active, hidden from employees, exported, one hour per day (§4, §9). */
export const NEW_PAY_TYPE: PayTypeFields = {
  code: '',
  name: '',
  exportCode: null,
  active: true,
  hideFromEmp: true,
  shouldExport: true,
  isAllowance: false,
  leaveStatus: false,
  paidLeave: true,
  allowNegativeLeave: false,
  hideBalance: false,
  isOvertime: false,
  payRateFactor: null,
  type: null,
  convertToDay: true,
  percentage: false,
  byStandardHour: false,
  ctDay: 1,
  isDefault: false,
};

export type PayTypeProblem = 'allowanceAndLeave' | 'incorrectNumberForm' | 'convertModes';

/**
 * The first rule a pay type breaks, or null: Allowance and Leave are exclusive; an overtime type needs a factor
 * greater than 0; exactly one convert-to-day mode.
 */
export function payTypeProblem(p: PayTypeFields): PayTypeProblem | null {
  if (p.isAllowance && p.leaveStatus) return 'allowanceAndLeave';
  if (p.isOvertime && !(typeof p.payRateFactor === 'number' && Number.isFinite(p.payRateFactor) && p.payRateFactor > 0))
    return 'incorrectNumberForm';
  if ([p.convertToDay, p.percentage, p.byStandardHour].filter(Boolean).length !== 1) return 'convertModes';
  return null;
}

/** The convert-to-day flags when a save names none: hours per day. */
export function withConvertMode(p: PayTypeFields): PayTypeFields {
  if (p.convertToDay || p.percentage || p.byStandardHour) return p;
  return { ...p, convertToDay: true };
}

/** Whether two names or codes are the same for the uniqueness rule (case and surrounding space ignored). */
export function sameText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
