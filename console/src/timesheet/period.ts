import { DateTime } from 'luxon';
import { formatDate } from '../kit/dates';

// Dates of the timesheet period: local calendar dates written YYYY-MM-DD (spec 001 §9: query dates
// YYYY-MM-DD, the week starts on Monday, 7 days by default).

export interface Period {
  fromT: string;
  toT: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function parse(date: string): DateTime {
  return DateTime.fromISO(date, { zone: 'utc' });
}

export function isIsoDate(value: string | null | undefined): value is string {
  return typeof value === 'string' && ISO_DATE.test(value) && parse(value).isValid;
}

/** This Monday to Sunday, for the calendar date `today` (YYYY-MM-DD). */
export function defaultPeriod(today: string): Period {
  const monday = parse(today).startOf('week'); // luxon weeks are ISO weeks: Monday first
  return { fromT: monday.toISODate() ?? today, toT: monday.plus({ days: 6 }).toISODate() ?? today };
}

/** The period asked for in the query string, else the default week. An upside-down range is swapped. */
export function requestedPeriod(fromT: string | null, toT: string | null, today: string): Period {
  if (!isIsoDate(fromT) || !isIsoDate(toT)) return defaultPeriod(today);
  return fromT <= toT ? { fromT, toT } : { fromT: toT, toT: fromT };
}

/** Every date from fromT to toT inclusive. */
export function datesOf(period: Period): string[] {
  const dates: string[] = [];
  const end = parse(period.toT);
  for (let day = parse(period.fromT); day <= end && dates.length < 400; day = day.plus({ days: 1 })) {
    dates.push(day.toISODate() ?? '');
  }
  return dates;
}

/** The period of the same length just before (-1) or after (+1). */
export function shiftPeriod(period: Period, direction: -1 | 1): Period {
  const length = datesOf(period).length;
  const move = (date: string) =>
    parse(date)
      .plus({ days: direction * length })
      .toISODate() ?? date;
  return { fromT: move(period.fromT), toT: move(period.toT) };
}

/** A period for people: DD/MM/YYYY - DD/MM/YYYY. */
export function periodLabel(period: Period): string {
  return `${formatDate(period.fromT)} - ${formatDate(period.toT)}`;
}
