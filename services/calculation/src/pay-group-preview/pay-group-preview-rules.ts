// The what-if preview's arithmetic (pure): the pay of each employee, period and pay type before (the stored days)
// and after (the days computed under the unsaved rules), in hundredths of an hour.

/** One day's pay types, as a day result carries them. */
export interface DayPay {
  employeeId: string;
  date: string;
  payTypes: readonly { payTypeId: string; minutes?: number; units?: number }[];
}

export interface PreviewSpan {
  periodCode: string;
  fromDate: string;
  toDate: string;
}

export interface PreviewLine {
  employeeId: string;
  periodCode: string;
  payTypeId: string;
  /** hundredths of an hour (a pay type paid in units: hundredths of a unit) */
  before: number;
  after: number;
  /** of those, the hundredths of an hour (what a cost is worked out on; units are not costed) */
  beforeHours: number;
  afterHours: number;
}

/** Minutes in hundredths of an hour, rounded half away from zero (as the exports write hours). */
function hundredthsOf(minutes: number): number {
  const sign = minutes < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(minutes) * 10 + 3) / 6);
}

/**
 * Sums the days of each side by employee, period and pay type (minutes summed before rounding, plus units) and
 * pairs them: a line for every employee, period and pay type either side pays, none for a day outside the periods.
 * Ordered by employee id, period and pay type id.
 */
export function compareDays(
  periods: readonly PreviewSpan[],
  before: readonly DayPay[],
  after: readonly DayPay[],
): PreviewLine[] {
  const sums = new Map<string, { line: PreviewLine; minutes: [number, number]; units: [number, number] }>();
  const periodOf = new Map<string, PreviewSpan | undefined>();
  const add = (days: readonly DayPay[], side: 0 | 1) => {
    for (const day of days) {
      if (!periodOf.has(day.date)) {
        periodOf.set(
          day.date,
          periods.find((p) => p.fromDate <= day.date && day.date <= p.toDate),
        );
      }
      const period = periodOf.get(day.date);
      if (!period) continue;
      for (const pay of day.payTypes) {
        const key = `${day.employeeId}|${period.periodCode}|${pay.payTypeId}`;
        let sum = sums.get(key);
        if (!sum) {
          sum = {
            line: {
              employeeId: day.employeeId,
              periodCode: period.periodCode,
              payTypeId: pay.payTypeId,
              before: 0,
              after: 0,
              beforeHours: 0,
              afterHours: 0,
            },
            minutes: [0, 0],
            units: [0, 0],
          };
          sums.set(key, sum);
        }
        sum.minutes[side] += pay.minutes ?? 0;
        sum.units[side] += Math.round((pay.units ?? 0) * 100);
      }
    }
  };
  add(before, 0);
  add(after, 1);
  const order = (l: PreviewLine) =>
    `${l.employeeId}|${String(periods.findIndex((p) => p.periodCode === l.periodCode)).padStart(3, '0')}|${l.payTypeId}`;
  return [...sums.values()]
    .map(({ line, minutes, units }) => ({
      ...line,
      before: hundredthsOf(minutes[0]) + units[0],
      after: hundredthsOf(minutes[1]) + units[1],
      beforeHours: hundredthsOf(minutes[0]),
      afterHours: hundredthsOf(minutes[1]),
    }))
    .filter((l) => l.before !== 0 || l.after !== 0)
    .sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
}

/**
 * Cents paid for `hundredths` of an hour at an hourly `rate` (2 decimals) times a pay type's `factor` (3 decimals;
 * none: 1), rounded half away from zero; worked in whole numbers, so no float error decides a half cent.
 */
export function centsFor(hundredths: number, rate: number, factor: number | null): number {
  const product = hundredths * Math.round(rate * 100) * Math.round((factor ?? 1) * 1000);
  const sign = product < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(product) + 50_000) / 100_000);
}

/** A line's cost before and after, in cents, for an employee with a known rate (units are not costed). */
export function lineCost(
  line: Pick<PreviewLine, 'beforeHours' | 'afterHours'>,
  rate: number,
  factor: number | null,
): { before: number; after: number } {
  return { before: centsFor(line.beforeHours, rate, factor), after: centsFor(line.afterHours, rate, factor) };
}
