// Rule "Leave". Only approved leave counts. Each day from fromDate to toDate (inside the range) is charged unless
// it is a public holiday and `skip` (or the pay group's `skipHoliday`) is on, or it has no working schedule and
// `skipUnscheduled` (or `skipUnscheduleDay`) is on. Minutes charged, to the leave's pay type:
// - `byWorkHours`: the overlap of fromTime–toTime with the day's scheduled sections, at most the day's scheduled
//   minutes (the whole window on a day with no working schedule; toTime at or before fromTime ends the next day),
//   less the minutes paid as work inside the window;
// - `scheduledDuration` (or `durationBySchedule`): the day's scheduled minutes less the minutes paid as work on
//   the day (its shifts);
// - else `hoursPerDay` × 60, or the pay group's `convertUnit` (hours per day) × 60 when the leave has none.
import type { Leave } from '@rollcall/contracts';
import { EngineInputError } from '@rollcall/contracts/engine-input-error';
import type { EngineContext } from '../context.js';
import { ExplainLines } from '../explain/explain-lines.js';
import { minutes } from '../explain/phrases.js';
import type { WorkSection, WorkShift } from '../model.js';
import { isWorkingScheduleDay, scheduledMinutes } from '../schedule/resolve-sections.js';
import { addDays, dayNumber, dateOfDayNumber, minutesOfDay } from '../time/civil-date.js';
import { MS_PER_MINUTE } from '../time/zone-clock.js';

export interface LeaveCharge {
  leaveId: string;
  payTypeId: string;
  minutes: number;
  /** Where the leave sits in time for overtime's chronological count: its window start, else the day's start. */
  atMs: number;
  /** The leave's time window on the day (byWorkHours), or null: a leave of the whole day. */
  window: { fromMs: number; toMs: number } | null;
}

export interface LeaveDay {
  charges: LeaveCharge[];
  /** The day's charged leave minutes. */
  minutes: number;
  explain: ExplainLines;
}

const overlap = (a0: number, a1: number, b0: number, b1: number) => Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));

/** Paid work minutes inside [fromMs, toMs), over the paid intervals of every shift. */
function workedInside(fromMs: number, toMs: number, shifts: readonly WorkShift[]): number {
  let ms = 0;
  for (const shift of shifts) {
    for (const pair of shift.pairs) {
      if (pair.paidFromMs !== null && pair.paidToMs !== null)
        ms += overlap(fromMs, toMs, pair.paidFromMs, pair.paidToMs);
    }
  }
  return Math.round(ms / MS_PER_MINUTE);
}

export function chargeLeaves(
  shifts: readonly WorkShift[],
  sectionsByDate: ReadonlyMap<string, readonly WorkSection[]>,
  ctx: EngineContext,
): Map<string, LeaveDay> {
  const days = new Map<string, LeaveDay>();
  const { input, payGroup, clock } = ctx;
  const approved = input.leaves
    .map((leave, index) => ({ leave, index }))
    .filter(
      ({ leave }) =>
        leave.status === 'Approved' && leave.toDate >= input.range.from && leave.fromDate <= input.range.to,
    )
    .sort((a, b) => (a.leave.id < b.leave.id ? -1 : a.leave.id > b.leave.id ? 1 : a.index - b.index));
  if (approved.length === 0) return days;
  const holidays = ctx.holidays();

  for (const { leave, index } of approved) {
    const first = dayNumber(leave.fromDate < input.range.from ? input.range.from : leave.fromDate);
    const last = dayNumber(leave.toDate > input.range.to ? input.range.to : leave.toDate);
    const code = ctx.payTypeById(leave.payTypeId)?.code ?? leave.payTypeId;
    const tag = { payTypeId: leave.payTypeId };
    for (let n = first; n <= last; n++) {
      const date = dateOfDayNumber(n);
      let day = days.get(date);
      if (!day) {
        day = { charges: [], minutes: 0, explain: new ExplainLines() };
        days.set(date, day);
      }
      const holiday = holidays.get(date);
      if (holiday && (leave.skip || payGroup.skipHoliday)) {
        const why = leave.skip ? 'skip' : 'skipHoliday';
        day.explain.push(`Leave ${leave.id} not charged: ${holiday.name} is a public holiday (${why}).`, tag);
        continue;
      }
      const working = isWorkingScheduleDay(ctx.scheduleByDate.get(date));
      if (!working && (leave.skipUnscheduled || payGroup.skipUnscheduleDay)) {
        const why = leave.skipUnscheduled ? 'skipUnscheduled' : 'skipUnscheduleDay';
        day.explain.push(`Leave ${leave.id} not charged: no working schedule on this day (${why}).`, tag);
        continue;
      }
      const sections = working ? (sectionsByDate.get(date) ?? []) : [];
      const charge = leaveMinutes(leave, index, date, sections, shifts, ctx);
      if (charge.minutes <= 0) {
        day.explain.push(`Leave ${leave.id} charges nothing on this day: ${charge.reason}.`, tag);
        continue;
      }
      day.charges.push({
        leaveId: leave.id,
        payTypeId: leave.payTypeId,
        minutes: charge.minutes,
        atMs: charge.window?.fromMs ?? clock.instantOf(date, 0),
        window: charge.window ?? null,
      });
      day.minutes += charge.minutes;
      day.explain.push(`Charged ${minutes(charge.minutes)} of leave ${leave.id} to ${code}: ${charge.reason}.`, tag);
    }
  }
  return days;
}

