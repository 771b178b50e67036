import type { PayGroupRules } from '../engine/engine-input.js';

/**
 * The engine rules of a pay group made without the form (seeds, fixtures, the CLI) and what calculation assumes for
 * an employee without one (units as CALCULATION.md). Not the form's defaults: a pay group created through the form
 * or the console starts from newPayGroupFields (services/organisation/src/pay/pay-group-form.ts, spec 002 §4).
 */
export const DEFAULT_PAY_GROUP_RULES: PayGroupRules = {
  period: 'Weekly',
  startTime: '00:00',
  breakCalculationType: 'None',
  workTime: 5,
  breakTime: 0.5,
  clockOutForBreaks: false,
  minimumBreak: false,
  breakTimeException: 15,
  punchPairCompletionTime: 16,
  shiftThreshold: 240,
  graceTimeIn: 0,
  graceTimeOut: 0,
  earlyArrivalThreshold: 120,
  lateDepartureThreshold: 240,
  acceptEA: false,
  acceptLD: false,
  payOnFinishDay: false,
  convertUnit: 8,
  skipHoliday: true,
  skipUnscheduleDay: true,
  durationBySchedule: true,
  overtimeCalculationType: 'None',
  includePaidLeavesInOvertimeThreshold: false,
  useStandardHoursAsPeriodOvertimeThreshold: false,
  supervisorMAOT: false,
  hideApproveOT: false,
  skipException: false,
  approvedUnscheduledWork: true,
  punchPairWitoutSchedule: true,
  calculatePublicHoliday: true,
  phlAbsent: false,
  enablePublicHolidayLeave: true,
  calculatePublicHolidayLeaveBySchedule: true,
  calculateAlternativeHoliday: true,
  calculateAlternativeHolidayOnSchedule: false,
};
