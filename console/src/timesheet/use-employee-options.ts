import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { queryKeys } from '../api/query-keys';
import { useDepartmentFilter } from '../structure/use-department-filter';
import { employeeOptions } from './employee-options';

/** Active employees for the timesheet's picker, within the header's department filter. */
export function useEmployeeOptions() {
  const headerFilter = useDepartmentFilter();
  const departmentIds = headerFilter.subtree.join(',');
  return useQuery({
    queryKey: [...queryKeys.employees('Active'), departmentIds],
    queryFn: () =>
      api.listEmployees({ query: { employeeStatus: 'Active', ...(departmentIds ? { departmentIds } : {}) } }),
    select: employeeOptions,
    enabled: headerFilter.ready,
  });
}
