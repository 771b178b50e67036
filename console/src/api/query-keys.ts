// Query cache keys, in one place so that invalidation and prefetching name the same thing.
export const queryKeys = {
  readiness: ['readiness'] as const,
  profile: ['profile'] as const,
  menuItems: ['menu-items'] as const,
  employees: (status: string) => ['employees', status] as const,
  punchRecords: (employeeId: string, fromT: string, toT: string) => ['punch-records', employeeId, fromT, toT] as const,
};
