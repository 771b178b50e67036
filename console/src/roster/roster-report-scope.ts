import type { RosterReportScope } from '../reports/use-roster-reports';
import type { RosterFilter } from './roster-queries';

/** What the roster shows, as the weekly schedule report's conditions (the report has no department sort: last name). */
export function rosterReportScope(filter: RosterFilter): RosterReportScope {
  return {
    startDate: filter.startDate,
    endDate: filter.endDate,
    sortBy: filter.sortBy === 'firstName' ? 'FirstName' : 'LastName',
    departmentIds: filter.departmentIds,
  };
}
