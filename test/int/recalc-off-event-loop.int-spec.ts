import { jest } from '@jest/globals';
import { getDataSourceToken } from '@nestjs/typeorm';
import { EnginePool, RecalcQueue, RecalcService } from '@rollcall/calculation';
import { addDays } from '@rollcall/calc-engine';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { type Crowd, createCrowd, quiescent } from '../support/crowd-fixture.js';
import { burstPunch, sendKioskPunch, storedPerDevicePunch } from '../support/kiosk-client.js';
import { recalcOf } from '../support/recalc-fixture.js';
import { insertCalcWeekdayPunches } from '../support/rows/calculation-rows.js';
import type { TestApp } from '../support/test-app.js';
import { createCompany, startThinPath, type TestCompany } from '../support/thin-path-fixture.js';

jest.setTimeout(300_000);

const EMPLOYEES = 20;
/**
 * A Wednesday every other week over almost two years, for each employee: queued dates that far apart are each
 * calculated in an engine run of their own, so one batch of them is about a thousand engine runs.
 */
const WEEKS = 48;
const WEDNESDAYS = Array.from({ length: WEEKS }, (_, n) => addDays('2025-01-08', n * 14));
const PUNCHED = { from: '2025-01-06', to: addDays('2025-01-12', (WEEKS - 1) * 14) };

describe.each([
  { threads: 1, where: 'in an engine thread (the default)' },
  { threads: 0, where: 'on the event loop, which serves what waits between chunks of runs (RECALC_ENGINE_THREADS=0)' },
])('a recalculation backlog with the engine $where (issue 9)', ({ threads }) => {
  let testApp: TestApp;
  let company: TestCompany;
  let crowd: Crowd;
  let sql: pg.Client;

  beforeAll(async () => {
    testApp = await startThinPath({ config: { recalcEngineThreads: threads } });
    company = await createCompany(testApp, `LOOP${threads}`, 4100 + threads * 10);
    crowd = await createCrowd(testApp, `BACKLOG${threads}`, 5000 + threads * 100, EMPLOYEES);
    sql = new pg.Client({ connectionString: testApp.config.databaseUrl ?? '' });
    await sql.connect();
  });
  afterAll(async () => {
    await sql?.end();
    await testApp?.close();
  });

  it('answers kiosk punches in the middle of one batch of a thousand engine runs, and the batch stores every day', async () => {
    const { worker, metrics } = recalcOf(testApp);
    await quiescent(testApp);
    await worker.pause();
    const calc = testApp.app.get<DataSource>(getDataSourceToken('calculation'), { strict: false });
    const employeeIds = crowd.employees.map((e) => e.id);
    await insertCalcWeekdayPunches(calc, crowd.companyId, employeeIds, PUNCHED, ['08:00', '12:00', '12:30', '16:30']);
    const queue = testApp.app.get(RecalcQueue, { strict: false });
    await calc.transaction(async (manager) => {
      for (const id of employeeIds) await queue.enqueue(manager, crowd.companyId, id, WEDNESDAYS);
    });

    // the whole backlog as one batch, as a burst leaves it: before, its engine runs held the event loop from the
    // first to the last, so nothing was answered in between
    const runsBefore = metrics.engineRuns;
    let batchDone = false;
    const batch = testApp.app
      .get(RecalcService, { strict: false })
      .processBatch(new Date(), EMPLOYEES * WEEKS)
      .finally(() => {
        batchDone = true;
      });
    const answers: { status: number; runs: number; batchDone: boolean }[] = [];
    for (let n = 0; !batchDone; n++) {
      const punch = await sendKioskPunch(
        testApp.url,
        company.deviceToken,
        burstPunch(company, n, `loop${threads}`, new Date(Date.UTC(2026, 10, 16, 19)), 7),
        { timeoutMs: 60_000 },
      );
      answers.push({ status: punch.status, runs: metrics.engineRuns, batchDone });
    }
    const taken = await batch;
    const runsAfter = metrics.engineRuns;

    expect(taken).toBe(EMPLOYEES * WEEKS);
    expect(runsAfter - runsBefore).toBe(EMPLOYEES * WEEKS);
    expect(answers.filter((a) => a.status !== 201)).toEqual([]);
    // answered while the batch had run some of its engine runs and not yet all
    expect(answers.filter((a) => !a.batchDone && a.runs > runsBefore && a.runs < runsAfter).length).toBeGreaterThan(0);
    expect((await storedPerDevicePunch(sql, company.companyId, `loop${threads}`)).filter((p) => p.n !== 1)).toEqual([]);
    const stored = await sql.query<{ days: number; punched: number }>(
      `SELECT count(*)::int AS days, count(*) FILTER (WHERE punch_count = 4)::int AS punched
         FROM calculation.calculated_days WHERE employee_id = ANY($1::uuid[]) AND date BETWEEN $2 AND $3`,
      [employeeIds, PUNCHED.from, PUNCHED.to],
    );
    // every queued Wednesday, with its four punches
    expect(stored.rows[0]).toEqual({ days: EMPLOYEES * WEEKS, punched: EMPLOYEES * WEEKS });
    expect(testApp.app.get(EnginePool, { strict: false }).threadsRunning).toBe(threads);

    worker.resume();
    await quiescent(testApp);
  });
});
