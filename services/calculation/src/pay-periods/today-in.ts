import { DateTime } from 'luxon';

/** Today's local date in an IANA zone (UTC when the zone is unknown). */
export function todayIn(zone: string, now: Date = new Date()): string {
  const local = DateTime.fromJSDate(now, { zone });
  return (local.isValid ? local.toISODate() : null) ?? now.toISOString().slice(0, 10);
}
