import { sectionSpan, type TimedSection } from './section-minutes.js';

/**
 * Spec 001 §4 "Roster drag": a dropped section overlaps one already on the day when its start lies within
 * [start, end), or its end within (start, end], or it encloses that section; compared in minutes with the
 * Previous/Next Day flags. Back-to-back sections (one ends when the other starts) do not overlap.
 */
export function sectionsOverlap(dropped: TimedSection, existing: TimedSection): boolean {
  const a = sectionSpan(dropped);
  const b = sectionSpan(existing);
  if (!a || !b) return false;
  const startWithin = a.start >= b.start && a.start < b.end;
  const endWithin = a.end > b.start && a.end <= b.end;
  const encloses = a.start <= b.start && a.end >= b.end;
  return startWithin || endWithin || encloses;
}

/** The first of the day's sections the dropped one overlaps, or null when it fits. */
export function firstOverlap<T extends TimedSection>(dropped: TimedSection, day: readonly T[]): T | null {
  return day.find((section) => sectionsOverlap(dropped, section)) ?? null;
}
