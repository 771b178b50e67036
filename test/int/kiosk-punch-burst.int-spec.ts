import { jest } from '@jest/globals';
import { getDataSourceToken } from '@nestjs/typeorm';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import {
  burstPunch,
  inParallel,
  sendKioskPunch,
  storedPerDevicePunch as storedPerDevice,
} from '../support/kiosk-client.js';
import type { TestApp } from '../support/test-app.js';
import { createCompany, startThinPath, type TestCompany } from '../support/thin-path-fixture.js';

jest.setTimeout(180_000);

/**
 * Kiosks reconnecting after an outage send their punches together. The integration tier runs every service with a
 * pool of one connection (test/support/test-app.ts), so a code path that takes a second connection while holding
 * a transaction stops at once here instead of under load.
 */
describe('kiosk punches arriving together', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let sql: pg.Client;

  // spread over a fortnight of past days, a few minutes apart
  const punchOf = (n: number, prefix: string) => burstPunch(company, n, prefix, new Date(Date.UTC(2026, 10, 2, 19)), 7);
  const storedPerDevicePunch = (prefix: string) => storedPerDevice(sql, company.companyId, prefix);
  /**
   * Connections idle inside a transaction once the work the burst set off (events, recalculation) has settled: a
   * batch is briefly idle in its transaction while the engine computes, a leaked one stays so.
   */
  const idleInTransactionAfterwards = async () => {
    let n = -1;
    for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
      const { rows } = await sql.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND state LIKE 'idle in transaction%' AND pid <> pg_backend_pid()`,
      );
      n = rows[0]?.n ?? -1;
      if (n === 0) return 0;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return n;
  };

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'BURST', 7000);
    sql = new pg.Client({ connectionString: testApp.config.databaseUrl ?? '' });
    await sql.connect();
  });
  afterAll(async () => {
    await sql?.end();
    await testApp?.close();
  });

  it('answers 50 concurrent punches with replays mixed in, stores each once and leaves no transaction open', async () => {
    const punches = Array.from({ length: 40 }, (_, n) => punchOf(n, 'fifty'));
    const replays = punches.filter((_, n) => n % 4 === 0);
    const sent = [...punches, ...replays].sort(() => Math.random() - 0.5);
    const outcomes = await inParallel(
      50,
      sent.map((p) => () => sendKioskPunch(testApp.url, company.deviceToken, p)),
    );

    expect(outcomes.map((o) => o.status).filter((s) => s !== 200 && s !== 201)).toEqual([]);
    const idsByDevicePunch = new Map<string, Set<string>>();
    sent.forEach((p, i) => {
      const ids = idsByDevicePunch.get(p.devicePunchId) ?? new Set<string>();
      ids.add(outcomes[i]?.body.punchId ?? 'none');
      idsByDevicePunch.set(p.devicePunchId, ids);
    });
    // a replay answers with the punch first stored
    expect([...idsByDevicePunch.values()].filter((ids) => ids.size !== 1)).toEqual([]);
    expect(outcomes.filter((o) => o.status === 201)).toHaveLength(40);
    const stored = await storedPerDevicePunch('fifty');
    expect(stored).toHaveLength(40);
    expect(stored.filter((r) => r.n !== 1)).toEqual([]);
    expect(await idleInTransactionAfterwards()).toBe(0);
  });

  it('stores 200 punches sent twice by 200 concurrent senders exactly once each; a punch after the burst is answered', async () => {
    const punches = Array.from({ length: 200 }, (_, n) => punchOf(n, 'twice'));
    const sent = [...punches, ...punches].sort(() => Math.random() - 0.5);
    const outcomes = await inParallel(
      200,
      sent.map((p) => () => sendKioskPunch(testApp.url, company.deviceToken, p)),
    );

    expect(outcomes.map((o) => o.status).filter((s) => s !== 200 && s !== 201)).toEqual([]);
    expect(outcomes.filter((o) => o.status === 201)).toHaveLength(200);
    const stored = await storedPerDevicePunch('twice');
    expect(stored).toHaveLength(200);
    expect(stored.filter((r) => r.n !== 1)).toEqual([]);
    expect(await idleInTransactionAfterwards()).toBe(0);

    const after = await sendKioskPunch(testApp.url, company.deviceToken, punchOf(0, 'after'), {
      attempts: 1,
      timeoutMs: 5_000,
    });
    expect(after.status).toBe(201);
  });

  it('answers 503 with Retry-After, not a hang, while every connection is taken; the retry stores the punch once', async () => {
    const dataSource = testApp.app.get<DataSource>(getDataSourceToken('time_capture'), { strict: false });
    const holder = dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    const punch = punchOf(1, 'busy');
    let answer: Response;
    try {
      answer = await fetch(`${testApp.url}/api/kiosk-punches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-device-token': company.deviceToken },
        body: JSON.stringify(punch),
        signal: AbortSignal.timeout(testApp.config.dbAcquireTimeoutMs + 5_000),
      });
    } finally {
      await holder.rollbackTransaction();
      await holder.release();
    }
    expect(answer.status).toBe(503);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await answer.json()) as { message: string }).message).toBe('The service is busy. Try again shortly.');
    expect(await storedPerDevicePunch('busy')).toHaveLength(0);

    const retried = await sendKioskPunch(testApp.url, company.deviceToken, punch);
    expect(retried.status).toBe(201);
    expect(await storedPerDevicePunch('busy')).toEqual([{ device_punch_id: 'busy-1', n: 1 }]);
  });
});
