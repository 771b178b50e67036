// String formats of the engine input, checked strictly (a real calendar date, a real IANA zone).

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))$/;
const HH_MM_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}

/** `YYYY-MM-DD`, a real calendar date. */
export function isLocalDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  return m !== null && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** An ISO 8601 instant with seconds optional and an explicit `Z` or `±HH:MM` offset. */
export function isIsoInstant(value: string): boolean {
  const m = INSTANT_RE.exec(value);
  if (m === null) return false;
  if (!isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]))) return false;
  if (Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6] ?? 0) > 59) return false;
  if (m[7] !== 'Z' && (Number(m[8]) > 23 || Number(m[9]) > 59)) return false;
  return Number.isFinite(Date.parse(value));
}

/** `HH:mm`, 00:00 to 23:59. */
export function isHourMinute(value: string): boolean {
  return HH_MM_RE.test(value);
}

const zoneCache = new Map<string, boolean>();

/** An IANA time zone name the runtime knows, e.g. `Pacific/Auckland` or `UTC`. */
export function isTimeZone(value: string): boolean {
  const known = zoneCache.get(value);
  if (known !== undefined) return known;
  let ok = value.length > 0 && !/^[+-]/.test(value);
  if (ok) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: value });
    } catch {
      ok = false;
    }
  }
  zoneCache.set(value, ok);
  return ok;
}
