import type {
  EngineInput,
  ExceptionType,
  Holiday,
  Leave,
  PayGroupRules,
  PayTypeRef,
  RoundingRule,
  ScheduleDay,
  Skill,
} from '@rollcall/contracts';
import { DateTime } from 'luxon';
import { payPeriodOf } from '../pay-periods/pay-period-of.js';
import { addDays, daysInRange } from '@rollcall/calc-engine';

export interface EmployeeFacts {
  id: string;
  timeZoneId: string;
  standardHours: number | null;
  guaranteedHours: number | null;
  /** the skills the employee holds */
  skillIds?: string[];
}

export interface CompanyFacts {
  exceptionThreshold: number;
  exceptionLDThreshold: number;
  toggles: Record<string, boolean>;
}

export interface PunchFact {
  id: string;
  at: string;
  source: string;
  positionId: string | null;
  jobId: string | null;
  taskId: string | null;
}

/** Company toggle name (spec 000 §3) to the engine's exception type. */
const TOGGLE_TO_EXCEPTION: Record<string, ExceptionType> = {
  lateArrival: 'LateArrival',
  earlyDeparture: 'EarlyDeparture',
  absent: 'Absent',
  missingPunch: 'MissingPunch',
  longBreak: 'LongBreak',
  unscheduledWork: 'UnscheduleWork',
  unscheduledBreak: 'UnscheduleBreak',
  earlyArrival: 'EarlyArrival',
  lateDeparture: 'LateDeparture',
};

/** Assembles the engine's input for one employee and a date range from the read models. */
export function buildEngineInput(args: {
  asOf: Date;
  employee: EmployeeFacts;
  range: { from: string; to: string };
  payGroup: PayGroupRules;
  payTypes: PayTypeRef[];
  company: CompanyFacts | null;
  punches: PunchFact[];
  schedule: ScheduleDay[];
  /** the employee's active rounding rules (employee.timeRoundingId), or null */
  rounding?: RoundingRule[] | null;
  /** the company's holidays that apply to the employee's structure node */
  holidays?: Holiday[];
  /** the employee's leave touching the range, any status (the engine counts only approved leave) */
  leaves?: Leave[];
  /** the company's active skills that pay an allowance */
  skills?: Skill[];
  /** the in punches of approved punch pairs: each approves its shift's overtime and unscheduled work */
  approvedPunchIds?: string[];
}): EngineInput {
  const enabled: Partial<Record<ExceptionType, boolean>> = {};
  for (const [toggle, type] of Object.entries(TOGGLE_TO_EXCEPTION)) {
    enabled[type] = args.company?.toggles[toggle] ?? false;
  }
  return {
    asOf: args.asOf.toISOString(),
    timeZone: args.employee.timeZoneId,
    range: args.range,
    employee: {
      id: args.employee.id,
      ...(args.employee.standardHours !== null
        ? {
            standardHours: standardHoursOfThresholdSpan(
              args.employee.standardHours,
              args.payGroup,
              args.range,
              args.employee.timeZoneId,
            ),
          }
        : {}),
      ...(args.employee.guaranteedHours !== null ? { guaranteedHours: args.employee.guaranteedHours } : {}),
      ...(args.employee.skillIds && args.employee.skillIds.length > 0 ? { skillIds: args.employee.skillIds } : {}),
    },
    payGroup: args.payGroup,
    payTypes: args.payTypes,
    rounding: args.rounding && args.rounding.length > 0 ? { rules: args.rounding } : null,
    holidays: args.holidays ?? [],
    schedule: args.schedule,
    punches: args.punches.map((p) => ({
      id: p.id,
      at: p.at,
      source: p.source,
      ...(p.positionId ? { positionId: p.positionId } : {}),
      ...(p.jobId ? { jobId: p.jobId } : {}),
      ...(p.taskId ? { taskId: p.taskId } : {}),
    })),
    leaves: args.leaves ?? [],
    approvals: (args.approvedPunchIds ?? []).map((punchId) => ({
      punchId,
      overtimeApproved: true,
      unscheduledApproved: true,
    })),
    skills: args.skills ?? [],
    exceptionSettings: {
      earlyArrivalMinutes: args.company?.exceptionThreshold ?? 0,
      lateDepartureMinutes: args.company?.exceptionLDThreshold ?? 0,
      enabled,
    },
  };
}

/**
 * An employee's standard hours are stored per week; the engine reads `employee.standardHours` as hours of its
 * overtime threshold's own span. So: × 1 for Weekly (and the types that do not use them); for PayPeriod × the pay
 * period's days / 7, to the whole minute (a fortnight doubles them, a 31-day month gives 31/7). One engine run
 * covers pay periods of one length only (`spansToCalculate` cuts runs at period boundaries for this).
 */
export function standardHoursOfThresholdSpan(
  weeklyHours: number,
  payGroup: PayGroupRules,
  range: { from: string; to: string },
  zone: string,
): number {
  if (payGroup.overtimeCalculationType !== 'PayPeriod') return weeklyHours;
  const periodDays = (date: string) => {
    const period = payPeriodOf(date, payGroup, zone);
    return daysInRange(period.from, period.to);
  };
  const days = periodDays(range.from);
  if (periodDays(range.to) !== days) {
    throw new Error(`${range.from}..${range.to} spans pay periods of different lengths: calculate each on its own`);
  }
  return Math.round((weeklyHours * 60 * days) / 7) / 60;
}

/** The local dates whose schedule an engine run over `range` needs: one day either side. */
export function scheduleWindow(range: { from: string; to: string }): { from: string; to: string } {
  return { from: addDays(range.from, -1), to: addDays(range.to, 1) };
}

/** The instants that bound the punches an engine run over `range` needs: a day before, two after. */
export function punchWindow(range: { from: string; to: string }, zone: string): { from: Date; to: Date } {
  const from = DateTime.fromISO(range.from, { zone }).minus({ days: 1 }).startOf('day');
  const to = DateTime.fromISO(range.to, { zone }).plus({ days: 2 }).endOf('day');
  return { from: from.toJSDate(), to: to.toJSDate() };
}
