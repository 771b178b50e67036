import { createHash } from 'node:crypto';
import type { XeroTimesheetLine } from './xero-payroll.js';

// The Xero timesheets of a pay period (POST /payrolltransfer/xeroApiPay), pure: one line per date and earnings
// rate, and what keeps a line or a timesheet from being sent.

/** A calculated day's pay types as calc.day.calculated.v1 carries them. */
export interface DayPayTypes {
  date: string;
  payTypes: readonly { payTypeId: string; minutes?: number; units?: number }[];
}

/** Minutes in hundredths of an hour, rounded half away from zero (as the export files write hours). */
export function hoursHundredths(minutes: number): number {
  const sign = minutes < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(minutes) * 10 + 3) / 6);
}

/**
 * An employee's timesheet lines for the days: per date and earnings rate, the hours of the pay types paid by that
 * rate (minutes summed, then rounded to hundredths of an hour) plus their units; lines of nothing are left out.
 * A pay type with no earnings rate is named in `withoutRate` and sends nothing.
 */
export function timesheetLines(
  days: readonly DayPayTypes[],
  rateOf: (payTypeId: string) => string | null,
): { lines: XeroTimesheetLine[]; withoutRate: string[] } {
  const amounts = new Map<string, { date: string; earningsRateID: string; minutes: number; hundredths: number }>();
  const withoutRate = new Set<string>();
  for (const day of days) {
    for (const p of day.payTypes) {
      if (!(p.minutes ?? 0) && !(p.units ?? 0)) continue;
      const rate = rateOf(p.payTypeId);
      if (!rate) {
        withoutRate.add(p.payTypeId);
        continue;
      }
      const key = `${day.date}|${rate}`;
      const amount = amounts.get(key) ?? { date: day.date, earningsRateID: rate, minutes: 0, hundredths: 0 };
      amount.minutes += p.minutes ?? 0;
      amount.hundredths += Math.round((p.units ?? 0) * 100);
      amounts.set(key, amount);
    }
  }
  const lines = [...amounts.values()]
    .map((a) => ({
      date: a.date,
      earningsRateID: a.earningsRateID,
      numberOfUnits: (hoursHundredths(a.minutes) + a.hundredths) / 100,
    }))
    .filter((l) => l.numberOfUnits !== 0)
    .sort((a, b) => (a.date === b.date ? (a.earningsRateID < b.earningsRateID ? -1 : 1) : a.date < b.date ? -1 : 1));
  return { lines, withoutRate: [...withoutRate].sort() };
}

/**
 * The Idempotency-Key of one timesheet's POST within one export: the same on each retry of that POST (a 429
 * waited out, a lost answer), another for the next export, which replaces the timesheet rather than replaying it.
 */
export function timesheetIdempotencyKey(exportId: string, payPeriodId: string, employeeId: string): string {
  return createHash('sha256').update(`${exportId}|${payPeriodId}|${employeeId}`).digest('hex');
}

/** The text of the console's toast over the reasons list. */
export const XERO_EXPORT_FINISHED = 'Export to Xero finished';
export const XERO_EXPORT_FAILED = 'Export to Xero failed';

/** A second export of the company while one runs (409 exportRunning). */
export const XERO_EXPORT_BUSY =
  'An export to Xero is already running for this company. Send again once it has finished.';

/** The console's text when the export goes on after the answer. */
export function xeroExportContinues(sent: number, total: number): string {
  return `Export to Xero continues in the background: ${sent} of ${total} timesheets sent so far; its result follows on the Sync Results page.`;
}
