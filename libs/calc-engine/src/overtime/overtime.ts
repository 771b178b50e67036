// Rule "Overtime" (overtimeCalculationType), in chronological order of paid minutes:
// - Daily: minutes beyond dailyOvertimeThreshold hours in a day (the day a shift is reported on);
// - Weekly: beyond periodOvertimeThreshold hours in a Monday-to-Sunday week;
// - PayPeriod: beyond periodOvertimeThreshold hours in the pay period (pay-period.ts).
// With useStandardHoursAsPeriodOvertimeThreshold, Weekly and PayPeriod use employee.standardHours instead.
// Only ordinary minutes become overtime. Minutes paid as public holiday time, and (with
// includePaidLeavesInOvertimeThreshold) charged paid leave (not of a pay type with paidLeave false) and public
// holiday leave, count toward the threshold but never become overtime. A shift counts as one block from its first paid minute; leave counts from its window
// start (byWorkHours) else from the start of its day; at the same instant leave counts first.
// The threshold counts only days inside `range`: callers pass whole weeks / periods (calculationRangeFor).
// The overtime pay type is the one whose code is periodOvertimeCode, else the one with role `overtime`.
// With supervisorMAOT, a shift's overtime is paid only when approved (approvals[].overtimeApproved for its key or
// one of its punches) or its section overrides the pay group with allowOT; else its overtime minutes are not paid (its pairs are cut back
// from the end) and UnprovedOvertime is raised with them.
import type { PayTypeRef } from '@rollcall/contracts';
import { EngineInputError } from '@rollcall/contracts/engine-input-error';
import type { EngineContext } from '../context.js';
import { at, dayName, hours, minutes } from '../explain/phrases.js';
import type { HolidayDay } from '../holidays/public-holiday-pay.js';
import type { LeaveDay } from '../leave/charge-leaves.js';
import type { WorkShift } from '../model.js';
import { payPeriodContaining, type PayPeriod } from '../periods/pay-period.js';
import { compareText } from '../result/order.js';
import { addDays, eachDate } from '../time/civil-date.js';
import { mondayOf, overtimeSpanContaining } from './overtime-span.js';
import { cutPaidMinutesFromEnd, instantOfPaidMinute } from './paid-timeline.js';

export interface OvertimeOutcome {
  /** The overtime pay type, when any minute became overtime. */
  payType: PayTypeRef | null;
  /** Sentences for a day that are not about one shift (the range edge). */
  dayNotes: Map<string, string[]>;
}

interface CountEvent {
  atMs: number;
  /** 0: leave (counted first at the same instant), 1: work. */
  order: number;
  key: string;
  date: string;
  minutes: number;
  shift: WorkShift | null;
  /** Counted toward the threshold without becoming overtime: public holiday work, paid leave. */
  countsOnly: 'holiday' | 'leave' | null;
}

interface SpanCount {
  counted: number;
  holidayMinutes: number;
  leaveMinutes: number;
  reachedMs: number | null;
}

function thresholdHours(ctx: EngineContext): { hours: number; label: string } {
  const { payGroup, input } = ctx;
  const type = payGroup.overtimeCalculationType;
  if (type === 'Daily') {
    if (payGroup.dailyOvertimeThreshold === undefined) {
      throw new EngineInputError(
        'payGroup.dailyOvertimeThreshold is needed for Daily overtime',
        'payGroup.dailyOvertimeThreshold',
      );
    }
    return { hours: payGroup.dailyOvertimeThreshold, label: 'daily threshold' };
  }
  const span = type === 'Weekly' ? 'weekly' : 'pay period';
  if (payGroup.useStandardHoursAsPeriodOvertimeThreshold) {
    if (input.employee.standardHours === undefined) {
      throw new EngineInputError(
        'employee.standardHours is needed: the pay group uses standard hours as the overtime threshold',
        'employee.standardHours',
      );
    }
    return { hours: input.employee.standardHours, label: `${span} threshold (standard hours)` };
  }
  if (payGroup.periodOvertimeThreshold === undefined) {
    throw new EngineInputError(
      `payGroup.periodOvertimeThreshold is needed for ${type} overtime`,
      'payGroup.periodOvertimeThreshold',
    );
  }
  return { hours: payGroup.periodOvertimeThreshold, label: `${span} threshold` };
}

function overtimePayType(ctx: EngineContext): PayTypeRef {
  const code = ctx.payGroup.periodOvertimeCode;
  if (code === undefined || code === '') return ctx.payTypeWithRole('overtime', 'to pay overtime');
  let found: PayTypeRef | undefined;
  for (const p of ctx.input.payTypes) if (p.code === code && (!found || p.id < found.id)) found = p;
  if (!found) {
    throw new EngineInputError(
      `payGroup.periodOvertimeCode "${code}" is not the code of any pay type`,
      'payGroup.periodOvertimeCode',
    );
  }
  return found;
}

