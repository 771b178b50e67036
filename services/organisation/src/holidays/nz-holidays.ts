import {
  addDays,
  day,
  easterSunday,
  FRIDAY,
  isoDate,
  isWeekend,
  MONDAY,
  mondayClosestTo,
  nextWeekdayAfter,
  nthWeekdayOf,
  previousWeekdayBefore,
  TUESDAY,
} from './calendar-days.js';
import { FIRST_MATARIKI_YEAR, LAST_MATARIKI_YEAR, MATARIKI_DATES } from './matariki-dates.js';

/** A generated public holiday: its calendar date and the date it is observed on (the same when not Mondayised). */
export interface GeneratedHoliday {
  sysCode: string;
  name: string;
  /** YYYY-MM-DD */
  date: string;
  /** YYYY-MM-DD */
  alterdate: string;
}

/** The regions with an anniversary day, as the generator names them. */
export const NZ_REGIONS = [
  'Auckland',
  'Northland',
  'Wellington',
  'Nelson',
  'Taranaki',
  "Hawke's Bay",
  'Marlborough',
  'Canterbury',
  'South Canterbury',
  'Westland',
  'Otago',
  'Southland',
  'Chatham Islands',
] as const;
export type NzRegion = (typeof NZ_REGIONS)[number];

/** The region of that name (case and apostrophe style ignored), or null. */
export function nzRegionOf(name: string): NzRegion | null {
  const key = (text: string) => text.toLowerCase().replace(/[’'`\s-]/g, '');
  return NZ_REGIONS.find((region) => key(region) === key(name)) ?? null;
}

export function nzYearRefusal(year: number): string | null {
  if (!Number.isInteger(year) || year < FIRST_MATARIKI_YEAR || year > LAST_MATARIKI_YEAR) {
    return `New Zealand holidays can be generated for the years ${FIRST_MATARIKI_YEAR} to ${LAST_MATARIKI_YEAR} only (the years of the legislated Matariki dates).`;
  }
  return null;
}

export function nzRegionRefusal(region: string): string | null {
  return nzRegionOf(region) ? null : `Unknown region "${region}". Regions: ${NZ_REGIONS.join(', ')}.`;
}

const holiday = (sysCode: string, name: string, date: Date, observed: Date = date): GeneratedHoliday => ({
  sysCode,
  name,
  date: isoDate(date),
  alterdate: isoDate(observed),
});

/**
 * Observed dates of two consecutive holidays (1–2 January, 25–26 December; Holidays Act 2003 ss 45, 45A): a day
 * on a weekend moves to the next weekday that is not already one of the pair, so a Saturday–Sunday pair becomes
 * Monday–Tuesday, and a Sunday first day moves to Tuesday behind a Monday second day.
 */
export function mondayisedPair(first: Date, second: Date): [Date, Date] {
  const taken = new Set([first, second].filter((d) => !isWeekend(d)).map(isoDate));
  const observe = (d: Date): Date => {
    if (!isWeekend(d)) return d;
    let candidate = addDays(d, 1);
    while (isWeekend(candidate) || taken.has(isoDate(candidate))) candidate = addDays(candidate, 1);
    taken.add(isoDate(candidate));
    return candidate;
  };
  return [observe(first), observe(second)];
}

/** Waitangi Day and ANZAC Day: on a weekend, observed the Monday after, from 2014 (Holidays Act s 45B). */
export function mondayisedSingle(date: Date): Date {
  if (date.getUTCFullYear() < 2014 || !isWeekend(date)) return date;
  return nextWeekdayAfter(date, MONDAY);
}

/** Labour Day: the fourth Monday of October. */
export function labourDay(year: number): Date {
  return nthWeekdayOf(year, 10, MONDAY, 4);
}

/** The regional anniversary day as observed in `region` in `year`. */
export function anniversaryDay(region: NzRegion, year: number): GeneratedHoliday {
  const easterMonday = addDays(easterSunday(year), 1);
  const code = `NZ-ANNIV-${region
    .toUpperCase()
    .replace(/'/g, '')
    .replace(/[^A-Z]+/g, '-')}`;
  const make = (name: string, date: Date) => holiday(code, name, date);
  switch (region) {
    case 'Auckland':
    case 'Northland':
      return make(`${region} Anniversary Day`, mondayClosestTo(day(year, 1, 29)));
    case 'Wellington':
      return make('Wellington Anniversary Day', mondayClosestTo(day(year, 1, 22)));
    case 'Nelson':
      return make('Nelson Anniversary Day', mondayClosestTo(day(year, 2, 1)));
    case 'Taranaki':
      return make('Taranaki Anniversary Day', nthWeekdayOf(year, 3, MONDAY, 2));
    case 'Otago': {
      const monday = mondayClosestTo(day(year, 3, 23));
      const observed = isoDate(monday) === isoDate(easterMonday) ? addDays(easterMonday, 1) : monday;
      return make('Otago Anniversary Day', observed);
    }
    case 'Southland':
      return make('Southland Anniversary Day', addDays(easterMonday, 1));
    case 'South Canterbury':
      return make('South Canterbury Anniversary Day', nthWeekdayOf(year, 9, MONDAY, 4));
    case "Hawke's Bay":
      return make("Hawke's Bay Anniversary Day", previousWeekdayBefore(labourDay(year), FRIDAY));
    case 'Marlborough':
      return make('Marlborough Anniversary Day', nextWeekdayAfter(labourDay(year), MONDAY));
    case 'Canterbury': {
      const firstTuesday = nthWeekdayOf(year, 11, TUESDAY, 1);
      return make('Canterbury Anniversary Day (Show Day)', addDays(nextWeekdayAfter(firstTuesday, FRIDAY), 7));
    }
    case 'Westland':
      return make('Westland Anniversary Day', mondayClosestTo(day(year, 12, 1)));
    case 'Chatham Islands':
      return make('Chatham Islands Anniversary Day', mondayClosestTo(day(year, 11, 30)));
  }
}

/**
 * The New Zealand public holidays of `year` for `region`, in date order, each with its observed date. Throws a
 * RangeError with the refusal text for a year outside the Matariki schedule or an unknown region.
 */
export function nzPublicHolidays(year: number, regionName: string): GeneratedHoliday[] {
  const yearProblem = nzYearRefusal(year);
  if (yearProblem) throw new RangeError(yearProblem);
  const region = nzRegionOf(regionName);
  if (!region) throw new RangeError(nzRegionRefusal(regionName) ?? 'Unknown region.');
  const easter = easterSunday(year);
  const [newYear, dayAfterNewYear] = [day(year, 1, 1), day(year, 1, 2)];
  const [christmas, boxingDay] = [day(year, 12, 25), day(year, 12, 26)];
  const newYearPair = mondayisedPair(newYear, dayAfterNewYear);
  const christmasPair = mondayisedPair(christmas, boxingDay);
  const waitangi = day(year, 2, 6);
  const anzac = day(year, 4, 25);
  const [matarikiMonth, matarikiDay] = MATARIKI_DATES[year] ?? [0, 0];
  const holidays = [
    holiday('NZ-NEWYEAR', "New Year's Day", newYear, newYearPair[0]),
    holiday('NZ-NEWYEAR2', "Day after New Year's Day", dayAfterNewYear, newYearPair[1]),
    holiday('NZ-WAITANGI', 'Waitangi Day', waitangi, mondayisedSingle(waitangi)),
    holiday('NZ-GOODFRIDAY', 'Good Friday', addDays(easter, -2)),
    holiday('NZ-EASTERMONDAY', 'Easter Monday', addDays(easter, 1)),
    holiday('NZ-ANZAC', 'ANZAC Day', anzac, mondayisedSingle(anzac)),
    holiday(
      'NZ-KINGSBIRTHDAY',
      year >= 2023 ? "King's Birthday" : "Queen's Birthday",
      nthWeekdayOf(year, 6, MONDAY, 1),
    ),
    holiday('NZ-MATARIKI', 'Matariki', day(year, matarikiMonth, matarikiDay)),
    holiday('NZ-LABOUR', 'Labour Day', labourDay(year)),
    holiday('NZ-CHRISTMAS', 'Christmas Day', christmas, christmasPair[0]),
    holiday('NZ-BOXING', 'Boxing Day', boxingDay, christmasPair[1]),
    anniversaryDay(region, year),
  ];
  return holidays.sort((a, b) => a.date.localeCompare(b.date) || a.sysCode.localeCompare(b.sysCode));
}
