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

export function buildDays(shifts: readonly WorkShift[], sections: readonly WorkSection[], ctx: EngineContext): DayResult[] {
  const byReport = groupBy(shifts, (s) => s.reportDate);
  const byHome = groupBy(shifts, (s) => s.homeDate);
  const sectionsByDate = groupBy(sections, (s) => s.scheduleDate);
  const scheduleByDate = new Map(ctx.input.schedule.map((d) => [d.date, d]));
  const holidays = holidayDates(ctx.input);

  return eachDate(ctx.input.range.from, ctx.input.range.to).map((date) => {
    const reported = [...(byReport.get(date) ?? [])].sort((a, b) => a.sortMs - b.sortMs || compareText(a.key, b.key));
    const home = byHome.get(date) ?? [];
    const paid = reported.reduce((sum, s) => sum + s.paidMinutes, 0);
    const pay = ordinaryPay(paid, ctx);
    const exceptions: EngineException[] = reported.flatMap((s) => s.exceptions);
    const explain = reported.flatMap((s) => s.explain);
    explain.push(...pay.explain);

    const isHoliday = holidays.has(date);
    const hasPunch = [...reported, ...home].some((s) => s.punches.length > 0);
    const absent = absence({ date, sections: sectionsByDate.get(date) ?? [], hasPunch, isHoliday }, ctx);
    if (absent) {
      exceptions.push(absent.exception);
      explain.push(absent.explain);
    }
    const status = dayStatus({
      isHoliday,
      worked: paid > 0 || home.some((s) => s.paidMinutes > 0),
      absent: absent !== null,
      offDay: scheduleByDate.get(date)?.offDay === true,
    });
    const holiday = holidays.get(date);
    if (holiday && status === 'HOL') explain.push(`Public holiday not worked: ${holiday.name}.`);

    return {
      date,
      status,
      shifts: reported.map((s) => toShiftResult(s, ctx)),
      payTypes: pay.amounts,
      exceptions: exceptions.sort(byException),
      explain,
    };
  });
}
