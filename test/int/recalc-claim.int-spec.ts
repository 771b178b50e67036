import { jest } from '@jest/globals';
import { type RecalcClaim, RecalcClaims, RecalcService } from '@rollcall/calculation';
import { getDataSourceToken } from '@nestjs/typeorm';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { calcQuery, recalcOf, recalcSettled, storedDay } from '../support/recalc-fixture.js';
import type { TestApp } from '../support/test-app.js';
import { call, createCompany, startThinPath, type TestCompany, waitFor } from '../support/thin-path-fixture.js';

jest.setTimeout(120_000);

/** Tuesday 17 November 2026: Auckland is UTC+13 */
const DAY = '2026-11-17';

/**
 * The recalculation claim (ADR 0018): a batch's queued days stay in the queue, claimed, while it calculates, and
 * an enqueue of one of them commits at once instead of waiting for the batch; the day changed meanwhile stays
 * queued and is calculated again with the change. A claim whose session is gone, or whose lease ran out, is taken
 * again. Asserted by what is stored and queued, and by which transaction waits on which, never by time.
 */
describe('the recalculation claim: enqueues pass a batch in progress (issue 11)', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let calc: DataSource;
  let recalc: RecalcService;
  let claims: RecalcClaims;

  const kiosk = async (id: string, punchTime: string) => {
    const answer = await call(testApp, 'POST', '/api/kiosk-punches', {
      headers: { 'x-device-token': company.deviceToken },
      body: { deviceId: 'kiosk', devicePunchId: id, clockId: company.clockId, punchTime },
    });
    expect(answer.status).toBe(201);
  };
  /** the employee's punches calculation has stored: its punch handler (which queues the days) has committed */
  const punchesStored = (n: number) =>
    waitFor(testApp, async (ds) => {
      const rows = (await ds.query(`SELECT count(*)::int AS n FROM calculation.punches WHERE employee_id = $1`, [
        company.employeeId,
      ])) as { n: number }[];
      return rows[0]?.n === n;
    });
  const queuedDates = async () =>
    (
      await calcQuery<{ date: string }>(
        testApp,
        `SELECT to_char(date, 'YYYY-MM-DD') AS date FROM calculation.recalc_queue WHERE employee_id = $1 ORDER BY 1`,
        [company.employeeId],
      )
    ).map((r) => r.date);
  const claimsHeld = async () =>
    (await calcQuery<{ n: number }>(testApp, `SELECT count(*)::int AS n FROM calculation.recalc_claims`))[0]?.n;

  beforeAll(async () => {
    // a pool with room for a batch beside the punch handler (the default's size): the batch holds one connection
    testApp = await startThinPath({ config: { dbPoolSize: 5 } });
    company = await createCompany(testApp, 'CLAIM', 9400);
    calc = testApp.app.get<DataSource>(getDataSourceToken('calculation'), { strict: false });
    recalc = testApp.app.get(RecalcService, { strict: false });
    claims = testApp.app.get(RecalcClaims, { strict: false });
    await recalcSettled(testApp);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('commits a punch of a day a batch holds at once, and calculates the day again with it (no lost change)', async () => {
    // an in punch at 08:00, calculated: the day has a stored result
    await kiosk('claim-in', '2026-11-16T19:00:00Z');
    await punchesStored(1);
    await recalcSettled(testApp);
    expect((await storedDay(testApp, company.employeeId, DAY))?.punch_count).toBe(1);

    const { worker } = recalcOf(testApp);
    await worker.pause();
    // holds the day's stored result locked, so a batch that calculates the day waits, open, when it writes it
    const holder = new pg.Client({ connectionString: testApp.config.databaseUrl ?? '' });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(`SELECT 1 FROM calculation.calculated_days WHERE employee_id = $1 AND date = $2 FOR UPDATE`, [
        company.employeeId,
        DAY,
      ]);
      // the out punch at 16:30 queues the day; a batch takes it, reads both punches and waits to write the day
      await kiosk('claim-out', '2026-11-17T03:30:00Z');
      await punchesStored(2);
      let batchEnded = false;
      const batch = recalc.processBatch(new Date(), 100, 'all').finally(() => {
        batchEnded = true;
      });
      await waitFor(testApp, async (ds) => {
        const rows = (await ds.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE wait_event_type = 'Lock' AND query LIKE '%INSERT INTO "calculation".calculated_days%'`,
        )) as { n: number }[];
        return rows[0]?.n === 1;
      });
      expect(await queuedDates()).toContain(DAY);

      // a later in punch at 17:30 changes the day the batch holds: calculation's punch handler stores it and queues
      // the day, committing while the batch is still open (it used to wait for the batch's commit)
      await kiosk('claim-late', '2026-11-17T04:30:00Z');
      await punchesStored(3);
      expect(batchEnded).toBe(false);
      const [row] = await calcQuery<{ version: number; claimed_version: number; live: boolean }>(
        testApp,
        `SELECT q.version, q.claimed_version,
                EXISTS (SELECT 1 FROM calculation.recalc_claims c WHERE c.token = q.claimed_by) AS live
           FROM calculation.recalc_queue q WHERE q.employee_id = $1 AND q.date = $2`,
        [company.employeeId, DAY],
      );
      expect(row?.live).toBe(true);
      expect(row?.version).toBeGreaterThan(row?.claimed_version ?? Infinity);

      // the batch goes on and commits what it read (two punches); the day queued again meanwhile stays queued
      await holder.query('ROLLBACK');
      expect(await batch).toBeGreaterThan(0);
      expect((await storedDay(testApp, company.employeeId, DAY))?.punch_count).toBe(2);
      expect(await queuedDates()).toContain(DAY);
      expect(await claimsHeld()).toBe(0);

      // and the next batch calculates it with the change
      expect(await recalc.processBatch(new Date(), 100, 'all')).toBeGreaterThan(0);
      expect((await storedDay(testApp, company.employeeId, DAY))?.punch_count).toBe(3);
      expect(await queuedDates()).toEqual([]);
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      await holder.end();
      worker.resume();
    }
    await recalcSettled(testApp);
  });

  it('takes a claim again once its lease has run out, and the lapsed batch cannot commit', async () => {
    const { worker } = recalcOf(testApp);
    await worker.pause();
    try {
      // Thursday 19 November, in at 08:00
      await kiosk('lease-in', '2026-11-18T19:00:00Z');
      await punchesStored(4);
      const queued = await queuedDates();
      expect(queued).toContain('2026-11-19');

      // a batch claims the days (its session stays connected) and never ends
      const held = await calc.transaction((manager) => claims.claim(manager, 100, 'all', 60));
      expect(held?.days.map((d) => d.date).sort()).toEqual(queued);
      // while the lease runs, no batch takes them
      expect(await recalc.processBatch(new Date(), 100, 'all')).toBe(0);
      expect(await queuedDates()).toEqual(queued);

      // the lease runs out (its end moved to now: the stand-in for the 60 s passing)
      await calc.query(`UPDATE calculation.recalc_claims SET lease_until = now() WHERE token = $1`, [held?.token]);
      expect(await recalc.processBatch(new Date(), 100, 'all')).toBe(queued.length);
      expect(await queuedDates()).toEqual([]);
      expect((await storedDay(testApp, company.employeeId, '2026-11-19'))?.punch_count).toBe(1);

      // the batch that held the lapsed claim ends after all: it is refused, so it rolls back and changes nothing
      if (!held) throw new Error('no claim');
      await expect(calc.transaction((manager) => claims.settle(manager, held))).rejects.toThrow(
        'lapsed and 1 of its employees were claimed again',
      );
    } finally {
      worker.resume();
    }
    await recalcSettled(testApp);
  });

  /**
   * With the worker paused: a kiosk punch of `date`, its employee's queued days claimed on another process's
   * connection, then `whileClaimed`; after it this app's next batch must take the claim and store the day with the
   * punch.
   */
  const claimedByAnotherProcess = async (
    punch: { id: string; at: string; date: string; stored: number },
    whileClaimed: (held: RecalcClaim, other: DataSource) => Promise<void>,
  ) => {
    const { worker } = recalcOf(testApp);
    await worker.pause();
    const other = await new DataSource({
      type: 'postgres',
      url: testApp.config.databaseUrl ?? '',
      extra: { max: 1 },
    }).initialize();
    try {
      await kiosk(punch.id, punch.at);
      await punchesStored(punch.stored);
      const queued = await queuedDates();
      expect(queued).toContain(punch.date);
      const held = await other.transaction((manager) => claims.claim(manager, 100, 'all'));
      expect(held?.days.length).toBe(queued.length);
      if (!held) throw new Error('no claim');
      await whileClaimed(held, other);
      expect(await recalc.processBatch(new Date(), 100, 'all')).toBe(queued.length);
      expect(await queuedDates()).toEqual([]);
      expect((await storedDay(testApp, company.employeeId, punch.date))?.punch_count).toBe(1);
    } finally {
      if (other.isInitialized) await other.destroy();
      worker.resume();
    }
  };

  it('takes a claim again at once when the session that took it is gone (its process died)', async () => {
    // Saturday 21 November, in at 08:00
    const punch = { id: 'died-in', at: '2026-11-20T19:00:00Z', date: '2026-11-21', stored: 5 };
    await claimedByAnotherProcess(punch, async (_held, other) => {
      const [{ pid } = { pid: 0 }] = (await other.query(`SELECT pg_backend_pid() AS pid`)) as { pid: number }[];
      expect(await recalc.processBatch(new Date(), 100, 'all')).toBe(0);
      // the process dies: its session ends, and its claim with it, long before the lease would run out
      await other.destroy();
      await waitFor(testApp, async (ds) => {
        const rows = (await ds.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = $1`, [pid])) as {
          n: number;
        }[];
        return rows[0]?.n === 0;
      });
    });
  });

  it('takes a claim again when its pid now belongs to a later session (the pid of a dead backend given again)', async () => {
    // Sunday 22 November, in at 08:00
    const punch = { id: 'reused-in', at: '2026-11-21T19:00:00Z', date: '2026-11-22', stored: 6 };
    await claimedByAnotherProcess(punch, async (held, other) => {
      await other.destroy();
      // a connected session now has the dead session's pid: the stand-in is to give the claim the pid of a session
      // that is connected (one of the test app's), keeping the dead session's start time
      await calc.query(`UPDATE calculation.recalc_claims SET backend_pid = pg_backend_pid() WHERE token = $1`, [
        held.token,
      ]);
    });
  });
});
