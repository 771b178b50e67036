// The span an overtime threshold counts over: the day (Daily), the Monday-to-Sunday week (Weekly) or the pay
// period (PayPeriod). The engine counts a threshold only over the days of `range` (minutes reported on days before
// the range are not in its input), so a caller computing Weekly or PayPeriod overtime passes whole spans:
// `calculationRangeFor` widens a range to them.
import type { PayGroupRules } from '@rollcall/contracts';
import { payPeriodContaining, type PayPeriod } from '../periods/pay-period.js';
import { dateOfDayNumber, dayNumber } from '../time/civil-date.js';

type SpanRules = Pick<
  PayGroupRules,
  'overtimeCalculationType' | 'period' | 'startTime' | 'startDayOfMonth' | 'timeZoneId'
>;

/** Monday of the week of a local date. */
export function mondayOf(date: string): string {
  const n = dayNumber(date);
  // Day number 4 (1970-01-05) is a Monday.
  return dateOfDayNumber(n - ((((n - 4) % 7) + 7) % 7));
}

/** The span of the overtime threshold containing a local date. `None` and `Daily` give the day itself. */
export function overtimeSpanContaining(date: string, rules: SpanRules, timeZone?: string): PayPeriod {
  switch (rules.overtimeCalculationType) {
    case 'Weekly': {
      const from = mondayOf(date);
      return { from, to: dateOfDayNumber(dayNumber(from) + 6) };
    }
    case 'PayPeriod':
      return payPeriodContaining(date, rules, timeZone);
    default:
      return { from: date, to: date };
  }
}

/**
 * The range to calculate so that every overtime threshold of `range` sees its whole week or pay period: from the
 * start of the span containing `range.from` to the end of the span containing `range.to`. The caller calculates
 * this range and keeps the days it wants.
 */
export function calculationRangeFor(
  range: { from: string; to: string },
  rules: SpanRules,
  timeZone?: string,
): { from: string; to: string } {
  return {
    from: overtimeSpanContaining(range.from, rules, timeZone).from,
    to: overtimeSpanContaining(range.to, rules, timeZone).to,
  };
}
