// The exception list's types and what the screen calls them (spec 001 §2, §9).
import { addDays } from '../kit/dates';

export const EXCEPTION_LIST_TYPES = [
  'AllException',
  'LateArrival',
  'EarlyDeparture',
  'Absent',
  'MissingPunch',
  'LongBreak',
  'UnscheduleWork',
  'UnscheduleBreak',
  'UnprovedOvertime',
  'EarlyArrival',
  'LateDeparture',
  'MissingBreak',
  'MissingJob',
  'AllReviewed',
] as const;
export type ExceptionListType = (typeof EXCEPTION_LIST_TYPES)[number];

const LABELS: Record<ExceptionListType, string> = {
  AllException: 'All Exception',
  LateArrival: 'Late Arrival',
  EarlyDeparture: 'Early Departure',
  Absent: 'Absent',
  MissingPunch: 'Missing Punch',
  LongBreak: 'Long Break',
  UnscheduleWork: 'Unscheduled Work',
  UnscheduleBreak: 'Unscheduled Break',
  UnprovedOvertime: 'Unproved Overtime',
  EarlyArrival: 'Early Arrival',
  LateDeparture: 'Late Departure',
  MissingBreak: 'Missing Break',
  MissingJob: 'Missing Job',
  AllReviewed: 'All Reviewed',
};

/** A type as the screen names it. */
export function typeLabel(type: string): string {
  return (LABELS as Record<string, string>)[type] ?? type;
}

/** The subtitle of a type's list (spec 001 §2). */
export function subtitleOf(type: ExceptionListType): string {
  if (type === 'AllException') return 'Pay Period Exception';
  if (type === 'AllReviewed') return 'All Reviewed Exceptions';
  return 'Daily Exception';
}

/** Edit Shift is offered for these types, on a row with a shift (spec 001 §2). */
export function offersEditShift(type: string, shiftId: string | null): boolean {
  return shiftId !== null && ['EarlyArrival', 'LateDeparture', 'UnscheduleWork'].includes(type);
}

export interface ExceptionSearch {
  type: ExceptionListType;
  startDate: string;
  endDate: string;
}

/** The presets: Previous (8 days ago to yesterday) and Current (yesterday to today). */
export function presetRange(preset: 'Previous' | 'Current', today: string): { startDate: string; endDate: string } {
  return preset === 'Previous'
    ? { startDate: addDays(today, -8), endDate: addDays(today, -1) }
    : { startDate: addDays(today, -1), endDate: today };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The search the URL query holds (type, startDate, endDate); the defaults: every exception, yesterday to today. */
export function searchFromQuery(params: URLSearchParams, today: string): ExceptionSearch {
  const type = params.get('type') ?? '';
  const start = params.get('startDate') ?? '';
  const end = params.get('endDate') ?? '';
  const current = presetRange('Current', today);
  return {
    type: (EXCEPTION_LIST_TYPES as readonly string[]).includes(type) ? (type as ExceptionListType) : 'AllException',
    startDate: DATE.test(start) ? start : current.startDate,
    endDate: DATE.test(end) ? end : current.endDate,
  };
}
