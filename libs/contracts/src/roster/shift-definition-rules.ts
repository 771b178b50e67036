import { sectionSpan, type TimedSection } from './section-minutes.js';

/** Spec 001 §3 WorkSection type: a locked entry (not draggable or deletable) and an off day. */
export const LOCKED_SECTION_TYPE = 2;
export const OFF_DAY_SECTION_TYPE = 3;
export const LOCKED_COLOUR = '#2b2d30';

/** Spec 001 §9: the synthetic Off Day entry of the shift list, and the colour presets of the shift form. */
export const OFF_DAY_LABEL = 'Off Day';
export const OFF_DAY_COLOUR = '#A2A2A2';
export const OFF_DAY_SHIFT_ID = 'offDay';
export const SHIFT_COLOUR_PRESETS = ['#2EBB7C', '#52C41A', '#1890FF', '#FAAD14', '#FF4D4F', '#4A4A4F', '#0F0F1A'];
export const SHIFT_LABEL_MAX = 50;
/** A break longer than a day is a typo. */
export const SHIFT_BREAK_MAX_MINUTES = 24 * 60;

export type ShiftProblem = 'positionRequired' | 'startRequired' | 'endRequired' | 'endNotLater' | 'breakTooLong';

export interface ShiftTimes extends TimedSection {
  departmentId?: string | null;
  breakMinutes?: number | null;
}

/** Spec 001 §5 "Roster shift create": Position, Start and End required; End later than Start with the day flags. */
export function shiftProblem(shift: ShiftTimes): ShiftProblem | null {
  if (!shift.departmentId) return 'positionRequired';
  if (!shift.start) return 'startRequired';
  if (!shift.end) return 'endRequired';
  const span = sectionSpan(shift);
  if (!span || span.end <= span.start) return 'endNotLater';
  if ((shift.breakMinutes ?? 0) >= span.end - span.start) return 'breakTooLong';
  return null;
}

export interface ListedShift extends TimedSection {
  id: string;
  departmentName: string;
  labelName?: string | null;
}

/**
 * Spec 001 §2 "Weekly roster": the Off Day entry first, then by department name, then start time (a Previous Day
 * start is earlier than any Today start), then label and id so the order never changes between reads.
 */
export function compareShifts(a: ListedShift, b: ListedShift): number {
  const offDay = Number(b.id === OFF_DAY_SHIFT_ID) - Number(a.id === OFF_DAY_SHIFT_ID);
  if (offDay !== 0) return offDay;
  const byDepartment = a.departmentName.localeCompare(b.departmentName, 'en', { sensitivity: 'base' });
  if (byDepartment !== 0) return byDepartment;
  const startA = sectionSpan(a)?.start ?? 0;
  const startB = sectionSpan(b)?.start ?? 0;
  if (startA !== startB) return startA - startB;
  return (a.labelName ?? '').localeCompare(b.labelName ?? '') || a.id.localeCompare(b.id);
}

export function sortShifts<T extends ListedShift>(shifts: readonly T[]): T[] {
  return [...shifts].sort(compareShifts);
}
