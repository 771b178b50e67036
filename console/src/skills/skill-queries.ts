// The skills area's calls on the generated client, with their query keys.
import { useQuery } from '@tanstack/react-query';
import type { SkillAnswer } from '@rollcall/api-client';
import { api } from '../api/client';
import { statusQueryWithAll, type ActiveStatusFilter } from '../kit/active-status-filter';
import type { PageSource } from '../kit/table/DataTable';

export const skillKeys = { all: ['skills'] as const };

/** The skills table's pages for a Status filter. */
export function skillPages(status: ActiveStatusFilter): PageSource<SkillAnswer> {
  return {
    key: [...skillKeys.all, status],
    load: (params) => api.pageSkills({ query: { ...params, ...statusQueryWithAll(status) } }),
  };
}

/** The active allowance pay types a skill may pay. */
export function useAllowancePayTypes() {
  return useQuery({
    queryKey: ['pay-types', 'allowances'],
    queryFn: () => api.getPayTypes({ query: { isAllowance: true, status: true } }),
  });
}
