import { addDays, daysInRange, isLocalDate } from '@rollcall/calc-engine';
import { DEFAULT_PAY_GROUP_RULES, type PayGroupRules } from '@rollcall/contracts';
import { invalidFields } from '@rollcall/platform';
import { payPeriodOf } from '../pay-periods/pay-period-of.js';

/** The dates a list or a count covers for the employees of one pay group (null: employees without one). */
export interface GroupWindow {
  paygroupId: string | null;
  from: string;
  to: string;
}

/** Which dates: a fixed range for everyone, or each pay group's current or previous pay period. */
export type WindowChoice = { range: { from: string; to: string } } | { period: 'Current' | 'Previous' };

/**
 * The windows of a choice: one range for every employee, or per pay group the period containing `today` (Current)
 * or the one before it (Previous). Employees without a pay group follow the default rules' periods.
 */
export function windowsOf(
  choice: WindowChoice,
  today: string,
  payGroups: readonly { id: string; rules: PayGroupRules }[],
): { windows: GroupWindow[] | null; from: string; to: string } {
  if ('range' in choice) return { windows: null, ...choice.range };
  const periodOf = (rules: PayGroupRules) => {
    const current = payPeriodOf(today, rules);
    return choice.period === 'Current' ? current : payPeriodOf(addDays(current.from, -1), rules);
  };
  const windows: GroupWindow[] = [
    ...payGroups.map((g) => ({ paygroupId: g.id, ...pick(periodOf(g.rules)) })),
    { paygroupId: null, ...pick(periodOf(DEFAULT_PAY_GROUP_RULES)) },
  ];
  return {
    windows,
    from: windows.reduce((m, w) => (w.from < m ? w.from : m), windows[0]?.from ?? today),
    to: windows.reduce((m, w) => (w.to > m ? w.to : m), windows[0]?.to ?? today),
  };
}

/** The daily window of the approvals and the exceptions' Current preset: yesterday to today. */
export function dailyWindow(today: string): { from: string; to: string } {
  return { from: addDays(today, -1), to: today };
}

function pick(span: { from: string; to: string }): { from: string; to: string } {
  return { from: span.from, to: span.to };
}

/** The longest range a list or count covers. */
export const MAX_LIST_DAYS = 366;

/** Real dates, not reversed, at most a year: else a 400 naming the field (startDate, endDate). */
export function checkRange(range: { from: string; to: string }): void {
  const problems: { field: string; message: string }[] = [];
  if (!isLocalDate(range.from)) problems.push({ field: 'startDate', message: 'startDate is not a real date' });
  if (!isLocalDate(range.to)) problems.push({ field: 'endDate', message: 'endDate is not a real date' });
  if (problems.length === 0 && range.to < range.from) {
    problems.push({ field: 'endDate', message: 'endDate must not be before startDate' });
  }
  if (problems.length === 0 && daysInRange(range.from, range.to) > MAX_LIST_DAYS) {
    problems.push({ field: 'endDate', message: `A list covers at most ${MAX_LIST_DAYS} days` });
  }
  if (problems.length > 0) throw invalidFields(problems);
}
