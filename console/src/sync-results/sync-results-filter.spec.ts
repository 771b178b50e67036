import {
  defaultSyncResultsFilter,
  filterSummary,
  syncResultsFilterErrors,
  syncResultsQuery,
} from './sync-results-filter';

describe('sync results filter', () => {
  it('defaults to the last 7 days with every type and status', () => {
    expect(defaultSyncResultsFilter(new Date(2026, 2, 3, 15, 0))).toEqual({
      startDate: '2026-02-25',
      endDate: '2026-03-03',
      types: [],
      statuses: [],
    });
  });

  it('builds the query with comma-joined lists, leaving blanks out', () => {
    expect(
      syncResultsQuery({ startDate: '2026-03-01', endDate: '', types: ['Jobs', 'Tasks'], statuses: [] }, 'UTC'),
    ).toEqual({ timeZone: 'UTC', startDate: '2026-03-01', types: 'Jobs,Tasks' });
    expect(
      syncResultsQuery({ startDate: '', endDate: '', types: [], statuses: ['error'] }, 'Pacific/Auckland'),
    ).toEqual({ timeZone: 'Pacific/Auckland', statuses: 'error' });
  });

  it('refuses a backwards range and summarises the filter', () => {
    const filter = { startDate: '2026-03-05', endDate: '2026-03-01', types: ['Jobs'], statuses: ['error', 'warning'] };
    expect(syncResultsFilterErrors(filter)).toEqual({ endDate: 'The end date must not be before the start date.' });
    expect(syncResultsFilterErrors({ ...filter, endDate: '2026-03-05' })).toEqual({});
    expect(filterSummary(filter)).toBe('05/03/2026 ~ 01/03/2026, 1 type, error/warning');
    expect(filterSummary({ startDate: '', endDate: '', types: [], statuses: [] })).toBe('All dates');
  });
});
