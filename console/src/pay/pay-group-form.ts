// The pay group page's rules (spec 002 §3–5): the form's values (a new pay group's come from the server), which
// fields show for the chosen period, break, overtime, holiday and auto leave settings, the §5 messages, the body.
import type { NewPayGroupAnswer, PayGroupSaveRequest } from '@rollcall/api-client';
import { formatDate } from '../kit/dates';
import { isTime } from '../kit/times';
import { PAY_MESSAGES } from './pay-messages';

export type PayPeriod = 'Weekly' | 'Fortnightly' | 'Monthly' | 'Bimonthly';
export type BreakType = 'None' | 'HoursAtWork' | 'TimeOfDay';
export type OvertimeType = 'None' | 'Daily' | 'Weekly' | 'PayPeriod';

export const PERIOD_OPTIONS: { value: PayPeriod; label: string }[] = [
  { value: 'Weekly', label: 'Weekly' },
  { value: 'Fortnightly', label: 'Fortnightly' },
  { value: 'Monthly', label: 'Monthly' },
  { value: 'Bimonthly', label: 'Bimonthly' },
];
export const BREAK_OPTIONS: { value: BreakType; label: string }[] = [
  { value: 'None', label: 'None' },
  { value: 'HoursAtWork', label: 'Hours at Work' },
  { value: 'TimeOfDay', label: 'Time of Day' },
];
export const OVERTIME_OPTIONS: { value: OvertimeType; label: string }[] = [
  { value: 'None', label: 'None' },
  { value: 'Daily', label: 'Daily' },
  { value: 'Weekly', label: 'Weekly' },
  { value: 'PayPeriod', label: 'Pay Period' },
];
export const START_DAYS = Array.from({ length: 28 }, (_, i) => String(i + 1));

export const FLAG_FIELDS = [
  'active',
  'clockOutForBreaks',
  'minimumBreak',
  'payOnFinishDay',
  'skipHoliday',
  'skipUnscheduleDay',
  'durationBySchedule',
  'disableEmployeeApply',
  'autoLeave',
  'includePaidLeavesInOvertimeThreshold',
  'useStandardHoursAsPeriodOvertimeThreshold',
  'skipException',
  'hideApproveOT',
  'calculatePublicHoliday',
  'phlAbsent',
  'enablePublicHolidayLeave',
  'calculatePublicHolidayLeaveBySchedule',
  'calculateAlternativeHoliday',
  'calculateAlternativeHolidayOnSchedule',
  'acceptEA',
  'acceptLD',
  'supervisorMAOT',
  'approvedUnscheduledWork',
  'punchPairWitoutSchedule',
  'manualPunch',
] as const;
type Flags = (typeof FLAG_FIELDS)[number];

/** Number fields are kept as typed text so that an empty box stays empty until saved. */
export const NUMBER_FIELDS = [
  'workTime',
  'breakTime',
  'punchPairCompletionTime',
  'breakTimeException',
  'shiftThreshold',
  'graceTimeIn',
  'graceTimeOut',
  'earlyArrivalThreshold',
  'lateDepartureThreshold',
  'convertUnit',
  'dailyOvertimeThreshold',
  'periodOvertimeThreshold',
] as const;
type Numbers = (typeof NUMBER_FIELDS)[number];

export type PayGroupFormValues = Record<Flags, boolean> &
  Record<Numbers, string> & {
    name: string;
    period: PayPeriod;
    startDayOfMonth: string;
    /** YYYY-MM-DD (the date input's value) */
    startTime: string;
    /** IANA zone the pay period dates are read in; empty: the employee's */
    timeZoneId: string;
    breakCalculationType: BreakType | '';
    breakStartTime: string;
    autoLeavePayTypeId: string;
    overtimeCalculationType: OvertimeType;
    periodOvertimeCode: string;
    memo: string;
  };

export type FlagField = Flags;
export type NumberField = Numbers;

const text = (n: number | null | undefined) => (n == null ? '' : String(n));

