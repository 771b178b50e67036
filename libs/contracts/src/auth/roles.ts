export const ROLES = ['Superadmin', 'Admin', 'Supervisor', 'Employee'] as const;
export type RoleName = (typeof ROLES)[number];

/** Role ids as the spec's role list numbers them ('3' is Supervisor). */
export const ROLE_IDS: Record<RoleName, string> = { Superadmin: '1', Admin: '2', Supervisor: '3', Employee: '4' };

/** The role a role id names, or undefined for an id no role has. */
export function roleOfId(id: string): RoleName | undefined {
  return ROLES.find((role) => ROLE_IDS[role] === id);
}
