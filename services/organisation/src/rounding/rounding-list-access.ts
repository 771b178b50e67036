import { isAllowed, type RoleName } from '@rollcall/contracts';

/**
 * Who may list rounding rule sets: those who see the rounding screen, and those who edit employees (the employee
 * form's Time Rounding select lists the active sets), so a Supervisor can fill that select.
 */
export function mayListRoundings(role: RoleName): boolean {
  return isAllowed(role, 'rounding', 'visible') || isAllowed(role, 'employee', 'update');
}
