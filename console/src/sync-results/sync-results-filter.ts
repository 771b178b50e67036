import { formatDate, formatDateTime, isoDateOf } from '../kit/dates';

// The Sync Results search (spec 002 §2): a date range, types and statuses, sent as the API's query.

/** The types the integrations record (services/integrations sync-result-rules.ts keeps the same list). */
export const SYNC_RESULT_TYPES = [
  'Employees',
  'Jobs',
  'Tasks',
  'Timesheets',
  'Job Costing',
  'Payroll',
  'Pay Types',
  'Leave Balances',
] as const;
export const SYNC_RESULT_STATUSES = ['success', 'warning', 'error'] as const;
export type SyncResultStatus = (typeof SYNC_RESULT_STATUSES)[number];

export interface SyncResultsFilter {
  /** YYYY-MM-DD or blank (open) */
  startDate: string;
  endDate: string;
  types: string[];
  statuses: string[];
}

/** The last 7 days up to today, every type and status. */
export function defaultSyncResultsFilter(today: Date): SyncResultsFilter {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6);
  return { startDate: isoDateOf(start), endDate: isoDateOf(today), types: [], statuses: [] };
}

/** Errors by field: the end not before the start. */
export function syncResultsFilterErrors(filter: SyncResultsFilter): Record<string, string> {
  if (filter.startDate && filter.endDate && filter.endDate < filter.startDate) {
    return { endDate: 'The end date must not be before the start date.' };
  }
  return {};
}

/** The query of GET /api/sync-results: the dates in the browser's zone, lists comma-joined, blanks left out. */
export function syncResultsQuery(
  filter: SyncResultsFilter,
  timeZone: string,
): { startDate?: string; endDate?: string; timeZone: string; types?: string; statuses?: string } {
  return {
    timeZone,
    ...(filter.startDate ? { startDate: filter.startDate } : {}),
    ...(filter.endDate ? { endDate: filter.endDate } : {}),
    ...(filter.types.length ? { types: filter.types.join(',') } : {}),
    ...(filter.statuses.length ? { statuses: filter.statuses.join(',') } : {}),
  };
}

/** The Search button's summary of the filter. */
export function filterSummary(filter: SyncResultsFilter): string {
  const range =
    filter.startDate || filter.endDate
      ? `${formatDate(filter.startDate) || '…'} ~ ${formatDate(filter.endDate) || '…'}`
      : 'All dates';
  const parts = [range];
  if (filter.types.length) parts.push(`${filter.types.length} type${filter.types.length > 1 ? 's' : ''}`);
  if (filter.statuses.length) parts.push(filter.statuses.join('/'));
  return parts.join(', ');
}

/** When a result happened, in the browser's zone: DD/MM/YYYY HH:mm. */
export function resultDateText(iso: string): string {
  return formatDateTime(iso);
}
