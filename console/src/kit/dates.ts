import { DateTime } from 'luxon';

// Every date the console shows or takes (issue 9 item 8; spec 001 §9): rows DD/MM/YYYY, the timesheet's day
// headings DD/MM, date fields typed and shown day first. The server is asked and answers in YYYY-MM-DD; the
// profile's date format is what the pay group form sends its start date in (spec 002), not how dates are shown.

/** How a date is shown in rows and date fields. */
export const ROW_DATE_FORMAT = 'dd/MM/yyyy';

const LEADING_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A local date (YYYY-MM-DD, or the date part of an ISO instant as written) as DD/MM/YYYY, or in `format` (one of
 * the profile's: dd, MM and yyyy in any order); '' for nothing; anything else as it is.
 */
export function formatDate(value: string | null | undefined, format = ROW_DATE_FORMAT): string {
  if (!value) return '';
  const m = LEADING_DATE.exec(value);
  if (!m) return value;
  const [, y, mo, d] = m as unknown as [string, string, string, string];
  return format.replace('yyyy', y).replace('MM', mo).replace('dd', d);
}

/** An instant in the browser's zone as DD/MM/YYYY HH:mm; '' for nothing or what is not an instant. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = DateTime.fromISO(iso);
  return at.isValid ? at.toFormat(`${ROW_DATE_FORMAT} HH:mm`) : '';
}

const DAY_FIRST = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/**
 * A date as a person types it, day first (20/11/2026, 6-2-2026, 6.2.2026), or YYYY-MM-DD: that date as
 * YYYY-MM-DD, or null when it is not a date of the calendar (31/02/2026) or not written so.
 */
export function parseDate(text: string): string | null {
  const trimmed = text.trim();
  const dayFirst = DAY_FIRST.exec(trimmed);
  const iso = dayFirst ? null : ISO_DATE.exec(trimmed);
  const parts = dayFirst
    ? { day: dayFirst[1], month: dayFirst[2], year: dayFirst[3] }
    : iso
      ? { day: iso[3], month: iso[2], year: iso[1] }
      : null;
  if (!parts) return null;
  const date = DateTime.fromObject(
    { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) },
    { zone: 'utc' },
  );
  return date.isValid ? date.toISODate() : null;
}

/** The calendar day of `date` in the browser's zone, YYYY-MM-DD. */
export function isoDateOf(date: Date): string {
  return DateTime.fromJSDate(date).toISODate() ?? '';
}

/** A local date (YYYY-MM-DD) moved by whole days. */
export function addDays(date: string, days: number): string {
  return DateTime.fromISO(date, { zone: 'utc' }).plus({ days }).toISODate() ?? date;
}

/** Today in the browser's zone, YYYY-MM-DD. */
export function localToday(): string {
  return isoDateOf(new Date());
}

/** A day's column heading: short weekday and DD/MM. */
export function dayHeading(date: string): { weekday: string; dayMonth: string } {
  const day = DateTime.fromISO(date, { zone: 'utc' });
  return { weekday: day.setLocale('en').toFormat('ccc'), dayMonth: day.toFormat('dd/MM') };
}
