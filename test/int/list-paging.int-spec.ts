import { jest } from '@jest/globals';
import { EmployeesService } from '@rollcall/organisation';
import type { TestApp } from '../support/test-app.js';
import { call, createCompany, signIn, startThinPath, type TestCompany } from '../support/thin-path-fixture.js';

jest.setTimeout(120_000);

interface Page {
  rows: { id: string }[];
  total: number;
  page: number;
  pageSize: number;
}

// Every list the console shows pages on the server: the same answer shape, the same refusals, one company only.
const PAGED_LISTS = [
  '/api/employees/page',
  '/api/users/page',
  '/api/pay-types/page',
  '/api/pay-groups/page',
  '/api/jobs/page',
  '/api/tasks/page',
  '/api/time-roundings/page',
  '/api/holidays/page',
  '/api/workplaces/page',
  '/api/kiosk-contacts/page',
  '/oauth/clients/page',
];

describe('paged lists', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let other: TestCompany;
  let admin: string;
  let otherAdmin: string;

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'PGA', 9300);
    other = await createCompany(testApp, 'PGB', 9400);
    admin = await signIn(testApp, company.adminEmail);
    otherAdmin = await signIn(testApp, other.adminEmail);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it.each(PAGED_LISTS)('%s answers a page with a total, and refuses what it cannot page', async (path) => {
    const first = await call<Page>(testApp, 'GET', `${path}?page=1&pageSize=10`, { token: admin });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 10 });
    expect(first.body.rows.length).toBeLessThanOrEqual(10);
    expect(first.body.total).toBeGreaterThanOrEqual(first.body.rows.length);
    // another company's rows never show
    const theirs = await call<Page>(testApp, 'GET', `${path}?pageSize=100`, { token: otherAdmin });
    const ids = new Set(first.body.rows.map((r) => r.id));
    expect(theirs.body.rows.filter((r) => ids.has(r.id))).toEqual([]);
    // every column's SQL runs: searched and sorted by each
    const searched = await call<Page>(testApp, 'GET', `${path}?search=a&order=descend`, { token: admin });
    expect(searched.status).toBe(200);
    for (const bad of ['pageSize=1000', 'page=-1', 'sort=nope', 'order=sideways']) {
      const refused = await call(testApp, 'GET', `${path}?${bad}`, { token: admin });
      expect(refused.status).toBe(400);
    }
    expect((await call(testApp, 'GET', path)).status).toBe(401);
  });

  it('pages the employees by name, searched by clock id, with the list’s filters', async () => {
    const all = await call<{ rows: { clockId: number }[]; total: number }>(
      testApp,
      'GET',
      '/api/employees/page?sort=clockId&order=descend',
      { token: admin },
    );
    expect(all.body.total).toBe(2);
    expect(all.body.rows.map((r) => r.clockId)).toEqual([9301, 9300]);
    const found = await call<Page>(testApp, 'GET', '/api/employees/page?search=9301', { token: admin });
    expect(found.body.total).toBe(1);
    const none = await call<Page>(testApp, 'GET', '/api/employees/page?employeeStatus=Terminated', { token: admin });
    expect(none.body.total).toBe(0);
    // a picker's search finds a full name as it shows it
    const named = await call<{ rows: { clockId: number }[] }>(
      testApp,
      'GET',
      '/api/employees/page?search=first1%20last1&sort=name',
      { token: admin },
    );
    expect(named.body.rows.map((r) => r.clockId)).toEqual([9301]);
  });

  it('bounds the legacy employees list, says how many match, and pages it when asked', async () => {
    const listed = await fetch(`${testApp.url}/api/employees`, { headers: { authorization: `Bearer ${admin}` } });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('x-total-count')).toBe('2');
    expect(((await listed.json()) as unknown[]).length).toBe(2);
    const second = await fetch(`${testApp.url}/api/employees?page=2&pageSize=10`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(second.headers.get('x-total-count')).toBe('2');
    expect(((await second.json()) as { clockId: number }[]).map((r) => r.clockId)).toEqual([9300, 9301]);
    expect((await call(testApp, 'GET', '/api/employees?pageSize=1000', { token: admin })).status).toBe(400);
    const bounded = await testApp.app
      .get(EmployeesService, { strict: false })
      .list(company.companyId, { employeeStatus: 'Active' }, {}, 1);
    expect({ rows: bounded.rows.length, total: bounded.total }).toEqual({ rows: 1, total: 2 });
  });

  it('names the years with holidays for the Year filter', async () => {
    const years = await call<number[]>(testApp, 'GET', '/api/holidays/years', { token: admin });
    expect(years.status).toBe(200);
    expect(Array.isArray(years.body)).toBe(true);
    expect([...years.body].sort((a, b) => b - a)).toEqual(years.body);
  });
});
