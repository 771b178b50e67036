// Small wording helpers so every explain sentence reads the same way.
import type { ZoneClock } from '../time/zone-clock.js';

/** `09:00`, or `2026-04-05 06:00` when the instant is not on the day being explained. */
export function at(clock: ZoneClock, ms: number, day: string): string {
  const { date, time } = clock.localDateTime(ms);
  return date === day ? time : `${date} ${time}`;
}

/** `450 min (7.50 h)`. */
export function minutes(n: number): string {
  // n / 60 to 2 decimals in integer arithmetic (never exactly half a hundredth for whole minutes).
  const hundredths = Math.round((Math.abs(n) * 100) / 60);
  const cents = hundredths % 100;
  return `${n} min (${n < 0 ? '-' : ''}${Math.floor(hundredths / 100)}.${cents < 10 ? '0' : ''}${cents} h)`;
}

export function hours(h: number): string {
  return `${Number.isInteger(h) ? h : h.toFixed(2)} h`;
}
