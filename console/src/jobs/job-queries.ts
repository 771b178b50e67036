// The jobs area's calls on the generated client, with their query keys.
import type { JobRow, TaskRow } from '@rollcall/api-client';
import { api } from '../api/client';
import { statusQuery, type ActiveStatusFilter } from '../kit/active-status-filter';
import type { PageSource } from '../kit/table/DataTable';

export const jobKeys = { jobs: ['jobs'] as const, tasks: ['tasks'] as const };

export function jobPages(status: ActiveStatusFilter): PageSource<JobRow> {
  return {
    key: [...jobKeys.jobs, status],
    load: (params) => api.pageJobs({ query: { ...params, ...statusQuery(status) } }),
  };
}

export function taskPages(status: ActiveStatusFilter): PageSource<TaskRow> {
  return {
    key: [...jobKeys.tasks, status],
    load: (params) => api.pageTasks({ query: { ...params, ...statusQuery(status) } }),
  };
}
