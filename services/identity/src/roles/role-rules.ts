import { type RoleName, ROLE_IDS, ROLES } from '@rollcall/contracts';

/** What a role may give: a Superadmin any role, anyone else every role but Superadmin. */
export function assignableRoles(actor: { role: RoleName }): { id: string; name: RoleName }[] {
  return ROLES.filter((role) => role !== 'Superadmin' || actor.role === 'Superadmin').map((role) => ({
    id: ROLE_IDS[role],
    name: role,
  }));
}
