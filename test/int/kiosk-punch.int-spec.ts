import { jest } from '@jest/globals';
import type { KioskPunchAnswer } from '@rollcall/api-client';
import pg from 'pg';
import type { TestApp } from '../support/test-app.js';
import { call, createCompany, startThinPath, type TestCompany } from '../support/thin-path-fixture.js';

jest.setTimeout(60_000);

describe('POST /api/kiosk-punches', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let other: TestCompany;

  const punchCount = async (companyId: string): Promise<number> => {
    const client = new pg.Client({ connectionString: testApp.config.databaseUrl ?? '' });
    await client.connect();
    const { rows } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM time_capture.punches WHERE company_id = $1',
      [companyId],
    );
    await client.end();
    return rows[0]?.n ?? -1;
  };
  const outboxCount = async (): Promise<number> => {
    const client = new pg.Client({ connectionString: testApp.config.databaseUrl ?? '' });
    await client.connect();
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM time_capture.outbox WHERE type = 'time.punch.recorded.v1'`,
    );
    await client.end();
    return rows[0]?.n ?? -1;
  };
  const punch = (token: string, body: Record<string, unknown>) =>
    call<KioskPunchAnswer>(testApp, 'POST', '/api/kiosk-punches', { headers: { 'x-device-token': token }, body });

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'KIOSKA', 1000);
    other = await createCompany(testApp, 'KIOSKB', 2000);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('stores a punch and publishes time.punch.recorded.v1', async () => {
    const before = await outboxCount();
    const answer = await punch(company.deviceToken, {
      deviceId: 'kiosk-1',
      devicePunchId: 'p-1',
      clockId: company.clockId,
      punchTime: '2026-11-16T19:58:00.000Z',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      message: 'success',
      employeeId: company.employeeId,
      punchTime: '2026-11-16T19:58:00.000Z',
      duplicate: false,
    });
    expect(await punchCount(company.companyId)).toBe(1);
    expect(await outboxCount()).toBe(before + 1);
  });

  it('answers a replay of the same device punch as the first call did and stores nothing new', async () => {
    const body = {
      deviceId: 'kiosk-1',
      devicePunchId: 'p-2',
      clockId: company.clockId,
      punchTime: '2026-11-17T04:30:00Z',
    };
    const first = await punch(company.deviceToken, body);
    const countAfterFirst = await punchCount(company.companyId);
    const outboxAfterFirst = await outboxCount();
    const replay = await punch(company.deviceToken, body);
    const [a, b] = await Promise.all([punch(company.deviceToken, body), punch(company.deviceToken, body)]);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ ...first.body, duplicate: true });
    expect(a.body.punchId).toBe(first.body.punchId);
    expect(b.body.punchId).toBe(first.body.punchId);
    expect(await punchCount(company.companyId)).toBe(countAfterFirst);
    expect(await outboxCount()).toBe(outboxAfterFirst);
  });

  it('keeps device punch ids apart per company', async () => {
    const body = { deviceId: 'kiosk-1', devicePunchId: 'shared', punchTime: '2026-11-18T20:00:00Z' };
    const mine = await punch(company.deviceToken, { ...body, clockId: company.clockId });
    const theirs = await punch(other.deviceToken, { ...body, clockId: other.clockId });
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.body.employeeId).toBe(other.employeeId);
  });

  it('refuses a missing or unknown device token with 401 and stores nothing', async () => {
    const before = await punchCount(company.companyId);
    const body = {
      deviceId: 'kiosk-1',
      devicePunchId: 'p-401',
      clockId: company.clockId,
      punchTime: '2026-11-18T20:00:00Z',
    };
    const none = await call(testApp, 'POST', '/api/kiosk-punches', { body });
    const wrong = await punch('not-a-token', body);
    expect(none.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('The device token is not valid.');
    expect(await punchCount(company.companyId)).toBe(before);
  });

  it('answers 404 employeeNotFound for a clock id of no employee, even one of another company', async () => {
    const before = await punchCount(company.companyId);
    const answer = await punch(company.deviceToken, {
      deviceId: 'kiosk-1',
      devicePunchId: 'p-404',
      clockId: other.clockId,
      punchTime: '2026-11-18T20:00:00Z',
    });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('employeeNotFound');
    expect(await punchCount(company.companyId)).toBe(before);
  });

  it('refuses bad input with 400 naming each field, and stores nothing', async () => {
    const before = await punchCount(company.companyId);
    const answer = await call(testApp, 'POST', '/api/kiosk-punches', {
      headers: { 'x-device-token': company.deviceToken },
      body: { deviceId: '', devicePunchId: 'p-400', clockId: 'seven', punchTime: 'yesterday', extra: 1 },
    });
    expect(answer.status).toBe(400);
    const fields = (answer.body.details ?? []).map((d) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['deviceId', 'clockId', 'punchTime', 'extra']));
    expect(answer.body.message).toContain('punchTime must be an ISO-8601 instant');
    expect(await punchCount(company.companyId)).toBe(before);
  });

  it('refuses a punch more than a day in the future', async () => {
    const answer = await punch(company.deviceToken, {
      deviceId: 'kiosk-1',
      devicePunchId: 'p-future',
      clockId: company.clockId,
      punchTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('punchTime cannot be more than 24 hours in the future');
  });

  it('answers malformed JSON with 400', async () => {
    const answer = await fetch(`${testApp.url}/api/kiosk-punches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-token': company.deviceToken },
      body: '{"deviceId":',
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toBe('The request body is not valid JSON.');
  });
});
