// The time approvals search (spec 001 §2): status, date range and period, kept in the page's URL query.
import { addDays } from '../kit/dates';

export type ApprovalStatus = 'Approved' | 'Unapproved';
export type ApprovalPeriod = 'Current' | 'Previous';

export interface TimeApprovalsFilter {
  /** '' : both */
  status: ApprovalStatus | '';
  startDate: string;
  endDate: string;
  /** '' : the dates; else each employee's current or previous pay period */
  period: ApprovalPeriod | '';
}

/** The default search: unapproved pairs from yesterday to today. */
export function defaultTimeApprovalsFilter(today: string): TimeApprovalsFilter {
  return { status: 'Unapproved', startDate: addDays(today, -1), endDate: today, period: '' };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The search the URL query holds; what it leaves out (or holds wrongly) is the default's. */
export function filterFromQuery(params: URLSearchParams, today: string): TimeApprovalsFilter {
  const fallback = defaultTimeApprovalsFilter(today);
  const status = params.get('status');
  const period = params.get('period');
  const start = params.get('startDate') ?? '';
  const end = params.get('endDate') ?? '';
  return {
    status: status === 'Approved' || status === 'Unapproved' ? status : status === '' ? '' : fallback.status,
    startDate: DATE.test(start) ? start : fallback.startDate,
    endDate: DATE.test(end) ? end : fallback.endDate,
    period: period === 'Current' || period === 'Previous' ? period : '',
  };
}

/** The URL query of a search (status '' is kept, as "both"). */
export function queryOfFilter(filter: TimeApprovalsFilter): Record<string, string> {
  return {
    status: filter.status,
    startDate: filter.startDate,
    endDate: filter.endDate,
    ...(filter.period ? { period: filter.period } : {}),
  };
}

/** What the list call is asked. */
export function listQuery(filter: TimeApprovalsFilter) {
  return {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.period ? { period: filter.period } : { startDate: filter.startDate, endDate: filter.endDate }),
  };
}

/** The field errors of a draft search. */
export function filterErrors(filter: TimeApprovalsFilter): { endDate?: string } {
  if (!filter.period && filter.endDate < filter.startDate)
    return { endDate: 'The end date must not be before the start date.' };
  return {};
}

/** The search button's text. */
export function filterSummary(filter: TimeApprovalsFilter, format: (date: string) => string): string {
  const when = filter.period ? `${filter.period} Period` : `${format(filter.startDate)} - ${format(filter.endDate)}`;
  return `${filter.status || 'All'}, ${when}`;
}
