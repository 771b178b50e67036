import { useQuery } from '@tanstack/react-query';
import { structureApi, type TreeStatus } from './structure-queries';

/** GET /api/departments; `enabled` false asks nothing (the viewer may not see departments). */
export function useDepartmentTree(status: TreeStatus = 'Active', enabled = true) {
  return useQuery({ queryKey: ['departments', status], queryFn: () => structureApi.departmentTree(status), enabled });
}
