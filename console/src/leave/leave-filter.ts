// The leaves list's search (spec 001 §2: /leave/list takes status, startDate, endDate), kept in the page's URL query
// so that the dashboard's counts open the list filtered.
import { LEAVE_STATUSES, type LeaveStatus } from './leave-messages';
import type { LeaveFilter } from './leave-queries';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The search the URL query holds; a status or date it holds wrongly is left out. */
export function leaveFilterFromQuery(params: URLSearchParams): LeaveFilter {
  const status = params.get('status') ?? '';
  const start = params.get('startDate') ?? '';
  const end = params.get('endDate') ?? '';
  return {
    status: (LEAVE_STATUSES as readonly string[]).includes(status) ? (status as LeaveStatus) : '',
    startDate: DATE.test(start) ? start : '',
    endDate: DATE.test(end) ? end : '',
  };
}

/** The URL query of a search: only what it sets. */
export function queryOfLeaveFilter(filter: LeaveFilter): Record<string, string> {
  return {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.startDate ? { startDate: filter.startDate } : {}),
    ...(filter.endDate ? { endDate: filter.endDate } : {}),
  };
}
