import { useQuery } from '@tanstack/react-query';
import { api } from './client';

/** The company's read-only flags and labels (spec 000 §3 Company settings); `enabled` false while signed out. */
export function useCompanySettings(enabled = true) {
  return useQuery({
    queryKey: ['company-settings'],
    queryFn: () => api.getCompanySettings(),
    staleTime: 5 * 60_000,
    enabled,
  });
}
