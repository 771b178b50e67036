/** A work section's times as the roster and the engine hold them: local HH:mm with the Previous/Next Day flags. */
export interface TimedSection {
  start: string;
  end: string;
  startType?: 'Previous' | 'Today';
  endType?: 'Today' | 'NextDay';
}

export const MINUTES_PER_DAY = 24 * 60;

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** HH:mm as minutes after midnight; null when it is not a time of day. */
export function minutesOfDay(time: string): number | null {
  const match = HH_MM.exec(time);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * The section as minutes from its day's midnight: a Previous Day start counts a day back, a Next Day end a day
 * forward (spec 001 §4 "Overnight sections"). Times that are not HH:mm give null.
 */
export function sectionSpan(section: TimedSection): { start: number; end: number } | null {
  const start = minutesOfDay(section.start);
  const end = minutesOfDay(section.end);
  if (start === null || end === null) return null;
  return {
    start: start - (section.startType === 'Previous' ? MINUTES_PER_DAY : 0),
    end: end + (section.endType === 'NextDay' ? MINUTES_PER_DAY : 0),
  };
}
