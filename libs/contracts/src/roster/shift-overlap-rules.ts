import { MINUTES_PER_DAY, sectionSpan, type TimedSection } from './section-minutes.js';

/** A section as minutes from some midnight (see `sectionSpan`). */
export interface MinuteSpan {
  start: number;
  end: number;
}

/**
 * Spec 001 §4 "Roster drag": a dropped section overlaps one already on the day when its start lies within
 * [start, end), or its end within (start, end], or it encloses that section; compared in minutes with the
 * Previous/Next Day flags. Back-to-back sections (one ends when the other starts) do not overlap.
 */
export function spansOverlap(a: MinuteSpan, b: MinuteSpan): boolean {
  const startWithin = a.start >= b.start && a.start < b.end;
  const endWithin = a.end > b.start && a.end <= b.end;
  const encloses = a.start <= b.start && a.end >= b.end;
  return startWithin || endWithin || encloses;
}

/** The overlap rule for two sections of the same day. */
export function sectionsOverlap(dropped: TimedSection, existing: TimedSection): boolean {
  const a = sectionSpan(dropped);
  const b = sectionSpan(existing);
  return !!a && !!b && spansOverlap(a, b);
}

/**
 * The overlap rule for a section of one day against a section of a day `dayOffset` days later (-1: the day
 * before, 1: the day after), so an overnight section of the previous day meets an early one of this day.
 */
export function sectionsOverlapAcrossDays(section: TimedSection, other: TimedSection, dayOffset: number): boolean {
  const a = sectionSpan(section);
  const b = sectionSpan(other);
  if (!a || !b) return false;
  const shift = dayOffset * MINUTES_PER_DAY;
  return spansOverlap(a, { start: b.start + shift, end: b.end + shift });
}

/** The first of the day's sections the dropped one overlaps, or null when it fits. */
export function firstOverlap<T extends TimedSection>(dropped: TimedSection, day: readonly T[]): T | null {
  return day.find((section) => sectionsOverlap(dropped, section)) ?? null;
}
