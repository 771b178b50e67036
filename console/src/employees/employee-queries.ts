// The employees area's calls on the generated client, with the list's pages.
import type { EmployeeListRow, EmployeeStatusRequest } from '@rollcall/api-client';
import { api } from '../api/client';
import type { PageSource } from '../kit/table/DataTable';

export type EmployeeStatus = EmployeeStatusRequest['status'];
export const EMPLOYEE_STATUSES: EmployeeStatus[] = ['Active', 'Inactive', 'Terminated'];

/** Employees of one status in the departments given (none: all); `ready` false holds the call back. */
export function employeePages(
  filters: { status: EmployeeStatus; departmentIds: string[] },
  ready = true,
): PageSource<EmployeeListRow> {
  const departmentIds = filters.departmentIds.join(',');
  return {
    key: ['employees', 'list', filters.status, departmentIds],
    load: (params) =>
      api.pageEmployees({
        query: { ...params, employeeStatus: filters.status, ...(departmentIds ? { departmentIds } : {}) },
      }),
    enabled: ready,
  };
}
