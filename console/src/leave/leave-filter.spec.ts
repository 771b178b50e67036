import { leaveFilterFromQuery, queryOfLeaveFilter } from './leave-filter';

describe('the leaves list’s search in the URL query', () => {
  it('reads the dashboard’s links: the status and the date range', () => {
    expect(leaveFilterFromQuery(new URLSearchParams('status=Pending'))).toEqual({
      status: 'Pending',
      startDate: '',
      endDate: '',
    });
    expect(
      leaveFilterFromQuery(new URLSearchParams('status=Approved&startDate=2026-11-20&endDate=2026-12-04')),
    ).toEqual({ status: 'Approved', startDate: '2026-11-20', endDate: '2026-12-04' });
  });

  it('leaves out a status or date it does not know', () => {
    expect(leaveFilterFromQuery(new URLSearchParams('status=Lost&startDate=20/11/2026&endDate='))).toEqual({
      status: '',
      startDate: '',
      endDate: '',
    });
  });

  it('writes only what the search sets, and reads back the same search', () => {
    const filter = { status: 'Declined' as const, startDate: '2026-12-01', endDate: '' };
    expect(queryOfLeaveFilter(filter)).toEqual({ status: 'Declined', startDate: '2026-12-01' });
    expect(leaveFilterFromQuery(new URLSearchParams(queryOfLeaveFilter(filter)))).toEqual(filter);
    expect(queryOfLeaveFilter({ status: '', startDate: '', endDate: '' })).toEqual({});
  });
});
