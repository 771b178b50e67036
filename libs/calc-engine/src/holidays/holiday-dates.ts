// Rule "Public holidays", first sentence: a holiday falls on its date for an employee for whom that date is an
// otherwise working day (scheduled, not off), else on its alterdate when one is given (the Mondayised day).
// Only where holidays fall is built in this slice (it decides day status HOL and suppresses Absent); holiday pay,
// alternative holidays and public holiday leave are not.
import type { EngineInput, Holiday, ScheduleDay } from '@rollcall/contracts';
import { isWorkingScheduleDay } from '../schedule/resolve-sections.js';

export function holidayDates(input: EngineInput, schedule: ReadonlyMap<string, ScheduleDay>): Map<string, Holiday> {
  const sorted = [...input.holidays].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  const falls = new Map<string, Holiday>();
  for (const holiday of sorted) {
    const date =
      isWorkingScheduleDay(schedule.get(holiday.date)) || !holiday.alterdate ? holiday.date : holiday.alterdate;
    if (!falls.has(date)) falls.set(date, holiday);
  }
  return falls;
}
