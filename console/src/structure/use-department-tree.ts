import { useQuery } from '@tanstack/react-query';
import { organisationApi, type TreeStatus } from '../api/organisation';

export function useDepartmentTree(status: TreeStatus = 'Active') {
  return useQuery({ queryKey: ['departments', status], queryFn: () => organisationApi.departmentTree(status) });
}
