import { rosterReportScope } from './roster-report-scope';
import type { RosterFilter } from './roster-queries';

const filter: RosterFilter = {
  startDate: '2026-11-23',
  endDate: '2026-11-29',
  departmentIds: ['d1', 'd2'],
  sortBy: '',
  search: 'ann',
  page: 2,
};

describe('rosterReportScope', () => {
  it('prints and mails the dates and departments the roster shows', () => {
    expect(rosterReportScope(filter)).toEqual({
      startDate: '2026-11-23',
      endDate: '2026-11-29',
      sortBy: 'LastName',
      departmentIds: ['d1', 'd2'],
    });
  });

  it('keeps a first-name sort and sorts by last name otherwise', () => {
    expect(rosterReportScope({ ...filter, sortBy: 'firstName' }).sortBy).toBe('FirstName');
    expect(rosterReportScope({ ...filter, sortBy: 'lastName' }).sortBy).toBe('LastName');
    expect(rosterReportScope({ ...filter, sortBy: 'department' }).sortBy).toBe('LastName');
  });
});
