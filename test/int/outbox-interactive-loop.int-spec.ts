import { jest } from '@jest/globals';
import pg from 'pg';
import { calcQuery } from '../support/recalc-fixture.js';
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

jest.setTimeout(120_000);

/** Tuesday 17 November 2026: Auckland is UTC+13 */
const DAY = '2026-11-17';

/**
 * In embedded mode time capture's outbox relay publishes interactive rows in a loop of their own (ADR 0017): a
 * publish there awaits every handler, so a background batch whose handler is held up (here: calculation's punch
 * handler waiting for a lock the test holds) would otherwise hold up a manager's edit written after it. Asserted by
 * what calculation has taken in while the background batch is still in hand, not by time.
 */
describe('the outbox relay, embedded: an edit is not held up by the background batch in hand (issue 11)', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let admin: string;

  const takenIn = (eventIds: string[]) =>
    waitFor(testApp, async (ds) => {
      const rows = (await ds.query(
        `SELECT count(DISTINCT event_id)::int AS n FROM calculation.inbox WHERE event_id = ANY($1::uuid[])`,
        [eventIds],
      )) as { n: number }[];
      return rows[0]?.n === eventIds.length;
    });
  const storedPunches = async (employeeId: string) =>
    (
      await calcQuery<{ n: number }>(
        testApp,
        `SELECT count(*)::int AS n FROM calculation.punches WHERE employee_id = $1`,
        [employeeId],
      )
    )[0]?.n;

  beforeAll(async () => {
    // room in calculation's pool for the edit's handler beside the one held up
    testApp = await startThinPath({ config: { dbPoolSize: 5 } });
    company = await createCompany(testApp, 'LOOP', 9500);
    admin = await signIn(testApp, company.adminEmail);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it("publishes and hands over a timesheet edit's events while a kiosk punch's batch is held up in its handler", async () => {
    // holds the other employee's punch-runs lock: calculation's handler of their kiosk punch waits for it, and the
    // relay's publish of that punch with it
    const holder = new pg.Client({ connectionString: testApp.config.databaseUrl ?? '' });
    await holder.connect();
    try {
      const { rows } = await holder.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      const holderPid = rows[0]?.pid;
      await holder.query('BEGIN');
      await holder.query(`SELECT pg_advisory_xact_lock(hashtextextended('punch-runs:' || $1::uuid::text, 0))`, [
        company.otherEmployeeId,
      ]);
      const kiosk = await call(testApp, 'POST', '/api/kiosk-punches', {
        headers: { 'x-device-token': company.deviceToken },
        body: {
          deviceId: 'kiosk',
          devicePunchId: 'loop-held',
          clockId: company.clockId + 1,
          punchTime: '2026-11-16T19:00:00Z',
        },
      });
      expect(kiosk.status).toBe(201);
      await waitFor(testApp, async (ds) => {
        const rows = (await ds.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE wait_event_type = 'Lock' AND wait_event = 'advisory' AND pid <> $1`,
          [holderPid],
        )) as { n: number }[];
        return rows[0]?.n === 1;
      });

      // the manager adds a punch for the employee on the timesheet: calculation takes its events in meanwhile
      const saved = await addPunchOnTimesheet(testApp, admin, {
        employeeId: company.employeeId,
        day: DAY,
        punchTime: '08:00',
        reason: 'forgot',
      });
      expect(saved.status).toBe(200);
      await takenIn(saved.body.eventIds);
      expect(await storedPunches(company.employeeId)).toBe(1);
      // the kiosk punch's batch is still in hand
      expect(await storedPunches(company.otherEmployeeId)).toBe(0);
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      await holder.end();
    }
    // and, let go, it is handed over too
    await waitFor(testApp, async () => (await storedPunches(company.otherEmployeeId)) === 1);
  });
});
