import { jest } from '@jest/globals';
import type { TestApp } from '../support/test-app.js';
import { eventsSince, organisationDb, outboxMark, rowOf, signInAs } from '../support/org-fixture.js';
import {
  call,
  createCompany,
  PASSWORD,
  signIn,
  startThinPath,
  type TestCompany,
} from '../support/thin-path-fixture.js';

jest.setTimeout(90_000);

interface CustomerRow {
  id: string;
  name: string;
  code: string;
  timeZoneId: string;
  licenses: number;
  usedLicenses: number;
  appLicenses: number;
  usedAppLicenses: number;
  createdAt: string;
}

/** The Superadmin's customer companies: list, create with a first admin, read one, change licence counts. */
describe('customer companies', () => {
  let testApp: TestApp;
  let provider: TestCompany;
  let other: TestCompany;
  let superadmin: string;
  let admin: string;

  beforeAll(async () => {
    testApp = await startThinPath();
    provider = await createCompany(testApp, 'CUA', 1000);
    other = await createCompany(testApp, 'CUB', 2000);
    superadmin = await signInAs(testApp, provider.companyId, 'Superadmin', 'super@cua.test');
    admin = await signIn(testApp, provider.adminEmail);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('lists every company with its licences in use, for a Superadmin only', async () => {
    const list = await call<CustomerRow[]>(testApp, 'GET', '/api/customers', { token: superadmin });
    expect(list.status).toBe(200);
    const row = list.body.find((c) => c.id === other.companyId);
    expect(row).toMatchObject({ code: 'CUB', usedLicenses: 2, usedAppLicenses: 0 });
    expect((await call(testApp, 'GET', '/api/customers', { token: admin })).status).toBe(403);
    expect((await call(testApp, 'GET', `/api/customers/${other.companyId}`, { token: admin })).status).toBe(403);
  });

  it('creates a company, then its first admin, who signs in to it', async () => {
    const created = await call<{ message: string; companyId: string }>(testApp, 'POST', '/api/customers', {
      token: superadmin,
      body: { name: 'Kauri Builders', code: 'KAURI', timeZoneId: 'Pacific/Auckland', licenses: 25, appLicenses: 5 },
    });
    expect(created.status).toBe(201);
    const companyId = created.body.companyId;
    const one = await call<CustomerRow>(testApp, 'GET', `/api/customers/${companyId}`, { token: superadmin });
    expect(one.body).toMatchObject({ name: 'Kauri Builders', code: 'KAURI', licenses: 25, usedLicenses: 0 });

    const body = { email: 'owner@kauri.test', firstName: 'Kiri', lastName: 'Owner', password: PASSWORD };
    let answer = await call<{ message: string }>(testApp, 'POST', `/api/customers/${companyId}/admin`, {
      token: superadmin,
      body,
    });
    // identity learns of the company from organisation's event: until then the answer is noCompany
    for (let i = 0; i < 100 && answer.body.message === 'noCompany'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      answer = await call(testApp, 'POST', `/api/customers/${companyId}/admin`, { token: superadmin, body });
    }
    expect(answer.status).toBe(201);
    const owner = await signIn(testApp, 'owner@kauri.test');
    const info = await call<{ id: string; name: string }>(testApp, 'GET', '/api/company/info', { token: owner });
    expect(info.body).toMatchObject({ id: companyId, name: 'Kauri Builders' });
    // the new admin is an Admin of that company, not a Superadmin
    expect((await call(testApp, 'GET', '/api/customers', { token: owner })).status).toBe(403);
  });

  it('changes licence counts and the name, and publishes org.company.changed.v1', async () => {
    const mark = await outboxMark(testApp);
    const updated = await call<{ message: string; customer: CustomerRow }>(
      testApp,
      'POST',
      `/api/customers/${other.companyId}`,
      { token: superadmin, body: { name: 'CUB Renamed', licenses: 40, appLicenses: 4 } },
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      message: 'success',
      customer: { id: other.companyId, name: 'CUB Renamed', licenses: 40, appLicenses: 4, usedLicenses: 2 },
    });
    expect(await rowOf(testApp, 'companies', other.companyId)).toMatchObject({ licenses: 40, app_licenses: 4 });
    const [event] = await eventsSince(testApp, mark, 'org.company.changed.v1');
    expect(event?.payload).toMatchObject({ companyId: other.companyId, name: 'CUB Renamed', licenses: 40 });

    // a field left out keeps its value
    const kept = await call<{ customer: CustomerRow }>(testApp, 'POST', `/api/customers/${other.companyId}`, {
      token: superadmin,
      body: { appLicenses: 6 },
    });
    expect(kept.body.customer).toMatchObject({ name: 'CUB Renamed', licenses: 40, appLicenses: 6 });
  });

  it('switches a company’s features on and off; its admin reads them in the company settings', async () => {
    const theirAdmin = await signIn(testApp, other.adminEmail);
    const updated = await call<{ customer: CustomerRow & { settings: Record<string, unknown> } }>(
      testApp,
      'POST',
      `/api/customers/${other.companyId}`,
      {
        token: superadmin,
        body: { settings: { isSkillEnabled: true, mobileApp: true, outFaceTypeId: 'GreenTreeJobCosting' } },
      },
    );
    expect(updated.status).toBe(200);
    expect(updated.body.customer.settings).toMatchObject({
      isSkillEnabled: true,
      mobileApp: true,
      useTimeClock: true,
      outFaceTypeId: 'GreenTreeJobCosting',
    });
    const settings = await call<Record<string, unknown>>(testApp, 'GET', '/api/company/settings', {
      token: theirAdmin,
    });
    expect(settings.body).toMatchObject({
      isSkillEnabled: true,
      mobileApp: true,
      outFaceTypeId: 'GreenTreeJobCosting',
    });
    await call(testApp, 'POST', `/api/customers/${other.companyId}`, {
      token: superadmin,
      body: { settings: { mobileApp: false, outFaceTypeId: '' } },
    });
    const after = await call<Record<string, unknown>>(testApp, 'GET', '/api/company/settings', { token: theirAdmin });
    expect(after.body).toMatchObject({ isSkillEnabled: true, mobileApp: false, outFaceTypeId: null });
  });

  it('refuses fewer licences than are in use, bad counts, unknown companies and non-Superadmins, changing nothing', async () => {
    await organisationDb(testApp).query(`UPDATE organisation.employees SET status_app = true WHERE id = $1`, [
      other.employeeId,
    ]);
    const before = await rowOf(testApp, 'companies', other.companyId);
    const mark = await outboxMark(testApp);
    const cases: [string, Record<string, unknown>, string | null, number, string?][] = [
      [superadmin, { licenses: 1 }, other.companyId, 409, 'licencesInUse'],
      [superadmin, { appLicenses: 0 }, other.companyId, 409, 'appLicencesInUse'],
      [superadmin, { licenses: -1 }, other.companyId, 400],
      [superadmin, { licenses: 'many' }, other.companyId, 400],
      [superadmin, { name: '' }, other.companyId, 400],
      [superadmin, { settings: { isSkillEnabled: 'yes' } }, other.companyId, 400],
      [superadmin, { settings: { structureName: 'Team' } }, other.companyId, 400],
      [superadmin, { settings: { outFaceTypeId: 'no spaces' } }, other.companyId, 400],
      [superadmin, { settings: 'all on' }, other.companyId, 400],
      [superadmin, { licenses: 50 }, crypto.randomUUID(), 404],
      [superadmin, { licenses: 50 }, null, 400],
      [admin, { licenses: 500 }, provider.companyId, 403],
      [admin, { licenses: 500 }, other.companyId, 403],
    ];
    for (const [token, body, id, status, code] of cases) {
      const answer = await call<{ message: string }>(testApp, 'POST', `/api/customers/${id ?? 'not-an-id'}`, {
        token,
        body,
      });
      expect([body, answer.status]).toEqual([body, status]);
      if (code) expect(answer.body.message).toBe(code);
    }
    expect(await rowOf(testApp, 'companies', other.companyId)).toEqual(before);
    expect(await eventsSince(testApp, mark, 'org.company.changed.v1')).toEqual([]);
    expect((await call(testApp, 'GET', `/api/customers/${crypto.randomUUID()}`, { token: superadmin })).status).toBe(
      404,
    );
  });
});
