import { jest } from '@jest/globals';
import type { RoleName } from '@rollcall/contracts';
import { UserAccountsService } from '@rollcall/identity';
import { StructureService } from '@rollcall/organisation';
import {
  createAccessCompany,
  PEOPLE,
  reaches,
  signInRoles,
  type AccessCompany,
  type Person,
} from '../support/access-fixture.js';
import { organisationDb, rowOf } from '../support/org-fixture.js';
import type { TestApp } from '../support/test-app.js';
import { call, PASSWORD, signIn, startThinPath } from '../support/thin-path-fixture.js';

jest.setTimeout(90_000);

const OWN_ONLY = 'You can only see your own employee record.';
const MANAGED_ONLY = 'You can only see employees of the structure nodes you manage.';
const NODE_NOT_MANAGED = 'You can only choose structure nodes you manage.';

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
}

/** Who sees whose employee records: an Employee only their own, a Supervisor the nodes they manage. */
describe('whose records each role sees', () => {
  let testApp: TestApp;
  let co: AccessCompany;
  let tokens: Record<RoleName, string>;
  const idOf = (person: Person) => co.people[person];

  beforeAll(async () => {
    testApp = await startThinPath();
    co = await createAccessCompany(testApp, 'PSC', 3000);
    tokens = await signInRoles(testApp, co);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('lists the employees each role may see: Admins all, a Supervisor their nodes and themself, an Employee themself', async () => {
    const listed = async (role: RoleName) =>
      (await call<{ id: string }[]>(testApp, 'GET', '/api/employees', { token: tokens[role] })).body
        .map((e) => e.id)
        .sort();
    const ids = (...people: Person[]) => people.map(idOf).sort();
    expect(await listed('Superadmin')).toEqual(ids('employee', 'managed', 'outside', 'supervisor'));
    expect(await listed('Admin')).toEqual(ids('employee', 'managed', 'outside', 'supervisor'));
    expect(await listed('Supervisor')).toEqual(ids('employee', 'managed', 'supervisor'));
    expect(await listed('Employee')).toEqual(ids('employee'));
    // the paged list counts the same people it lists (its total is counted without the list's lookups)
    for (const [role, people] of [
      ['Admin', 4],
      ['Supervisor', 3],
      ['Employee', 1],
    ] as const) {
      const page = await call<{ rows: { id: string }[]; total: number }>(
        testApp,
        'GET',
        '/api/employees/page?pageSize=10',
        { token: tokens[role] },
      );
      expect({ role, rows: page.body.rows.length, total: page.body.total }).toEqual({
        role,
        rows: people,
        total: people,
      });
    }
    // a department filter narrows the scope, never widens it
    const office = await call<{ id: string }[]>(testApp, 'GET', `/api/employees?departmentIds=${co.nodes.clerk}`, {
      token: tokens.Supervisor,
    });
    expect(office.body.map((e) => e.id)).toEqual([idOf('supervisor')]);
  });

  it('opens one record only within the scope, and says why otherwise', async () => {
    for (const role of ['Superadmin', 'Admin', 'Supervisor', 'Employee'] as const) {
      for (const person of PEOPLE) {
        const answer = await call(testApp, 'GET', `/api/employees/${idOf(person)}`, { token: tokens[role] });
        const expected = reaches(role, person)
          ? 200
          : { statusCode: 403, message: role === 'Employee' ? OWN_ONLY : MANAGED_ONLY };
        expect([
          role,
          person,
          answer.status === 200 ? 200 : { statusCode: answer.status, message: answer.body.message },
        ]).toEqual([role, person, expected]);
      }
    }
  });

  it('keeps a Supervisor’s status history, timesheet and work-site reads within their nodes', async () => {
    const get = (path: string) => call(testApp, 'GET', path, { token: tokens.Supervisor });
    const week = 'fromT=2026-11-16&endT=2026-11-22';
    for (const person of ['managed', 'employee', 'supervisor'] as const) {
      expect((await get(`/api/employees/${idOf(person)}/status-history`)).status).toBe(200);
      expect((await get(`/api/timesheet/getPunchRecords?employeeId=${idOf(person)}&${week}`)).status).toBe(200);
      expect((await get(`/api/workplaces/getByEmployeeId?employeeId=${idOf(person)}`)).status).toBe(200);
    }
    for (const path of [
      `/api/employees/${idOf('outside')}/status-history`,
      `/api/timesheet/getPunchRecords?employeeId=${idOf('outside')}&${week}`,
      `/api/workplaces/getByEmployeeId?employeeId=${idOf('outside')}`,
    ]) {
      const answer = await get(path);
      expect([path, answer.status, answer.body.message]).toEqual([path, 403, MANAGED_ONLY]);
    }
    const colleague = await call(
      testApp,
      'GET',
      `/api/timesheet/getPunchRecords?employeeId=${idOf('managed')}&${week}`,
      {
        token: tokens.Employee,
      },
    );
    expect([colleague.status, colleague.body.message]).toEqual([403, OWN_ONLY]);
  });

  it('lets a Supervisor edit only the employees of their nodes, and keep them there', async () => {
    const save = (body: Record<string, unknown>) =>
      call(testApp, 'POST', '/employee/save-without-photo', { token: tokens.Supervisor, body });
    const managed = await save({ employeeId: idOf('managed'), title: 'Lead picker' });
    expect(managed.status).toBe(200);
    expect((await rowOf(testApp, 'employees', idOf('managed')))?.title).toBe('Lead picker');

    const before = await rowOf(testApp, 'employees', idOf('outside'));
    const outside = await save({ employeeId: idOf('outside'), title: 'Taken over' });
    expect([outside.status, outside.body.message]).toEqual([403, MANAGED_ONLY]);
    const status = await call(testApp, 'POST', '/employee/saveStatus', {
      token: tokens.Supervisor,
      body: { id: idOf('outside'), status: 'Terminated', reason: 'not theirs' },
    });
    expect([status.status, status.body.message]).toEqual([403, MANAGED_ONLY]);
    expect(await rowOf(testApp, 'employees', idOf('outside'))).toEqual(before);

    const moved = await save({ employeeId: idOf('managed'), departmentId: co.nodes.clerk });
    expect([moved.status, moved.body.message]).toEqual([403, NODE_NOT_MANAGED]);
    expect((await rowOf(testApp, 'employees', idOf('managed')))?.department_id).toBe(co.nodes.picker);
  });

  it('recalculates for a Supervisor only within their nodes', async () => {
    const recalc = (body: Record<string, unknown>) =>
      call(testApp, 'POST', '/recalculate/recalculate', {
        token: tokens.Supervisor,
        body: { startDate: '2026-11-16', endDate: '2026-11-17', ...body },
      });
    expect((await recalc({ employees: [idOf('managed')] })).status).toBe(200);
    expect((await recalc({ departments: [co.nodes.warehouse] })).status).toBe(200);
    const outside = await recalc({ employees: [idOf('managed'), idOf('outside')] });
    expect([outside.status, outside.body.message]).toEqual([403, MANAGED_ONLY]);
    const office = await recalc({ departments: [co.nodes.office] });
    expect([office.status, office.body.message]).toEqual([403, NODE_NOT_MANAGED]);
  });

  it('offers a Supervisor’s header filter only their nodes', async () => {
    const select = (departmentId: string) =>
      call(testApp, 'POST', '/api/departments/selected', { token: tokens.Supervisor, body: { departmentId } });
    expect((await select(co.nodes.picker)).status).toBe(200);
    const office = await select(co.nodes.office);
    expect([office.status, office.body.message]).toEqual([403, NODE_NOT_MANAGED]);
    const kept = await call<{ departmentId: string }>(testApp, 'GET', '/api/departments/selected', {
      token: tokens.Supervisor,
    });
    expect(kept.body.departmentId).toBe(co.nodes.picker);
    expect(
      (
        await call(testApp, 'POST', '/api/departments/selected', {
          token: tokens.Admin,
          body: { departmentId: co.nodes.office },
        })
      ).status,
    ).toBe(200);
  });

  it('reaches a node made under a managed one at once, with the same token', async () => {
    const structure = testApp.app.get(StructureService, { strict: false });
    const packer = await structure.createChild(co.companyId, {
      parentId: co.nodes.warehouse,
      name: 'PSC Packer',
      punchCode: '30003',
    });
    const third = await call(testApp, 'GET', `/api/employees/${idOf('outside')}`, { token: tokens.Supervisor });
    expect(third.status).toBe(403);
    await organisationDb(testApp).query(`UPDATE organisation.employees SET department_id = $2 WHERE id = $1`, [
      idOf('outside'),
      packer.id,
    ]);
    expect((await call(testApp, 'GET', `/api/employees/${idOf('outside')}`, { token: tokens.Supervisor })).status).toBe(
      200,
    );
    await organisationDb(testApp).query(`UPDATE organisation.employees SET department_id = $2 WHERE id = $1`, [
      idOf('outside'),
      co.nodes.clerk,
    ]);
  });

  it('answers many roles at once, each within their own scope', async () => {
    const roles = ['Superadmin', 'Admin', 'Supervisor', 'Employee'] as const;
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => {
        const role = roles[i % roles.length] ?? 'Employee';
        return call<{ id: string }[]>(testApp, 'GET', '/api/employees', { token: tokens[role] }).then((a) => ({
          role,
          count: a.body.length,
        }));
      }),
    );
    const expected: Record<RoleName, number> = { Superadmin: 4, Admin: 4, Supervisor: 3, Employee: 1 };
    for (const { role, count } of answers) expect([role, count]).toEqual([role, expected[role]]);
  });

  it('names the employees asked for by id, of any status, only within the caller’s scope and company', async () => {
    const other = await createAccessCompany(testApp, 'PSO', 3100);
    const ours = PEOPLE.map(idOf);
    const theirs = PEOPLE.map((person) => other.people[person]);
    const named = async (role: RoleName, ids: string[]) => {
      const answer = await call<{ id: string; firstName: string; lastName: string; employeeStatus: string }[]>(
        testApp,
        'GET',
        `/api/employees/by-ids?ids=${ids.join(',')}`,
        { token: tokens[role] },
      );
      expect([role, answer.status]).toEqual([role, 200]);
      return answer.body;
    };
    await organisationDb(testApp).query(
      `UPDATE organisation.employees SET employee_status = 'Terminated' WHERE id = $1`,
      [idOf('managed')],
    );
    try {
      const all = await named('Admin', [...ours, ...theirs, idOf('employee')]);
      expect(all.map((e) => e.id).sort()).toEqual([...ours].sort());
      const managed = all.find((e) => e.id === idOf('managed'));
      expect(managed?.employeeStatus).toBe('Terminated');
      const row = await rowOf(testApp, 'employees', idOf('outside'));
      expect(all.find((e) => e.id === idOf('outside'))).toMatchObject({
        firstName: row?.first_name,
        lastName: row?.last_name,
        employeeStatus: 'Active',
      });
      const ids = (rows: { id: string }[]) => rows.map((e) => e.id).sort();
      const see = (...people: Person[]) => people.map(idOf).sort();
      expect(ids(await named('Supervisor', [...ours, ...theirs]))).toEqual(see('employee', 'managed', 'supervisor'));
      expect(ids(await named('Employee', [...ours, ...theirs]))).toEqual(see('employee'));
      expect(await named('Admin', theirs)).toEqual([]);
      expect(await named('Employee', [idOf('outside')])).toEqual([]);
    } finally {
      await organisationDb(testApp).query(
        `UPDATE organisation.employees SET employee_status = 'Active' WHERE id = $1`,
        [idOf('managed')],
      );
    }
    const hundred = Array.from({ length: 100 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const atMost = await call(testApp, 'GET', `/api/employees/by-ids?ids=${[...hundred, idOf('employee')].join(',')}`, {
      token: tokens.Admin,
    });
    expect([atMost.status, atMost.body.details]).toEqual([
      400,
      [{ field: 'ids', message: 'ids may name at most 100 at a time (101 given): ask in parts of 100' }],
    ]);
    const repeated = await named('Admin', [...hundred.slice(1), idOf('employee'), idOf('employee')]);
    expect(repeated.map((e) => e.id)).toEqual([idOf('employee')]);
    const none = 'ids must name at least one id';
    const notIds = 'ids must be ids separated by commas';
    for (const [query, message] of [
      ['', none],
      ['?ids=', none],
      ['?ids=not-an-id', notIds],
    ] as const) {
      const bad = await call(testApp, 'GET', `/api/employees/by-ids${query}`, { token: tokens.Admin });
      expect([query, bad.status, bad.body.details?.map((d) => d.message)]).toEqual([query, 400, [message]]);
    }
  });

  it('carries a Supervisor’s nodes in their token, and ends their sessions when their Management changes', async () => {
    const users = testApp.app.get(UserAccountsService, { strict: false });
    const email = 'second.supervisor@psc.access.test';
    const user = await users.createUser({
      companyId: co.companyId,
      email,
      password: PASSWORD,
      firstName: 'Second',
      lastName: 'Supervisor',
      role: 'Supervisor',
      managedDepartments: [co.nodes.office],
    });
    const first = await call<{ accessToken: string; refreshToken: string }>(testApp, 'POST', '/account/login', {
      body: { email, password: PASSWORD, appType: 'web' },
    });
    expect(claimsOf(first.body.accessToken).mng).toEqual([co.nodes.office]);
    expect(claimsOf(tokens.Admin).mng).toBeUndefined();

    const edit = await call(testApp, 'POST', '/user/save-without-photo', {
      token: tokens.Admin,
      body: {
        id: user.id,
        email,
        firstName: 'Second',
        lastName: 'Supervisor',
        roleId: '3',
        departments: [co.nodes.warehouse],
      },
    });
    expect(edit.status).toBe(200);
    const refreshed = await call(testApp, 'POST', '/account/refresh-token', {
      body: { refreshToken: first.body.refreshToken },
    });
    expect(refreshed.status).toBe(400);
    const again = await signIn(testApp, email);
    expect(claimsOf(again).mng).toEqual([co.nodes.warehouse]);
    const listed = await call<{ id: string }[]>(testApp, 'GET', '/api/employees', { token: again });
    expect(listed.body.map((e) => e.id).sort()).toEqual([idOf('employee'), idOf('managed')].sort());
  });
});
