import type { DateTime } from 'luxon';

/**
 * The days the seed punches, in order: Monday to Friday of last week's pay period (the pay group is weekly, from
 * Monday) and of this week's up to yesterday, whatever the day the seed runs, so last week's period can be closed
 * and sent with a full week for every employee (issue 13). Weekends and today stay free of demo punches.
 */
export function demoPunchDays(today: DateTime): DateTime[] {
  const start = today.startOf('day');
  const lastMonday = start.minus({ days: start.weekday - 1 + 7 });
  return Array.from({ length: start.weekday - 1 + 7 }, (_, n) => lastMonday.plus({ days: n })).filter(
    (day) => day.weekday <= 5,
  );
}
