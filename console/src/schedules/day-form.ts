// A schedule day as the template editor and the employee schedule edit it (spec 001 §2 "Day Modify", §4): Copy
// From and off day, and the sections added, changed and removed. Held here until the screen saves.
import { dayHours, newSectionRefusal, roundHours } from '@rollcall/contracts/roster';
import { sortedSections, timedOf, type SectionDraft } from '../work-sections/section-form';

export interface DayDraft {
  isOffDay: boolean;
  workSections: SectionDraft[];
}

/** A day column of the grid. */
export interface GridDay extends DayDraft {
  /** the rule's number (a template) or its date (an employee) */
  key: string;
  title: string;
  /** in a closed pay period: cannot be opened for editing */
  isClosed: boolean;
  modified: boolean;
}

export const COPY_CUSTOM = 'custom';

/** Day Modify's Copy From: custom, or any day before this one. */
export function copyFromOptions(days: readonly GridDay[], key: string): { value: string; label: string }[] {
  const at = days.findIndex((d) => d.key === key);
  return [
    { value: COPY_CUSTOM, label: 'Custom' },
    ...days.slice(0, Math.max(0, at)).map((d) => ({ value: d.key, label: d.title })),
  ];
}

/**
 * The day after Day Modify: copying takes the chosen day's sections (as new sections) and its off-day flag;
 * custom keeps the sections, and making it an off day clears them.
 */
export function modifiedDay(day: DayDraft, change: { copyFrom: DayDraft | null; isOffDay: boolean }): DayDraft {
  const { copyFrom } = change;
  if (copyFrom) {
    return {
      isOffDay: copyFrom.isOffDay,
      workSections: copyFrom.isOffDay ? [] : copyFrom.workSections.map((s, i) => ({ ...s, key: i + 1, id: null })),
    };
  }
  return change.isOffDay ? { isOffDay: true, workSections: [] } : { isOffDay: false, workSections: day.workSections };
}

/** Why New Section is refused on this day (an off day; a second section without multi-shift), or null. */
export function newSectionProblem(day: DayDraft, multiShift: boolean): string | null {
  return newSectionRefusal({ isOffDay: day.isOffDay, sections: day.workSections.length }, multiShift);
}

/** The day with the section put in (in its place when it was there), sorted by start. */
export function withSection(day: DayDraft, section: SectionDraft): DayDraft {
  const others = day.workSections.filter((s) => s.key !== section.key);
  return { ...day, workSections: sortedSections([...others, section]) };
}

export function withoutSection(day: DayDraft, key: number): DayDraft {
  return { ...day, workSections: day.workSections.filter((s) => s.key !== key) };
}

/** The day's scheduled hours, the breaks taken off (the roster's sum; an off day has none), to 2 decimals. */
export function workingHours(day: DayDraft): number {
  if (day.isOffDay) return 0;
  return roundHours(dayHours(day.workSections.map((s) => ({ ...timedOf(s), breakMinutes: Number(s.breakTime) || 0 }))));
}
