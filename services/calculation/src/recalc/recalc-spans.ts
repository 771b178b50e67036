import { calculationRangeFor, dayNumber as toDayNumber } from '@rollcall/calc-engine';
import type { PayGroupRules } from '@rollcall/contracts';
import { payPeriodsCovering, type PeriodSpan } from '../pay-periods/pay-period-of.js';

/** Queued dates this close together are calculated in one engine run rather than two. */
export const MERGE_GAP_DAYS = 7;

/**
 * Overtime that counts beyond a day needs the whole of its counting span in one engine run: a Weekly pay group
 * moves minutes across a Monday-to-Sunday week, a PayPeriod one across its pay period (the engine's
 * `calculationRangeFor`).
 */
export function widenForOvertime(span: PeriodSpan, rules: PayGroupRules, zone?: string): PeriodSpan {
  return calculationRangeFor(span, rules, zone);
}

/**
 * The engine runs for one employee's queued dates: runs of dates no more than MERGE_GAP_DAYS apart become one
 * span, each widened for overtime, and widened spans that then touch are merged. Usually one span. With standard
 * hours as a PayPeriod threshold, each pay period is a span of its own: the threshold is scaled to the period's
 * days (`standardHoursOfThresholdSpan`), and monthly or twice-monthly periods differ in length.
 */
export function spansToCalculate(dates: readonly string[], rules: PayGroupRules, zone?: string): PeriodSpan[] {
  const sorted = [...new Set(dates)].sort();
  const runs: PeriodSpan[] = [];
  for (const date of sorted) {
    const last = runs[runs.length - 1];
    if (last && toDayNumber(date) - toDayNumber(last.to) <= MERGE_GAP_DAYS) last.to = date;
    else runs.push({ from: date, to: date });
  }
  const merged: PeriodSpan[] = [];
  for (const run of runs.map((r) => widenForOvertime(r, rules, zone))) {
    const last = merged[merged.length - 1];
    if (last && toDayNumber(run.from) <= toDayNumber(last.to) + 1) {
      if (run.to > last.to) last.to = run.to;
    } else merged.push({ ...run });
  }
  if (rules.overtimeCalculationType !== 'PayPeriod' || !rules.useStandardHoursAsPeriodOvertimeThreshold) return merged;
  return merged.flatMap((span) =>
    payPeriodsCovering(span.from, span.to, rules, zone).map((p) => ({ from: p.from, to: p.to })),
  );
}
