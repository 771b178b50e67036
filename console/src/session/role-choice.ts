import type { RollcallApi, TokenStore } from '@rollcall/api-client';

// The role choice of spec 000 §4: a person with both employee and admin/supervisor access picks one.

export type RoleChoice = 'manager' | 'employee';

/** The label of the non-employee choice: Supervisor for supervisors, Admin otherwise. */
export function managerRoleLabel(roleName: string | undefined): string {
  return roleName?.toLowerCase() === 'supervisor' ? 'Supervisor' : 'Admin';
}

/** Signs in as the employee and answers where to go (the returned redirectUrl, else home). */
export async function continueAsEmployee(api: RollcallApi, tokens: TokenStore): Promise<string> {
  const answer = await api.loginAsEmployee();
  tokens.set({ accessToken: answer.accessToken });
  return answer.redirectUrl || '/';
}
