// The leave modal's pure rules (spec 001 §5 "Leave"): values from a leave, what shows, field errors, the request.
import type { LeaveAnswer, LeaveSaveRequest } from '@rollcall/api-client';
import { isTime } from '../kit/times';
import { LEAVE_MESSAGES } from './leave-messages';

export interface LeaveFormValues {
  employeeId: string;
  typeId: string;
  fromDate: string;
  toDate: string;
  byWorkHours: boolean;
  fromTime: string;
  fromNextDay: boolean;
  toTime: string;
  toNextDay: boolean;
  scheduledDuration: boolean;
  /** hours per day, as typed */
  duration: string;
  skip: boolean;
  skipUnscheduled: boolean;
  description: string;
}

/** A new leave (for an employee and day when opened from the timesheet), or the leave as it stands. */
export function leaveFormValues(
  leave: LeaveAnswer | null,
  start: { employeeId?: string; date?: string } = {},
): LeaveFormValues {
  if (!leave)
    return {
      employeeId: start.employeeId ?? '',
      typeId: '',
      fromDate: start.date ?? '',
      toDate: start.date ?? '',
      byWorkHours: false,
      fromTime: '',
      fromNextDay: false,
      toTime: '',
      toNextDay: false,
      scheduledDuration: true,
      duration: '',
      skip: true,
      skipUnscheduled: true,
      description: '',
    };
  return {
    employeeId: leave.employeeId,
    typeId: leave.typeId,
    fromDate: leave.fromDate,
    toDate: leave.toDate,
    byWorkHours: leave.byWorkHours,
    fromTime: leave.fromTime ?? '',
    fromNextDay: leave.fromDateType === 'NextDay',
    toTime: leave.toTime ?? '',
    toNextDay: leave.toDateType === 'NextDay',
    scheduledDuration: leave.scheduledDuration,
    duration: leave.duration === null || leave.duration === undefined ? '' : String(leave.duration),
    skip: leave.skip,
    skipUnscheduled: leave.skipUnscheduled,
    description: leave.description ?? '',
  };
}

/**
 * A new From Date: a To Date now before it moves with it (the forms open on one day, so choosing a later start
 * alone would otherwise leave the end behind: 'The end date must not be before the start date.').
 */
export function withFromDate<V extends Pick<LeaveFormValues, 'fromDate' | 'toDate'>>(v: V, fromDate: string): V {
  return { ...v, fromDate, toDate: v.toDate && fromDate && v.toDate < fromDate ? fromDate : v.toDate };
}

/** What the modal shows: hours per day only when neither by time range nor by schedule; skip unscheduled not by schedule. */
export function leaveFormVisibility(v: LeaveFormValues) {
  return {
    times: v.byWorkHours,
    hoursPerDay: !v.byWorkHours && !v.scheduledDuration,
    skipUnscheduled: !v.scheduledDuration,
  };
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The form's own rules: Employee, Leave Type and Date required; the time range's order; hours per day 0 to 24. */
export function leaveFormErrors(v: LeaveFormValues, needsEmployee: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  if (needsEmployee && !v.employeeId) errors.employeeId = 'Employee is required.';
  if (!v.typeId) errors.typeId = 'Leave Type is required.';
  if (!v.fromDate) errors.fromDate = 'Date is required.';
  if (v.toDate && v.fromDate && v.toDate < v.fromDate)
    errors.toDate = 'The end date must not be before the start date.';
  if (v.byWorkHours) {
    // a time typed but not HH:mm is no time (kit/TimeField answers the text as typed)
    if (!isTime(v.fromTime)) errors.fromTime = 'From is required.';
    if (!isTime(v.toTime)) errors.toTime = 'To is required.';
    if (!errors.fromTime && !errors.toTime) {
      const from = minutesOf(v.fromTime) + (v.fromNextDay ? 1440 : 0);
      const to = minutesOf(v.toTime) + (v.toNextDay ? 1440 : 0);
      if (to <= from) errors.toTime = LEAVE_MESSAGES.toTimeNotLater;
    }
  }
  if (leaveFormVisibility(v).hoursPerDay && v.duration.trim() !== '') {
    const hours = Number(v.duration);
    if (!Number.isFinite(hours) || hours < 0 || hours > 24)
      errors.duration = 'Hours per day must be a number from 0 to 24.';
  }
  return errors;
}

/** The save's request: only the chosen mode's fields. */
export function leaveSaveBody(id: string | null, v: LeaveFormValues, confirmNegative = false): LeaveSaveRequest {
  const show = leaveFormVisibility(v);
  return {
    id: id ?? 'New',
    ...(v.employeeId ? { employeeId: v.employeeId } : {}),
    typeId: v.typeId,
    fromDate: v.fromDate,
    toDate: v.toDate || v.fromDate,
    byWorkHours: v.byWorkHours,
    ...(v.byWorkHours
      ? {
          fromTime: v.fromTime,
          toTime: v.toTime,
          fromDateType: v.fromNextDay ? 'NextDay' : 'Today',
          toDateType: v.toNextDay ? 'NextDay' : 'Today',
        }
      : {}),
    scheduledDuration: !v.byWorkHours && v.scheduledDuration,
    ...(show.hoursPerDay && v.duration.trim() !== '' ? { duration: Number(v.duration) } : {}),
    skip: v.skip,
    skipUnscheduled: show.skipUnscheduled && v.skipUnscheduled,
    description: v.description.trim() || null,
    ...(confirmNegative ? { confirmNegative: true } : {}),
  };
}

/** Hours with two decimals, as the list and the balances show them. */
export function hoursText(hours: number): string {
  return hours.toFixed(2);
}
