import { DateTime } from 'luxon';

export const SYNC_RESULT_STATUSES = ['success', 'warning', 'error'] as const;
export type SyncResultStatus = (typeof SYNC_RESULT_STATUSES)[number];

/** What was synchronised; the integrations record only these, and the console offers them in its Type filter. */
export const SYNC_RESULT_TYPES = [
  'Employees',
  'Jobs',
  'Tasks',
  'Timesheets',
  'Job Costing',
  'Payroll',
  'Pay Types',
  'Leave Balances',
] as const;
export type SyncResultType = (typeof SYNC_RESULT_TYPES)[number];

export const SYNC_MESSAGE_MAX = 10_000;
/** A search answers at most this many results, newest first. */
export const SYNC_RESULTS_LIMIT = 2000;
/** The error count covers this many days up to now unless a range is given. */
export const ERROR_COUNT_DEFAULT_DAYS = 7;

export interface SyncResultInput {
  type: string;
  status: string;
  message: string;
  /** when the sync ran; now when left out */
  date?: Date;
}

/** Every problem of a result to record; empty when it can be recorded. */
export function syncResultProblems(input: SyncResultInput): string[] {
  const problems: string[] = [];
  if (!(SYNC_RESULT_TYPES as readonly string[]).includes(input.type)) {
    problems.push(`type must be one of ${SYNC_RESULT_TYPES.join(', ')}`);
  }
  if (!(SYNC_RESULT_STATUSES as readonly string[]).includes(input.status)) {
    problems.push('status must be one of success, warning, error');
  }
  if (input.message.length > SYNC_MESSAGE_MAX) problems.push(`message must be at most ${SYNC_MESSAGE_MAX} characters`);
  if (input.date && Number.isNaN(input.date.getTime())) problems.push('date must be a valid instant');
  return problems;
}

export interface InstantRange {
  from: Date | null;
  /** exclusive */
  to: Date | null;
}

/**
 * The instants covered by whole local days startDate..endDate (YYYY-MM-DD, both included) in `zone`; either end
 * may be open. Null when a date or the zone is not valid, or the range runs backwards.
 */
export function dayRange(
  startDate: string | undefined,
  endDate: string | undefined,
  zone: string,
): InstantRange | null {
  const day = (text: string): DateTime | null => {
    const parsed = DateTime.fromISO(text, { zone });
    return /^\d{4}-\d{2}-\d{2}$/.test(text) && parsed.isValid ? parsed.startOf('day') : null;
  };
  if (!DateTime.local().setZone(zone).isValid) return null;
  const start = startDate ? day(startDate) : null;
  const end = endDate ? day(endDate) : null;
  if ((startDate && !start) || (endDate && !end)) return null;
  if (start && end && end < start) return null;
  return { from: start ? start.toJSDate() : null, to: end ? end.plus({ days: 1 }).toJSDate() : null };
}
