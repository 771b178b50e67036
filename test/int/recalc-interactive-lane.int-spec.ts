import { jest } from '@jest/globals';
import { RecalcQueue, RecalcService } from '@rollcall/calculation';
import { addDays } from '@rollcall/calc-engine';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type Crowd, createCrowd } from '../support/crowd-fixture.js';
import { calcQuery, recalcOf, recalcSettled, storedDay } from '../support/recalc-fixture.js';
import type { TestApp } from '../support/test-app.js';
import {
  addPunchOnTimesheet,
  call,
  createCompany,
  signIn,
  startThinPath,
  type TestCompany,
  waitFor,
} from '../support/thin-path-fixture.js';

jest.setTimeout(180_000);

const BACKLOG_EMPLOYEES = 10;
/** a Wednesday every other week: each employee's backlog is that many days */
const BACKLOG_DAYS = Array.from({ length: 24 }, (_, n) => addDays('2025-01-08', n * 14));
/** Tuesday 17 November 2026: Auckland is UTC+13 */
const DAY = '2026-11-17';

/**
 * The recalculation queue's interactive lane (ADR 0016): a day a manager edited through the API is recalculated
 * ahead of a kiosk backlog queued before it; the queue still holds one row per employee-day, and the backlog is
 * recalculated all the same. Asserted by what each batch took and what is stored after it, not by time.
 */
describe('the recalculation queue: a timesheet edit ahead of the kiosk backlog (issue 11)', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let crowd: Crowd;
  let admin: string;

  const kiosk = (id: string, punchTime: string) =>
    call(testApp, 'POST', '/api/kiosk-punches', {
      headers: { 'x-device-token': company.deviceToken },
      body: { deviceId: 'kiosk', devicePunchId: id, clockId: company.clockId, punchTime },
    });
  const queued = (employeeId: string) =>
    calcQuery<{ date: string; priority: number }>(
      testApp,
      `SELECT to_char(date, 'YYYY-MM-DD') AS date, priority FROM calculation.recalc_queue
        WHERE employee_id = $1 ORDER BY date`,
      [employeeId],
    );
  const backlogLeft = async () =>
    (
      await calcQuery<{ n: number }>(
        testApp,
        `SELECT count(*)::int AS n FROM calculation.recalc_queue WHERE employee_id = ANY($1::uuid[])`,
        [crowd.employees.map((e) => e.id)],
      )
    )[0]?.n;
  const takenIn = (eventIds: string[]) =>
    waitFor(testApp, async (calc) => {
      const rows = (await calc.query(
        `SELECT count(*)::int AS n FROM calculation.inbox WHERE event_id = ANY($1::uuid[])`,
        [eventIds],
      )) as { n: number }[];
      return rows[0]?.n === eventIds.length;
    });
  const punchesStored = (n: number) =>
    waitFor(testApp, async (calc) => {
      const rows = (await calc.query(`SELECT count(*)::int AS n FROM calculation.punches WHERE employee_id = $1`, [
        company.employeeId,
      ])) as { n: number }[];
      return rows[0]?.n === n;
    });

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'LANE', 9100);
    crowd = await createCrowd(testApp, 'LANEB', 9200, BACKLOG_EMPLOYEES);
    admin = await signIn(testApp, company.adminEmail);
    await recalcSettled(testApp);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('recalculates an edited day before the backlog queued ahead of it, one row per day, the backlog after', async () => {
    const { worker } = recalcOf(testApp);
    const recalc = testApp.app.get(RecalcService, { strict: false });
    await worker.pause();
    try {
      // the backlog first: every crowd employee's days, queued as kiosk punches queue them (background)
      const calc = testApp.app.get<DataSource>(getDataSourceToken('calculation'), { strict: false });
      const queue = testApp.app.get(RecalcQueue, { strict: false });
      await calc.transaction(async (manager) => {
        for (const e of crowd.employees) await queue.enqueue(manager, crowd.companyId, e.id, BACKLOG_DAYS);
      });
      // a kiosk in punch at 08:00 on the day queues its days in the background too
      expect((await kiosk('lane-in', '2026-11-16T19:00:00Z')).status).toBe(201);
      await punchesStored(1);
      const kioskDays = await queued(company.employeeId);
      expect(kioskDays.length).toBeGreaterThan(0);
      expect(kioskDays.every((d) => d.priority === 0)).toBe(true);

      // the manager adds the forgotten out punch on the timesheet
      const saved = await addPunchOnTimesheet(testApp, admin, {
        employeeId: company.employeeId,
        day: DAY,
        punchTime: '16:30',
        reason: 'forgot',
      });
      expect(saved.status).toBe(200);
      await takenIn(saved.body.eventIds);
      // a later kiosk punch queues the same days in the background: they stay interactive
      expect((await kiosk('lane-late', '2026-11-17T04:00:00Z')).status).toBe(201);
      await punchesStored(3);
      const edited = await queued(company.employeeId);
      // one row per employee-day (coalesced across the kiosk's and the edit's enqueues), every one interactive
      expect(new Set(edited.map((d) => d.date)).size).toBe(edited.length);
      expect(edited.map((d) => d.date)).toEqual(expect.arrayContaining(kioskDays.map((d) => d.date)));
      expect(edited.every((d) => d.priority === 1)).toBe(true);
      expect(await backlogLeft()).toBe(BACKLOG_EMPLOYEES * BACKLOG_DAYS.length);

      // the background lane takes the oldest backlog employee and leaves the edited days to the interactive lane
      expect(await recalc.processBatch(new Date(), 1, 'background')).toBe(BACKLOG_DAYS.length);
      expect(await queued(company.employeeId)).toEqual(edited);
      // one batch in priority order, room for a single day: it takes the edited employee, queued last
      expect(await recalc.processBatch(new Date(), 1, 'all')).toBe(edited.length);
      expect(await queued(company.employeeId)).toEqual([]);
      // the day holds the edit: the kiosk's in and the manager's out (and the later kiosk punch)
      expect((await storedDay(testApp, company.employeeId, DAY))?.punch_count).toBe(3);
      // while the rest of the backlog is still queued, untouched
      expect(await backlogLeft()).toBe((BACKLOG_EMPLOYEES - 1) * BACKLOG_DAYS.length);
      // nothing interactive is left for its lane
      expect(await recalc.processBatch(new Date(), 100, 'interactive')).toBe(0);
    } finally {
      worker.resume();
    }
    // and the backlog is recalculated all the same: nothing was lost
    await recalcSettled(testApp);
    const stored = await calcQuery<{ n: number }>(
      testApp,
      `SELECT count(*)::int AS n FROM calculation.calculated_days
        WHERE employee_id = ANY($1::uuid[]) AND date = ANY($2::date[])`,
      [crowd.employees.map((e) => e.id), BACKLOG_DAYS],
    );
    expect(stored[0]?.n).toBe(BACKLOG_EMPLOYEES * BACKLOG_DAYS.length);
  });
});
