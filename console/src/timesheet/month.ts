import { DateTime } from 'luxon';

// The month of the timesheet's pay-type totals by month (GET /api/timesheet/paytype-by-month): YYYY-MM.

/** The month holding a YYYY-MM-DD date. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** The month before (-1) or after (+1). */
export function shiftMonth(month: string, direction: -1 | 1): string {
  return DateTime.fromISO(`${month}-01`, { zone: 'utc' }).plus({ months: direction }).toFormat('yyyy-MM');
}

/** A month for people: 'November 2026'. */
export function monthLabel(month: string): string {
  return DateTime.fromISO(`${month}-01`, { zone: 'utc' }).setLocale('en-NZ').toFormat('LLLL yyyy');
}