export function applyOvertime(
  shifts: readonly WorkShift[],
  leaveDays: ReadonlyMap<string, LeaveDay>,
  holidayDays: ReadonlyMap<string, HolidayDay>,
  ctx: EngineContext,
): OvertimeOutcome {
  const outcome: OvertimeOutcome = { payType: null, dayNotes: new Map() };
  const { payGroup, input, clock } = ctx;
  const type = payGroup.overtimeCalculationType;
  if (type === 'None') return outcome;
  const threshold = thresholdHours(ctx);
  const limit = Math.round(threshold.hours * 60);

  const spanOf = spanKeyFunction(ctx);
  const firstSpan = overtimeSpanContaining(input.range.from, payGroup, input.timeZone);
  if (firstSpan.from < input.range.from) {
    outcome.dayNotes.set(input.range.from, [
      `${type === 'Weekly' ? 'Weekly' : 'Pay period'} overtime counted from ${dayName(input.range.from)}: the days from ${dayName(firstSpan.from)} before the range are not in this calculation.`,
    ]);
  }

  const events: CountEvent[] = [];
  for (const shift of shifts) {
    if (shift.paidMinutes <= 0) continue;
    const firstPaid = shift.pairs.find((p) => p.paidFromMs !== null && p.minutes > 0)?.paidFromMs ?? shift.sortMs;
    const holiday = holidayDays.get(shift.reportDate)?.paysWorkAsHoliday === true;
    events.push({
      atMs: firstPaid,
      order: 1,
      key: shift.key,
      date: shift.reportDate,
      minutes: shift.paidMinutes,
      shift,
      countsOnly: holiday ? 'holiday' : null,
    });
  }
  if (payGroup.includePaidLeavesInOvertimeThreshold) {
    for (const [date, day] of leaveDays) {
      for (const c of day.charges) {
        if (ctx.payTypeById(c.payTypeId)?.paidLeave === false) continue;
        events.push({
          atMs: c.atMs,
          order: 0,
          key: c.leaveId,
          date,
          minutes: c.minutes,
          shift: null,
          countsOnly: 'leave',
        });
      }
    }
    for (const [date, day] of holidayDays) {
      if (day.leaveMinutes > 0) {
        events.push({
          atMs: clock.instantOf(date, 0),
          order: 0,
          key: `phl:${date}`,
          date,
          minutes: day.leaveMinutes,
          shift: null,
          countsOnly: 'leave',
        });
      }
    }
  }
  events.sort((a, b) => a.atMs - b.atMs || a.order - b.order || compareText(a.key, b.key));

  const spans = new Map<string, SpanCount>();
  for (const e of events) {
    const key = spanOf(e.date);
    let span = spans.get(key);
    if (!span) {
      span = { counted: 0, holidayMinutes: 0, leaveMinutes: 0, reachedMs: null };
      spans.set(key, span);
    }
    const before = span.counted;
    span.counted += e.minutes;
    if (e.countsOnly === 'holiday') span.holidayMinutes += e.minutes;
    if (e.countsOnly === 'leave') span.leaveMinutes += e.minutes;
    if (span.reachedMs === null && span.counted >= limit && limit > 0) {
      span.reachedMs = e.shift ? instantOfPaidMinute(e.shift, limit - before) : e.atMs;
    }
    if (e.countsOnly !== null || !e.shift || span.counted <= limit) continue;
    const overtime = Math.min(e.minutes, span.counted - limit);
    if (limit === 0) span.reachedMs ??= e.atMs;
    const shift = e.shift;
    outcome.payType ??= overtimePayType(ctx);
    shift.overtimeMinutes = overtime;
    const counting: string[] = [];
    if (span.holidayMinutes > 0) counting.push(`${span.holidayMinutes} min worked on public holidays`);
    if (span.leaveMinutes > 0) counting.push(`${span.leaveMinutes} min of paid leave`);
    shift.explain.push(
      `Moved ${minutes(overtime)} to ${outcome.payType.code} from shift ${shift.name}: ${threshold.label} ${hours(threshold.hours)} reached at ${at(clock, span.reachedMs ?? e.atMs, shift.reportDate)}${counting.length ? `, counting ${counting.join(' and ')}` : ''}.`,
      { payTypeId: outcome.payType.id },
    );
    if (payGroup.supervisorMAOT) settleApproval(shift, outcome.payType.id, ctx);
  }
  return outcome;
}

/** supervisorMAOT: unapproved overtime is not paid and raises UnprovedOvertime. */
function settleApproval(shift: WorkShift, overtimePayTypeId: string, ctx: EngineContext): void {
  const tag = { payTypeId: overtimePayTypeId };
  const source = shift.section?.source;
  if (source?.overridePayGroup === true && source.allowOT === true) {
    shift.explain.push(`Overtime of shift ${shift.name} paid: its section allows overtime (allowOT).`, tag);
    return;
  }
  if (ctx.approvalOf(shift).overtimeApproved) {
    shift.explain.push(`Overtime of shift ${shift.name} paid: approved.`, tag);
    return;
  }
  const unpaid = shift.overtimeMinutes;
  shift.overtimeMinutes = 0;
  cutPaidMinutesFromEnd(shift, unpaid);
  const lastPaid = [...shift.pairs].reverse().find((p) => p.paidToMs !== null)?.paidToMs;
  shift.explain.push(
    `Overtime of ${minutes(unpaid)} on shift ${shift.name} not paid: it is not approved (supervisorMAOT)${lastPaid !== undefined && lastPaid !== null ? `; the shift is paid to ${at(ctx.clock, lastPaid, shift.reportDate)}` : ''}.`,
    tag,
  );
  if (ctx.raises('UnprovedOvertime')) {
    shift.exceptions.push({ type: 'UnprovedOvertime', shiftKey: shift.key, minutes: unpaid });
  }
}

/** The first date of the span each date of the range counts in (periods found once per span, not per date). */
function spanKeyFunction(ctx: EngineContext): (date: string) => string {
  const { payGroup, input } = ctx;
  const type = payGroup.overtimeCalculationType;
  if (type !== 'Weekly' && type !== 'PayPeriod') return (date) => date;
  const keys = new Map<string, string>();
  let span: PayPeriod | null = null;
  for (const date of eachDate(input.range.from, input.range.to)) {
    if (span === null || date > span.to) {
      span = type === 'Weekly' ? weekOf(date) : payPeriodContaining(date, payGroup, input.timeZone);
    }
    keys.set(date, span.from);
  }
  return (date) => keys.get(date) ?? date;
}

function weekOf(date: string): PayPeriod {
  const from = mondayOf(date);
  return { from, to: addDays(from, 6) };
}
