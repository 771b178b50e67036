/** The Status filter of the configuration lists (spec 002: default Active, i.e. status=true). */
export type ActiveStatusFilter = 'Active' | 'Inactive' | 'All';
export const ACTIVE_STATUS_FILTERS: readonly ActiveStatusFilter[] = ['Active', 'Inactive', 'All'];

/** Active → status=true, Inactive → status=false, All → no status (jobs, tasks). */
export function statusQuery(filter: ActiveStatusFilter): { status?: 'true' | 'false' } {
  if (filter === 'All') return {};
  return { status: filter === 'Active' ? 'true' : 'false' };
}

/** The same for the lists whose query names All (skills, work sites: status=all). */
export function statusQueryWithAll(filter: ActiveStatusFilter): { status: 'true' | 'false' | 'all' } {
  return { status: statusQuery(filter).status ?? 'all' };
}
