import type { RoleName } from '@rollcall/contracts';

/** Where the console goes after sign-in with this role. */
export function homeOf(role: RoleName): string {
  return role === 'Employee' ? '/timesheet/view' : '/dashboard';
}

/** Whether the role select is offered: the token's role is Admin or Supervisor and the user is also an employee. */
export function mayLoginAsEmployee(role: RoleName, employeeId: string | null): boolean {
  return (role === 'Admin' || role === 'Supervisor') && employeeId !== null;
}
