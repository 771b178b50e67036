// The pay group form (spec 002 §3–5) and how it maps to what is stored: the engine's PayGroupRules (units as
// CALCULATION.md: thresholds and grace in minutes; workTime, breakTime, punchPairCompletionTime, overtime
// thresholds and convertUnit in hours) plus the fields the engine does not read.
import type { BreakCalculationType, OvertimeCalculationType, PayGroupRules, PayPeriodKind } from '@rollcall/contracts';

export const PAY_PERIODS: readonly PayPeriodKind[] = ['Weekly', 'Fortnightly', 'Monthly', 'Bimonthly'];
export const BREAK_TYPES: readonly BreakCalculationType[] = ['None', 'HoursAtWork', 'TimeOfDay'];
export const OVERTIME_TYPES: readonly OvertimeCalculationType[] = ['None', 'Daily', 'Weekly', 'PayPeriod'];

/** Every field of the form; the optional rules are null when they do not apply. */
export interface PayGroupFields {
  name: string;
  active: boolean;
  period: PayPeriodKind;
  startDayOfMonth: number | null;
  /** the first period's start date, YYYY-MM-DD */
  startTime: string;
  timeZoneId: string | null;
  breakCalculationType: BreakCalculationType | null;
  workTime: number;
  breakStartTime: string | null;
  breakTime: number | null;
  clockOutForBreaks: boolean;
  minimumBreak: boolean;
  punchPairCompletionTime: number;
  breakTimeException: number;
  shiftThreshold: number;
  graceTimeIn: number;
  graceTimeOut: number;
  earlyArrivalThreshold: number | null;
  lateDepartureThreshold: number | null;
  payOnFinishDay: boolean;
  convertUnit: number;
  skipHoliday: boolean;
  skipUnscheduleDay: boolean;
  durationBySchedule: boolean;
  disableEmployeeApply: boolean;
  autoLeave: boolean;
  autoLeavePayTypeId: string | null;
  overtimeCalculationType: OvertimeCalculationType;
  dailyOvertimeThreshold: number | null;
  includePaidLeavesInOvertimeThreshold: boolean;
  useStandardHoursAsPeriodOvertimeThreshold: boolean;
  periodOvertimeThreshold: number | null;
  /** the code of the overtime pay type; null: the pay type with role overtime */
  periodOvertimeCode: string | null;
  skipException: boolean;
  hideApproveOT: boolean;
  calculatePublicHoliday: boolean;
  phlAbsent: boolean;
  enablePublicHolidayLeave: boolean;
  calculatePublicHolidayLeaveBySchedule: boolean;
  calculateAlternativeHoliday: boolean;
  calculateAlternativeHolidayOnSchedule: boolean;
  acceptEA: boolean;
  acceptLD: boolean;
  supervisorMAOT: boolean;
  approvedUnscheduledWork: boolean;
  punchPairWitoutSchedule: boolean;
  manualPunch: boolean;
  memo: string | null;
}

/**
 * A new pay group (§4, §9): the spec's defaults; where it is silent, a 16-hour punch pair completion time and a
 * 15-minute break time exception, nothing else switched on.
 */
export function newPayGroupFields(today: string): PayGroupFields {
  return {
    name: '',
    active: true,
    period: 'Weekly',
    startDayOfMonth: 1,
    startTime: today,
    timeZoneId: null,
    breakCalculationType: 'None',
    workTime: 0,
    breakStartTime: null,
    breakTime: 0,
    clockOutForBreaks: false,
    minimumBreak: true,
    punchPairCompletionTime: 16,
    breakTimeException: 15,
    shiftThreshold: 90,
    graceTimeIn: 0,
    graceTimeOut: 0,
    earlyArrivalThreshold: 90,
    lateDepartureThreshold: 90,
    payOnFinishDay: false,
    convertUnit: 1,
    skipHoliday: true,
    skipUnscheduleDay: true,
    durationBySchedule: true,
    disableEmployeeApply: true,
    autoLeave: false,
    autoLeavePayTypeId: null,
    overtimeCalculationType: 'None',
    dailyOvertimeThreshold: null,
    includePaidLeavesInOvertimeThreshold: false,
    useStandardHoursAsPeriodOvertimeThreshold: false,
    periodOvertimeThreshold: null,
    periodOvertimeCode: null,
    skipException: false,
    hideApproveOT: false,
    calculatePublicHoliday: true,
    phlAbsent: false,
    enablePublicHolidayLeave: false,
    calculatePublicHolidayLeaveBySchedule: false,
    calculateAlternativeHoliday: true,
    calculateAlternativeHolidayOnSchedule: false,
    acceptEA: true,
    acceptLD: false,
    supervisorMAOT: false,
    approvedUnscheduledWork: true,
    punchPairWitoutSchedule: true,
    manualPunch: false,
    memo: null,
  };
}

export interface FieldProblem {
  field: keyof PayGroupFields;
  message: string;
}

