import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';

export type Action = 'create' | 'update' | 'delete' | 'approve' | 'visible';

export const permissionsKey = ['permissions'] as const;

/** GET /profile/permissions (spec 000 §3); `can(resource, action)` is false until they are in. */
export function usePermissions() {
  const query = useQuery({ queryKey: permissionsKey, queryFn: () => api.getPermissions(), staleTime: 5 * 60_000 });
  const can = (resource: string, action: Action): boolean => query.data?.[resource]?.includes(action) ?? false;
  return { ...query, can };
}
