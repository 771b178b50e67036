// One DayResult per date of the range: the shifts reported on it, its pay types, exceptions, explain, status.
import type { DayResult, EngineException } from '@rollcall/contracts';
import type { EngineContext } from '../context.js';
import { holidayDates } from '../holidays/holiday-dates.js';
import type { WorkSection, WorkShift } from '../model.js';
import { ordinaryPay } from '../pay-types/ordinary-pay.js';
import { byException, compareText } from '../result/order.js';
import { toShiftResult } from '../result/to-result.js';
import { eachDate } from '../time/civil-date.js';
import { absence } from './absence.js';
import { dayStatus } from './day-status.js';

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

const byTime = (a: WorkShift, b: WorkShift) => a.sortMs - b.sortMs || compareText(a.key, b.key);
const NONE: WorkShift[] = [];

export function buildDays(
  shifts: readonly WorkShift[],
  sections: readonly WorkSection[],
  ctx: EngineContext,
): DayResult[] {
  const byReport = groupBy(shifts, (s) => s.reportDate);
  const byHome = groupBy(shifts, (s) => s.homeDate);
  const sectionsByDate = groupBy(sections, (s) => s.scheduleDate);
  const holidays = holidayDates(ctx.input, ctx.scheduleByDate);

  return eachDate(ctx.input.range.from, ctx.input.range.to).map((date) => {
    const reported = byReport.get(date) ?? NONE;
    if (reported.length > 1) reported.sort(byTime);
    const home = byHome.get(date) ?? NONE;
    let paid = 0;
    let hasPunch = false;
    const exceptions: EngineException[] = [];
    const explain: string[] = [];
    for (const s of reported) {
      paid += s.paidMinutes;
      hasPunch ||= s.punches.length > 0;
      for (const e of s.exceptions) exceptions.push(e);
      for (const line of s.explain) explain.push(line);
    }
    let homeWorked = false;
    for (const s of home) {
      hasPunch ||= s.punches.length > 0;
      homeWorked ||= s.paidMinutes > 0;
    }
    const pay = ordinaryPay(paid, ctx);
    for (const line of pay.explain) explain.push(line);

    const isHoliday = holidays.has(date);
    const absent = absence({ date, sections: sectionsByDate.get(date) ?? [], hasPunch, isHoliday }, ctx);
    if (absent) {
      exceptions.push(absent.exception);
      explain.push(absent.explain);
    }
    const status = dayStatus({
      isHoliday,
      worked: paid > 0 || homeWorked,
      absent: absent !== null,
      offDay: ctx.scheduleByDate.get(date)?.offDay === true,
    });
    const holiday = holidays.get(date);
    if (holiday && status === 'HOL') explain.push(`Public holiday not worked: ${holiday.name}.`);

    return {
      date,
      status,
      shifts: reported.map((s) => toShiftResult(s, ctx)),
      payTypes: pay.amounts,
      exceptions: exceptions.length > 1 ? exceptions.sort(byException) : exceptions,
      explain,
    };
  });
}
