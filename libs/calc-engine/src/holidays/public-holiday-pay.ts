// Rule "Public holidays", pay (New Zealand semantics, the Holidays Act 2003). Where a holiday falls is decided by
// holiday-dates.ts. Work counts for a holiday on the day its minutes are reported on; whether the holiday is
// worked is decided by the shifts that belong to it (Which day): without payOnFinishDay a shift from the eve into
// the holiday is not work on the holiday; with it, that shift's minutes are holiday time (reported on it) but do
// not make the holiday worked. For each holiday falling inside the range:
// - `calculatePublicHoliday`: the minutes of shifts reported on it go to the `publicHoliday` pay type instead of
//   ordinary (paid in build-days.ts; they count toward overtime thresholds but never become overtime).
// - `calculateAlternativeHoliday`: working on it (a paid shift belonging to it) earns one
//   alternative holiday: `alternativeHolidaysEarned` and one unit of the `alternativeHoliday` pay type. The day the
//   holiday falls on is taken as the employee's otherwise working day when worked; with
//   `calculateAlternativeHolidayOnSchedule` only a day with a working schedule (scheduled, not off) counts.
// - `enablePublicHolidayLeave`: not working on it when it is an otherwise working day (scheduled, not off) pays the
//   `publicHolidayLeave` pay type: the day's scheduled minutes with `calculatePublicHolidayLeaveBySchedule`, else
//   `convertUnit` hours. Not when leave is charged on it (skip off): the leave pays the day.
// - `phlAbsent` (public holiday leave when absent): on an otherwise working holiday that is worked for only part of
//   the day, the part not worked (the same entitlement less the minutes worked) is also paid as public holiday
//   leave. Without it, any work on the holiday replaces public holiday leave.
import type { Holiday } from '@rollcall/contracts';
import type { EngineContext } from '../context.js';
import { ExplainLines } from '../explain/explain-lines.js';
import { minutes } from '../explain/phrases.js';
import type { LeaveDay } from '../leave/charge-leaves.js';
import type { WorkSection, WorkShift } from '../model.js';
import { isWorkingScheduleDay, scheduledMinutes } from '../schedule/resolve-sections.js';

export interface HolidayDay {
  holiday: Holiday;
  /** A shift that belongs to it paid a minute. */
  worked: boolean;
  /** Worked minutes reported on it go to the publicHoliday pay type. */
  paysWorkAsHoliday: boolean;
  /** Public holiday leave minutes (0 when none). */
  leaveMinutes: number;
  /** Whether working on it earned an alternative holiday. */
  alternative: boolean;
  explain: ExplainLines;
}

export function publicHolidayDays(
  ownShifts: ReadonlyMap<string, readonly WorkShift[]>,
  sectionsByDate: ReadonlyMap<string, readonly WorkSection[]>,
  leaveDays: ReadonlyMap<string, LeaveDay>,
  ctx: EngineContext,
): Map<string, HolidayDay> {
  const out = new Map<string, HolidayDay>();
  const { input, payGroup } = ctx;
  for (const [date, holiday] of ctx.holidays()) {
    if (date < input.range.from || date > input.range.to) continue;
    let worked = 0;
    for (const s of ownShifts.get(date) ?? []) worked += s.paidMinutes;
    const otherwiseWorking = isWorkingScheduleDay(ctx.scheduleByDate.get(date));
    const day: HolidayDay = {
      holiday,
      worked: worked > 0,
      paysWorkAsHoliday: payGroup.calculatePublicHoliday,
      leaveMinutes: 0,
      alternative: false,
      explain: new ExplainLines(),
    };
    out.set(date, day);

    if (worked > 0 && payGroup.calculateAlternativeHoliday) {
      const onSchedule = payGroup.calculateAlternativeHolidayOnSchedule;
      if (!onSchedule || otherwiseWorking) {
        const alternative = ctx.payTypeWithRole('alternativeHoliday', 'to record an earned alternative holiday');
        day.alternative = true;
        day.explain.push(
          `Earned 1 alternative holiday (${alternative.code}): worked on ${holiday.name}, ${otherwiseWorking ? 'a scheduled working day' : 'the day it falls on for the employee'}.`,
          { payTypeId: alternative.id },
        );
      } else {
        day.explain.push(
          `No alternative holiday for working on ${holiday.name}: the day is not scheduled (calculateAlternativeHolidayOnSchedule).`,
        );
      }
    }

    if (!payGroup.enablePublicHolidayLeave || !otherwiseWorking) continue;
    if (worked > 0 && !payGroup.phlAbsent) continue;
    if ((leaveDays.get(date)?.minutes ?? 0) > 0) {
      day.explain.push(`No public holiday leave for ${holiday.name}: leave is charged on it instead.`);
      continue;
    }
    const bySchedule = payGroup.calculatePublicHolidayLeaveBySchedule;
    const entitled = bySchedule
      ? (sectionsByDate.get(date) ?? []).reduce((sum, s) => sum + scheduledMinutes(s), 0)
      : Math.round(payGroup.convertUnit * 60);
    const basis = bySchedule ? `its scheduled ${entitled} min` : `convertUnit ${payGroup.convertUnit} h`;
    const owed = Math.max(0, entitled - worked);
    if (owed <= 0) continue;
    const leave = ctx.payTypeWithRole('publicHolidayLeave', 'to pay public holiday leave');
    const code = leave.code;
    day.leaveMinutes = owed;
    day.explain.push(
      worked > 0
        ? `Paid ${minutes(owed)} as public holiday leave (${code}): the part of ${holiday.name} not worked, ${basis} less ${worked} min worked (phlAbsent).`
        : `Paid ${minutes(owed)} as public holiday leave (${code}): ${holiday.name} not worked on a scheduled working day (${basis}).`,
      { payTypeId: leave.id },
    );
  }
  return out;
}
