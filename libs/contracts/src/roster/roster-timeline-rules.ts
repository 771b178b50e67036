import { MINUTES_PER_DAY, sectionSpan, type TimedSection } from './section-minutes.js';

/** Spec 001 §9: the roster's timeline scale. */
export const PIXELS_PER_120_MINUTES = 23.2;
export const RULER_STEP_HOURS = 2;

/** The day cell's 0–24 ruler marks, in hours. */
export const RULER_HOURS: readonly number[] = Array.from(
  { length: 24 / RULER_STEP_HOURS + 1 },
  (_, i) => i * RULER_STEP_HOURS,
);

/** Width of a whole day on the scale (278.4 px). */
export const DAY_WIDTH_PX = (MINUTES_PER_DAY / 120) * PIXELS_PER_120_MINUTES;

export function minutesToPixels(minutes: number): number {
  return Math.round((minutes / 120) * PIXELS_PER_120_MINUTES * 100) / 100;
}

/**
 * Where a section's bar sits in its day cell: left offset and width in pixels from the day's midnight. The part
 * before midnight (Previous Day start) or after the next midnight (Next Day end) is cut at the cell's edge, and
 * `continuesBefore`/`continuesAfter` say so.
 */
export function barGeometry(section: TimedSection): {
  left: number;
  width: number;
  continuesBefore: boolean;
  continuesAfter: boolean;
} | null {
  const span = sectionSpan(section);
  if (!span || span.end <= span.start) return null;
  const start = Math.max(0, span.start);
  const end = Math.min(MINUTES_PER_DAY, span.end);
  return {
    left: minutesToPixels(start),
    width: minutesToPixels(Math.max(0, end - start)),
    continuesBefore: span.start < 0,
    continuesAfter: span.end > MINUTES_PER_DAY,
  };
}
