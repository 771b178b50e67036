import { assignableRoles } from './role-rules.js';

describe('assignable roles', () => {
  it('lets a Superadmin give any role, with the ids of the spec', () => {
    expect(assignableRoles({ role: 'Superadmin' })).toEqual([
      { id: '1', name: 'Superadmin' },
      { id: '2', name: 'Admin' },
      { id: '3', name: 'Supervisor' },
      { id: '4', name: 'Employee' },
    ]);
  });

  it('lets anyone else give every role but Superadmin', () => {
    expect(assignableRoles({ role: 'Admin' }).map((r) => r.name)).toEqual(['Admin', 'Supervisor', 'Employee']);
  });
});