/** The form's values of a pay group, or of the server's blank form of a new one. */
export function payGroupValues(g: NewPayGroupAnswer): PayGroupFormValues {
  return {
    name: g.name,
    active: g.active,
    period: g.period,
    startDayOfMonth: text(g.startDayOfMonth ?? 1),
    startTime: g.startTime,
    timeZoneId: g.timeZoneId ?? '',
    breakCalculationType: g.breakCalculationType ?? '',
    workTime: text(g.workTime),
    breakStartTime: g.breakStartTime ?? '',
    breakTime: text(g.breakTime),
    clockOutForBreaks: g.clockOutForBreaks,
    minimumBreak: g.minimumBreak,
    punchPairCompletionTime: text(g.punchPairCompletionTime),
    breakTimeException: text(g.breakTimeException),
    shiftThreshold: text(g.shiftThreshold),
    graceTimeIn: text(g.graceTimeIn),
    graceTimeOut: text(g.graceTimeOut),
    earlyArrivalThreshold: text(g.earlyArrivalThreshold),
    lateDepartureThreshold: text(g.lateDepartureThreshold),
    payOnFinishDay: g.payOnFinishDay,
    convertUnit: text(g.convertUnit),
    skipHoliday: g.skipHoliday,
    skipUnscheduleDay: g.skipUnscheduleDay,
    durationBySchedule: g.durationBySchedule,
    disableEmployeeApply: g.disableEmployeeApply,
    autoLeave: g.autoLeave,
    autoLeavePayTypeId: g.autoLeavePayTypeId ?? '',
    overtimeCalculationType: g.overtimeCalculationType,
    dailyOvertimeThreshold: text(g.dailyOvertimeThreshold),
    includePaidLeavesInOvertimeThreshold: g.includePaidLeavesInOvertimeThreshold,
    useStandardHoursAsPeriodOvertimeThreshold: g.useStandardHoursAsPeriodOvertimeThreshold,
    periodOvertimeThreshold: text(g.periodOvertimeThreshold),
    periodOvertimeCode: g.periodOvertimeCode ?? '',
    skipException: g.skipException,
    hideApproveOT: g.hideApproveOT,
    calculatePublicHoliday: g.calculatePublicHoliday,
    phlAbsent: g.phlAbsent,
    enablePublicHolidayLeave: g.enablePublicHolidayLeave,
    calculatePublicHolidayLeaveBySchedule: g.calculatePublicHolidayLeaveBySchedule,
    calculateAlternativeHoliday: g.calculateAlternativeHoliday,
    calculateAlternativeHolidayOnSchedule: g.calculateAlternativeHolidayOnSchedule,
    acceptEA: g.acceptEA,
    acceptLD: g.acceptLD,
    supervisorMAOT: g.supervisorMAOT,
    approvedUnscheduledWork: g.approvedUnscheduledWork,
    punchPairWitoutSchedule: g.punchPairWitoutSchedule,
    manualPunch: g.manualPunch,
    memo: g.memo ?? '',
  };
}

export interface PayGroupVisibility {
  startDayOfMonth: boolean;
  breakCalculationType: boolean;
  workTime: boolean;
  breakStartTime: boolean;
  breakTime: boolean;
  dailyOvertimeThreshold: boolean;
  periodOvertime: boolean;
  periodOvertimeThreshold: boolean;
  overtimeFields: boolean;
  phlAbsent: boolean;
  publicHolidayLeaveBySchedule: boolean;
  alternativeHolidayOnSchedule: boolean;
  autoLeavePayType: boolean;
  supervisorMAOT: boolean;
}

/** Which conditional fields show for the current values. */
export function payGroupVisibility(v: PayGroupFormValues, ctx: { multiShiftView: boolean }): PayGroupVisibility {
  const breakType = ctx.multiShiftView ? v.breakCalculationType : 'None';
  const periodOvertime = v.overtimeCalculationType === 'Weekly' || v.overtimeCalculationType === 'PayPeriod';
  return {
    startDayOfMonth: v.period === 'Monthly',
    breakCalculationType: ctx.multiShiftView,
    workTime: breakType === 'HoursAtWork',
    breakStartTime: breakType === 'TimeOfDay',
    breakTime: breakType === 'HoursAtWork' || breakType === 'TimeOfDay',
    dailyOvertimeThreshold: v.overtimeCalculationType === 'Daily',
    periodOvertime,
    periodOvertimeThreshold: periodOvertime && !v.useStandardHoursAsPeriodOvertimeThreshold,
    overtimeFields: v.overtimeCalculationType !== 'None',
    phlAbsent: v.calculatePublicHoliday,
    publicHolidayLeaveBySchedule: v.enablePublicHolidayLeave,
    alternativeHolidayOnSchedule: v.calculateAlternativeHoliday,
    autoLeavePayType: v.autoLeave,
    supervisorMAOT: !v.hideApproveOT,
  };
}

