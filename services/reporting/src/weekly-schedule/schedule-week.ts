import { daysBetween } from '@rollcall/contracts';

/** The longest range a week's schedule covers: two weeks (a column per day). */
export const SCHEDULE_WEEK_MAX_DAYS = 14;

/** The problems of a startDate–endDate range (already real dates): order and length. */
export function scheduleRangeProblems(startDate: string, endDate: string): { field: string; message: string }[] {
  if (endDate < startDate) return [{ field: 'endDate', message: 'endDate must not be before startDate.' }];
  if (daysBetween(startDate, endDate) + 1 > SCHEDULE_WEEK_MAX_DAYS) {
    return [
      {
        field: 'endDate',
        message: `The schedule covers at most ${SCHEDULE_WEEK_MAX_DAYS} days: endDate must be within ${SCHEDULE_WEEK_MAX_DAYS - 1} days of startDate.`,
      },
    ];
  }
  return [];
}
