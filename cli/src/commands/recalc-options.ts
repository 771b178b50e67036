// The values the recalc commands take on their command lines: employee or structure node ids, and local dates.

import { UsageError } from '../api.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Ids from repeated or comma-joined flags; a UsageError names the first that is not an id. */
export function collectIds(flag: string, values: string[] | undefined): string[] {
  const list = (values ?? [])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
  const bad = list.find((id) => !UUID.test(id));
  if (bad !== undefined)
    throw new UsageError(`${flag} must be an id such as 3f0c6c1e-6a43-4f7e-9a43-1d2f7b0d9c11 (got "${bad}")`);
  return list;
}

/** A real calendar date as YYYY-MM-DD; a UsageError naming the flag otherwise. */
export function localDate(flag: string, value: string | undefined): string {
  const text = value?.trim();
  if (!text) throw new UsageError(`${flag} is required`);
  const match = LOCAL_DATE.exec(text);
  const [year, month, day] = (match?.slice(1) ?? []).map(Number);
  const real =
    match !== null &&
    year !== undefined &&
    month !== undefined &&
    day !== undefined &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (!real) throw new UsageError(`${flag} must be a date as YYYY-MM-DD (got "${value}")`);
  return text;
}
