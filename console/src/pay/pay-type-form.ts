// The pay type modal's rules (spec 002 §3–5): the form's values (a new pay type's come from the server), the
// Allowance/Leave exclusion, what shows when, the body.
import type { NewPayTypeAnswer, PayTypeSaveRequest } from '@rollcall/api-client';
import { PAY_MESSAGES } from './pay-messages';

export type ConvertMode = 'percentage' | 'byStandardHour' | 'convertToDay';

export interface PayTypeFormValues {
  code: string;
  name: string;
  exportCode: string;
  active: boolean;
  hideFromEmp: boolean;
  shouldExport: boolean;
  isAllowance: boolean;
  leaveStatus: boolean;
  paidLeave: boolean;
  allowNegativeLeave: boolean;
  hideBalance: boolean;
  isOvertime: boolean;
  payRateFactor: string;
  type: string;
  convertMode: ConvertMode;
  ctDay: string;
  isDefault: boolean;
}

/** The form's values of a pay type, or of the server's blank form of a new one. */
export function payTypeValues(p: NewPayTypeAnswer): PayTypeFormValues {
  return {
    code: p.code,
    name: p.name,
    exportCode: p.exportCode ?? '',
    active: p.active,
    hideFromEmp: p.hideFromEmp,
    shouldExport: p.shouldExport,
    isAllowance: p.isAllowance,
    leaveStatus: p.leaveStatus,
    paidLeave: p.paidLeave,
    allowNegativeLeave: p.allowNegativeLeave,
    hideBalance: p.hideBalance,
    isOvertime: p.isOvertime,
    payRateFactor: p.payRateFactor == null ? '' : String(p.payRateFactor),
    type: p.type ?? '',
    convertMode: p.percentage ? 'percentage' : p.byStandardHour ? 'byStandardHour' : 'convertToDay',
    ctDay: String(p.ctDay),
    isDefault: p.isDefault,
  };
}

/** Ticking Allowance clears Leave and the other way round. */
export function withFlag(v: PayTypeFormValues, flag: 'isAllowance' | 'leaveStatus', on: boolean): PayTypeFormValues {
  if (flag === 'isAllowance') return { ...v, isAllowance: on, leaveStatus: on ? false : v.leaveStatus };
  return { ...v, leaveStatus: on, isAllowance: on ? false : v.isAllowance };
}

export interface PayTypeVisibility {
  leaveFields: boolean;
  leaveTimeFields: boolean;
  overtimeFactor: boolean;
  xeroGuid: boolean;
  /** Active and Hide From Employee cannot be changed while creating */
  lockedWhileCreating: boolean;
}

export function payTypeVisibility(
  v: PayTypeFormValues,
  ctx: { creating: boolean; allowLeaveTime: boolean; xero: boolean },
): PayTypeVisibility {
  return {
    leaveFields: v.leaveStatus,
    leaveTimeFields: v.leaveStatus && ctx.allowLeaveTime,
    overtimeFactor: v.isOvertime,
    xeroGuid: ctx.xero,
    lockedWhileCreating: ctx.creating,
  };
}

/** Field messages: Code and Name required; a factor above 0 for overtime; hours per day 0 to 24. */
export function validatePayType(v: PayTypeFormValues): Partial<Record<keyof PayTypeFormValues, string>> {
  const e: Partial<Record<keyof PayTypeFormValues, string>> = {};
  if (!v.code.trim()) e.code = PAY_MESSAGES.required;
  if (!v.name.trim()) e.name = PAY_MESSAGES.required;
  if (v.isOvertime) {
    const factor = Number(v.payRateFactor);
    if (!v.payRateFactor.trim() || !Number.isFinite(factor) || factor <= 0)
      e.payRateFactor = 'Overtime factor should be a number and greater than 0.';
  }
  if (v.convertMode === 'convertToDay') {
    const hours = Number(v.ctDay);
    if (!v.ctDay.trim() || !Number.isFinite(hours) || hours < 0 || hours > 24)
      e.ctDay = 'Hours per day must be a number from 0 to 24.';
  }
  return e;
}

/** The save body; the code only on create (it cannot change), the leave-only fields only for leave. */
export function payTypeBody(v: PayTypeFormValues, id: string | null): PayTypeSaveRequest {
  return {
    ...(id ? { id } : { code: v.code.trim() }),
    name: v.name.trim(),
    exportCode: v.exportCode.trim() || null,
    ...(id ? { active: v.active, hideFromEmp: v.hideFromEmp } : {}),
    shouldExport: v.shouldExport,
    isAllowance: v.isAllowance,
    leaveStatus: v.leaveStatus,
    paidLeave: v.leaveStatus ? v.paidLeave : true,
    allowNegativeLeave: v.leaveStatus && v.allowNegativeLeave,
    hideBalance: v.leaveStatus && v.hideBalance,
    isOvertime: v.isOvertime,
    payRateFactor: v.isOvertime ? Number(v.payRateFactor) : null,
    type: v.type.trim() || null,
    convertToDay: v.convertMode === 'convertToDay',
    percentage: v.convertMode === 'percentage',
    byStandardHour: v.convertMode === 'byStandardHour',
    ...(v.convertMode === 'convertToDay' ? { ctDay: Number(v.ctDay) } : {}),
    isDefault: v.isDefault,
  };
}
