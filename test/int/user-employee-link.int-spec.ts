import { jest } from '@jest/globals';
import type { EmployeeDetail } from '@rollcall/api-client';
import type { TestApp } from '../support/test-app.js';
import { call, createCompany, signIn, startThinPath, type TestCompany, waitFor } from '../support/thin-path-fixture.js';

jest.setTimeout(90_000);

interface SaveAnswer {
  message: string;
  id: string;
  employeeId: string | null;
}

describe('a user saved with employee info becomes an employee', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let adminToken: string;
  let existing: EmployeeDetail;

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'LINK', 7000);
    adminToken = await signIn(testApp, company.adminEmail);
    existing = (
      await call<EmployeeDetail>(testApp, 'GET', `/api/employees/${company.employeeId}`, { token: adminToken })
    ).body;
    // identity checks the form against its copy of organisation's structure and pay groups
    await waitFor(testApp, async (ds) => {
      const rows = (await ds.query(`SELECT count(*)::int AS n FROM identity.org_pay_groups WHERE company_id = $1`, [
        company.companyId,
      ])) as { n: number }[];
      return (rows[0]?.n ?? 0) > 0;
    });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const userForm = (extra: Record<string, unknown>) => ({
    email: 'aroha.link@link.test',
    firstName: 'Aroha',
    lastName: 'Link',
    password: 'a good password',
    confirm_password: 'a good password',
    roleId: '4',
    ...extra,
  });
  const employee = (id: string) => call<EmployeeDetail>(testApp, 'GET', `/api/employees/${id}`, { token: adminToken });

  it('creates the employee organisation-side, and time capture learns its clock id', async () => {
    const saved = await call<SaveAnswer>(testApp, 'POST', '/user/save-without-photo', {
      token: adminToken,
      body: userForm({
        isEmployee: true,
        hireOnDateValue: '2026-02-01',
        departmentId: existing.departmentId,
        paygroupId: existing.paygroupId,
        clockId: 7777,
        payId: 'LINK-77',
      }),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.employeeId).toEqual(expect.any(String));
    const employeeId = saved.body.employeeId ?? '';
    await waitFor(testApp, async () => (await employee(employeeId)).status === 200);
    expect((await employee(employeeId)).body).toMatchObject({
      userId: saved.body.id,
      firstName: 'Aroha',
      lastName: 'Link',
      clockId: 7777,
      payId: 'LINK-77',
      departmentId: existing.departmentId,
      hireOnDateValue: '2026-02-01',
    });
    await waitFor(testApp, async (ds) => {
      const rows = (await ds.query(`SELECT 1 FROM time_capture.known_employees WHERE id = $1 AND clock_id = 7777`, [
        employeeId,
      ])) as unknown[];
      return rows.length === 1;
    });
    const punch = await call(testApp, 'POST', '/api/kiosk-punches', {
      headers: { 'x-device-token': company.deviceToken },
      body: { deviceId: 'kiosk', devicePunchId: 'link-1', clockId: 7777, punchTime: '2026-11-16T20:00:00Z' },
    });
    expect(punch.status).toBe(201);
  });
});
