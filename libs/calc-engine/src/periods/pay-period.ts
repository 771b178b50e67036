// Pay periods of a pay group, on local dates (YYYY-MM-DD) in the pay group's zone (`timeZoneId`, else the
// employee's). No clock: a period is computed from the date asked about and the pay group's fields only.
//
// - Weekly: 7 days counted from the `startTime` date (the first period's start, in either direction), so a week
//   starts on that date's weekday.
// - Fortnightly: 14 days counted from the `startTime` date the same way.
//   When `startTime` holds no date, both count from Monday 2024-01-01 (Monday-to-Sunday weeks, and fortnights
//   starting on 2024-01-01, 2024-01-15, ...).
// - Monthly: from day `startDayOfMonth` (1–28, default 1) to the day before it in the next month.
// - Bimonthly: twice a month. A month's first period starts on day `startDayOfMonth` (default 1), its second 15
//   days later; each runs to the day before the next start. With 1: the 1st–15th and the 16th–month end.
//
// `startTime` is read as a date: `YYYY-MM-DD` (anything after it, such as `T00:00:00`, is ignored), or
// `DD-MM-YYYY` / `DD/MM/YYYY` (the screen's date format); an instant with an offset or `Z` is placed in the pay
// group's zone first and its local date taken. Anything else (e.g. the old default `00:00`) holds no date.
import type { PayGroupRules } from '@rollcall/contracts';
import { EngineInputError } from '@rollcall/contracts/engine-input-error';
import { dateOfDayNumber, dayNumber } from '../time/civil-date.js';
import { parseIsoInstant } from '../time/parse-instant.js';
import { ZoneClock } from '../time/zone-clock.js';

export interface PayPeriod {
  /** First local date of the period. */
  from: string;
  /** Last local date of the period (inclusive). */
  to: string;
}

export type PayPeriodRules = Pick<PayGroupRules, 'period' | 'startTime' | 'startDayOfMonth' | 'timeZoneId'>;

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const DAY_FIRST = /^(\d{2})[-/](\d{2})[-/](\d{4})$/;
const OFFSET_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
/** Monday 2024-01-01 as a day number: where Weekly and Fortnightly periods count from without a start date. */
const DEFAULT_ANCHOR = 19723;

function realDate(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export function daysInMonth(y: number, m: number): number {
  if (m === 2) return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28;
  return m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
}

function zoneOf(rules: PayPeriodRules, timeZone: string | undefined, field: string): ZoneClock {
  const zone = rules.timeZoneId ?? timeZone;
  if (!zone) throw new EngineInputError(`${field} is an instant: a time zone is needed to read its date`, field);
  try {
    return new ZoneClock(zone);
  } catch {
    throw new EngineInputError(`payGroup.timeZoneId must be an IANA time zone (e.g. Pacific/Auckland)`, field);
  }
}

/** The local date a value names: a date, or an instant placed in the pay group's zone. Null when none. */
function localDateOf(value: string, rules: PayPeriodRules, timeZone: string | undefined, field: string): string | null {
  if (OFFSET_INSTANT.test(value)) {
    const ms = parseIsoInstant(value);
    if (Number.isFinite(ms)) return zoneOf(rules, timeZone, field).localDate(ms);
  }
  const iso = DATE.exec(value);
  if (iso) return realDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dayFirst = DAY_FIRST.exec(value);
  if (dayFirst) return realDate(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]));
  return null;
}

/** The date `startTime` holds (the first period's start), or null when it holds none. */
export function payGroupAnchorDate(rules: PayPeriodRules, timeZone?: string): string | null {
  return localDateOf(rules.startTime, rules, timeZone, 'payGroup.startTime');
}

function startDay(rules: PayPeriodRules): number {
  const day = rules.startDayOfMonth ?? 1;
  if (!Number.isInteger(day) || day < 1 || day > 28) {
    throw new EngineInputError(
      'payGroup.startDayOfMonth must be a whole number from 1 to 28',
      'payGroup.startDayOfMonth',
    );
  }
  return day;
}

const mod = (a: number, n: number) => ((a % n) + n) % n;

/** Day number of day `d` of month `m` (1–12, may run over into the next or previous years) of year `y`. */
function dayOfMonth(y: number, m: number, d: number): number {
  const year = y + Math.floor((m - 1) / 12);
  const month = mod(m - 1, 12) + 1;
  return dayNumber(`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`) + d - 1;
}

function period(fromDay: number, toDay: number): PayPeriod {
  return { from: dateOfDayNumber(fromDay), to: dateOfDayNumber(toDay) };
}

/**
 * The pay period containing `date`: a local date `YYYY-MM-DD` (taken as a date of the pay group's calendar), or an
 * ISO instant with an offset, placed in the pay group's zone (`timeZoneId`, else `timeZone`).
 */
export function payPeriodContaining(date: string, rules: PayPeriodRules, timeZone?: string): PayPeriod {
  const local = localDateOf(date, rules, timeZone, 'date');
  if (local === null) throw new EngineInputError('date must be a local date (YYYY-MM-DD) or an ISO instant', 'date');
  const n = dayNumber(local);
  switch (rules.period) {
    case 'Weekly':
    case 'Fortnightly': {
      const length = rules.period === 'Weekly' ? 7 : 14;
      const anchor = payGroupAnchorDate(rules, timeZone);
      const start = n - mod(n - (anchor === null ? DEFAULT_ANCHOR : dayNumber(anchor)), length);
      return period(start, start + length - 1);
    }
    case 'Monthly': {
      const s = startDay(rules);
      const y = Number(local.slice(0, 4));
      const m = Number(local.slice(5, 7));
      const thisMonth = dayOfMonth(y, m, s);
      const startMonth = n >= thisMonth ? m : m - 1;
      return period(dayOfMonth(y, startMonth, s), dayOfMonth(y, startMonth + 1, s) - 1);
    }
    case 'Bimonthly': {
      const s = startDay(rules);
      const y = Number(local.slice(0, 4));
      const m = Number(local.slice(5, 7));
      const startMonth = n >= dayOfMonth(y, m, s) ? m : m - 1;
      const first = dayOfMonth(y, startMonth, s);
      const second = first + 15;
      const next = dayOfMonth(y, startMonth + 1, s);
      return n < second ? period(first, second - 1) : period(second, next - 1);
    }
  }
}
