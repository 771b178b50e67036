import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { queryKeys } from '../api/query-keys';

/** The signed-in person's profile: name, company, role. */
export function useProfile(enabled = true) {
  return useQuery({ queryKey: queryKeys.profile, queryFn: () => api.getProfile(), enabled, staleTime: 5 * 60_000 });
}
