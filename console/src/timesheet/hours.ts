import type { PayTypeTime, PunchPair } from '@rollcall/api-client';
import { DateTime } from 'luxon';

/** Hours shown to people: minutes / 60 to 2 decimals (docs/api.md). */
export function hours(minutes: number): string {
  return (minutes / 60).toFixed(2);
}

/** A pay-type figure: hours for a time-based pay type, the count for a unit-based one (an allowance). */
export function payTypeAmount(pay: Pick<PayTypeTime, 'minutes' | 'units'>): string {
  if (pay.minutes !== undefined) return hours(pay.minutes);
  if (pay.units !== undefined) return `${pay.units} ${pay.units === 1 ? 'unit' : 'units'}`;
  return hours(0);
}

/** A pair end as local HH:mm: the server's local time, else the instant read in the employee's zone. */
export function localTime(
  local: string | null | undefined,
  instant: string | null | undefined,
  zone: string,
): string | null {
  if (local) return local;
  if (!instant) return null;
  const at = DateTime.fromISO(instant, { zone });
  return at.isValid ? at.toFormat('HH:mm') : null;
}

export function pairTimes(pair: PunchPair, zone: string): { in: string | null; out: string | null } {
  return { in: localTime(pair.localIn, pair.ptimeIn, zone), out: localTime(pair.localOut, pair.ptimeOut, zone) };
}
