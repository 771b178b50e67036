import { DateTime } from 'luxon';

// Local (civil) dates as YYYY-MM-DD strings, with arithmetic on whole days in UTC so no zone can move them.

const DAY_MS = 86_400_000;

export function toDayNumber(date: string): number {
  return Math.floor(
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS,
  );
}

export function fromDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromDayNumber(toDayNumber(date) + days);
}

/** Days from `from` to `to`, both included (0 when `to` is before `from`). */
export function daysInRange(from: string, to: string): number {
  return Math.max(0, toDayNumber(to) - toDayNumber(from) + 1);
}

/** Every date from `from` to `to`, both included. */
export function eachDate(from: string, to: string): string[] {
  const out: string[] = [];
  for (let day = toDayNumber(from), last = toDayNumber(to); day <= last; day++) out.push(fromDayNumber(day));
  return out;
}

export function isLocalDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && fromDayNumber(toDayNumber(value)) === value;
}

/** Today's local date in an IANA zone (UTC when the zone is unknown). */
export function todayIn(zone: string, now: Date = new Date()): string {
  const local = DateTime.fromJSDate(now, { zone });
  return (local.isValid ? local.toISODate() : null) ?? now.toISOString().slice(0, 10);
}
