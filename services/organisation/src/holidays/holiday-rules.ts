import type { GeneratedHoliday } from './nz-holidays.js';

/** The year a holiday belongs to (names are unique within it): the year of its calendar date. */
export function holidayYear(date: string): number {
  return Number(date.slice(0, 4));
}

/** Why a holiday's dates cannot be saved, or null: the observed date cannot come before the holiday itself. */
export function holidayDatesRefusal(date: string, alterdate: string): 'alterdateBeforeDate' | null {
  return alterdate < date ? 'alterdateBeforeDate' : null;
}

export interface ExistingHoliday {
  name: string;
  date: string;
  sysCode: string | null;
}

/**
 * Whether a generated holiday is already in the company: the same system code in the same year, or the same name
 * (case-insensitive) in the same year, which the save would refuse anyway.
 */
export function alreadyThere(generated: GeneratedHoliday, existing: readonly ExistingHoliday[]): boolean {
  const year = holidayYear(generated.date);
  return existing.some(
    (h) =>
      holidayYear(h.date) === year &&
      ((h.sysCode !== null && h.sysCode === generated.sysCode) ||
        h.name.toLowerCase() === generated.name.toLowerCase()),
  );
}
