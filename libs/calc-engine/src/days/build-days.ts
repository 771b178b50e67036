// One DayResult per date of the range: the shifts reported on it, its pay types, exceptions, explain, status.
// The day's paid minutes are split here: overtime (decided per shift by the overtime rule), public holiday time
// (a holiday with calculatePublicHoliday), ordinary time for the rest; then leave, public holiday leave, the
// alternative holiday unit and allowances are added.
import type { DayResult, EngineException, PayTypeAmount, PayTypeRef } from '@rollcall/contracts';
import { allowancePlan, dayAllowances } from '../allowances/allowances.js';
import type { EngineContext } from '../context.js';
import { type ExplainRef, ExplainLines } from '../explain/explain-lines.js';
import { dayName, minutes } from '../explain/phrases.js';
import type { HolidayDay } from '../holidays/public-holiday-pay.js';
import type { LeaveDay } from '../leave/charge-leaves.js';
import type { WorkSection, WorkShift } from '../model.js';
import { ordinaryPay } from '../pay-types/ordinary-pay.js';
import { byException, compareText } from '../result/order.js';
import { sortedAmounts } from '../result/pay-amounts.js';
import { toShiftResult } from '../result/to-result.js';
import { eachDate } from '../time/civil-date.js';
import { groupBy } from '../util/group-by.js';
import { absence, sectionAbsences } from './absence.js';
import { uncoveredMinutes } from '../leave/leave-cover.js';
import { dayStatus } from './day-status.js';

/** What the day-level rules decided, by local date. */
export interface DayRules {
  leaveDays: ReadonlyMap<string, LeaveDay>;
  holidayDays: ReadonlyMap<string, HolidayDay>;
  overtimePayType: PayTypeRef | null;
  /** Sentences for a day that belong to no shift (e.g. the overtime range edge). */
  notes: ReadonlyMap<string, string[]>;
}

const byTime = (a: WorkShift, b: WorkShift) => a.sortMs - b.sortMs || compareText(a.key, b.key);
const NONE: WorkShift[] = [];
const NO_SECTIONS: WorkSection[] = [];

/**
 * `shifts` are the shifts reported in the range; `ownShifts` every shift by the day it belongs to (also those
 * reported outside the range), which decides the day's status.
 */
