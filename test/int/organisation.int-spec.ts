import { jest } from '@jest/globals';
import type { CompanySettings, EmployeeDetail, EmployeeListRow } from '@rollcall/api-client';
import type { TestApp } from '../support/test-app.js';
import { call, createCompany, signIn, startThinPath, type TestCompany } from '../support/thin-path-fixture.js';

jest.setTimeout(60_000);

describe('organisation calls', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let other: TestCompany;
  let adminToken: string;

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'ORGA', 5000);
    other = await createCompany(testApp, 'ORGB', 6000);
    adminToken = await signIn(testApp, company.adminEmail);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('serves the company settings of the caller’s company', async () => {
    const answer = await call<CompanySettings>(testApp, 'GET', '/api/company/settings', { token: adminToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      companyId: company.companyId,
      companyName: 'ORGA Ltd',
      structureName: 'Department',
      useTimeClock: true,
      sumLicense: 10,
    });
  });

  it('lists only the caller’s company’s active employees, sorted by first name', async () => {
    const answer = await call<EmployeeListRow[]>(testApp, 'GET', '/api/employees', { token: adminToken });
    expect(answer.status).toBe(200);
    expect(answer.body.map((e) => e.clockId)).toEqual([5000, 5001]);
    expect(answer.body[0]).toMatchObject({
      firstName: 'First0',
      departmentName: 'Position',
      payGroupName: 'Weekly',
      employeeStatus: 'Active',
    });
    const inactive = await call<EmployeeListRow[]>(testApp, 'GET', '/api/employees?employeeStatus=Inactive', {
      token: adminToken,
    });
    expect(inactive.body).toEqual([]);
  });

  it('refuses an unknown status filter with 400', async () => {
    const answer = await call(testApp, 'GET', '/api/employees?employeeStatus=Retired', { token: adminToken });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('employeeStatus must be one of Active, Inactive, Terminated');
  });

  it('serves one employee with its zone, and 404 for another company’s employee', async () => {
    const mine = await call<EmployeeDetail>(testApp, 'GET', `/api/employees/${company.employeeId}`, {
      token: adminToken,
    });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ clockId: 5000, payId: 'ORGA-0', timeZoneId: 'Pacific/Auckland' });
    const theirs = await call(testApp, 'GET', `/api/employees/${other.employeeId}`, { token: adminToken });
    expect(theirs.status).toBe(404);
    const notAnId = await call(testApp, 'GET', '/api/employees/42', { token: adminToken });
    expect(notAnId.status).toBe(400);
  });

  it('refuses the employee list to a caller without a token', async () => {
    expect((await call(testApp, 'GET', '/api/employees')).status).toBe(401);
  });
});
