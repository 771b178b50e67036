// The sync results area's calls on the generated client, with their query keys.
import type { SyncResultAnswer } from '@rollcall/api-client';
import { api } from '../api/client';
import type { PageSource } from '../kit/table/DataTable';
import { syncResultsQuery, type SyncResultsFilter } from './sync-results-filter';

/** The pages of the search `filter`, its dates read in the browser's `timeZone`. */
export function syncResultPages(filter: SyncResultsFilter, timeZone: string): PageSource<SyncResultAnswer> {
  return {
    key: ['sync-results', filter, timeZone],
    load: (params) => api.pageSyncResults({ query: { ...params, ...syncResultsQuery(filter, timeZone) } }),
  };
}
