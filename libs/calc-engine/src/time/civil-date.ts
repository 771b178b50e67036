// Calendar arithmetic on local dates `YYYY-MM-DD`, with no Date object and no clock.
// Day numbers count days since 1970-01-01 (H. Hinnant's civil-from-days algorithms).

// Dates repeat heavily across a company's calculations; both conversions are memoised (pure, bounded).
const dayNumberMemo = new Map<string, number>();
const dateMemo = new Map<number, string>();
const MEMO_LIMIT = 100_000;

export function dayNumber(date: string): number {
  const known = dayNumberMemo.get(date);
  if (known !== undefined) return known;
  const n = computeDayNumber(date);
  if (dayNumberMemo.size >= MEMO_LIMIT) dayNumberMemo.clear();
  dayNumberMemo.set(date, n);
  return n;
}

export function dateOfDayNumber(days: number): string {
  const known = dateMemo.get(days);
  if (known !== undefined) return known;
  const date = computeDate(days);
  if (dateMemo.size >= MEMO_LIMIT) dateMemo.clear();
  dateMemo.set(days, date);
  return date;
}

function computeDayNumber(date: string): number {
  let y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const d = Number(date.slice(8, 10));
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

function computeDate(days: number): string {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp + (mp < 10 ? 3 : -9);
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, '0')}-${pad2(m)}-${pad2(d)}`;
}

export function addDays(date: string, days: number): string {
  return dateOfDayNumber(dayNumber(date) + days);
}

/** Every date from `from` to `to`, inclusive. */
export function eachDate(from: string, to: string): string[] {
  const out: string[] = [];
  const last = dayNumber(to);
  for (let n = dayNumber(from); n <= last; n++) out.push(dateOfDayNumber(n));
  return out;
}

/** Days from `from` to `to`, both included (0 when `to` is before `from`). */
export function daysInRange(from: string, to: string): number {
  return Math.max(0, dayNumber(to) - dayNumber(from) + 1);
}

/** Whether `value` is a real calendar date written `YYYY-MM-DD`. */
export function isLocalDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && computeDate(computeDayNumber(value)) === value;
}

/** Minutes after midnight of `HH:mm`. */
export function minutesOfDay(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}
