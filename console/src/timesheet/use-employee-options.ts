import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { queryKeys } from '../api/query-keys';
import { employeeOptions } from './employee-options';

/** Active employees for the timesheet's picker. */
export function useEmployeeOptions() {
  return useQuery({
    queryKey: queryKeys.employees('Active'),
    queryFn: () => api.listEmployees({ query: { employeeStatus: 'Active' } }),
    select: employeeOptions,
  });
}
