// The timesheet's New Shift / Modify Shift form (spec 001 §2, §4 "Shift", §5): the work-section form of the schedule
// screens (section-form.ts, its rules included) opened on a shift of the grid, and the saveShiftCard body. A new
// shift is saved with create true; a scheduled one with create false and its section id; an unscheduled one (punches
// without a schedule) only by 'Save as a Schedule', which adds it to the employee's day.
import type { ShiftCardSaveRequest, WorkShift } from '@rollcall/api-client';
import {
  blankSection,
  sectionBody,
  sectionDraft,
  sectionTimesBody,
  type SectionDraft,
} from '../work-sections/section-form';

/** What the modal edits: a new shift of the day, a scheduled shift, or an unscheduled one. */
export type ShiftOpen =
  | { day: string; kind: 'new' }
  | { day: string; kind: 'scheduled'; shift: WorkShift }
  | { day: string; kind: 'unscheduled'; shift: WorkShift };

/** §9: a new shift's times default to 00:00 to 00:00; its break left blank is the pay group's. */
export function newShiftSection(): SectionDraft {
  return { ...blankSection(1), startTime: '00:00', endTime: '00:00' };
}

/** The form's values for what was opened: a scheduled shift's section, an unscheduled shift's first in and last out. */
export function shiftSection(open: ShiftOpen): SectionDraft {
  if (open.kind === 'new') return newShiftSection();
  const { shift } = open;
  if (open.kind === 'unscheduled')
    return { ...newShiftSection(), startTime: shift.startTime ?? '00:00', endTime: shift.endTime ?? '00:00' };
  return sectionDraft(1, {
    ...shift.section,
    id: shift.schId ?? null,
    startTime: shift.startTime ?? '',
    endTime: shift.endTime ?? '',
  });
}

export function shiftTitle(open: ShiftOpen): string {
  return open.kind === 'new' ? 'New Shift' : 'Modify Shift';
}

/** POST /timesheet/saveShiftCard's body: the section's fields as the schedule screens send them, and the shift. */
export function shiftCardRequest(
  employeeId: string,
  open: ShiftOpen,
  section: SectionDraft,
  reason: string,
): ShiftCardSaveRequest {
  const why = reason.trim();
  // the form's fields as the schedule screens send them; the roster's label, colour and entry type stay with the
  // stored section (the server keeps them), and the day flags and skills typed as this call takes them
  const {
    labelName: _l,
    colorCode: _c,
    type: _t,
    baseShiftWorksectionId: _b,
    skills,
    ...fields
  } = sectionBody(section, false);
  return {
    ...fields,
    ...sectionTimesBody(section),
    ...(skills?.length ? { skills } : {}),
    employeeId,
    day: open.day,
    create: open.kind !== 'scheduled',
    ...(open.kind === 'scheduled'
      ? { workSectionId: open.shift.schId ?? null, workShiftId: open.shift.id }
      : open.kind === 'unscheduled'
        ? { saveAsShift: true }
        : {}),
    ...(why ? { reason: why } : {}),
  };
}
