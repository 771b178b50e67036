import { jest } from '@jest/globals';
import { getDataSourceToken } from '@nestjs/typeorm';
import { isConnectionLost } from '@rollcall/platform';
import pg from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import { type Crowd, createCrowd, quiescent } from '../support/crowd-fixture.js';
import { inParallel, type KioskPunchBody, sendKioskPunch } from '../support/kiosk-client.js';
import type { TestApp } from '../support/test-app.js';
import { startThinPath } from '../support/thin-path-fixture.js';

jest.setTimeout(180_000);

/**
 * What a PostgreSQL restart does to the services' connections: every one ends at once, those in use in the middle
 * of a transaction included. The process must live on, new connections must be made, and every punch a kiosk was
 * told is stored must be stored and calculated.
 */
describe('database connections lost while punches arrive', () => {
  let testApp: TestApp;
  let crowd: Crowd;
  let admin: pg.Client;

  beforeAll(async () => {
    testApp = await startThinPath();
    crowd = await createCrowd(testApp, 'LOST', 9500, 5);
    admin = new pg.Client({ connectionString: testApp.config.databaseUrl ?? '' });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await testApp?.close();
  });

  const backendOf = async (manager: EntityManager): Promise<number> => {
    const rows = (await manager.query('SELECT pg_backend_pid() AS pid')) as { pid: number }[];
    return rows[0]?.pid ?? 0;
  };

  const terminateEveryConnection = async () => {
    const { rows } = await admin.query<{ n: number }>(
      `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    return rows[0]?.n ?? 0;
  };

  it('keeps every acknowledged punch, stored once and calculated, when every connection is killed mid-burst', async () => {
    const punches: KioskPunchBody[] = Array.from({ length: 400 }, (_, n) => ({
      deviceId: 'kiosk-lost',
      devicePunchId: `lost-${n}`,
      clockId: 9500 + (n % 5),
      punchTime: new Date(Date.UTC(2026, 10, 2, 19) + n * 17 * 60_000).toISOString(),
    }));
    const sending = inParallel(
      20,
      punches.map((p) => () => sendKioskPunch(testApp.url, crowd.deviceToken, p, { attempts: 60 })),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await terminateEveryConnection()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await terminateEveryConnection();
    const outcomes = await sending;

    // a punch refused while the connections were lost was sent again with its device punch id, as kiosks do
    expect(outcomes.filter((o) => o.status !== 200 && o.status !== 201).map((o) => o.status)).toEqual([]);
    await quiescent(testApp);
    const { rows } = await admin.query<{ captured: number; once: boolean; calculated: number }>(
      `SELECT count(*)::int AS captured, count(DISTINCT device_punch_id) = count(*) AS once,
              (SELECT count(*)::int FROM calculation.punches c
                WHERE c.id IN (SELECT id FROM time_capture.punches WHERE company_id = $1)) AS calculated
         FROM time_capture.punches WHERE company_id = $1`,
      [crowd.companyId],
    );
    expect(rows[0]).toEqual({ captured: 400, once: true, calculated: 400 });
  });

  it.each([
    ['its next statement', true],
    ['its commit', false],
  ])(
    'answers a transaction whose connection was killed while it waited for the app as a lost connection, at %s',
    async (_at, sendsAnotherStatement) => {
      // the window the burst above hits by chance: the backend ends while the transaction waits for the app; the
      // next statement, or the COMMIT of TypeORM's transaction(), then fails without a SQLSTATE
      const timeCapture = testApp.app.get<DataSource>(getDataSourceToken('time_capture'), { strict: false });
      const failure = await timeCapture
        .transaction(async (manager) => {
          await admin.query('SELECT pg_terminate_backend($1)', [await backendOf(manager)]);
          await new Promise((resolve) => setTimeout(resolve, 200));
          if (sendsAnotherStatement) await manager.query('SELECT 1');
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      const message = (failure as Error | null)?.message;
      expect({ message, lost: isConnectionLost(failure) }).toEqual({ message, lost: true });
    },
  );
});
