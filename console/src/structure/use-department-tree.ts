import { useQuery } from '@tanstack/react-query';
import { structureApi, type TreeStatus } from './structure-queries';

export function useDepartmentTree(status: TreeStatus = 'Active') {
  return useQuery({ queryKey: ['departments', status], queryFn: () => structureApi.departmentTree(status) });
}
