import { isLocalDate } from '../engine/engine-input-formats.js';
import { addDays, daysBetween } from './roster-dates.js';

/** The longest range Copy Roster takes at once: five weeks (the roster shows a week; a pay period at most 31 days). */
export const COPY_ROSTER_MAX_DAYS = 35;

export type CopyRosterProblem =
  'fromRequired' | 'pasteRequired' | 'rangeReversed' | 'rangeTooLong' | 'pasteOutsideWindow';

/**
 * The paste-to dates Copy Roster offers (spec 001 §5): within the source range's length of days before or after
 * it, and never a date that would paste onto the days being copied. For a range of L days from F to E that is F − L,
 * or E + 1 … E + L.
 */
export function copyWindow(fromDate: string, endDate: string): { earliest: string; latest: string; length: number } {
  const length = daysBetween(fromDate, endDate) + 1;
  return { earliest: addDays(fromDate, -length), latest: addDays(endDate, length), length };
}

export function pasteDateAllowed(fromDate: string, endDate: string, beginDate: string): boolean {
  const { earliest, latest, length } = copyWindow(fromDate, endDate);
  if (beginDate < earliest || beginDate > latest) return false;
  // the pasted days [begin, begin + L − 1] must not touch the copied days [from, end]
  return addDays(beginDate, length - 1) < fromDate || beginDate > endDate;
}

/** Why a Copy Roster request cannot run, or null when it can. */
export function copyRosterProblem(fromDate: string, endDate: string, beginDate: string): CopyRosterProblem | null {
  if (!isLocalDate(fromDate) || !isLocalDate(endDate)) return 'fromRequired';
  if (!isLocalDate(beginDate)) return 'pasteRequired';
  if (endDate < fromDate) return 'rangeReversed';
  if (daysBetween(fromDate, endDate) + 1 > COPY_ROSTER_MAX_DAYS) return 'rangeTooLong';
  if (!pasteDateAllowed(fromDate, endDate, beginDate)) return 'pasteOutsideWindow';
  return null;
}