export function buildDays(
  shifts: readonly WorkShift[],
  ownShifts: ReadonlyMap<string, readonly WorkShift[]>,
  sectionsByDate: ReadonlyMap<string, readonly WorkSection[]>,
  rules: DayRules,
  ctx: EngineContext,
): { days: DayResult[]; refs: ExplainRef[][] } {
  const byReport = groupBy(shifts, (s) => s.reportDate);
  const holidays = ctx.holidays();
  const allowances = allowancePlan(ctx);

  const refs: ExplainRef[][] = [];
  const days = eachDate(ctx.input.range.from, ctx.input.range.to).map((date) => {
    const reported = byReport.get(date) ?? NONE;
    if (reported.length > 1) reported.sort(byTime);
    const own = ownShifts.get(date) ?? NONE;
    let paid = 0;
    let overtime = 0;
    const exceptions: EngineException[] = [];
    const notes = rules.notes.size > 0 ? rules.notes.get(date) : undefined;
    const explain = new ExplainLines();
    if (notes) for (const line of notes) explain.push(line);
    for (const s of reported) {
      paid += s.paidMinutes;
      overtime += s.overtimeMinutes;
      for (const e of s.exceptions) exceptions.push(e);
      s.explain.lines.forEach((line, i) => explain.push(line, { shiftKey: s.key, ...s.explain.tags[i] }));
    }
    let punched = false;
    let ownPaid = 0;
    for (const s of own) {
      punched ||= s.punches.length > 0;
      ownPaid += s.paidMinutes;
      if (s.reportDate !== date) explain.push(reportedElsewhere(s), { shiftKey: s.key });
    }

    const amounts: PayTypeAmount[] = [];
    const holidayDay = rules.holidayDays.get(date);
    const holidayMinutes = holidayDay?.paysWorkAsHoliday ? paid - overtime : 0;
    const pay = ordinaryPay(paid - overtime - holidayMinutes, ctx);
    for (const a of pay.amounts) amounts.push(a);
    explain.append(pay.explain);
    if (overtime > 0 && rules.overtimePayType) {
      amounts.push({ payTypeId: rules.overtimePayType.id, minutes: overtime });
    }
    if (holidayDay && holidayMinutes > 0) {
      const ph = ctx.payTypeWithRole('publicHoliday', 'to pay minutes worked on a public holiday');
      amounts.push({ payTypeId: ph.id, minutes: holidayMinutes });
      const name = holidayDay.holiday.name;
      explain.push(
        holidayDay.worked
          ? `Paid ${minutes(holidayMinutes)} as public holiday time (${ph.code}): worked on ${name}.`
          : `Paid ${minutes(holidayMinutes)} as public holiday time (${ph.code}): reported on ${name}, the day the shift finished (payOnFinishDay).`,
        { payTypeId: ph.id },
      );
    }
    const leaveDay = rules.leaveDays.get(date);
    if (leaveDay) {
      for (const c of leaveDay.charges) amounts.push({ payTypeId: c.payTypeId, minutes: c.minutes });
      explain.append(leaveDay.explain);
    }
    if (holidayDay) {
      if (holidayDay.leaveMinutes > 0) {
        const phl = ctx.payTypeWithRole('publicHolidayLeave', 'to pay public holiday leave');
        amounts.push({ payTypeId: phl.id, minutes: holidayDay.leaveMinutes });
      }
      if (holidayDay.alternative) {
        const alt = ctx.payTypeWithRole('alternativeHoliday', 'to record an earned alternative holiday');
        amounts.push({ payTypeId: alt.id, units: 1 });
      }
      explain.append(holidayDay.explain);
    }
    const allowed = dayAllowances(reported, allowances, ctx);
    for (const a of allowed.amounts) amounts.push(a);
    explain.append(allowed.explain);

    const isHoliday = holidays.has(date);
    const sections = sectionsByDate.get(date) ?? NO_SECTIONS;
    const absent = absence({ sections, hasPunch: punched, isHoliday, leaveDay }, ctx);
    if (absent) {
      exceptions.push(absent.exception);
      explain.push(absent.explain);
    }
    const missedSections = own.length > 1 ? sectionAbsences(own, { isHoliday, leaveDay }, ctx) : null;
    if (missedSections) {
      for (const e of missedSections.exceptions) exceptions.push(e);
      for (const line of missedSections.explain) explain.push(line);
    }
    const status = dayStatus({
      isHoliday,
      worked: ownPaid > 0,
      punched,
      absent: absent !== null,
      offDay: ctx.scheduleByDate.get(date)?.offDay === true,
      whollyOnLeave: (leaveDay?.minutes ?? 0) > 0 && sections.every((s) => uncoveredMinutes(s, leaveDay) === 0),
    });
    const holiday = holidays.get(date);
    if (holiday && status === 'HOL') explain.push(`Public holiday not worked: ${holiday.name}.`);

    refs.push(explain.tags);
    return {
      date,
      status,
      shifts: reported.map((s) => toShiftResult(s, ctx)),
      payTypes: sortedAmounts(amounts),
      exceptions: exceptions.length > 1 ? exceptions.sort(byException) : exceptions,
      explain: explain.lines,
    };
  });
  return { days, refs };
}

/** payOnFinishDay: the day a shift belongs to says where its minutes went. */
function reportedElsewhere(shift: WorkShift): string {
  return `Shift ${shift.name} is paid on ${dayName(shift.reportDate)}, the day it finished (payOnFinishDay): ${minutes(shift.paidMinutes)}.`;
}