export const PAY_GROUP_LABELS = {
  name: 'Name',
  startTime: 'Start Date',
  startDayOfMonth: 'Start Day Of Month',
  earlyArrivalThreshold: 'Early Arrival Threshold',
  lateDepartureThreshold: 'Late Departure Threshold',
  breakCalculationType: 'Break Calculation',
  breakStartTime: 'Break Start Time',
  autoLeavePayTypeId: 'Auto Leave Type',
  dailyOvertimeThreshold: 'Daily Overtime Threshold',
  periodOvertimeThreshold: 'Period Overtime Threshold',
} as const;

const isNumber = (s: string) => s.trim() !== '' && Number.isFinite(Number(s)) && Number(s) >= 0;

/** The §5 messages by field (the same rules the server applies). */
export function validatePayGroup(
  v: PayGroupFormValues,
  ctx: { multiShiftView: boolean },
): Partial<Record<keyof PayGroupFormValues, string>> {
  const e: Partial<Record<keyof PayGroupFormValues, string>> = {};
  const show = payGroupVisibility(v, ctx);
  const need = (field: keyof typeof PAY_GROUP_LABELS) => (e[field] = PAY_MESSAGES.required);
  if (!v.name.trim()) need('name');
  if (!v.startTime) need('startTime');
  if (!isNumber(v.earlyArrivalThreshold)) need('earlyArrivalThreshold');
  if (!isNumber(v.lateDepartureThreshold)) need('lateDepartureThreshold');
  if (show.breakCalculationType && !v.breakCalculationType) need('breakCalculationType');
  if (show.breakStartTime && !isTime(v.breakStartTime)) need('breakStartTime');
  if (show.autoLeavePayType && !v.autoLeavePayTypeId) need('autoLeavePayTypeId');
  if (show.dailyOvertimeThreshold && !isNumber(v.dailyOvertimeThreshold)) need('dailyOvertimeThreshold');
  if (show.periodOvertimeThreshold && !isNumber(v.periodOvertimeThreshold)) need('periodOvertimeThreshold');
  return e;
}

const num = (s: string): number | null => (s.trim() === '' ? null : Number(s));

/** The save body: startTime in the user's date format; breakTime 0 when empty. */
export function payGroupBody(
  v: PayGroupFormValues,
  id: string | null,
  ctx: { multiShiftView: boolean; dateFormat: string },
): PayGroupSaveRequest {
  const show = payGroupVisibility(v, ctx);
  const flags = Object.fromEntries(FLAG_FIELDS.map((k) => [k, v[k]])) as Record<Flags, boolean>;
  const numbers = Object.fromEntries(NUMBER_FIELDS.map((k) => [k, num(v[k])])) as Record<Numbers, number | null>;
  return {
    ...flags,
    ...numbers,
    ...(id ? { id } : {}),
    name: v.name.trim(),
    period: v.period,
    overtimeCalculationType: v.overtimeCalculationType,
    breakTime: numbers.breakTime ?? 0,
    breakCalculationType: show.breakCalculationType ? v.breakCalculationType || null : 'None',
    breakStartTime: show.breakStartTime ? v.breakStartTime : null,
    startDayOfMonth: show.startDayOfMonth ? Number(v.startDayOfMonth) : 1,
    startTime: formatDate(v.startTime, ctx.dateFormat),
    dateFormat: ctx.dateFormat as PayGroupSaveRequest['dateFormat'],
    timeZoneId: v.timeZoneId || null,
    autoLeavePayTypeId: v.autoLeave ? v.autoLeavePayTypeId || null : null,
    periodOvertimeCode: show.overtimeFields ? v.periodOvertimeCode || null : null,
    memo: v.memo.trim() || null,
  };
}
