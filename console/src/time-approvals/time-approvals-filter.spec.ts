import {
  defaultTimeApprovalsFilter,
  filterErrors,
  filterFromQuery,
  filterSummary,
  listQuery,
  queryOfFilter,
} from './time-approvals-filter';

const today = '2026-11-20';

describe('the time approvals search in the URL query', () => {
  it('defaults to unapproved pairs from yesterday to today', () => {
    expect(filterFromQuery(new URLSearchParams(), today)).toEqual(defaultTimeApprovalsFilter(today));
    expect(defaultTimeApprovalsFilter(today)).toEqual({
      status: 'Unapproved',
      startDate: '2026-11-19',
      endDate: today,
      period: '',
    });
  });

  it('reads status, dates and period back from the query it writes', () => {
    const filter = { status: 'Approved' as const, startDate: '2026-11-01', endDate: '2026-11-07', period: '' as const };
    expect(filterFromQuery(new URLSearchParams(queryOfFilter(filter)), today)).toEqual(filter);
    const both = { ...filter, status: '' as const, period: 'Previous' as const };
    expect(filterFromQuery(new URLSearchParams(queryOfFilter(both)), today)).toEqual(both);
  });

  it('takes the default for what the query holds wrongly', () => {
    const filter = filterFromQuery(new URLSearchParams('status=Maybe&startDate=20/11/2026&period=Next'), today);
    expect(filter).toEqual(defaultTimeApprovalsFilter(today));
  });

  it('asks the list for the period instead of the dates when one is chosen', () => {
    const filter = defaultTimeApprovalsFilter(today);
    expect(listQuery(filter)).toEqual({ status: 'Unapproved', startDate: '2026-11-19', endDate: today });
    expect(listQuery({ ...filter, status: '', period: 'Current' })).toEqual({ period: 'Current' });
  });

  it('refuses an end before the start, and says what is searched', () => {
    const filter = defaultTimeApprovalsFilter(today);
    expect(filterErrors({ ...filter, endDate: '2026-11-01' })).toEqual({
      endDate: 'The end date must not be before the start date.',
    });
    expect(filterErrors({ ...filter, endDate: '2026-11-01', period: 'Current' })).toEqual({});
    const format = (d: string) => d.split('-').reverse().join('/');
    expect(filterSummary(filter, format)).toBe('Unapproved, 19/11/2026 - 20/11/2026');
    expect(filterSummary({ ...filter, status: '', period: 'Previous' }, format)).toBe('All, Previous Period');
  });
});
