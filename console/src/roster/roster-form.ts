// The roster's form rules (spec 001 §5): the Create/Edit Shift form, Add Shift to Employees and Copy Roster —
// values from an answer, field errors, and the request bodies.
import {
  copyRosterProblem,
  SHIFT_COLOUR_PRESETS,
  shiftProblem,
  type CopyRosterProblem,
  type ShiftProblem,
} from '@rollcall/contracts/roster';
import { isTime } from '../kit/times';
import { ROSTER_MESSAGES } from './roster-messages';

/** The theme's primary colour: a new shift's default (spec 001 §9). */
export const DEFAULT_SHIFT_COLOUR = SHIFT_COLOUR_PRESETS[0] ?? '#2EBB7C';

export interface ShiftFormValues {
  departmentId: string;
  startTime: string;
  endTime: string;
  previousDay: boolean;
  nextDay: boolean;
  colorCode: string;
  labelName: string;
  /** minutes, as typed */
  breakTime: string;
}

export interface EditedShift {
  id: string;
  department: { id: string };
  startTime: string;
  endTime: string;
  startTimeType: 'Previous' | 'Today';
  endTimeType: 'Today' | 'NextDay';
  colorCode?: string | null;
  labelName?: string | null;
  breakTime: number;
}

/** Spec 001 §4 "Shift modal": create mode when there is no id or it is 'New'. */
export function isCreateMode(shift: { id?: string | null } | null): boolean {
  return !shift?.id || shift.id === 'New';
}

/** A new shift starts 00:00 to 00:00 (spec 001 §9) in the theme colour; an edit shows the shift as it is. */
export function shiftFormValues(shift: EditedShift | null): ShiftFormValues {
  if (!shift || isCreateMode(shift)) {
    return {
      departmentId: '',
      startTime: '00:00',
      endTime: '00:00',
      previousDay: false,
      nextDay: false,
      colorCode: DEFAULT_SHIFT_COLOUR,
      labelName: '',
      breakTime: '0',
    };
  }
  return {
    departmentId: shift.department.id,
    startTime: shift.startTime,
    endTime: shift.endTime,
    previousDay: shift.startTimeType === 'Previous',
    nextDay: shift.endTimeType === 'NextDay',
    colorCode: shift.colorCode ?? DEFAULT_SHIFT_COLOUR,
    labelName: shift.labelName ?? '',
    breakTime: String(shift.breakTime),
  };
}

const SHIFT_PROBLEM_FIELD: Record<ShiftProblem, { field: keyof ShiftFormValues; text: string }> = {
  positionRequired: { field: 'departmentId', text: ROSTER_MESSAGES.positionRequired },
  startRequired: { field: 'startTime', text: ROSTER_MESSAGES.startRequired },
  endRequired: { field: 'endTime', text: ROSTER_MESSAGES.endRequired },
  endNotLater: { field: 'endTime', text: ROSTER_MESSAGES.endNotLater },
  breakTooLong: { field: 'breakTime', text: ROSTER_MESSAGES.breakTooLong },
};

function breakMinutes(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** The form's errors on Save (the spec's form does not validate on change). */
export function shiftFormErrors(values: ShiftFormValues): Record<string, string> {
  const minutes = breakMinutes(values.breakTime);
  if (minutes === null) return { breakTime: 'Break must be a whole number of minutes.' };
  const problem = shiftProblem({
    departmentId: values.departmentId,
    // a time typed but not HH:mm is no time (kit/TimeField answers the text as typed)
    start: isTime(values.startTime) ? values.startTime : '',
    end: isTime(values.endTime) ? values.endTime : '',
    startType: values.previousDay ? 'Previous' : 'Today',
    endType: values.nextDay ? 'NextDay' : 'Today',
    breakMinutes: minutes,
  });
  if (!problem) return {};
  const { field, text } = SHIFT_PROBLEM_FIELD[problem];
  return { [field]: text };
}

export function shiftCreateBody(values: ShiftFormValues) {
  return {
    departmentId: values.departmentId,
    startTime: values.startTime,
    endTime: values.endTime,
    startTimeType: values.previousDay ? ('Previous' as const) : ('Today' as const),
    endTimeType: values.nextDay ? ('NextDay' as const) : ('Today' as const),
    colorCode: values.colorCode || null,
    labelName: values.labelName.trim() || null,
    breakTime: breakMinutes(values.breakTime) ?? 0,
  };
}

/** An edit sends only what it may change: colour, label and break. */
export function shiftUpdateBody(id: string, values: ShiftFormValues) {
  return {
    id,
    colorCode: values.colorCode || null,
    labelName: values.labelName.trim() || null,
    breakTime: breakMinutes(values.breakTime) ?? 0,
  };
}

/** Add Shift to Employees: Date and Employees required (spec 001 §5). */
export function assignShiftErrors(values: { batchStartDate: string; employeeIds: string[] }): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.batchStartDate) errors.batchStartDate = ROSTER_MESSAGES.dateRequired;
  if (values.employeeIds.length === 0) errors.employeeIds = ROSTER_MESSAGES.employeesRequired;
  return errors;
}

export interface CopyRosterValues {
  fromDate: string;
  endDate: string;
  beginDate: string;
}

const COPY_PROBLEM_FIELD: Record<CopyRosterProblem, { field: keyof CopyRosterValues; text: string }> = {
  fromRequired: { field: 'fromDate', text: ROSTER_MESSAGES.copyFromRequired },
  pasteRequired: { field: 'beginDate', text: ROSTER_MESSAGES.pasteRequired },
  rangeReversed: { field: 'fromDate', text: ROSTER_MESSAGES.copyFromRequired },
  rangeTooLong: { field: 'fromDate', text: ROSTER_MESSAGES.copyRangeTooLong },
  pasteOutsideWindow: { field: 'beginDate', text: ROSTER_MESSAGES.pasteOutsideWindow },
};

export function copyRosterErrors(values: CopyRosterValues): Record<string, string> {
  const problem = copyRosterProblem(values.fromDate, values.endDate, values.beginDate);
  if (!problem) return {};
  const { field, text } = COPY_PROBLEM_FIELD[problem];
  return { [field]: text };
}

/** Changing the source range clears the paste date (spec 001 §5). */
export function withCopySource(values: CopyRosterValues, fromDate: string, endDate: string): CopyRosterValues {
  const changed = fromDate !== values.fromDate || endDate !== values.endDate;
  return { fromDate, endDate, beginDate: changed ? '' : values.beginDate };
}
