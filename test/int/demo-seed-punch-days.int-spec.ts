// The demo seed, run through the services as `npm start` runs it, on a Saturday and on a Wednesday: every demo
// employee has an in and an out punch on each weekday of last week's pay period (Monday to Sunday, the demo pay
// group's weeks) and on this week's weekdays before today, and calculation pays each of last week's days. Issue 13's
// Done-when closes last week and sends it to Xero, one timesheet per employee: the seed punched the weekdays of the
// last seven days only, so on a Saturday last week had no punch at all, and on a Wednesday two of its days had none.
import { jest } from '@jest/globals';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DEMO_ZONE, SERVICE_MODULES, seedDemoCompany } from '@rollcall/embedded';
import type { DataSource } from 'typeorm';
import { clockStartsAt } from '../support/clock-starts-at.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

jest.setTimeout(300_000);

const EMPLOYEES = 50;
/** Monday 16 to Friday 20 November 2026, the weekdays of the pay period W20261116 */
const LAST_WEEK = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];

function query<T>(app: TestApp, service: string, sql: string, params: unknown[] = []): Promise<T[]> {
  return app.app.get<DataSource>(getDataSourceToken(service), { strict: false }).query(sql, params);
}

/** Per local date (the demo's zone): how many employees have exactly one in and one out that day. */
async function punchedDates(app: TestApp, companyId: string): Promise<Record<string, number>> {
  const rows = await query<{ date: string; employees: number }>(
    app,
    'time_capture',
    `SELECT date, count(*)::int AS employees FROM (
       SELECT employee_id, to_char(punch_time AT TIME ZONE $2, 'YYYY-MM-DD') AS date, count(*) AS punches
         FROM time_capture.punches WHERE company_id = $1 AND deleted_at IS NULL GROUP BY 1, 2
     ) d WHERE punches = 2 GROUP BY date ORDER BY date`,
    [companyId, DEMO_ZONE],
  );
  const outOfPair = await query<{ n: number }>(
    app,
    'time_capture',
    `SELECT count(*)::int AS n FROM (
       SELECT 1 FROM time_capture.punches WHERE company_id = $1
        GROUP BY employee_id, to_char(punch_time AT TIME ZONE $2, 'YYYY-MM-DD') HAVING count(*) <> 2
     ) d`,
    [companyId, DEMO_ZONE],
  );
  expect(outOfPair[0]?.n).toBe(0);
  return Object.fromEntries(rows.map((r) => [r.date, r.employees]));
}

/** Waits until calculation has paid every demo employee each of last week's days; answers how many it paid. */
async function lastWeekPaid(app: TestApp, companyId: string): Promise<number> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const [row] = await query<{ n: number }>(
      app,
      'calculation',
      `SELECT count(*)::int AS n FROM calculation.calculated_days
        WHERE company_id = $1 AND date = ANY($2::date[]) AND punch_count = 2 AND paid_minutes > 0`,
      [companyId, LAST_WEEK],
    );
    const paid = row?.n ?? 0;
    if (paid === EMPLOYEES * LAST_WEEK.length || Date.now() > deadline) return paid;
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe.each([
  ['Saturday', '2026-11-28T10:00:00+13:00', ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']],
  ['Wednesday', '2026-11-25T10:00:00+13:00', ['2026-11-23', '2026-11-24']],
])('the demo company seeded on a %s', (_, now, thisWeek) => {
  let app: TestApp;
  let companyId: string;

  beforeAll(async () => {
    clockStartsAt(now);
    app = await startTestApp(SERVICE_MODULES);
    ({ companyId } = await seedDemoCompany(app.app, 'Demo-Seed-Days-1', new Date()));
  });

  afterAll(async () => {
    await app?.close();
    jest.useRealTimers();
  });

  it('punches every employee in and out on each weekday of last week, and of this week before today', async () => {
    const dates = await punchedDates(app, companyId);
    expect(dates).toEqual(Object.fromEntries([...LAST_WEEK, ...thisWeek].map((d) => [d, EMPLOYEES])));
  });

  it("has calculation pay each employee's five days of last week", async () => {
    expect(await lastWeekPaid(app, companyId)).toBe(EMPLOYEES * LAST_WEEK.length);
  });
});
