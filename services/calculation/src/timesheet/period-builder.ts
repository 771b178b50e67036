import type { DayResult, Leave, PairResult } from '@rollcall/contracts';
import { DateTime } from 'luxon';
import { leaveRecordsOf } from './leave-records.js';
import type { PayTypeTime, PeriodResponse, PunchPair, TimesheetDay, TimesheetEmployee } from './period-response.js';

export interface PayTypeName {
  id: string;
  code: string;
  name: string;
}

/** Turns stored engine days into the spec's period response; days never calculated show as NoData. */
export function buildPeriodResponse(args: {
  employee: TimesheetEmployee;
  zone: string;
  range: { from: string; to: string };
  days: Map<string, DayResult>;
  punchTimes: Map<string, Date>;
  payTypes: Map<string, PayTypeName>;
  /** the employee's pending and approved leave touching the range */
  leaves: readonly Leave[];
}): PeriodResponse {
  const { zone, punchTimes, payTypes } = args;
  const local = (instant: Date | undefined) =>
    instant ? DateTime.fromJSDate(instant, { zone }).toFormat('HH:mm') : null;
  const pairOf = (pair: PairResult, index: number, shiftKey: string, missing: Set<string>): PunchPair => {
    const inAt = pair.inPunchId ? punchTimes.get(pair.inPunchId) : undefined;
    const outAt = pair.outPunchId ? punchTimes.get(pair.outPunchId) : undefined;
    const lone = pair.inPunchId ?? pair.outPunchId;
    return {
      id: `${shiftKey}/${index}`,
      inPunchId: pair.inPunchId,
      outPunchId: pair.outPunchId,
      ptimeIn: inAt?.toISOString() ?? null,
      ptimeOut: outAt?.toISOString() ?? null,
      localIn: local(inAt),
      localOut: local(outAt),
      worktime: pair.minutes,
      status: pair.inPunchId && pair.outPunchId ? 'Complete' : lone && missing.has(lone) ? 'MissingPunch' : 'In',
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
  const start = DateTime.fromISO(args.range.from);
  const end = DateTime.fromISO(args.range.to);
  for (let d = start; d <= end; d = d.plus({ days: 1 })) {
    const date = d.toISODate() ?? '';
    const day = args.days.get(date);
    if (!day) {
      timeSheets.push({
        day: date,
        employeeId: args.employee.id,
        type: 'NoData',
        workShifts: [],
        unScheduledPairs: [],
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
    const scheduled = day.shifts.filter((s) => s.scheduled);
    const unscheduled = day.shifts.filter((s) => !s.scheduled);
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
      workShifts: scheduled.map((shift) => ({
        id: shift.key,
        startTime: shift.scheduled ? local(new Date(shift.scheduled.start)) : null,
        endTime: shift.scheduled ? local(new Date(shift.scheduled.end)) : null,
        isScheduled: true,
        punchPairs: shift.pairs.map((p, i) => pairOf(p, i, shift.key, missing)),
        deductTime: shift.breakDeductedMinutes,
        paidMinutes: shift.paidMinutes,
      })),
      unScheduledPairs: unscheduled.flatMap((shift) => shift.pairs.map((p, i) => pairOf(p, i, shift.key, missing))),
      leaveRecord: leaveRecordsOf(date, args.leaves, day, payTypes),
      payTypeTimes: day.payTypes.map(payTypeTime),
      exceptions: day.exceptions,
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
    ptClosed: false,
    employee: args.employee,
    timeSheets,
    totals: [...totals]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([payTypeId, t]) =>
        payTypeTime({
          payTypeId,
          ...(t.hasMinutes ? { minutes: t.minutes } : {}),
          ...(t.hasUnits ? { units: t.units } : {}),
        }),
      ),
  };
}
