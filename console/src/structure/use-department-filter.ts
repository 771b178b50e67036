import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { structureApi } from './structure-queries';
import { notify } from '../kit/notifications/notification-store';
import { usePermissions } from '../session/use-permissions';
import { departmentFilterMessages } from './department-filter-messages';
import { subtreeIds } from './department-filter';

const SELECTED_KEY = ['department-filter'] as const;

/**
 * The header's department filter: GET /api/departments/selected and the whole tree (inactive nodes too, so a
 * choice covers everyone under it). `ready` turns true once the choice is known (or cannot be read).
 */
export function useDepartmentFilter() {
  const permissions = usePermissions();
  const allowed = permissions.can('department', 'visible');
  const selected = useQuery({
    queryKey: SELECTED_KEY,
    queryFn: () => api.getSelectedDepartment(),
    enabled: allowed,
  });
  const tree = useQuery({
    queryKey: ['departments', 'All'],
    queryFn: () => structureApi.departmentTree('All'),
    enabled: allowed && Boolean(selected.data?.departmentId),
  });
  const selectedId = selected.data?.departmentId ?? null;
  const ready =
    permissions.isFetched && (!allowed || selected.isError || (selected.isSuccess && (!selectedId || !tree.isPending)));
  return {
    allowed,
    selectedId,
    subtree: selectedId && tree.data ? subtreeIds(tree.data, selectedId) : [],
    ready,
  };
}

/** POST /api/departments/selected with the spec's notifications; the lists refetch with the new default. */
export function useSelectDepartment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (departmentId: string | null) => api.selectDepartment({ body: { departmentId } }),
    onSuccess: async (answer) => {
      client.setQueryData(SELECTED_KEY, { departmentId: answer.departmentId });
      notify.success(departmentFilterMessages.success);
      await Promise.all([
        client.invalidateQueries({ queryKey: ['employees'] }),
        client.invalidateQueries({ queryKey: ['users'] }),
      ]);
    },
    onError: (failure) => notify.error(errorText(failure, departmentFilterMessages.failure)),
  });
}
