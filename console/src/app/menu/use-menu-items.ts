import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/** The menu tree, already filtered by role on the server. */
export function useMenuItems(enabled = true) {
  return useQuery({
    queryKey: queryKeys.menuItems,
    queryFn: () => api.getMenuItems(),
    enabled,
    staleTime: 5 * 60_000,
  });
}
