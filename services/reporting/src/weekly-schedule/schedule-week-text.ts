import { dayHours, OFF_DAY_LABEL, roundHours, sectionSpan } from '@rollcall/contracts';
import type { ReportedSection } from '../read-models/reported-section.js';
import type { ScheduleWeekEmployee } from './schedule-week.query.js';
import type { WeeklyScheduleSort } from './weekly-schedule.conditions.js';

const DAY_HEADER = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A day column's header: "Mon 23 Nov". */
export function dayHeader(date: string): string {
  return DAY_HEADER.format(new Date(`${date}T00:00:00Z`)).replace(',', '');
}

/** A date written out: "Monday 23 November 2026". */
export function longDate(date: string): string {
  return LONG_DATE.format(new Date(`${date}T00:00:00Z`)).replace(',', '');
}

/** "Last, First" when sorted by last name, else "First Last". */
export function employeeName(
  employee: Pick<ScheduleWeekEmployee, 'firstName' | 'lastName'>,
  sortBy: WeeklyScheduleSort,
): string {
  return sortBy === 'LastName'
    ? `${employee.lastName}, ${employee.firstName}`
    : `${employee.firstName} ${employee.lastName}`;
}

/** "22:00 – 06:00 (next day)" and the label: a section's times with its Previous/Next Day flags. */
export function sectionTimes(section: ReportedSection): string {
  const start = section.startType === 'Previous' ? `${section.start} (previous day)` : section.start;
  const end = section.endType === 'NextDay' ? `${section.end} (next day)` : section.end;
  return `${start} – ${end}`;
}

/** The day's sections in start order, each "times label"; "Off Day"; or "" without a schedule. */
export function dayLines(day: { offDay: boolean; sections: ReportedSection[] } | undefined): string[] {
  if (!day) return [];
  if (day.offDay) return [OFF_DAY_LABEL];
  return [...day.sections]
    .sort((a, b) => (sectionSpan(a)?.start ?? 0) - (sectionSpan(b)?.start ?? 0))
    .map((section) => (section.label ? `${sectionTimes(section)} ${section.label}` : sectionTimes(section)));
}

/** Scheduled hours over the dates (span less break, as the roster counts them), to 2 decimals. */
export function weekHours(employee: ScheduleWeekEmployee, dates: readonly string[]): number {
  let hours = 0;
  for (const date of dates) {
    const day = employee.days.get(date);
    if (day && !day.offDay) hours += roundHours(dayHours(day.sections));
  }
  return roundHours(hours);
}