function leaveMinutes(
  leave: Leave,
  index: number,
  date: string,
  sections: readonly WorkSection[],
  shifts: readonly WorkShift[],
  ctx: EngineContext,
): { minutes: number; reason: string; window?: { fromMs: number; toMs: number } } {
  const { payGroup, clock } = ctx;
  const scheduled = sections.reduce((sum, s) => sum + scheduledMinutes(s), 0);
  const lessWorked = (worked: number) => (worked > 0 ? `, less ${worked} min worked` : '');

  if (leave.byWorkHours) {
    if (!leave.fromTime || !leave.toTime) {
      const field = `leaves[${index}].${leave.fromTime ? 'toTime' : 'fromTime'}`;
      throw new EngineInputError(`${field} is needed: the leave is by work hours (byWorkHours)`, field);
    }
    const fromMin = minutesOfDay(leave.fromTime);
    const toMin = minutesOfDay(leave.toTime);
    const fromMs = clock.instantOf(date, fromMin);
    const toMs = clock.instantOf(toMin > fromMin ? date : addDays(date, 1), toMin);
    const window = `${leave.fromTime}–${leave.toTime}`;
    const worked = workedInside(fromMs, toMs, shifts);
    if (sections.length === 0) {
      const length = Math.round((toMs - fromMs) / MS_PER_MINUTE);
      return {
        minutes: Math.max(0, length - worked),
        reason: `${window} on a day with no working schedule${lessWorked(worked)}`,
        window: { fromMs, toMs },
      };
    }
    let inside = 0;
    for (const s of sections) inside += overlap(fromMs, toMs, s.startMs, s.endMs);
    const overlapMinutes = Math.min(Math.round(inside / MS_PER_MINUTE), scheduled);
    return {
      minutes: Math.max(0, overlapMinutes - worked),
      reason: `${window} overlaps the schedule by ${overlapMinutes} min (byWorkHours)${lessWorked(worked)}`,
      window: { fromMs, toMs },
    };
  }
  if (leave.scheduledDuration || payGroup.durationBySchedule) {
    let worked = 0;
    for (const shift of shifts) if (shift.homeDate === date) worked += shift.paidMinutes;
    const why = leave.scheduledDuration ? 'scheduledDuration' : 'durationBySchedule';
    return {
      minutes: Math.max(0, scheduled - worked),
      reason: `the day's scheduled ${scheduled} min (${why})${lessWorked(worked)}`,
    };
  }
  const hours = leave.hoursPerDay ?? payGroup.convertUnit;
  const why = leave.hoursPerDay === undefined ? 'the pay group converts a day to' : 'the leave charges';
  return { minutes: Math.round(hours * 60), reason: `${why} ${hours} h per day` };
}
