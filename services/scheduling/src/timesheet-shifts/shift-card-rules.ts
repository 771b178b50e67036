import { LOCKED_SECTION_TYPE, sectionsOverlap, sectionsOverlapAcrossDays, sectionSpan } from '@rollcall/contracts';
import type { RosterDayState } from '../roster/roster-rules.js';
import { isWorkSection, type StoredSection } from '../schedule-days/stored-section.js';
import type { ShiftCardRefusal } from './shift-card.answers.js';

/** A change the timesheet's shift modal makes to one employee's day. */
export type ShiftCardChange =
  | { kind: 'add'; section: StoredSection }
  | { kind: 'modify'; sectionId: string; section: StoredSection }
  | { kind: 'delete'; sectionId: string };

/** The day and its neighbours, whose overnight and early sections a changed section must not overlap. */
export interface DayAndNeighbours {
  before: RosterDayState;
  day: RosterDayState;
  after: RosterDayState;
}

const SHIFT_KEY = /^(\d{4}-\d{2}-\d{2})#(\d+)$/;

/**
 * The section a timesheet shift key (`<date>#<index>`, the engine's: the index among the day's work sections)
 * names on `date`'s stored day, or null.
 */
export function sectionOfShiftKey(day: RosterDayState, date: string, shiftKey: string): StoredSection | null {
  const match = SHIFT_KEY.exec(shiftKey);
  if (!match || match[1] !== date || day.offDay) return null;
  return day.sections.filter(isWorkSection)[Number(match[2])] ?? null;
}

/**
 * The day after the change (spec 001 §4 "Shift", §5): a new section is refused on an off day and where it overlaps
 * a section of the day, or an overnight section of the day before, or the day after's sections (the roster's
 * overlap rule); a changed section keeps its id, label and colour and is checked the same way against the others;
 * a locked entry (type 2) is neither changed nor deleted.
 */
export function shiftCardDay(days: DayAndNeighbours, change: ShiftCardChange): RosterDayState | ShiftCardRefusal {
  const { day } = days;
  if (change.kind === 'add') {
    if (day.offDay) return 'offDay';
    const refused = overlapWith(days, change.section, day.sections);
    return refused ?? { offDay: false, sections: sorted([...day.sections, change.section]) };
  }
  const current = day.sections.find((s) => s.id === change.sectionId);
  if (!current || day.offDay) return 'noSection';
  if (current.type === LOCKED_SECTION_TYPE) return 'locked';
  const others = day.sections.filter((s) => s !== current);
  if (change.kind === 'delete') return { offDay: false, sections: others };
  const section: StoredSection = {
    ...change.section,
    id: current.id,
    labelName: current.labelName ?? null,
    colorCode: current.colorCode ?? null,
    type: current.type ?? null,
    shiftId: current.shiftId ?? null,
  };
  const refused = overlapWith(days, section, others);
  return refused ?? { offDay: false, sections: sorted([...others, section]) };
}

function overlapWith(
  days: DayAndNeighbours,
  section: StoredSection,
  sameDay: readonly StoredSection[],
): 'conflict' | null {
  const work = (d: RosterDayState) => (d.offDay ? [] : d.sections.filter(isWorkSection));
  if (sameDay.filter(isWorkSection).some((other) => sectionsOverlap(section, other))) return 'conflict';
  if (work(days.before).some((other) => sectionsOverlapAcrossDays(section, other, -1))) return 'conflict';
  if (work(days.after).some((other) => sectionsOverlapAcrossDays(section, other, 1))) return 'conflict';
  return null;
}

function sorted(sections: StoredSection[]): StoredSection[] {
  return sections.sort((a, b) => (sectionSpan(a)?.start ?? 0) - (sectionSpan(b)?.start ?? 0));
}

/**
 * A section as people read it in its history (the modal's fields; absent ones left out): what a shift change's
 * before and after record.
 */
export function shiftSnapshot(section: StoredSection): Record<string, unknown> {
  const snapshot: Record<string, unknown> = {
    schIn: section.start,
    schOut: section.end,
    previousDay: section.startType === 'Previous',
    nextDay: section.endType === 'NextDay',
    breakMinutes: section.breakMinutes ?? null,
  };
  const fields = {
    mealNotTaken: section.lunchWorkingThrough,
    overrideBreakCalculation: section.overrideBreakCalculation,
    breakCalculationType: section.breakCalculationType,
    breakDeductHours: section.breakTriggerHours,
    breakStartTime: section.breakStartTime,
    overridePayGroup: section.overridePayGroup,
    allowOT: section.allowOT,
    allowEA: section.allowEA,
    allowLD: section.allowLD,
    positionId: section.positionId,
    jobId: section.jobId,
    taskId: section.taskId,
    skillIds: section.skillIds,
    label: section.labelName,
  };
  for (const [key, value] of Object.entries(fields)) if (value !== undefined && value !== null) snapshot[key] = value;
  return snapshot;
}
