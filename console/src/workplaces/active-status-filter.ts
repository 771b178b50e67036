export type ActiveStatusFilter = 'Active' | 'Inactive' | 'All';
export const ACTIVE_STATUS_FILTERS: readonly ActiveStatusFilter[] = ['Active', 'Inactive', 'All'];

/** The list query of a status filter (the spec's default is status=true, i.e. Active). */
export function activeStatusQuery(filter: ActiveStatusFilter): { status: 'true' | 'false' | 'all' } {
  if (filter === 'All') return { status: 'all' };
  return { status: filter === 'Active' ? 'true' : 'false' };
}
