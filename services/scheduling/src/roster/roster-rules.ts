import { createHash } from 'node:crypto';
import { firstOverlap, LOCKED_SECTION_TYPE, sectionSpan } from '@rollcall/contracts';
import type { StoredSection } from '../schedule-days/stored-section.js';

/** One employee's day as the roster changes it. */
export interface RosterDayState {
  offDay: boolean;
  sections: StoredSection[];
}

/**
 * The day's sections, each with an id: days written before sections carried one (the demo seed, older templates)
 * get one derived from the employee, date and place on the day, the same on every read, and kept once the day is
 * written back, so their bars can be moved and deleted like any other.
 */
export function withSectionIds(employeeId: string, date: string, sections: readonly StoredSection[]): StoredSection[] {
  return sections.map((section, index) =>
    section.id ? section : { ...section, id: derivedId(`${employeeId} ${date} ${index} ${section.start}`) },
  );
}

function derivedId(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  // a version-5-shaped UUID, so it passes the same checks as any section id
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A shift definition's times and looks as a section of a day (spec: baseShiftWorksectionId is `shiftId`). */
export function sectionOfShift(
  shift: {
    id: string;
    labelName: string | null;
    colorCode: string | null;
    departmentId: string;
    startTime: string;
    endTime: string;
    startTimeType: 'Previous' | 'Today';
    endTimeType: 'Today' | 'NextDay';
    breakTime: number;
  },
  id: string,
): StoredSection {
  return {
    id,
    shiftId: shift.id,
    labelName: shift.labelName,
    colorCode: shift.colorCode,
    type: null,
    start: shift.startTime,
    end: shift.endTime,
    startType: shift.startTimeType,
    endType: shift.endTimeType,
    breakMinutes: shift.breakTime,
    positionId: shift.departmentId,
  };
}

export const EMPTY_DAY: RosterDayState = { offDay: false, sections: [] };

export type PlaceRefusal = 'conflict';
export type TakeRefusal = 'noSection' | 'locked';

/**
 * The day with `section` added (spec 001 §4 "Roster drag"): refused when it overlaps a section already there; an
 * off day stops being one (the shift dropped on it replaces the Off Day).
 */
export function placeSection(day: RosterDayState, section: StoredSection): RosterDayState | PlaceRefusal {
  const current = day.offDay ? [] : day.sections;
  if (firstOverlap(section, current)) return 'conflict';
  return { offDay: false, sections: [...current, section].sort(byStart) };
}

/** The day without the section of this id: refused when there is none, or it is a locked entry. */
export function takeSection(
  day: RosterDayState,
  sectionId: string,
): { day: RosterDayState; section: StoredSection } | TakeRefusal {
  const section = day.sections.find((s) => s.id === sectionId);
  if (!section) return 'noSection';
  if (section.type === LOCKED_SECTION_TYPE) return 'locked';
  return { day: { offDay: day.offDay, sections: day.sections.filter((s) => s !== section) }, section };
}

/** The Off Day entry replaces the day's sections; a day holding a locked entry keeps it (refused). */
export function offDayOf(day: RosterDayState): RosterDayState | TakeRefusal {
  if (day.sections.some((s) => s.type === LOCKED_SECTION_TYPE)) return 'locked';
  return { offDay: true, sections: [] };
}

/** What handleScheduleByShift makes of a shift's sections: its looks now, or nothing (taken off the day). */
export type ByShiftChange =
  { action: 'update'; labelName: string | null; colorCode: string | null; breakMinutes: number } | { action: 'delete' };

/**
 * The day with the sections placed from shift `shiftId` brought in line with it: on update they take its label,
 * colour and break (what an edit of a shift may change), on delete they are taken off; locked entries stay as they
 * are. Null when nothing changes.
 */
export function dayByShift(day: RosterDayState, shiftId: string, change: ByShiftChange): RosterDayState | null {
  const placed = (s: StoredSection) => s.shiftId === shiftId && s.type !== LOCKED_SECTION_TYPE;
  if (change.action === 'delete') {
    const kept = day.sections.filter((s) => !placed(s));
    return kept.length === day.sections.length ? null : { offDay: day.offDay, sections: kept };
  }
  let changed = false;
  const sections = day.sections.map((s) => {
    if (!placed(s)) return s;
    const looks = { labelName: change.labelName, colorCode: change.colorCode, breakMinutes: change.breakMinutes };
    if (s.labelName === looks.labelName && s.colorCode === looks.colorCode && s.breakMinutes === looks.breakMinutes)
      return s;
    changed = true;
    return { ...s, ...looks };
  });
  return changed ? { offDay: day.offDay, sections } : null;
}

function byStart(a: StoredSection, b: StoredSection): number {
  return (sectionSpan(a)?.start ?? 0) - (sectionSpan(b)?.start ?? 0);
}
