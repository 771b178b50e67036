import { eachDate, type ExplainRef, ZoneClock } from '@rollcall/calc-engine';
import { type DayResult, type Leave, type PairResult, punchPairId, type ShiftResult } from '@rollcall/contracts';
import { type DayExplanations, dayExplanations, pairKey } from './explanations.js';
import { leaveRecordsOf } from './leave-records.js';
import type {
  PayTypeTime,
  PeriodResponse,
  PunchPair,
  ShiftSection,
  TimesheetDay,
  TimesheetEmployee,
  WorkShift,
} from './period-response.js';
import type { StoredScheduleDay } from './timesheet-read.js';

export interface PayTypeName {
  id: string;
  code: string;
  name: string;
  /** the engine's role (ordinary, overtime, publicHoliday, ...), null for none */
  role?: string | null;
}

const SHIFT_KEY = /^(\d{4}-\d{2}-\d{2})#(\d+)$/;

/** Turns stored engine days into the spec's period response; days never calculated show as NoData. */
export function buildPeriodResponse(args: {
  employee: TimesheetEmployee;
  zone: string;
  range: { from: string; to: string };
  days: Map<string, DayResult>;
  /** what each day's explain sentences are about (absent for days stored before they were kept) */
  explainRefs?: Map<string, ExplainRef[]>;
  /** the schedule days of the range: their sections' fields and ids */
  schedule?: Map<string, StoredScheduleDay>;
  punchTimes: Map<string, Date>;
  /** the punches of the days' pairs that auto punch added */
  autoPaired?: ReadonlySet<string>;
  payTypes: Map<string, PayTypeName>;
  /** the employee's pending and approved leave touching the range */
  leaves: readonly Leave[];
  /** the pay cards' units in the range, by pay type: part of the period's totals */
  payCardUnits?: Map<string, number>;
  /** the reviewed exceptions, as `<date>#<n>` (n: the exception's 1-based place among the day's) */
  reviewed?: ReadonlySet<string>;
}): PeriodResponse {
  const { zone, punchTimes, payTypes } = args;
  const punchType = (id: string | null) => (id === null ? null : args.autoPaired?.has(id) ? 'AutoPair' : 'Man');
  // the zone's offsets are memoised across reads (ZoneClock), and an instant's HH:mm is arithmetic on it: luxon's
  // fromISO with a zone and toFormat, per time shown, were most of a timesheet read's own CPU (docs/performance.md)
  let clock: ZoneClock | undefined;
  const hourMinute = (ms: number) => (clock ??= new ZoneClock(zone)).localTime(ms);
  const local = (instant: Date | undefined) => (instant ? hourMinute(instant.getTime()) : null);
  /** the local HH:mm of a stored ISO instant (the engine's, always with its offset) */
  const localOf = (iso: string) => hourMinute(Date.parse(iso));
  const times = { of: localOf, punch: (id: string) => local(punchTimes.get(id)) };
  const roleOf = (id: string) => payTypes.get(id)?.role ?? null;
  const pairOf = (
    pair: PairResult,
    index: number,
    shiftKey: string,
    missing: Set<string>,
    explained: DayExplanations,
  ): PunchPair => {
    const inAt = pair.inPunchId ? punchTimes.get(pair.inPunchId) : undefined;
    const outAt = pair.outPunchId ? punchTimes.get(pair.outPunchId) : undefined;
    const lone = pair.inPunchId ?? pair.outPunchId;
    return {
      id: punchPairId(pair),
      inPunchId: pair.inPunchId,
      outPunchId: pair.outPunchId,
      ptimeIn: inAt?.toISOString() ?? null,
      ptimeOut: outAt?.toISOString() ?? null,
      localIn: local(inAt),
      localOut: local(outAt),
      worktime: pair.minutes,
      inPunchType: punchType(pair.inPunchId),
      outPunchType: punchType(pair.outPunchId),
      status: pair.inPunchId && pair.outPunchId ? 'Complete' : lone && missing.has(lone) ? 'MissingPunch' : 'In',
      shiftKey,
      paidFrom: pair.paidFrom ? localOf(pair.paidFrom) : null,
      paidTo: pair.paidTo ? localOf(pair.paidTo) : null,
      explain: explained.pairs.get(pairKey(shiftKey, index)) ?? [],
    };
  };
  const shiftOf = (shift: ShiftResult, missing: Set<string>, explained: DayExplanations): WorkShift => {
    const pairs = shift.pairs.map((p, i) => pairOf(p, i, shift.key, missing, explained));
    const scheduled = shift.scheduled
      ? { start: localOf(shift.scheduled.start), end: localOf(shift.scheduled.end) }
      : null;
    const stored = scheduled ? storedSection(args.schedule, shift.key, scheduled) : null;
    return {
      id: shift.key,
      schId: stored?.id ?? null,
      startTime: scheduled ? scheduled.start : (pairs[0]?.localIn ?? null),
      endTime: scheduled ? scheduled.end : ([...pairs].reverse().find((p) => p.localOut)?.localOut ?? null),
      isScheduled: scheduled !== null,
      punchPairs: pairs,
      deductTime: shift.breakDeductedMinutes,
      paidMinutes: shift.paidMinutes,
      section: stored?.section ?? null,
      explain: explained.shifts.get(shift.key) ?? [],
    };
  };
  const payTypeTime = (p: { payTypeId: string; minutes?: number; units?: number }): PayTypeTime => {
    const type = payTypes.get(p.payTypeId);
    return {
      payTypeId: p.payTypeId,
      payTypeName: type?.name ?? p.payTypeId,
      code: type?.code ?? '',
      ...(p.minutes !== undefined ? { minutes: p.minutes } : {}),
      ...(p.units !== undefined ? { units: p.units } : {}),
    };
  };

  const timeSheets: TimesheetDay[] = [];
  const totals = new Map<string, { minutes: number; units: number; hasMinutes: boolean; hasUnits: boolean }>();
  for (const date of eachDate(args.range.from, args.range.to)) {
    const day = args.days.get(date);
    if (!day) {
      timeSheets.push({
        day: date,
        employeeId: args.employee.id,
        type: 'NoData',
        workShifts: [],
        unScheduledPairs: [],
        unScheduledShifts: [],
        leaveRecord: leaveRecordsOf(date, args.leaves, undefined, payTypes),
        payTypeTimes: [],
        exceptions: [],
        explain: [],
      });
      continue;
    }
    const missing = new Set(
      day.exceptions.filter((e) => e.type === 'MissingPunch' && e.punchId).map((e) => e.punchId as string),
    );
    const explained = dayExplanations(day, args.explainRefs?.get(date), roleOf, times);
    const scheduled = day.shifts.filter((s) => s.scheduled);
    const unscheduled = day.shifts.filter((s) => !s.scheduled).map((s) => shiftOf(s, missing, explained));
    for (const p of day.payTypes) {
      const t = totals.get(p.payTypeId) ?? { minutes: 0, units: 0, hasMinutes: false, hasUnits: false };
      if (p.minutes !== undefined) {
        t.minutes += p.minutes;
        t.hasMinutes = true;
      }
      if (p.units !== undefined) {
        t.units += p.units;
        t.hasUnits = true;
      }
      totals.set(p.payTypeId, t);
    }
    timeSheets.push({
      day: date,
      employeeId: args.employee.id,
      type: day.status,
      workShifts: scheduled.map((shift) => shiftOf(shift, missing, explained)),
      unScheduledPairs: unscheduled.flatMap((shift) => shift.punchPairs),
      unScheduledShifts: unscheduled,
      leaveRecord: leaveRecordsOf(date, args.leaves, day, payTypes),
      payTypeTimes: day.payTypes.map((p) => ({
        ...payTypeTime(p),
        explain: explained.payTypes.get(p.payTypeId) ?? [],
        shiftKeys: explained.payTypeShifts.get(p.payTypeId) ?? [],
      })),
      exceptions: day.exceptions.map((exception, i) => ({
        ...exception,
        reviewed: args.reviewed?.has(`${date}#${i + 1}`) ?? false,
      })),
      explain: day.explain,
    });
  }
  return {
    fromT: args.range.from,
    toT: args.range.to,
    timeZone: zone,
    payrollTransferId: null,
    readonly: false,
    recalculating: 0,
    awaitingEvents: 0,
    ptClosed: false,
    employee: args.employee,
    timeSheets,
    totals: [...new Set([...totals.keys(), ...(args.payCardUnits?.keys() ?? [])])]
      .sort((a, b) => a.localeCompare(b))
      .map((payTypeId) => {
        const t = totals.get(payTypeId);
        const card = args.payCardUnits?.get(payTypeId);
        return {
          ...payTypeTime({
            payTypeId,
            ...(t?.hasMinutes ? { minutes: t.minutes } : {}),
            ...(t?.hasUnits ? { units: t.units } : {}),
          }),
          ...(card !== undefined ? { payCardUnits: card } : {}),
        };
      }),
  };
}

