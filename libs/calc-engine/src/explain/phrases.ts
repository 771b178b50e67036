// Small wording helpers so every explain sentence reads the same way.
import type { EngineContext } from '../context.js';
import type { WorkPunch, WorkSection } from '../model.js';
import { dayNumber } from '../time/civil-date.js';
import type { ZoneClock } from '../time/zone-clock.js';

/**
 * `09:00`, or `Sun 05/04 06:00` when the instant is not on the day being explained; a time in the hour repeated
 * when clocks go back carries its offset: `02:30+13:00`, `02:30+12:00`.
 */
export function at(clock: ZoneClock, ms: number, day: string): string {
  const { date, time } = clock.localDateTime(ms);
  return date === day ? wallTime(clock, ms, time) : `${dayName(date)} ${wallTime(clock, ms, time)}`;
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

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A local date (YYYY-MM-DD) as the timesheet heads its day: `Mon 16/11`. */
export function dayName(date: string): string {
  const weekday = WEEKDAYS[(((dayNumber(date) + 4) % 7) + 7) % 7] as string; // 1970-01-01 was a Thursday
  return `${weekday} ${date.slice(8, 10)}/${date.slice(5, 7)}`;
}

/**
 * How a sentence names a shift ("shift <name>"), as the timesheet shows it, never by its key: a scheduled one by
 * its schedule date and scheduled times, `Mon 16/11 08:00–16:30`, with its section when the day is split,
 * `Mon 16/11 13:00–19:00 (section 2 of 2)`; an unscheduled one by the local date and time of its first punch,
 * `Sat 21/11 from 10:00`.
 */
export function shiftName(section: WorkSection | null, punches: readonly WorkPunch[], ctx: EngineContext): string {
  if (section) {
    const { start, end } = section.source;
    const count = ctx.scheduleByDate.get(section.scheduleDate)?.sections.length ?? 1;
    const part = count > 1 ? ` (section ${section.index + 1} of ${count})` : '';
    return `${dayName(section.scheduleDate)} ${start}–${end}${part}`;
  }
  const first = punches[0];
  if (!first) throw new Error('an unscheduled shift has at least one punch');
  const { date, time } = ctx.clock.localDateTime(first.minuteMs);
  return `${dayName(date)} from ${wallTime(ctx.clock, first.minuteMs, time)}`;
}
