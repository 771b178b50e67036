import type { Actor } from './actor.js';
import { peopleScopeCondition, peopleScopeOf, scopeReachesNode } from './people-scope.js';

const actor = (role: Actor['role'], employeeId: string | null = null, managedNodeIds: string[] = []): Actor => ({
  userId: 'u',
  companyId: 'c',
  role,
  email: 'x@y.z',
  employeeId,
  managedNodeIds,
});
const at = { employeeId: 'e.id', departmentId: 'e.department_id', nodes: 's.departments' };

describe('the people scope of a token', () => {
  it('follows the role: Admins the company, a Supervisor their nodes and themself, an Employee themself', () => {
    expect(peopleScopeOf(actor('Superadmin', null, ['n']))).toEqual({ reach: 'company' });
    expect(peopleScopeOf(actor('Admin', 'e1'))).toEqual({ reach: 'company' });
    expect(peopleScopeOf(actor('Supervisor', 'e2', ['n1', 'n2']))).toEqual({
      reach: 'managed',
      employeeId: 'e2',
      nodeIds: ['n1', 'n2'],
    });
    expect(peopleScopeOf(actor('Employee', 'e3', ['n1']))).toEqual({ reach: 'self', employeeId: 'e3' });
  });

  it('becomes a SQL condition whose values follow the caller’s own parameters', () => {
    const params: unknown[] = ['company'];
    expect(peopleScopeCondition({ reach: 'company' }, at, params)).toBe('TRUE');
    expect(params).toEqual(['company']);

    expect(peopleScopeCondition({ reach: 'self', employeeId: 'e3' }, at, params)).toBe('e.id = $2::uuid');
    expect(params).toEqual(['company', 'e3']);
    expect(peopleScopeCondition({ reach: 'self', employeeId: null }, at, [])).toBe('FALSE');

    const managed: unknown[] = ['company'];
    const sql = peopleScopeCondition({ reach: 'managed', employeeId: 'e2', nodeIds: ['n1'] }, at, managed);
    expect(managed).toEqual(['company', 'e2', ['n1']]);
    expect(sql).toContain('e.id = $2::uuid OR e.department_id IN (WITH RECURSIVE');
    expect(sql).toContain('unnest($3::uuid[])');
    expect(sql).toContain('FROM s.departments n JOIN managed ON n.parent_id = managed.id');
  });

  it('answers a node question without the database when the scope decides it alone', async () => {
    const never = { query: () => Promise.reject(new Error('no query expected')) };
    await expect(scopeReachesNode(never, { reach: 'company' }, 'n', 's.d')).resolves.toBe(true);
    await expect(scopeReachesNode(never, { reach: 'self', employeeId: 'e' }, 'n', 's.d')).resolves.toBe(false);
    await expect(
      scopeReachesNode(never, { reach: 'managed', employeeId: 'e', nodeIds: ['n'] }, null, 's.d'),
    ).resolves.toBe(false);
  });
});
