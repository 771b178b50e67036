import { jest } from '@jest/globals';
import { SyncResultsRecorder } from '@rollcall/integrations';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { call, createCompany, signIn, type TestCompany } from '../support/thin-path-fixture.js';
import { XERO_EXPORT_MODULES } from '../support/xero-fixture.js';

jest.setTimeout(90_000);

interface Result {
  id: string;
  date: string;
  type: string;
  status: string;
  message: string;
}
interface Search {
  data: Result[];
  total: number;
}

describe('sync results', () => {
  let testApp: TestApp;
  let mine: TestCompany;
  let theirs: TestCompany;
  let admin: string;
  let employee: string;
  let otherAdmin: string;

  beforeAll(async () => {
    testApp = await startTestApp(XERO_EXPORT_MODULES);
    mine = await createCompany(testApp, 'SRA', 7000);
    theirs = await createCompany(testApp, 'SRB', 7500);
    admin = await signIn(testApp, mine.adminEmail);
    employee = await signIn(testApp, mine.employeeEmail);
    otherAdmin = await signIn(testApp, theirs.adminEmail);
    const recorder = testApp.app.get(SyncResultsRecorder, { strict: false });
    const at = (iso: string) => new Date(iso);
    await recorder.record(mine.companyId, {
      type: 'Employees',
      status: 'success',
      message: 'Synced 12 employees.',
      date: at('2026-03-01T20:00:00Z'),
    });
    await recorder.record(mine.companyId, {
      type: 'Jobs',
      status: 'warning',
      message: 'Job J9 is not in MYOB Advanced.',
      date: at('2026-03-02T01:00:00Z'),
    });
    await recorder.record(mine.companyId, {
      type: 'Timesheets',
      status: 'error',
      message: 'Token expired.',
      date: at('2026-03-03T10:00:00Z'),
    });
    await recorder.record(mine.companyId, { type: 'Timesheets', status: 'error', message: 'Just now.' });
    await recorder.record(theirs.companyId, {
      type: 'Jobs',
      status: 'error',
      message: 'Theirs.',
      date: at('2026-03-02T01:00:00Z'),
    });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const search = (query: string, token = admin) => call<Search>(testApp, 'GET', `/api/sync-results${query}`, { token });

  it('lists the company’s results newest first', async () => {
    const all = await search('');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(4);
    expect(all.body.data.map((r) => r.message)).toEqual([
      'Just now.',
      'Token expired.',
      'Job J9 is not in MYOB Advanced.',
      'Synced 12 employees.',
    ]);
    expect(all.body.data[1]).toEqual({
      id: expect.any(String),
      date: '2026-03-03T10:00:00.000Z',
      type: 'Timesheets',
      status: 'error',
      message: 'Token expired.',
    });
    const theirsList = await search('', otherAdmin);
    expect(theirsList.body.data.map((r) => r.message)).toEqual(['Theirs.']);
  });

  it('filters by local days in the zone given, types and statuses', async () => {
    const auckland = await search('?startDate=2026-03-02&endDate=2026-03-02&timeZone=Pacific/Auckland');
    expect(auckland.body.data.map((r) => r.type)).toEqual(['Jobs', 'Employees']);
    const utc = await search('?startDate=2026-03-02&endDate=2026-03-02');
    expect(utc.body.data.map((r) => r.type)).toEqual(['Jobs']);
    const types = await search('?types=Employees,Timesheets&startDate=2026-03-01&endDate=2026-03-31');
    expect(types.body.data.map((r) => r.message)).toEqual(['Token expired.', 'Synced 12 employees.']);
    const statuses = await search('?statuses=warning&statuses=error&endDate=2026-03-31');
    expect(statuses.body.data.map((r) => r.status)).toEqual(['error', 'warning']);
  });

  it('refuses bad filters with 400', async () => {
    const badDate = await search('?startDate=2026-02-30');
    expect(badDate.status).toBe(400);
    const backwards = await search('?startDate=2026-03-05&endDate=2026-03-01');
    expect(backwards.status).toBe(400);
    const zone = await search('?startDate=2026-03-01&timeZone=Mars/Base');
    expect(zone.status).toBe(400);
    const type = await search('?types=Nope');
    expect(type.status).toBe(400);
    expect((type.body as unknown as { message: string }).message).toContain('types must be among');
    const status = await search('?statuses=failed');
    expect(status.status).toBe(400);
  });

  it('counts errors in the last 7 days by default, or in the days given', async () => {
    const recent = await call<{ count: number }>(testApp, 'GET', '/api/sync-results/error-count', { token: admin });
    expect(recent.status).toBe(200);
    expect(recent.body).toEqual({ count: 1 });
    const march = await call<{ count: number }>(
      testApp,
      'GET',
      '/api/sync-results/error-count?startDate=2026-03-01&endDate=2026-03-31',
      { token: admin },
    );
    expect(march.body).toEqual({ count: 1 });
    const theirsCount = await call<{ count: number }>(
      testApp,
      'GET',
      '/api/sync-results/error-count?startDate=2026-03-01&endDate=2026-03-31',
      { token: otherAdmin },
    );
    expect(theirsCount.body).toEqual({ count: 1 });
    const bad = await call(testApp, 'GET', '/api/sync-results/error-count?endDate=yesterday', { token: admin });
    expect(bad.status).toBe(400);
  });

  it('needs the syncResult permission', async () => {
    expect((await search('', employee)).status).toBe(403);
    expect((await call(testApp, 'GET', '/api/sync-results/error-count', { token: employee })).status).toBe(403);
    expect((await call(testApp, 'GET', '/api/sync-results')).status).toBe(401);
  });

  it('the recorder refuses unknown types and statuses', async () => {
    const recorder = testApp.app.get(SyncResultsRecorder, { strict: false });
    await expect(recorder.record(mine.companyId, { type: 'Nope', status: 'error', message: '' })).rejects.toThrow(
      'type must be one of',
    );
    expect((await search('')).body.total).toBe(4);
  });
});
