// Small wording helpers so every explain sentence reads the same way.
import type { ZoneClock } from '../time/zone-clock.js';

/**
 * `09:00`, or `2026-04-05 06:00` when the instant is not on the day being explained; a time in the hour repeated
 * when clocks go back carries its offset: `02:30+13:00`, `02:30+12:00`.
 */
export function at(clock: ZoneClock, ms: number, day: string): string {
  const { date, time } = clock.localDateTime(ms);
  return date === day ? wallTime(clock, ms, time) : `${date} ${wallTime(clock, ms, time)}`;
}

/** `HH:mm` of an instant, with its offset when the wall time happens twice. */
export function wallTime(clock: ZoneClock, ms: number, time = clock.localTime(ms)): string {
  return clock.isRepeatedWallTime(ms) ? `${time}${clock.offsetText(ms)}` : time;
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
