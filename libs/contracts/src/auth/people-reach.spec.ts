import { isAllowed } from './permissions.js';
import { PEOPLE_REACH } from './people-reach.js';
import { ROLES } from './roles.js';

describe('whose employee records each role sees', () => {
  it('gives a role without employee visible only its own record', () => {
    for (const role of ROLES) {
      if (!isAllowed(role, 'employee', 'visible')) expect([role, PEOPLE_REACH[role]]).toEqual([role, 'self']);
    }
  });

  it('limits a Supervisor to the nodes they manage, and lets Admins see their whole company', () => {
    expect(PEOPLE_REACH).toEqual({ Superadmin: 'company', Admin: 'company', Supervisor: 'managed', Employee: 'self' });
  });
});
