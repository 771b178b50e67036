// Calendar arithmetic on local dates (no time, no zone), for the holiday generator. Dates are UTC midnights.

export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6; // Sunday = 0, as Date.getUTCDay

export const MONDAY: Weekday = 1;
export const TUESDAY: Weekday = 2;
export const FRIDAY: Weekday = 5;

export function day(year: number, month: number, dayOfMonth: number): Date {
  return new Date(Date.UTC(year, month - 1, dayOfMonth));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

export function weekdayOf(date: Date): Weekday {
  return date.getUTCDay() as Weekday;
}

export function isWeekend(date: Date): boolean {
  const weekday = weekdayOf(date);
  return weekday === 0 || weekday === 6;
}

/** YYYY-MM-DD. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The n-th (1-based) given weekday of a month. */
export function nthWeekdayOf(year: number, month: number, weekday: Weekday, n: number): Date {
  const first = day(year, month, 1);
  const offset = (weekday - weekdayOf(first) + 7) % 7;
  return addDays(first, offset + (n - 1) * 7);
}

/** The first given weekday strictly after `date`. */
export function nextWeekdayAfter(date: Date, weekday: Weekday): Date {
  const offset = (weekday - weekdayOf(date) + 7) % 7 || 7;
  return addDays(date, offset);
}

/** The last given weekday strictly before `date`. */
export function previousWeekdayBefore(date: Date, weekday: Weekday): Date {
  const offset = (weekdayOf(date) - weekday + 7) % 7 || 7;
  return addDays(date, -offset);
}

/** The Monday nearest `date`: the date itself on a Monday, the one before on Tue–Thu, the one after on Fri–Sun. */
export function mondayClosestTo(date: Date): Date {
  const weekday = weekdayOf(date);
  if (weekday === MONDAY) return date;
  return weekday >= 2 && weekday <= 4 ? previousWeekdayBefore(date, MONDAY) : nextWeekdayAfter(date, MONDAY);
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const dayOfMonth = ((h + l - 7 * m + 114) % 31) + 1;
  return day(year, month, dayOfMonth);
}
