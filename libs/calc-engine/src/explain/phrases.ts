// Small wording helpers so every explain sentence reads the same way.
import type { ZoneClock } from '../time/zone-clock.js';

/** `09:00`, or `2026-04-05 06:00` when the instant is not on the day being explained. */
export function at(clock: ZoneClock, ms: number, day: string): string {
  const date = clock.localDate(ms);
  return date === day ? clock.localTime(ms) : `${date} ${clock.localTime(ms)}`;
}

/** `450 min (7.50 h)`. */
export function minutes(n: number): string {
  return `${n} min (${(n / 60).toFixed(2)} h)`;
}

export function hours(h: number): string {
  return `${Number.isInteger(h) ? h : h.toFixed(2)} h`;
}
