// Converting between instants (epoch milliseconds) and local wall time in one IANA zone, with luxon's zone data.
// Paid minutes are differences of instants, so a shift across a daylight-saving change pays what was worked.
import { IANAZone } from 'luxon';
import { dateOfDayNumber, dayNumber } from './civil-date.js';

const MINUTE = 60_000;
const DAY = 86_400_000;
const BUCKET = 15 * MINUTE;

/**
 * Offsets are memoised per UTC day: a day whose offset is the same at its first and last millisecond is taken to
 * have one offset (zones change at most once a day); a day with a change is memoised per 15-minute bucket, a bucket
 * cached only when both its ends agree, so the instant of a change is always computed exactly. Runs of whole days on
 * one offset ("steady spans", up to STEADY_REACH days each way of the day first asked about) are memoised too, so
 * most look-ups of a calculation are two comparisons. A memo of a pure function: it never changes a result, only
 * how fast it comes.
 */
interface ZoneMemo {
  days: Map<number, number | null>; // null: the offset changes during that UTC day
  buckets: Map<number, number>;
  steady: Map<number, SteadySpan | null>; // null: the day has a change
}
/** [fromMs, toMs), whole UTC days on one offset: no change happens inside it. */
interface SteadySpan {
  fromMs: number;
  toMs: number;
  offset: number;
}
const zoneMemos = new Map<string, ZoneMemo>();
const MEMO_LIMIT = 100_000;
/** Days each way a steady span is looked for around the day asked about. */
const STEADY_REACH = 31;

export class ZoneClock {
  private readonly zone: IANAZone;
  private readonly memo: ZoneMemo;
  /** The steady span of the last look-up. */
  private current: SteadySpan | null = null;

  constructor(readonly timeZone: string) {
    this.zone = IANAZone.create(timeZone);
    if (!this.zone.isValid) throw new RangeError(`unknown time zone ${timeZone}`);
    let memo = zoneMemos.get(timeZone);
    if (!memo) {
      memo = { days: new Map(), buckets: new Map(), steady: new Map() };
      zoneMemos.set(timeZone, memo);
    }
    this.memo = memo;
  }

  /** UTC offset in minutes at an instant. */
  offsetAt(ms: number): number {
    const current = this.current;
    if (current !== null && ms >= current.fromMs && ms < current.toMs) return current.offset;
    const span = this.steadySpan(Math.floor(ms / DAY));
    if (span !== null) {
      this.current = span;
      return span.offset;
    }
    return this.bucketOffset(ms);
  }

  /** The offset of a whole UTC day, or null when it changes during that day. */
  private dayOffset(day: number): number | null {
    let constant = this.memo.days.get(day);
    if (constant === undefined) {
      const atStart = this.zone.offset(day * DAY);
      constant = atStart === this.zone.offset(day * DAY + DAY - 1) ? atStart : null;
      if (this.memo.days.size >= MEMO_LIMIT) this.memo.days.clear();
      this.memo.days.set(day, constant);
    }
    return constant;
  }

  /** The run of whole days on the offset of `day` around it, or null when `day` has a change. */
  private steadySpan(day: number): SteadySpan | null {
    let span = this.memo.steady.get(day);
    if (span === undefined) {
      const offset = this.dayOffset(day);
      if (offset === null) {
        span = null;
      } else {
        let from = day;
        while (from > day - STEADY_REACH && this.dayOffset(from - 1) === offset) from--;
        let to = day;
        while (to < day + STEADY_REACH && this.dayOffset(to + 1) === offset) to++;
        span = { fromMs: from * DAY, toMs: (to + 1) * DAY, offset };
      }
      if (this.memo.steady.size >= MEMO_LIMIT) this.memo.steady.clear();
      this.memo.steady.set(day, span);
    }
    return span;
  }

  /** Whether no change of offset happens in [fromMs, toMs] (false when unsure: the caller then looks closer). */
  private steady(fromMs: number, toMs: number): boolean {
    const current = this.current;
    if (current !== null && fromMs >= current.fromMs && toMs < current.toMs) return true;
    const span = this.steadySpan(Math.floor(fromMs / DAY));
    return span !== null && toMs < span.toMs;
  }

  private bucketOffset(ms: number): number {
    const bucket = Math.floor(ms / BUCKET);
    const cached = this.memo.buckets.get(bucket);
    if (cached !== undefined) return cached;
    const atStart = this.zone.offset(bucket * BUCKET);
    const atEnd = this.zone.offset(bucket * BUCKET + BUCKET - 1);
    if (atStart !== atEnd) return this.zone.offset(ms);
    if (this.memo.buckets.size >= MEMO_LIMIT) this.memo.buckets.clear();
    this.memo.buckets.set(bucket, atStart);
    return atStart;
  }

  /** Local wall time of an instant, as milliseconds of a UTC clock showing that wall time. */
  wallMs(ms: number): number {
    return ms + this.offsetAt(ms) * MINUTE;
  }

  /** Local date `YYYY-MM-DD` of an instant. */
  localDate(ms: number): string {
    return dateOfDayNumber(Math.floor(this.wallMs(ms) / DAY));
  }

