import { jest } from '@jest/globals';
import type { PeriodResponse } from '@rollcall/api-client';
import { DateTime } from 'luxon';
import { calcQuery, recalcOf, recalcSettled, storedDays } from '../support/recalc-fixture.js';
import { clockStartsAt } from '../support/clock-starts-at.js';
import type { TestApp } from '../support/test-app.js';
import { call, createCompany, signIn, startThinPath, type TestCompany, waitFor } from '../support/thin-path-fixture.js';

jest.setTimeout(90_000);

const ZONE = 'Pacific/Auckland';
const at = (date: string, time: string) => DateTime.fromISO(`${date}T${time}`, { zone: ZONE }).toUTC().toISO() ?? '';

interface PayPeriod {
  id: string;
  periodCode: string;
  fromDate: string;
  toDate: string;
  isClosed: boolean;
  isExported: boolean;
  paygroupId: string;
  paygroupName: string;
}

// The dates below are written for Sunday 22 November 2026 in Auckland (this week: 16–22 November).
clockStartsAt('2026-11-22T12:00:00+13:00');

describe('pay periods, the closed-period rule and the recalculate calls', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let other: TestCompany;
  let admin: string;
  let employee: string;
  let otherAdmin: string;

  const punch = (c: TestCompany, id: string, punchTime: string) =>
    call(testApp, 'POST', '/api/kiosk-punches', {
      headers: { 'x-device-token': c.deviceToken },
      body: { deviceId: 'kiosk', devicePunchId: id, clockId: c.clockId, punchTime },
    });
  const punchesStored = (employeeId: string, n: number) =>
    waitFor(testApp, async (ds) => {
      const rows = (await ds.query(`SELECT count(*)::int AS n FROM calculation.punches WHERE employee_id = $1`, [
        employeeId,
      ])) as { n: number }[];
      return rows[0]?.n === n;
    });
  const periods = (token: string, query = '') =>
    call<PayPeriod[]>(testApp, 'GET', `/api/pay-periods${query}`, { token });
  const queuedFor = async (employeeId: string) =>
    (
      await calcQuery<{ n: number }>(
        testApp,
        `SELECT count(*)::int AS n FROM calculation.recalc_queue WHERE employee_id = $1`,
        [employeeId],
      )
    )[0]?.n;

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'RECA', 6000);
    other = await createCompany(testApp, 'RECB', 6100);
    admin = await signIn(testApp, company.adminEmail);
    employee = await signIn(testApp, company.employeeEmail);
    otherAdmin = await signIn(testApp, other.adminEmail);
    await recalcSettled(testApp);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('lists pay periods made on demand: the current one and the ones calculations touched', async () => {
    // Monday 9 November, last week: 08:00 to 16:00.
    await punch(company, 'w1-in', at('2026-11-09', '08:00'));
    await punch(company, 'w1-out', at('2026-11-09', '16:00'));
    await punchesStored(company.employeeId, 2);
    await recalcSettled(testApp);
    const answer = await periods(admin, '?days=90');
    expect(answer.status).toBe(200);
    expect(answer.body.map((p) => [p.periodCode, p.fromDate, p.toDate, p.isClosed, p.isExported])).toEqual([
      ['W20261116', '2026-11-16', '2026-11-22', false, false],
      ['W20261109', '2026-11-09', '2026-11-15', false, false],
      // the punch queued the day before too (an overnight shift may own it): Sunday 8th, the week before
      ['W20261102', '2026-11-02', '2026-11-08', false, false],
    ]);
    expect(answer.body[0]?.paygroupName).toBe('Weekly');
    expect((await periods(admin, `?paygroupId=${answer.body[0]?.paygroupId}&days=3`)).body).toHaveLength(1);
    expect((await periods(admin, '?days=soon')).status).toBe(400);
    // Only the company's own periods; the employee role has no payroll permission.
    const theirs = await periods(otherAdmin);
    expect(theirs.body.every((p) => !answer.body.some((q) => q.id === p.id))).toBe(true);
    expect((await periods(employee)).status).toBe(403);
  });

  it('keeps a closed period immutable: recalculation refused, events recorded but its days left as they were', async () => {
    const list = (await periods(admin)).body;
    const lastWeek = list.find((p) => p.fromDate === '2026-11-09');
    if (!lastWeek) throw new Error('no period for last week');
    expect((await call(testApp, 'POST', `/api/pay-periods/${lastWeek.id}/close`, { token: employee })).status).toBe(
      403,
    );
    const closed = await call<PayPeriod>(testApp, 'POST', `/api/pay-periods/${lastWeek.id}/close`, {
      token: admin,
      body: { reason: 'pay run 46' },
    });
    expect(closed).toMatchObject({ status: 200, body: { id: lastWeek.id, isClosed: true } });
    expect((await call(testApp, 'POST', `/api/pay-periods/${lastWeek.id}/close`, { token: otherAdmin })).status).toBe(
      404,
    );
    const history = await calcQuery<{ action: string; reason: string }>(
      testApp,
      `SELECT action, reason FROM calculation.pay_period_history WHERE pay_period_id = $1`,
      [lastWeek.id],
    );
    expect(history).toEqual([{ action: 'close', reason: 'pay run 46' }]);

    const refused = await call(testApp, 'POST', '/recalculate/recalculateTimeSheet', {
      token: admin,
      body: { payrollTransferId: lastWeek.id, employees: [company.employeeId] },
    });
    expect(refused).toMatchObject({ status: 409, body: { message: 'Cannot recalculate closed pay period.' } });
    const overlapping = await call(testApp, 'POST', '/recalculate/recalculate', {
      token: admin,
      body: { employees: [company.employeeId], startDate: '2026-11-14', endDate: '2026-11-17' },
    });
    expect(overlapping).toMatchObject({ status: 409, body: { message: 'Cannot recalculate closed pay period.' } });
    expect(await queuedFor(company.employeeId)).toBe(0);

    // A punch on Tuesday 10th arrives while the period is closed: recorded, not calculated into the period.
    const before = await storedDays(testApp, company.employeeId, '2026-11-09', '2026-11-15');
    await punch(company, 'w1-late-in', at('2026-11-10', '08:00'));
    await punch(company, 'w1-late-out', at('2026-11-10', '12:00'));
    await punchesStored(company.employeeId, 4);
    await recalcSettled(testApp);
    const after = await storedDays(testApp, company.employeeId, '2026-11-09', '2026-11-15');
    expect(after).toEqual(before);
    expect(after.find((d) => d.date === '2026-11-10')?.punch_count ?? 0).toBe(0);
    const sheet = await call<PeriodResponse>(
      testApp,
      'GET',
      `/api/timesheet/getPunchRecords?employeeId=${company.employeeId}&fromT=2026-11-09&endT=2026-11-15`,
      { token: admin },
    );
    expect(sheet.body).toMatchObject({ payrollTransferId: lastWeek.id, ptClosed: true, readonly: true });

    // Reopened, a recalculation takes the punch in.
    expect(await call(testApp, 'POST', `/api/pay-periods/${lastWeek.id}/open`, { token: admin })).toMatchObject({
      status: 200,
      body: { isClosed: false },
    });
    const done = await call(testApp, 'POST', '/recalculate/recalculateTimeSheet', {
      token: admin,
      body: { payrollTransferId: lastWeek.id, employees: [company.employeeId] },
    });
    expect(done).toMatchObject({ status: 200, body: { message: 'Recalculate completed.' } });
    const tuesday = (await storedDays(testApp, company.employeeId, '2026-11-10', '2026-11-10'))[0];
    expect([tuesday?.punch_count, tuesday?.paid_minutes]).toEqual([2, 240]);
    const events = await calcQuery<{ n: number }>(
      testApp,
      `SELECT count(*)::int AS n FROM calculation.outbox WHERE type = 'payroll.period.changed.v1'`,
    );
    expect(events[0]?.n).toBe(2);
  });

  it('runs a small recalculation now and queues a large one', async () => {
    const now = await call(testApp, 'POST', '/recalculate/recalculate', {
      token: admin,
      body: {
        employees: [company.employeeId, company.otherEmployeeId],
        startDate: '2026-11-01',
        endDate: '2026-11-30',
      },
    });
    expect(now).toMatchObject({ status: 200, body: { message: 'Recalculate completed.' } });

    const { worker } = recalcOf(testApp);
    await worker.pause();
    try {
      // 2 employees × 366 days = 732 employee-days: more than 500, so queued.
      const queued = await call(testApp, 'POST', '/recalculate/recalculate', {
        token: admin,
        body: {
          employees: [company.employeeId, company.otherEmployeeId],
          startDate: '2025-11-01',
          endDate: '2026-11-01',
        },
      });
      expect(queued).toMatchObject({ status: 202, body: { message: 'Request submitted. It can take a while' } });
      expect(await queuedFor(company.employeeId)).toBe(366);
      expect(await queuedFor(company.otherEmployeeId)).toBe(366);
    } finally {
      worker.resume();
    }
    await recalcSettled(testApp);
    expect(await queuedFor(company.employeeId)).toBe(0);
  });

  it('recalculates by department, and accepts form-encoded bodies', async () => {
    const [node] = await calcQuery<{ department_id: string }>(
      testApp,
      `SELECT department_id FROM calculation.employees WHERE id = $1`,
      [company.employeeId],
    );
    const byDepartment = await call(testApp, 'POST', '/recalculate/recalculate', {
      token: admin,
      body: { departments: [node?.department_id], startDate: '2026-11-16', endDate: '2026-11-22' },
    });
    expect(byDepartment).toMatchObject({ status: 200, body: { message: 'Recalculate completed.' } });

    const form = async (path: string, fields: string) => {
      const answer = await fetch(`${testApp.url}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: fields,
      });
      return { status: answer.status, body: (await answer.json()) as { message: string } };
    };
    const current = (await periods(admin)).body.find((p) => p.fromDate === '2026-11-16');
    expect(
      await form(
        '/recalculate/recalculateTimeSheet',
        `payrollTransferId=${current?.id}&employees=${company.employeeId}`,
      ),
    ).toEqual({ status: 200, body: { message: 'Recalculate completed.' } });
    expect(
      await form(
        '/recalculate/recalculate',
        `employees=${company.employeeId},${company.otherEmployeeId}&startDate=16-11-2026&endDate=22-11-2026&byEmployee=true`,
      ),
    ).toEqual({ status: 200, body: { message: 'Recalculate completed.' } });
  });

  it('needs timesheet update permission, stays inside the tenant and names bad fields', async () => {
    const current = (await periods(admin)).body.find((p) => p.fromDate === '2026-11-16');
    const body = { payrollTransferId: current?.id, employees: [company.employeeId] };
    expect((await call(testApp, 'POST', '/recalculate/recalculateTimeSheet', { token: employee, body })).status).toBe(
      403,
    );
    expect((await call(testApp, 'POST', '/recalculate/recalculateTimeSheet', { body })).status).toBe(401);

    // Another company's employee: 404 and nothing queued, even with a range large enough to queue.
    const crossTenant = await call(testApp, 'POST', '/recalculate/recalculate', {
      token: admin,
      body: { employees: [company.employeeId, other.employeeId], startDate: '2025-11-01', endDate: '2026-11-01' },
    });
    expect(crossTenant).toMatchObject({ status: 404, body: { message: 'Employee not found.' } });
    expect(await queuedFor(other.employeeId)).toBe(0);
    expect(await queuedFor(company.employeeId)).toBe(0);
    const theirPeriod = await call(testApp, 'POST', '/recalculate/recalculateTimeSheet', {
      token: otherAdmin,
      body: { payrollTransferId: current?.id, employees: [other.employeeId] },
    });
    expect(theirPeriod).toMatchObject({ status: 404, body: { message: 'Pay period not found.' } });

    const missing = await call(testApp, 'POST', '/recalculate/recalculate', {
      token: admin,
      body: { startDate: '2026-11-16', endDate: '2026-11-22' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.details?.map((d) => d.field)).toEqual(['employees', 'departments']);
    const badDate = await call(testApp, 'POST', '/recalculate/recalculate', {
      token: admin,
      body: { employees: [company.employeeId], startDate: '2026-13-01', endDate: '2026-11-22' },
    });
    expect(badDate.status).toBe(400);
    expect(badDate.body.details?.[0]?.field).toBe('startDate');
    const reversed = await call(testApp, 'POST', '/recalculate/recalculate', {
      token: admin,
      body: { employees: [company.employeeId], startDate: '2026-11-22', endDate: '2026-11-16' },
    });
    expect(reversed.body.details).toEqual([{ field: 'endDate', message: 'endDate must not be before startDate' }]);
    const notIds = await call(testApp, 'POST', '/recalculate/recalculateTimeSheet', {
      token: admin,
      body: { payrollTransferId: 'x', employees: ['y'] },
    });
    expect(notIds.status).toBe(400);
    expect(notIds.body.details?.map((d) => d.field).sort()).toEqual(['employees', 'payrollTransferId']);
  });
});
