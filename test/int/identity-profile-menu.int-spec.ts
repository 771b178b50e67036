import { jest } from '@jest/globals';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { getDataSourceToken } from '@nestjs/typeorm';
import { ROLE_PERMISSIONS, type CompanyChangedV1, type EventEnvelope } from '@rollcall/contracts';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { CompanyEventsController, IdentityModule } from '@rollcall/identity';
import { call, createUser, login } from '../support/identity-test-kit.js';

jest.setTimeout(60_000);

interface MenuAnswer {
  key: string;
  name: string;
  path: string;
  icon?: string;
  menuItems: MenuAnswer[];
}

function companyChanged(companyId: string, name: string, occurredAt: string): EventEnvelope<string, CompanyChangedV1> {
  return {
    id: randomUUID(),
    type: 'org.company.changed.v1',
    companyId,
    key: companyId,
    occurredAt,
    producer: 'organisation',
    payload: {
      companyId,
      name,
      code: 'ACME',
      timeZoneId: 'Pacific/Auckland',
      deviceToken: 'device-token',
      exceptionThreshold: 15,
      exceptionLDThreshold: 15,
      exceptionToggles: {},
    },
  };
}

describe('identity: profile, permissions, menu and the companies read model', () => {
  let app: TestApp;
  let dataSource: DataSource;
  const companyId = randomUUID();
  const tokens: Record<'Superadmin' | 'Admin' | 'Supervisor' | 'Employee', string> = {
    Superadmin: '',
    Admin: '',
    Supervisor: '',
    Employee: '',
  };

  beforeAll(async () => {
    app = await startTestApp([IdentityModule]);
    dataSource = app.app.get<DataSource>(getDataSourceToken('identity'));
    for (const role of ['Superadmin', 'Admin', 'Supervisor', 'Employee'] as const) {
      const user = await createUser(app, companyId, role, role === 'Employee' ? { employeeId: randomUUID() } : {});
      tokens[role] = (await login(app, user.email)).accessToken;
    }
  });

  afterAll(async () => {
    await app?.close();
  });

  describe('GET /profile', () => {
    it('answers every documented field, with the company name from the read model', async () => {
      await app.app
        .get(CompanyEventsController)
        .onCompanyChanged(companyChanged(companyId, 'Acme Ltd', new Date().toISOString()));
      const user = await createUser(app, companyId, 'Supervisor', {
        email: `tama-${randomUUID().slice(0, 6)}@example.com`,
      });
      const { accessToken } = await login(app, user.email);
      const profile = await call(app, 'GET', '/profile', { token: accessToken });
      expect(profile.status).toBe(200);
      expect(profile.body).toEqual({
        userId: user.id,
        email: user.email,
        firstName: 'Aroha',
        lastName: 'Ngata',
        companyId,
        companyName: 'Acme Ltd',
        roleName: 'Supervisor',
        redirectUrl: '/dashboard',
        allowLoginAsEmployee: false,
        dateFormat: 'yyyy-MM-dd',
        timeFormat: 'HH:mm',
        middleName: null,
        name: null,
        title: null,
        mobile: null,
        phone: null,
        fax: null,
        physicalAddress: null,
        postalAddress: null,
        avatarFileName: null,
        hasPin: false,
        managedDepartmentIds: [],
      });
    });

    it('sends an Employee to the timesheet without the role select', async () => {
      const profile = await call(app, 'GET', '/profile', { token: tokens.Employee });
      expect(profile.body).toMatchObject({
        roleName: 'Employee',
        redirectUrl: '/timesheet/view',
        allowLoginAsEmployee: false,
      });
    });

    it('answers an empty company name while the company is not known yet', async () => {
      const user = await createUser(app, randomUUID(), 'Admin');
      const { accessToken } = await login(app, user.email);
      expect((await call(app, 'GET', '/profile', { token: accessToken })).body.companyName).toBe('');
    });
  });

  describe('GET /profile/permissions', () => {
    it.each(['Superadmin', 'Admin', 'Supervisor', 'Employee'] as const)(
      "answers the %s role's permissions",
      async (role) => {
        const answer = await call(app, 'GET', '/profile/permissions', { token: tokens[role] });
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual(ROLE_PERMISSIONS[role]);
      },
    );

    it('an Employee may not manage users', async () => {
      const answer = await call<Record<string, string[]>>(app, 'GET', '/profile/permissions', {
        token: tokens.Employee,
      });
      expect(answer.body.user).toBeUndefined();
      expect(answer.body.timesheet).toEqual(['visible']);
    });
  });

  describe('GET /menu-items', () => {
    const keysOf = (items: MenuAnswer[]) => items.map((i) => i.key);

    it('gives an Admin the company area with users and employees, and no resource field', async () => {
      const answer = await call<MenuAnswer[]>(app, 'GET', '/menu-items', { token: tokens.Admin });
      expect(answer.status).toBe(200);
      const myCompany = answer.body.find((i) => i.key === 'myCompany');
      expect(myCompany).toMatchObject({ name: 'My Company', path: '/mydetail', icon: 'company' });
      expect(keysOf(myCompany?.menuItems ?? [])).toEqual(['companyProfiles', 'users', 'employees']);
      expect(keysOf(answer.body)).toEqual(expect.arrayContaining(['settings', 'importExport', 'report', 'support']));
      expect(keysOf(answer.body)).not.toContain('customer');
      expect(JSON.stringify(answer.body)).not.toContain('resource');
    });

    it('gives a Supervisor employees but not users, and no settings', async () => {
      const answer = await call<MenuAnswer[]>(app, 'GET', '/menu-items', { token: tokens.Supervisor });
      const myCompany = answer.body.find((i) => i.key === 'myCompany');
      expect(keysOf(myCompany?.menuItems ?? [])).toEqual(['companyProfiles', 'employees']);
      expect(keysOf(answer.body)).not.toContain('settings');
    });

    it('gives an Employee their time and no company administration', async () => {
      const answer = await call<MenuAnswer[]>(app, 'GET', '/menu-items', { token: tokens.Employee });
      const keys = keysOf(answer.body);
      expect(keys).toEqual(expect.arrayContaining(['timesheet', 'leaveRequests', 'support']));
      for (const key of ['customer', 'settings', 'importExport', 'report', 'myCompany'])
        expect(keys).not.toContain(key);
      // they may see schedules, not change them: no Global Schedule, whose screen needs schedule update
      const schedules = answer.body.find((i) => i.key === 'schedules');
      expect(keysOf(schedules?.menuItems ?? [])).toContain('weeklyRoster');
      expect(keysOf(schedules?.menuItems ?? [])).not.toContain('globalSchedule');
      // their leave requests and their balances (/leaveBalance/list: leaveBalance visible)
      const leave = answer.body.find((i) => i.key === 'leaveRequests');
      expect(leave?.menuItems.map((i) => [i.key, i.name, i.path])).toEqual([
        ['leaveList', 'Leave Requests', '/leave/list'],
        ['leaveBalances', 'Leave Balance', '/leaveBalance/list'],
      ]);
    });

    it('gives a Superadmin the customer area', async () => {
      const answer = await call<MenuAnswer[]>(app, 'GET', '/menu-items', { token: tokens.Superadmin });
      expect(keysOf(answer.body)[0]).toBe('customer');
    });
  });

  describe('org.company.changed.v1', () => {
    const companyRow = async (id: string) =>
      (await dataSource.query(`SELECT name FROM identity.companies WHERE id = $1`, [id])) as { name: string }[];
    const inboxRows = async (eventId: string) =>
      (await dataSource.query(`SELECT consumer FROM identity.inbox WHERE event_id = $1`, [eventId])) as {
        consumer: string;
      }[];

    it('is applied once even when delivered twice', async () => {
      const controller = app.app.get(CompanyEventsController);
      const id = randomUUID();
      const event = companyChanged(id, 'Kiwi Fruit Co', new Date().toISOString());
      await expect(controller.onCompanyChanged(event)).resolves.toBe(true);
      await expect(controller.onCompanyChanged(event)).resolves.toBe(false);
      expect(await companyRow(id)).toEqual([{ name: 'Kiwi Fruit Co' }]);
      expect(await inboxRows(event.id)).toEqual([{ consumer: 'identity.company-read-model' }]);
    });

    it('is applied once when two deliveries race', async () => {
      const controller = app.app.get(CompanyEventsController);
      const id = randomUUID();
      const event = companyChanged(id, 'Racing Ltd', new Date().toISOString());
      const results = await Promise.all([controller.onCompanyChanged(event), controller.onCompanyChanged(event)]);
      expect(results.sort()).toEqual([false, true]);
      expect(await companyRow(id)).toEqual([{ name: 'Racing Ltd' }]);
    });

    it('takes a newer change and ignores an older one delivered late', async () => {
      const controller = app.app.get(CompanyEventsController);
      const id = randomUUID();
      await controller.onCompanyChanged(companyChanged(id, 'Old Name', '2026-01-01T00:00:00.000Z'));
      await controller.onCompanyChanged(companyChanged(id, 'New Name', '2026-02-01T00:00:00.000Z'));
      expect(await companyRow(id)).toEqual([{ name: 'New Name' }]);
      await controller.onCompanyChanged(companyChanged(id, 'Stale Name', '2026-01-15T00:00:00.000Z'));
      expect(await companyRow(id)).toEqual([{ name: 'New Name' }]);
    });
  });

  describe('OpenAPI', () => {
    it('documents every call with its operationId, answer code and named answer schema', () => {
      const document = SwaggerModule.createDocument(app.app, new DocumentBuilder().addBearerAuth().build());
      const operation = (path: string, method: 'get' | 'post') =>
        (document.paths[path] as Record<string, { operationId?: string; responses: Record<string, unknown> }>)[method];
      const expected: [string, 'get' | 'post', string, string][] = [
        ['/account/login', 'post', 'login', 'TokenPair'],
        ['/account/refresh-token', 'post', 'refreshToken', 'TokenPair'],
        ['/account/login-as-employee', 'post', 'loginAsEmployee', 'LoginAsEmployeeAnswer'],
        ['/account/logout', 'post', 'logout', 'MessageAnswer'],
        ['/profile', 'get', 'getProfile', 'Profile'],
        ['/menu-items', 'get', 'getMenuItems', 'MenuItem'],
      ];
      for (const [path, method, operationId, schema] of expected) {
        const op = operation(path, method);
        expect(op?.operationId).toBe(operationId);
        expect(Object.keys(op?.responses ?? {})).toContain('200');
        expect(JSON.stringify(op?.responses['200'])).toContain(`#/components/schemas/${schema}`);
      }
      const permissions = operation('/profile/permissions', 'get');
      expect(permissions?.operationId).toBe('getPermissions');
      expect(JSON.stringify(permissions?.responses['200'])).toContain('additionalProperties');
      const schemas = document.components?.schemas ?? {};
      for (const name of ['LoginRequest', 'RefreshTokenRequest', 'LogoutRequest', 'Profile', 'MenuItem']) {
        expect(schemas).toHaveProperty(name);
      }
      expect(schemas.LoginRequest).toMatchObject({ required: ['email', 'password', 'appType'] });
    });
  });
});
