import { jest } from '@jest/globals';
import { getDataSourceToken } from '@nestjs/typeorm';
import { IdentityModule } from '@rollcall/identity';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  call,
  createUser,
  feedCompany,
  feedDepartment,
  feedEmployee,
  feedPayGroup,
  login,
  postForm,
  upload,
} from '../support/identity-test-kit.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

jest.setTimeout(90_000);

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

interface Tenant {
  companyId: string;
  position: string;
  division: string;
  payGroup: string;
  employeeId: string;
  adminId: string;
  adminToken: string;
  supervisorId: string;
  userId: string;
  userEmail: string;
  avatar: string;
}

/**
 * A signed-in Admin of company A sends company B's ids to every identity route it has: every read answers as if
 * the id did not exist, every write is refused, and nothing of B's changes.
 */
describe('identity: one company can read or change nothing of another', () => {
  let app: TestApp;
  let dataSource: DataSource;
  let a: Tenant;
  let b: Tenant;

  async function tenant(name: string, clockId: number): Promise<Tenant> {
    const companyId = randomUUID();
    const [root, division, position, payGroup, employeeId] = [1, 2, 3, 4, 5].map(() => randomUUID()) as [
      string,
      string,
      string,
      string,
      string,
    ];
    await feedCompany(app, companyId, name, 50);
    await feedDepartment(app, companyId, root, null, null);
    await feedDepartment(app, companyId, division, root, 'division');
    await feedDepartment(app, companyId, position, division, 'position');
    await feedPayGroup(app, companyId, payGroup);
    await feedEmployee(app, companyId, { employeeId, departmentId: position, clockId, payId: `P-${clockId}` });
    const admin = await createUser(app, companyId, 'Admin');
    const adminToken = (await login(app, admin.email)).accessToken;
    const supervisor = await createUser(app, companyId, 'Supervisor');
    const user = await createUser(app, companyId, 'Employee', { employeeId });
    const uploaded = await upload<{ fileName: string }>(app, '/api/avatars', adminToken, {
      bytes: PNG,
      name: 'a.png',
      type: 'image/png',
    });
    return {
      companyId,
      position,
      division,
      payGroup,
      employeeId,
      adminId: admin.id,
      adminToken,
      supervisorId: supervisor.id,
      userId: user.id,
      userEmail: user.email,
      avatar: uploaded.body.fileName,
    };
  }

  /** Everything of company B identity stores, to compare before and after. */
  const snapshotOf = async (companyId: string) => ({
    users: (await dataSource.query(
      `SELECT id, email, password_hash, first_name, last_name, role, employee_id, status, middle_name, name, title,
              mobile, avatar_file_name, pin_hash, managed_departments, functions, export_divisions, is_leave,
              forward_to, mobile_app, evacuator, date_format, time_format
         FROM identity.users WHERE company_id = $1 ORDER BY id`,
      [companyId],
    )) as unknown[],
    avatars: (await dataSource.query(`SELECT file_name FROM identity.avatars WHERE company_id = $1`, [
      companyId,
    ])) as unknown[],
    outbox: (await dataSource.query(`SELECT count(*)::int AS n FROM identity.outbox WHERE company_id = $1`, [
      companyId,
    ])) as unknown[],
    sessions: (await dataSource.query(
      `SELECT count(*)::int AS n FROM identity.refresh_tokens WHERE company_id = $1 AND revoked_at IS NULL`,
      [companyId],
    )) as unknown[],
  });

  beforeAll(async () => {
    app = await startTestApp([IdentityModule]);
    dataSource = app.app.get<DataSource>(getDataSourceToken('identity'));
    a = await tenant('Alpha Ltd', 100);
    b = await tenant('Bravo Ltd', 200);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('reads: another company’s users, lists and photos are not there', async () => {
    const token = a.adminToken;
    for (const id of [b.userId, b.adminId, b.supervisorId]) {
      expect((await call(app, 'GET', `/api/users/${id}`, { token })).status).toBe(404);
    }
    const ids = async (path: string) =>
      (await call<{ id: string }[]>(app, 'GET', path, { token })).body.map((u) => u.id);
    const bIds = [b.userId, b.adminId, b.supervisorId];
    for (const path of [
      '/api/users',
      '/api/users?userStatus=Inactive',
      `/api/users?departmentIds=${b.position},${b.division}`,
      '/api/users/forward-to',
      '/api/users/report-to',
      `/api/users/report-to?userId=${b.supervisorId}`,
      `/api/users/forward-to?userId=${b.adminId}`,
    ]) {
      const listed = await ids(path);
      for (const id of bIds) expect(listed).not.toContain(id);
    }
    expect(await ids(`/api/users?departmentIds=${b.position}`)).toEqual([]);
    expect((await call(app, 'GET', `/api/avatars/${b.avatar}`, { token })).status).toBe(404);
    const own = await fetch(`${app.url}/api/avatars/${a.avatar}`, { headers: { authorization: `Bearer ${token}` } });
    expect(own.status).toBe(200);
    const profile = await call<{ companyId: string; userId: string }>(app, 'GET', '/profile', { token });
    expect(profile.body).toMatchObject({ companyId: a.companyId, userId: a.adminId });
  });

  it('writes: every change aimed at another company’s ids is refused and changes nothing there', async () => {
    const token = a.adminToken;
    const before = await snapshotOf(b.companyId);

    const status = await call(app, 'POST', `/api/users/${b.userId}/status`, {
      token,
      body: { userStatus: 'Inactive' },
    });
    expect(status.status).toBe(404);

    const form = {
      email: `hijack-${randomUUID().slice(0, 6)}@alpha.test`,
      firstName: 'Hi',
      lastName: 'Jack',
      roleId: '4',
      changePassword: 'true',
      password: 'taken over',
      confirm_password: 'taken over',
    };
    const save = (fields: Parameters<typeof postForm>[2]) => postForm(app, '/user/save-without-photo', fields, token);
    // B's user by id
    expect(
      (
        await save({
          ...form,
          id: b.userId,
          email: b.userEmail,
          isEmployee: 'true',
          hireOnDateValue: '2026-01-01',
          departmentId: a.position,
        })
      ).status,
    ).toBe(404);
    // A's new user pointing at B's things
    const employee = { ...form, isEmployee: 'true', hireOnDateValue: '2026-01-01', departmentId: a.position };
    const refusals: [Record<string, string | string[]>, number, string | undefined][] = [
      [{ ...employee, departmentId: b.position }, 400, 'noDepartment'],
      [{ ...employee, paygroupId: b.payGroup }, 400, 'noPaygroup'],
      [{ ...employee, employeeId: b.employeeId }, 400, undefined],
      [{ ...form, roleId: '3', departments: [b.position] }, 400, 'noDepartment'],
      [{ ...form, roleId: '2', exportDevisions: b.division }, 400, 'noDepartment'],
      [{ ...form, roleId: '2', isLeave: 'true', forwardTo: b.adminId }, 400, undefined],
      [{ ...form, roleId: '2', avatarFileName: b.avatar }, 400, undefined],
      // B's clock and pay ids are no clash in A
    ];
    for (const [fields, code, message] of refusals) {
      const answer = await save(fields);
      expect([answer.status, fields]).toEqual([code, fields]);
      if (message) expect(answer.body.message).toBe(message);
    }
    const clockOk = await save({
      ...employee,
      clockId: '200',
      payId: 'P-200',
      email: `own-${randomUUID().slice(0, 6)}@alpha.test`,
    });
    expect(clockOk.status).toBe(200);

    // A's own profile cannot take B's photo
    const photo = await call(app, 'POST', '/profile', {
      token,
      body: { firstName: 'A', lastName: 'B', avatarFileName: b.avatar },
    });
    expect(photo.status).toBe(400);

    // an Admin cannot create B's admin (Superadmin only)
    const customerAdmin = await call(app, 'POST', `/api/customers/${b.companyId}/admin`, {
      token,
      body: { email: `x-${randomUUID().slice(0, 6)}@bravo.test`, firstName: 'X', lastName: 'Y', password: 'pass word' },
    });
    expect(customerAdmin.status).toBe(403);

    // the routes with no ids act on the caller's own account only
    expect((await call(app, 'POST', '/profile/change-pin', { token, body: { pin: '9999' } })).status).toBe(200);
    expect((await call(app, 'POST', '/profile', { token, body: { firstName: 'Own', lastName: 'Only' } })).status).toBe(
      200,
    );

    expect(await snapshotOf(b.companyId)).toEqual(before);
  });

  it('a Superadmin of A reaches B only through the customer admin call', async () => {
    const superadmin = await createUser(app, a.companyId, 'Superadmin');
    const token = (await login(app, superadmin.email)).accessToken;
    expect((await call(app, 'GET', `/api/users/${b.userId}`, { token })).status).toBe(404);
    const status = await call(app, 'POST', `/api/users/${b.userId}/status`, {
      token,
      body: { userStatus: 'Inactive' },
    });
    expect(status.status).toBe(404);
    const listed = (await call<{ id: string }[]>(app, 'GET', '/api/users', { token })).body.map((u) => u.id);
    expect(listed).not.toContain(b.userId);
    // B already has an active admin: the call refuses, and would otherwise create an Admin in B
    const again = await call(app, 'POST', `/api/customers/${b.companyId}/admin`, {
      token,
      body: { email: `x-${randomUUID().slice(0, 6)}@bravo.test`, firstName: 'X', lastName: 'Y', password: 'pass word' },
    });
    expect(again.status).toBe(409);
  });
});
