// The work sites' calls on the generated client, with their query keys.
import type { WorkplaceAnswer } from '@rollcall/api-client';
import { api } from '../api/client';
import { statusQueryWithAll, type ActiveStatusFilter } from '../kit/active-status-filter';
import type { PageSource } from '../kit/table/DataTable';

export const workplaceKeys = { all: ['workplaces'] as const };

export function workplacePages(status: ActiveStatusFilter): PageSource<WorkplaceAnswer> {
  return {
    key: [...workplaceKeys.all, status],
    load: (params) => api.pageWorkplaces({ query: { ...params, ...statusQueryWithAll(status) } }),
  };
}
