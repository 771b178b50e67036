import type { ScheduleDay } from '@rollcall/contracts';
import { DateTime } from 'luxon';

/** A shift's scheduled start and end as local date-times (YYYY-MM-DDTHH:mm in the employee's zone). */
export interface ScheduledTime {
  start: string;
  end: string;
}

/**
 * The employee's current or next scheduled shift (spec 001 §2 "Next Scheduled Time"): of the schedule days given,
 * the first section, by start, whose end is after `now` (a shift under way counts: it is what they are due at). A
 * section starts on its day (the day before with startType Previous) and ends that day (the next with endType
 * NextDay, or when it ends at or before its start). Off days have none. Null when no section is left.
 */
export function nextScheduled(days: readonly ScheduleDay[], now: number, zone: string): ScheduledTime | null {
  let best: { start: DateTime; end: DateTime } | null = null;
  for (const day of days) {
    if (day.offDay) continue;
    for (const section of day.sections) {
      const base = DateTime.fromISO(day.date, { zone });
      const at = (time: string, plusDays: number) => {
        const [h, m] = time.split(':').map(Number);
        return base.plus({ days: plusDays }).set({ hour: h ?? 0, minute: m ?? 0, second: 0, millisecond: 0 });
      };
      const start = at(section.start, section.startType === 'Previous' ? -1 : 0);
      let end = at(section.end, section.endType === 'NextDay' ? 1 : 0);
      if (end <= start) end = end.plus({ days: 1 });
      if (end.toMillis() <= now) continue;
      if (!best || start < best.start) best = { start, end };
    }
  }
  if (!best) return null;
  const local = (t: DateTime) => t.toFormat("yyyy-MM-dd'T'HH:mm");
  return { start: local(best.start), end: local(best.end) };
}
