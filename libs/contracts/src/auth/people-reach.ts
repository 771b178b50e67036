import type { RoleName } from './roles.js';

/**
 * Whose employee records a role sees in full (contact, address, pay and HR fields):
 * - `company`: every employee of the caller's company;
 * - `managed`: the employees in the structure nodes the caller manages and every node beneath them, and themself;
 * - `self`: only the caller's own employee record.
 * A role without `employee` visible reaches only `self` (checked by people-reach.spec.ts).
 */
export type PeopleReach = 'company' | 'managed' | 'self';

export const PEOPLE_REACH: Record<RoleName, PeopleReach> = {
  Superadmin: 'company',
  Admin: 'company',
  Supervisor: 'managed',
  Employee: 'self',
};