  /** Local `HH:mm` of an instant. */
  localTime(ms: number): string {
    const wall = this.wallMs(ms);
    const minutes = Math.floor((wall - Math.floor(wall / DAY) * DAY) / MINUTE);
    return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
  }

  /** Local date and `HH:mm` of an instant, with one offset look-up. */
  localDateTime(ms: number): { date: string; time: string } {
    return wallDateTime(this.wallMs(ms));
  }

  /**
   * Whether the local wall time of an instant happens twice (the hour repeated when clocks go back); such a time
   * needs its offset to say which one it is.
   */
  isRepeatedWallTime(ms: number): boolean {
    // A wall time repeats only within the size of a change (at most a few hours) of a change back.
    if (this.steady(ms - REPEAT_REACH, ms + REPEAT_REACH)) return false;
    const own = this.offsetAt(ms);
    const before = this.offsetAt(ms - REPEAT_REACH);
    const after = this.offsetAt(ms + REPEAT_REACH);
    if (before === own && after === own) return false;
    const wall = ms + own * MINUTE;
    for (const other of [before, after]) {
      if (other !== own && this.wallMs(wall - other * MINUTE) === wall) return true;
    }
    return false;
  }

  /** The UTC offset `+13:00` of an instant. */
  offsetText(ms: number): string {
    return offsetText(this.offsetAt(ms));
  }

  /**
   * The first change of UTC offset in (fromMs, toMs], to the minute: the first instant on the new offset, with the
   * offsets before and after. Null when the offset is the same at both ends.
   */
  changeBetween(fromMs: number, toMs: number): { atMs: number; before: number; after: number } | null {
    if (this.steady(fromMs, toMs)) return null;
    const before = this.offsetAt(fromMs);
    if (before === this.offsetAt(toMs)) return null;
    let lo = Math.floor(fromMs / MINUTE);
    let hi = Math.ceil(toMs / MINUTE);
    while (hi - lo > 1) {
      const mid = lo + Math.floor((hi - lo) / 2);
      if (this.offsetAt(mid * MINUTE) === before) lo = mid;
      else hi = mid;
    }
    return { atMs: hi * MINUTE, before, after: this.offsetAt(hi * MINUTE) };
  }

  /** Local minute of the hour (0–59) of an instant. */
  minuteOfHour(ms: number): number {
    const wall = this.wallMs(ms);
    return Math.floor((wall - Math.floor(wall / 3_600_000) * 3_600_000) / MINUTE);
  }

  /**
   * The instant of a local date and minute of day. A wall time that happens twice (the hour repeated when clocks
   * go back) is its first occurrence; a wall time that never happens (the hour skipped when clocks go forward) is
   * moved forward by the length of the gap, e.g. 02:30 on a day that jumps from 02:00 to 03:00 is 03:30.
   * (Luxon's own fromObject guesses from the current clock's offset, so it is not used here: the same input must
   * give the same instant whenever it runs.)
   */
  instantOf(date: string, minuteOfDay: number): number {
    const localTs = dayNumber(date) * DAY + minuteOfDay * MINUTE;
    const before = localTs - this.offsetAt(localTs - DAY) * MINUTE;
    const after = localTs - this.offsetAt(localTs + DAY) * MINUTE;
    const beforeFits = this.wallMs(before) === localTs;
    const afterFits = this.wallMs(after) === localTs;
    if (beforeFits && afterFits) return Math.min(before, after);
    if (beforeFits) return before;
    if (afterFits) return after;
    return before; // in a gap: the offset before the change, which reads as the wall time plus the gap
  }

  /** ISO 8601 instant in local wall time with its offset, e.g. `2026-04-05T06:00:00+12:00`. */
  iso(ms: number): string {
    const offset = this.offsetAt(ms);
    const wall = ms + offset * MINUTE;
    const days = Math.floor(wall / DAY);
    const rest = wall - days * DAY;
    const h = Math.floor(rest / 3_600_000);
    const m = Math.floor((rest % 3_600_000) / MINUTE);
    const s = Math.floor((rest % MINUTE) / 1000);
    return `${dateOfDayNumber(days)}T${pad2(h)}:${pad2(m)}:${pad2(s)}${offsetText(offset)}`;
  }
}

/** How far from a change a wall time can be repeated: more than any change of offset (the largest are 2 h). */
const REPEAT_REACH = 3 * 3_600_000;

function offsetText(offset: number): string {
  const abs = Math.abs(offset);
  return `${offset < 0 ? '-' : '+'}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

const PAD2 = Array.from({ length: 100 }, (_, n) => (n < 10 ? `0${n}` : String(n)));

function pad2(n: number): string {
  return PAD2[n] ?? String(n);
}

/** Date and `HH:mm` of a wall time (milliseconds of a UTC clock showing that wall time). */
export function wallDateTime(wall: number): { date: string; time: string } {
  const days = Math.floor(wall / DAY);
  const minutes = Math.floor((wall - days * DAY) / MINUTE);
  return { date: dateOfDayNumber(days), time: `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}` };
}

/** Drops the seconds of an instant (every punch is paid from its minute). */
export function truncateToMinute(ms: number): number {
  return Math.floor(ms / MINUTE) * MINUTE;
}

export const MS_PER_MINUTE = MINUTE;
