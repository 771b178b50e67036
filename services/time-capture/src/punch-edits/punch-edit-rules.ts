import { DateTime } from 'luxon';

// The pure decisions of a punch edit on the timesheet (spec 001 §3 Punch, §5, §8): which instant a day and a time
// name in the employee's zone, when two punches are "the same sign time", and how a punch reads in its history.

/** The engine counts two punches this close as one (docs/calculation.md, Matching): an edit may not make one. */
export const SAME_SIGN_TIME_MS = 60_000;

/**
 * The instant of a local date and time (HH:mm) in `zone`, or null when the zone skips that time (the hour the
 * clocks go forward). Of a time the zone has twice (the hour the clocks go back) the first is taken, as
 * `rollcall punch` does.
 */
export function localInstant(day: string, time: string, zone: string): Date | null {
  const local = DateTime.fromISO(`${day}T${time}`, { zone });
  if (!local.isValid || local.toFormat("yyyy-MM-dd'T'HH:mm") !== `${day}T${time}`) return null;
  return local.toJSDate();
}

/** The local date (YYYY-MM-DD) of an instant in `zone`. */
export function localDateOf(instant: Date, zone: string): string {
  return DateTime.fromJSDate(instant, { zone }).toFormat('yyyy-MM-dd');
}

/** The local date and time of an instant in `zone`, as the history shows it: "2026-11-20 16:35". */
export function localDateTimeOf(instant: Date, zone: string): string {
  return DateTime.fromJSDate(instant, { zone }).toFormat('yyyy-MM-dd HH:mm');
}

/** The local time (HH:mm) of an instant in `zone`. */
export function localTimeOf(instant: Date, zone: string): string {
  return DateTime.fromJSDate(instant, { zone }).toFormat('HH:mm');
}

/** Whether two punches are the same sign time: less than a minute apart. */
export function sameSignTime(a: Date, b: Date): boolean {
  return Math.abs(a.getTime() - b.getTime()) < SAME_SIGN_TIME_MS;
}

/** The codes a punch carries, by name as people read them. */
export interface PunchCodeNames {
  site: string | null;
  position: string | null;
  job: string | null;
  task: string | null;
}

/** A punch as its history shows it. */
export function punchSnapshot(instant: Date, zone: string, codes: PunchCodeNames): Record<string, string | null> {
  return { time: localDateTimeOf(instant, zone), ...codes };
}

/** A punch pair as its history shows it: its in and out (null when it has none) and the codes of the pair. */
export function pairSnapshot(
  times: { in: Date | null; out: Date | null },
  zone: string,
  codes: PunchCodeNames,
): Record<string, string | null> {
  return {
    in: times.in ? localDateTimeOf(times.in, zone) : null,
    out: times.out ? localDateTimeOf(times.out, zone) : null,
    ...codes,
  };
}

/** "J100 Pack" from a code and a name; either alone when the other is blank. */
export function codeAndName(code: string | null, name: string): string {
  return [code, name].filter((part) => part !== null && part !== '').join(' ');
}