/**
 * The stored section a scheduled shift is (by its key's date and index), with its id and form fields; null when the
 * schedule read model no longer holds that section at those times (changed since the day was calculated).
 */
function storedSection(
  schedule: Map<string, StoredScheduleDay> | undefined,
  key: string,
  scheduled: { start: string; end: string },
): { id: string | null; section: ShiftSection } | null {
  const match = SHIFT_KEY.exec(key);
  if (!match || !schedule) return null;
  const day = schedule.get(match[1] ?? '');
  const index = Number(match[2]);
  const section = day?.offDay ? undefined : day?.sections[index];
  if (!section || section.start !== scheduled.start || section.end !== scheduled.end) return null;
  return {
    id: day?.sectionIds?.[index] || null,
    section: {
      startTimeType: section.startType ?? 'Today',
      endTimeType: section.endType ?? 'Today',
      breakTime: section.breakMinutes ?? null,
      overrideBreakCalculation: section.overrideBreakCalculation ?? false,
      breakCalculationType: section.breakCalculationType ?? null,
      breakTriggerTime: section.breakTriggerHours ?? null,
      breakStartTime: section.breakStartTime ?? null,
      isOverridePayGroup: section.overridePayGroup ?? false,
      allowOT: section.allowOT ?? false,
      allowEA: section.allowEA ?? false,
      allowLD: section.allowLD ?? false,
      lunchWorkingThrough: section.lunchWorkingThrough ?? false,
      departmentId: section.positionId ?? null,
      jobId: section.jobId ?? null,
      taskId: section.taskId ?? null,
      skills: section.skillIds ?? [],
    },
  };
}
