export type JobStatusFilter = 'Active' | 'Inactive' | 'All';
export const JOB_STATUS_FILTERS: readonly JobStatusFilter[] = ['Active', 'Inactive', 'All'];

/** The list query of a status filter (spec: default status=true). */
export function statusQuery(filter: JobStatusFilter): { status?: 'true' | 'false' } {
  if (filter === 'All') return {};
  return { status: filter === 'Active' ? 'true' : 'false' };
}
