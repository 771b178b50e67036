import { addDays, payPeriodContaining } from '@rollcall/calc-engine';
import type { PayGroupRules } from '@rollcall/contracts';

export interface PeriodSpan {
  /** first day, YYYY-MM-DD */
  from: string;
  /** last day, YYYY-MM-DD, inclusive */
  to: string;
}

export interface PayPeriodOf extends PeriodSpan {
  /** the period code shown on the Payroll Transfer screen, e.g. F20261116 */
  code: string;
}

const CODE_PREFIX: Record<PayGroupRules['period'], string> = {
  Weekly: 'W',
  Fortnightly: 'F',
  Monthly: 'M',
  Bimonthly: 'B',
};

/**
 * The pay period of a pay group that contains a local date: the engine's `payPeriodContaining` (Weekly and
 * Fortnightly counted from the pay group's start date, else from Monday 2024-01-01; Monthly from
 * `startDayOfMonth`; Bimonthly in halves), with the code the Payroll Transfer screen shows. `zone` places a
 * start date given as an instant (the pay group's own zone wins).
 */
export function payPeriodOf(date: string, rules: PayGroupRules, zone?: string): PayPeriodOf {
  const span = payPeriodContaining(date, rules, zone);
  return { ...span, code: `${CODE_PREFIX[rules.period] ?? 'P'}${span.from.replace(/-/g, '')}` };
}

/** Every pay period that overlaps `from`..`to`, in order. */
export function payPeriodsCovering(from: string, to: string, rules: PayGroupRules, zone?: string): PayPeriodOf[] {
  const periods: PayPeriodOf[] = [];
  for (let date = from; date <= to;) {
    const period = payPeriodOf(date, rules, zone);
    periods.push(period);
    date = addDays(period.to, 1);
  }
  return periods;
}

/** Where Weekly and Fortnightly periods count from: the start date, else the engine's Monday 2024-01-01. */
const anchorOf = (rules: PayGroupRules): string =>
  /^\d{4}-\d{2}-\d{2}/.test(rules.startTime) ? rules.startTime : '2024-01-01';

/** Whether a pay group's period definition differs (its existing open periods then no longer fit). */
export function samePeriodDefinition(a: PayGroupRules, b: PayGroupRules): boolean {
  return (
    a.period === b.period &&
    anchorOf(a) === anchorOf(b) &&
    (a.startDayOfMonth ?? 1) === (b.startDayOfMonth ?? 1) &&
    (a.timeZoneId ?? null) === (b.timeZoneId ?? null)
  );
}
