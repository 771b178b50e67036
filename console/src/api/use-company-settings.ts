import { useQuery } from '@tanstack/react-query';
import { api } from './client';

/** The company's read-only flags and labels (spec 000 §3 Company settings). */
export function useCompanySettings() {
  return useQuery({ queryKey: ['company-settings'], queryFn: () => api.getCompanySettings(), staleTime: 5 * 60_000 });
}
