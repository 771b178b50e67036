import { jest } from '@jest/globals';
import type { TestApp } from '../support/test-app.js';
import { eventsSince, organisationDb, outboxMark, signInAs } from '../support/org-fixture.js';
import { call, createCompany, signIn, startThinPath, type TestCompany } from '../support/thin-path-fixture.js';

jest.setTimeout(60_000);

interface Customer {
  id: string;
  name: string;
  code: string;
  timeZoneId: string;
  licenses: number;
  usedLicenses: number;
  appLicenses: number;
  usedAppLicenses: number;
}

describe('customer companies (Superadmin)', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let superadmin: string;
  let admin: string;

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'CUA', 3000);
    superadmin = await signInAs(testApp, company.companyId, 'Superadmin', 'root@cua.test');
    admin = await signIn(testApp, company.adminEmail);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('creates a customer with its structure root and default pay types, publishing them', async () => {
    const mark = await outboxMark(testApp);
    const created = await call<{ message: string; companyId: string }>(testApp, 'POST', '/api/customers', {
      token: superadmin,
      body: { name: 'Kiwi Fruit Ltd', code: 'KIWI', timeZoneId: 'Pacific/Auckland', licenses: 25, appLicenses: 5 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ message: 'success', companyId: expect.any(String) });
    const id = created.body.companyId;
    const db = organisationDb(testApp);
    const roots = (await db.query(
      `SELECT name, level, time_zone_id FROM organisation.departments WHERE company_id = $1`,
      [id],
    )) as { name: string; level: string | null; time_zone_id: string }[];
    expect(roots).toEqual([{ name: 'Kiwi Fruit Ltd', level: null, time_zone_id: 'Pacific/Auckland' }]);
    const [payTypes] = (await db.query(`SELECT count(*)::int AS n FROM organisation.pay_types WHERE company_id = $1`, [
      id,
    ])) as { n: number }[];
    expect(payTypes?.n).toBe(11);
    const events = await eventsSince(testApp, mark);
    expect(events.filter((e) => e.companyId === id).map((e) => e.type)).toEqual([
      'org.company.changed.v1',
      'org.department.changed.v1',
      ...Array.from({ length: 11 }, () => 'org.paytype.changed.v1'),
    ]);
  });

  it('lists every customer with its licences and how many are in use', async () => {
    const list = await call<Customer[]>(testApp, 'GET', '/api/customers', { token: superadmin });
    expect(list.status).toBe(200);
    expect(list.body.find((c) => c.code === 'CUA')).toMatchObject({
      id: company.companyId,
      licenses: 10,
      usedLicenses: 2,
      appLicenses: 0,
      usedAppLicenses: 0,
    });
    expect(list.body.find((c) => c.code === 'KIWI')).toMatchObject({
      name: 'Kiwi Fruit Ltd',
      timeZoneId: 'Pacific/Auckland',
      licenses: 25,
      usedLicenses: 0,
      appLicenses: 5,
    });
  });

  it('refuses a taken code (existCode), a bad zone or licence count, and anyone but a Superadmin', async () => {
    const mark = await outboxMark(testApp);
    const taken = await call<{ message: string; detail: string }>(testApp, 'POST', '/api/customers', {
      token: superadmin,
      body: { name: 'Again', code: 'kiwi', timeZoneId: 'UTC', licenses: 1 },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ message: 'existCode', detail: 'Warning: Code is exist.' });
    const badZone = await call(testApp, 'POST', '/api/customers', {
      token: superadmin,
      body: { name: 'Z', code: 'Z1', timeZoneId: 'Nowhere/Land', licenses: 1 },
    });
    expect(badZone.status).toBe(400);
    const badCount = await call(testApp, 'POST', '/api/customers', {
      token: superadmin,
      body: { name: 'Z', code: 'Z2', timeZoneId: 'UTC', licenses: -1 },
    });
    expect(badCount.status).toBe(400);
    const byAdmin = await call(testApp, 'POST', '/api/customers', {
      token: admin,
      body: { name: 'Z', code: 'Z3', timeZoneId: 'UTC', licenses: 1 },
    });
    expect(byAdmin.status).toBe(403);
    expect((await call(testApp, 'GET', '/api/customers', { token: admin })).status).toBe(403);
    expect(await eventsSince(testApp, mark)).toEqual([]);
  });
});
