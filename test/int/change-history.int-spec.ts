import { jest } from '@jest/globals';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { TimesheetHistoryPage } from '@rollcall/api-client';
import { type Change, ChangeHistory, EventWriter } from '@rollcall/platform';
import type { DataSource } from 'typeorm';
import type { TestApp } from '../support/test-app.js';
import { call, createCompany, signIn, startThinPath, type TestCompany, waitFor } from '../support/thin-path-fixture.js';

jest.setTimeout(60_000);

/**
 * The change history every service keeps (libs/platform/src/history): a change recorded in its transaction is a row
 * of the service's own change_history and an audit.change.recorded.v1, from which GET /api/timesheet/history shows
 * a day's changes.
 */
describe('change history and GET /api/timesheet/history', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let other: TestCompany;
  let adminToken: string;
  let timeCapture: DataSource;
  const history = new ChangeHistory(new EventWriter('time_capture'));

  const author = (c: TestCompany) => ({ companyId: c.companyId, userId: null, email: 'someone@example.test' });
  const punchChange = (employeeId: string, overrides: Partial<Change> = {}): Change => ({
    entity: 'punch',
    entityId: 'punch-1',
    employeeId,
    dates: ['2026-11-16'],
    before: { time: '2026-11-16 08:02', site: null },
    after: { time: '2026-11-16 08:00', site: null },
    reason: 'clocked in at the wrong kiosk',
    ...overrides,
  });
  const dayHistory = (token: string, employeeId: string, day: string, paging = '') =>
    call<TimesheetHistoryPage>(testApp, 'GET', `/api/timesheet/history?employeeId=${employeeId}&day=${day}${paging}`, {
      token,
    });
  const count = async (sql: string, params: unknown[]) =>
    ((await timeCapture.query(sql, params)) as { n: number }[])[0]?.n ?? 0;
  const shown = (employeeId: string, changes: number) =>
    waitFor(testApp, async (ds) => {
      const rows = (await ds.query(
        `SELECT count(*)::int AS n FROM calculation.timesheet_history WHERE employee_id = $1`,
        [employeeId],
      )) as { n: number }[];
      return rows[0]?.n === changes;
    });

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'CHA', 5000);
    other = await createCompany(testApp, 'CHB', 6000);
    adminToken = await signIn(testApp, company.adminEmail);
    timeCapture = testApp.app.get<DataSource>(getDataSourceToken('time_capture'), { strict: false });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('keeps who, when, why, before and after in the service’s own table and shows the change on each day it touches', async () => {
    await timeCapture.transaction((manager) =>
      history.record(manager, author(company), [
        punchChange(company.employeeId, { dates: ['2026-11-16', '2026-11-17', '2026-11-16'] }),
      ]),
    );
    expect(
      await count(
        `SELECT count(*)::int AS n FROM time_capture.change_history
          WHERE employee_id = $1 AND action = 'updated' AND reason = 'clocked in at the wrong kiosk'
            AND changed_by_email = 'someone@example.test' AND dates = '{2026-11-16,2026-11-17}'`,
        [company.employeeId],
      ),
    ).toBe(1);
    await shown(company.employeeId, 1);

    const monday = await dayHistory(adminToken, company.employeeId, '2026-11-16');
    expect(monday.status).toBe(200);
    expect(monday.body).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(monday.body.rows).toEqual([
      {
        changeId: expect.any(String),
        entity: 'punch',
        entityId: 'punch-1',
        relatedIds: [],
        action: 'updated',
        reason: 'clocked in at the wrong kiosk',
        changedBy: { userId: null, email: 'someone@example.test' },
        changedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        before: { time: '2026-11-16 08:02', site: null },
        after: { time: '2026-11-16 08:00', site: null },
      },
    ]);
    expect((await dayHistory(adminToken, company.employeeId, '2026-11-17')).body.total).toBe(1);
    expect((await dayHistory(adminToken, company.employeeId, '2026-11-18')).body.total).toBe(0);
  });

  it('records a creation and a deletion, and nothing for an update that changes nothing', async () => {
    const recorded = await timeCapture.transaction((manager) =>
      history.record(manager, author(company), [
        punchChange(company.employeeId, { entityId: 'punch-2', dates: ['2026-11-19'], before: null }),
        punchChange(company.employeeId, { entityId: 'punch-3', dates: ['2026-11-19'], after: null }),
        punchChange(company.employeeId, {
          entityId: 'punch-4',
          dates: ['2026-11-19'],
          before: { site: null, time: '09:00' },
          after: { time: '09:00', site: null },
        }),
      ]),
    );
    expect(recorded.map((r) => r.action)).toEqual(['created', 'deleted']);
    await shown(company.employeeId, 3);
    const thursday = await dayHistory(adminToken, company.employeeId, '2026-11-19');
    expect(thursday.body.rows.map((r) => [r.entityId, r.action, r.before === null, r.after === null]).sort()).toEqual([
      ['punch-2', 'created', true, false],
      ['punch-3', 'deleted', false, true],
    ]);
  });

  it('records nothing when the change rolls back, and refuses to run outside a transaction', async () => {
    const before = await count(`SELECT count(*)::int AS n FROM time_capture.outbox`, []);
    await expect(
      timeCapture.transaction(async (manager) => {
        await history.record(manager, author(company), [punchChange(company.employeeId, { entityId: 'gone' })]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await count(`SELECT count(*)::int AS n FROM time_capture.change_history WHERE entity_id = 'gone'`, [])).toBe(
      0,
    );
    expect(await count(`SELECT count(*)::int AS n FROM time_capture.outbox`, [])).toBe(before);
    await expect(
      history.record(timeCapture.manager, author(company), [punchChange(company.employeeId)]),
    ).rejects.toThrow('ChangeHistory.record must run inside the transaction of the change');
  });

  it('pages newest first', async () => {
    await timeCapture.transaction((manager) =>
      history.record(
        manager,
        author(company),
        [1, 2, 3].map((n) => punchChange(company.employeeId, { entityId: `paged-${n}`, dates: ['2026-11-20'] })),
      ),
    );
    await timeCapture.transaction((manager) =>
      history.record(manager, author(company), [
        punchChange(company.employeeId, { entityId: 'paged-last', dates: ['2026-11-20'] }),
      ]),
    );
    await shown(company.employeeId, 7);
    const first = await dayHistory(adminToken, company.employeeId, '2026-11-20', '&pageSize=10&page=1');
    expect(first.body.total).toBe(4);
    expect(first.body.rows[0]?.entityId).toBe('paged-last');
    const refused = await dayHistory(adminToken, company.employeeId, '2026-11-20', '&pageSize=7');
    expect(refused.status).toBe(400);
  });

  it('shows an employee their own days only, and never another company’s employee', async () => {
    const employeeToken = await signIn(testApp, company.employeeEmail);
    expect((await dayHistory(employeeToken, company.employeeId, '2026-11-16')).body.total).toBe(1);
    const outside = await dayHistory(employeeToken, company.otherEmployeeId, '2026-11-16');
    expect(outside.status).toBe(403);
    expect(outside.body).toMatchObject({ message: 'You can only see your own employee record.' });
    expect((await dayHistory(adminToken, other.employeeId, '2026-11-16')).status).toBe(404);
  });

  it('refuses a day that is no date and an employee id that is no id, with 400', async () => {
    const badDay = await dayHistory(adminToken, company.employeeId, '16/11/2026');
    expect(badDay.status).toBe(400);
    expect(JSON.stringify(badDay.body)).toContain('day must be a date written YYYY-MM-DD');
    expect((await dayHistory(adminToken, 'someone', '2026-11-16')).status).toBe(400);
  });
});