/** The engine counts weekly and fortnightly periods from this Monday when a pay group has no start date. */
export const ENGINE_ANCHOR = '2024-01-01';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isDate(value: string): boolean {
  if (!LOCAL_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export const periodThresholdNeeded = (
  f: Pick<PayGroupFields, 'overtimeCalculationType' | 'useStandardHoursAsPeriodOvertimeThreshold'>,
): boolean =>
  (f.overtimeCalculationType === 'Weekly' || f.overtimeCalculationType === 'PayPeriod') &&
  !f.useStandardHoursAsPeriodOvertimeThreshold;

/** The §5 rules a pay group breaks (empty when none), one message per field. */
export function payGroupProblems(f: PayGroupFields, settings: { multiShiftView: boolean }): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const need = (field: keyof PayGroupFields, message: string) => problems.push({ field, message });
  if (!f.name.trim()) need('name', 'Name is required.');
  if (!isDate(f.startTime)) need('startTime', 'Start Date is required.');
  if (
    f.period === 'Monthly' &&
    !(Number.isInteger(f.startDayOfMonth) && (f.startDayOfMonth ?? 0) >= 1 && (f.startDayOfMonth ?? 0) <= 28)
  )
    need('startDayOfMonth', 'Start Day Of Month must be from 1 to 28.');
  if (f.earlyArrivalThreshold === null) need('earlyArrivalThreshold', 'Early Arrival Threshold is required.');
  if (f.lateDepartureThreshold === null) need('lateDepartureThreshold', 'Late Departure Threshold is required.');
  if (settings.multiShiftView && f.breakCalculationType === null)
    need('breakCalculationType', 'Break Calculation is required.');
  if (f.breakCalculationType === 'TimeOfDay' && !(f.breakStartTime && HH_MM.test(f.breakStartTime)))
    need('breakStartTime', 'Break Start Time is required.');
  if (f.autoLeave && !f.autoLeavePayTypeId) need('autoLeavePayTypeId', 'Auto Leave Type is required.');
  if (f.overtimeCalculationType === 'Daily' && f.dailyOvertimeThreshold === null)
    need('dailyOvertimeThreshold', 'Daily Overtime Threshold is required.');
  if (periodThresholdNeeded(f) && f.periodOvertimeThreshold === null)
    need('periodOvertimeThreshold', 'Period Overtime Threshold is required.');
  return problems;
}

/** The engine's rules of a (valid) form: fields that do not apply to the chosen types are left out. */
export function rulesOf(f: PayGroupFields): PayGroupRules {
  const overtime = f.overtimeCalculationType;
  const breakType = f.breakCalculationType ?? 'None';
  return {
    period: f.period,
    startTime: f.startTime,
    ...(f.period === 'Monthly' && f.startDayOfMonth !== null ? { startDayOfMonth: f.startDayOfMonth } : {}),
    ...(f.timeZoneId ? { timeZoneId: f.timeZoneId } : {}),
    breakCalculationType: breakType,
    workTime: f.workTime,
    ...(breakType === 'TimeOfDay' && f.breakStartTime ? { breakStartTime: f.breakStartTime } : {}),
    breakTime: f.breakTime ?? 0,
    clockOutForBreaks: f.clockOutForBreaks,
    minimumBreak: f.minimumBreak,
    breakTimeException: f.breakTimeException,
    punchPairCompletionTime: f.punchPairCompletionTime,
    shiftThreshold: f.shiftThreshold,
    graceTimeIn: f.graceTimeIn,
    graceTimeOut: f.graceTimeOut,
    earlyArrivalThreshold: f.earlyArrivalThreshold ?? 0,
    lateDepartureThreshold: f.lateDepartureThreshold ?? 0,
    acceptEA: f.acceptEA,
    acceptLD: f.acceptLD,
    payOnFinishDay: f.payOnFinishDay,
    convertUnit: f.convertUnit,
    skipHoliday: f.skipHoliday,
    skipUnscheduleDay: f.skipUnscheduleDay,
    durationBySchedule: f.durationBySchedule,
    overtimeCalculationType: overtime,
    ...(overtime === 'Daily' && f.dailyOvertimeThreshold !== null
      ? { dailyOvertimeThreshold: f.dailyOvertimeThreshold }
      : {}),
    includePaidLeavesInOvertimeThreshold: overtime !== 'None' && f.includePaidLeavesInOvertimeThreshold,
    useStandardHoursAsPeriodOvertimeThreshold:
      (overtime === 'Weekly' || overtime === 'PayPeriod') && f.useStandardHoursAsPeriodOvertimeThreshold,
    ...(periodThresholdNeeded(f) && f.periodOvertimeThreshold !== null
      ? { periodOvertimeThreshold: f.periodOvertimeThreshold }
      : {}),
    ...(overtime !== 'None' && f.periodOvertimeCode ? { periodOvertimeCode: f.periodOvertimeCode } : {}),
    supervisorMAOT: !f.hideApproveOT && f.supervisorMAOT,
    hideApproveOT: f.hideApproveOT,
    skipException: f.skipException,
    approvedUnscheduledWork: f.approvedUnscheduledWork,
    punchPairWitoutSchedule: f.punchPairWitoutSchedule,
    calculatePublicHoliday: f.calculatePublicHoliday,
    phlAbsent: f.calculatePublicHoliday && f.phlAbsent,
    enablePublicHolidayLeave: f.enablePublicHolidayLeave,
    calculatePublicHolidayLeaveBySchedule: f.enablePublicHolidayLeave && f.calculatePublicHolidayLeaveBySchedule,
    calculateAlternativeHoliday: f.calculateAlternativeHoliday,
    calculateAlternativeHolidayOnSchedule: f.calculateAlternativeHoliday && f.calculateAlternativeHolidayOnSchedule,
  };
}

/** The stored columns beside the rules. */
export interface PayGroupColumns {
  name: string;
  active: boolean;
  autoLeave: boolean;
  autoLeavePayTypeId: string | null;
  disableEmployeeApply: boolean;
  manualPunch: boolean;
  memo: string | null;
}

/** The form of a stored pay group (rules the engine has but the form lacks come from the new defaults). */
export function fieldsOf(columns: PayGroupColumns, rules: PayGroupRules): PayGroupFields {
  const base = newPayGroupFields(ENGINE_ANCHOR);
  return {
    ...base,
    // only the form's columns: the caller may pass the whole entity (id, companyId, rules stay out of the form)
    name: columns.name,
    active: columns.active,
    autoLeave: columns.autoLeave,
    autoLeavePayTypeId: columns.autoLeavePayTypeId,
    disableEmployeeApply: columns.disableEmployeeApply,
    manualPunch: columns.manualPunch,
    memo: columns.memo,
    period: rules.period,
    startDayOfMonth: rules.startDayOfMonth ?? 1,
    startTime: isDate(rules.startTime.slice(0, 10)) ? rules.startTime.slice(0, 10) : ENGINE_ANCHOR,
    timeZoneId: rules.timeZoneId ?? null,
    breakCalculationType: rules.breakCalculationType,
    workTime: rules.workTime,
    breakStartTime: rules.breakStartTime ?? null,
    breakTime: rules.breakTime,
    clockOutForBreaks: rules.clockOutForBreaks,
    minimumBreak: rules.minimumBreak,
    punchPairCompletionTime: rules.punchPairCompletionTime,
    breakTimeException: rules.breakTimeException,
    shiftThreshold: rules.shiftThreshold,
    graceTimeIn: rules.graceTimeIn,
    graceTimeOut: rules.graceTimeOut,
    earlyArrivalThreshold: rules.earlyArrivalThreshold,
    lateDepartureThreshold: rules.lateDepartureThreshold,
    payOnFinishDay: rules.payOnFinishDay,
    convertUnit: rules.convertUnit,
    skipHoliday: rules.skipHoliday,
    skipUnscheduleDay: rules.skipUnscheduleDay,
    durationBySchedule: rules.durationBySchedule,
    overtimeCalculationType: rules.overtimeCalculationType,
    dailyOvertimeThreshold: rules.dailyOvertimeThreshold ?? null,
    includePaidLeavesInOvertimeThreshold: rules.includePaidLeavesInOvertimeThreshold,
    useStandardHoursAsPeriodOvertimeThreshold: rules.useStandardHoursAsPeriodOvertimeThreshold,
    periodOvertimeThreshold: rules.periodOvertimeThreshold ?? null,
    periodOvertimeCode: rules.periodOvertimeCode ?? null,
    skipException: rules.skipException,
    hideApproveOT: rules.hideApproveOT,
    calculatePublicHoliday: rules.calculatePublicHoliday,
    phlAbsent: rules.phlAbsent,
    enablePublicHolidayLeave: rules.enablePublicHolidayLeave,
    calculatePublicHolidayLeaveBySchedule: rules.calculatePublicHolidayLeaveBySchedule,
    calculateAlternativeHoliday: rules.calculateAlternativeHoliday,
    calculateAlternativeHolidayOnSchedule: rules.calculateAlternativeHolidayOnSchedule,
    acceptEA: rules.acceptEA,
    acceptLD: rules.acceptLD,
    supervisorMAOT: rules.supervisorMAOT,
    approvedUnscheduledWork: rules.approvedUnscheduledWork,
    punchPairWitoutSchedule: rules.punchPairWitoutSchedule,
  };
}

/** The stored columns of a form. */
export function columnsOf(f: PayGroupFields): PayGroupColumns {
  return {
    name: f.name.trim(),
    active: f.active,
    autoLeave: f.autoLeave,
    autoLeavePayTypeId: f.autoLeave ? f.autoLeavePayTypeId : null,
    disableEmployeeApply: f.disableEmployeeApply,
    manualPunch: f.manualPunch,
    memo: f.memo,
  };
}
