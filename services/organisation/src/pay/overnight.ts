import type { ScheduleDayChangedV1, ScheduleSection } from '@rollcall/contracts';

/**
 * Whether a scheduled section crosses midnight: it ends at or before its start (22:00–06:00, 00:00–00:00), ends
 * on the next day, or started on the previous one.
 */
export function crossesMidnight(section: ScheduleSection): boolean {
  return section.endType === 'NextDay' || section.startType === 'Previous' || section.end <= section.start;
}

/** Whether a scheduled day has an overnight shift (an off day has none). */
export function hasOvernightShift(day: Pick<ScheduleDayChangedV1, 'offDay' | 'sections'>): boolean {
  return !day.offDay && day.sections.some(crossesMidnight);
}
