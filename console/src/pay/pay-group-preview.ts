// The pay group form's what-if preview (issue 13) as the modal shows it: the periods compared, the counts, the
// cost change where pay rates are known, and a line's hours (before, after and the signed difference, two decimals
// as the exports write them) and cost.
import type { PayGroupPreviewAnswer, PreviewPeriodAnswer } from '@rollcall/api-client';
import { formatDate } from '../kit/dates';

/** Lines asked for a page of the preview's table. */
export const PREVIEW_PAGE_SIZE = 25;

/** "W20261116 (16/11/2026 to 22/11/2026, closed) and W20261123 (…, current)". */
export function previewPeriodsText(periods: readonly PreviewPeriodAnswer[]): string {
  return periods
    .map(
      (p) =>
        `${p.periodCode} (${formatDate(p.fromDate)} to ${formatDate(p.toDate)}, ${p.closed ? 'last closed' : 'current'})`,
    )
    .join(' and ');
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "12 employees; 5 of 40 lines change". */
export function previewCountsText(answer: Pick<PayGroupPreviewAnswer, 'employees' | 'total' | 'changed'>): string {
  return `${plural(answer.employees, 'employee')}; ${answer.changed} of ${plural(answer.total, 'line')} change`;
}

/** Hours (units) with two decimals. */
export const hoursText = (n: number): string => n.toFixed(2);

/** A difference with its sign: "+2.50", "-2.50", "0.00". */
export function differenceText(n: number): string {
  const text = Math.abs(n).toFixed(2);
  if (text === '0.00') return text;
  return `${n > 0 ? '+' : '-'}${text}`;
}

/** Money with two decimals and thousands separated: "1,234.50". */
const money = (n: number): string => n.toLocaleString('en-NZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A change of money with its sign: "+99.38", "-1,060.00", "0.00"; a line whose employee has no rate: "--". */
export function costChangeText(n: number | null): string {
  if (n === null) return '--';
  const text = money(Math.abs(n));
  if (text === '0.00') return text;
  return `${n > 0 ? '+' : '-'}${text}`;
}

/**
 * The whole cost change: "+99.38 (from 1,060.00 to 1,159.38)", saying how many employees have no pay rate (their
 * lines are not costed), or that the cost is unknown when none has one.
 */
export function previewCostText(
  answer: Pick<PayGroupPreviewAnswer, 'costBefore' | 'costAfter' | 'costChange' | 'employeesWithoutRate'>,
): string {
  const without = answer.employeesWithoutRate;
  const unknown = `${plural(without, 'employee')} without a pay rate`;
  if (answer.costChange === null) return `Unknown: ${unknown}`;
  const change = `${costChangeText(answer.costChange)} (from ${money(answer.costBefore ?? 0)} to ${money(answer.costAfter ?? 0)})`;
  return without > 0 ? `${change}; ${unknown}, not costed` : change;
}
