import type { ScheduleDayChangedV1 } from '@rollcall/contracts';

/** A work section as reports show it: its times with the Previous/Next Day flags, break and label. */
export interface ReportedSection {
  start: string;
  end: string;
  startType?: 'Previous' | 'Today';
  endType?: 'Today' | 'NextDay';
  breakMinutes?: number;
  label: string | null;
}

/** The sections of a schedule.day.changed.v1 with their labels (none on an off day). */
export function reportedSections(day: ScheduleDayChangedV1): ReportedSection[] {
  if (day.offDay) return [];
  return day.sections.map((section, i) => ({
    start: section.start,
    end: section.end,
    ...(section.startType ? { startType: section.startType } : {}),
    ...(section.endType ? { endType: section.endType } : {}),
    ...(section.breakMinutes ? { breakMinutes: section.breakMinutes } : {}),
    label: day.sectionLabels?.[i] ?? null,
  }));
}
