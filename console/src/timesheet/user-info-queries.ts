// The User Info card's calls on the generated client: the employee's fields (organisation), their schedule template
// (scheduling) and their previous and next employee in the employees table's order (organisation).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { loadTableSettings } from '../kit/table/table-settings';
import { useDepartmentFilter } from '../structure/use-department-filter';
import { EMPLOYEE_TABLE_ID, neighbourOrder } from './user-info';

export function useEmployeeDetail(employeeId: string) {
  return useQuery({
    queryKey: ['employees', 'detail', employeeId],
    queryFn: () => api.getEmployee({ path: { id: employeeId } }),
    enabled: employeeId !== '',
  });
}

export function useEmployeeScheduleTemplate(employeeId: string) {
  return useQuery({
    queryKey: ['schedules', 'of-employee', employeeId],
    queryFn: () => api.getEmployeeScheduleTemplate({ path: { employeeId } }),
    enabled: employeeId !== '',
  });
}

/** Previous and next Active employee within the header's department filter, in the saved sort; wrapping. */
export function useEmployeeNeighbours(employeeId: string, enabled: boolean) {
  const headerFilter = useDepartmentFilter();
  const departmentIds = headerFilter.subtree.join(',');
  const order = neighbourOrder(loadTableSettings(EMPLOYEE_TABLE_ID, []).sorter);
  return useQuery({
    queryKey: ['employees', 'neighbours', employeeId, departmentIds, order.key, order.order],
    queryFn: () =>
      api.getEmployeeNeighbours({
        path: { id: employeeId },
        query: { sort: order.key, order: order.order, ...(departmentIds ? { departmentIds } : {}) },
      }),
    enabled: enabled && employeeId !== '' && headerFilter.ready,
    placeholderData: keepPreviousData,
  });
}

/**
 * The signed-in Employee's own employee record: the one employee their people scope holds (GET /api/employees/page
 * answers only it), for landing on their own timesheet.
 */
export function useOwnEmployeeId(isEmployee: boolean) {
  return useQuery({
    queryKey: ['employees', 'own'],
    queryFn: async () => (await api.pageEmployees({ query: { pageSize: 10 } })).rows[0]?.id ?? null,
    enabled: isEmployee,
    staleTime: 5 * 60_000,
  });
}
