import { jest } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registerRecalcCommand } from '../../cli/src/commands/recalc.command.js';
import { SessionStore } from '../../cli/src/session/session-store.js';
import { runCli, testIo } from '../../cli/test/support.js';
import { quiescent } from '../support/crowd-fixture.js';
import { sendKioskPunch } from '../support/kiosk-client.js';
import { calcQuery, recalcOf } from '../support/recalc-fixture.js';
import type { TestApp } from '../support/test-app.js';
import { call, createCompany, PASSWORD, startThinPath, type TestCompany } from '../support/thin-path-fixture.js';

jest.setTimeout(120_000);

/** The operator's view of live recalculation: `rollcall recalc status` and `rollcall recalc verify`. */
describe('rollcall recalc status and verify', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let configDir: string;

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'RCLI', 8600);
    configDir = mkdtempSync(join(tmpdir(), 'rollcall-cli-'));
    const login = await call<{ accessToken: string; refreshToken: string }>(testApp, 'POST', '/account/login', {
      body: { email: company.adminEmail, password: PASSWORD, appType: 'web' },
    });
    new SessionStore(configDir).write({ url: testApp.url, email: company.adminEmail, ...login.body });
    for (const [id, at] of [
      ['in', '2026-11-09T19:00:00Z'], // Tuesday 10 November, 08:00 in Auckland
      ['out', '2026-11-10T03:30:00Z'], // 16:30
    ] as const) {
      await sendKioskPunch(testApp.url, company.deviceToken, {
        deviceId: 'kiosk-cli',
        devicePunchId: id,
        clockId: company.clockId,
        punchTime: at,
      });
    }
    await quiescent(testApp);
  });
  afterAll(async () => {
    await testApp?.close();
    rmSync(configDir, { recursive: true, force: true });
  });

  const run = (...args: string[]) =>
    runCli(testIo({ ROLLCALL_CONFIG_DIR: configDir }), registerRecalcCommand, ['recalc', ...args]);

  it('says how many days wait for recalculation while the worker is held, and nothing once it caught up', async () => {
    const { worker } = recalcOf(testApp);
    await worker.pause();
    try {
      await sendKioskPunch(testApp.url, company.deviceToken, {
        deviceId: 'kiosk-cli',
        devicePunchId: 'late',
        clockId: company.clockId,
        punchTime: '2026-11-11T19:00:00Z',
      });
      await quiescentPunches();
      const held = await run('status', '--json');
      expect(held.code).toBe(0);
      const lag = JSON.parse(held.out) as { queuedDays: number; oldestQueuedSeconds: number | null };
      expect(lag).toMatchObject({ queuedEmployees: 1, queuedDays: expect.any(Number) });
      expect(lag.queuedDays).toBeGreaterThan(0);
      // the lag: how long the oldest queued day has waited, by the database's clock
      expect(lag.oldestQueuedSeconds).toBeGreaterThanOrEqual(0);
      const told = /^(\d+) employee-days? of 1 employee waiting for recalculation; the oldest for (\d+) s\.$/.exec(
        (await run('status')).out.split('\n')[0] ?? '',
      );
      expect(Number(told?.[1])).toBe(lag.queuedDays);
      expect(Number(told?.[2])).toBeGreaterThanOrEqual(lag.oldestQueuedSeconds ?? 0);
    } finally {
      worker.resume();
    }
    await quiescent(testApp);
    const caughtUp = await run('status');
    expect(caughtUp.out.split('\n')[0]).toBe('Nothing is waiting for recalculation.');
    expect(JSON.parse((await run('status', '--json')).out)).toMatchObject({ queuedDays: 0, oldestQueuedSeconds: null });
  });

  it('finds no difference, then lists a stored day that went stale and exits 1, and --fix brings it back', async () => {
    const clean = await run('verify', '--from', '2026-11-09', '--to', '2026-11-15');
    expect(clean).toMatchObject({ code: 0, err: '' });
    expect(clean.out).toMatch(/^14 employee-days of 2 employees checked, 2026-11-09 to 2026-11-15: 0 differ\n$/);

    // as if a result had been stored from stale facts: 943 minutes instead of 510
    await calcQuery(
      testApp,
      `UPDATE calculation.calculated_days SET result = jsonb_set(result, '{payTypes,0,minutes}', '943')
        WHERE employee_id = $1 AND date = '2026-11-10'`,
      [company.employeeId],
    );
    const stale = await run('verify', '--from', '2026-11-09', '--to', '2026-11-15', '--employee', company.employeeId);
    expect(stale.code).toBe(1);
    expect(stale.out).toContain('7 employee-days of 1 employee checked, 2026-11-09 to 2026-11-15: 1 differ');
    expect(stale.out).toContain(
      `  ${company.employeeId} 2026-11-10  payTypes: stored Working, 943 min; fresh Working, 510 min`,
    );

    const fixed = await run('verify', '--from', '2026-11-09', '--to', '2026-11-15', '--fix');
    expect(fixed.code).toBe(1);
    expect(fixed.out).toContain('1 employee-day queued for recalculation');
    await quiescent(testApp);
    expect((await run('verify', '--from', '2026-11-09', '--to', '2026-11-15')).code).toBe(0);
  });

  it('exits 2 for a command line that names no range', async () => {
    const missing = await run('verify', '--from', '2026-11-09');
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('--to is required');
  });

  /** The punch reached calculation's read model (its queue rows are written in the same transaction). */
  async function quiescentPunches(): Promise<void> {
    for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
      const [row] = await calcQuery<{ n: number }>(
        testApp,
        `SELECT count(*)::int AS n FROM calculation.punches WHERE employee_id = $1`,
        [company.employeeId],
      );
      if (row?.n === 3) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the late punch did not reach the calculation service');
  }
});
