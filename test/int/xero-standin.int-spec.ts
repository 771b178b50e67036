import { jest } from '@jest/globals';
import { freePort } from '@rollcall/platform';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { CONTRACT_FILES, loadContract } from '../../infra/xero/contract.mjs';
import { startXeroStandIn, type XeroStandIn } from '../../infra/xero/xero-standin.mjs';

const STANDIN = path.resolve(import.meta.dirname, '../../infra/xero/xero-standin.mjs');

jest.setTimeout(60_000);

const CLIENT = { clientId: 'contract-client', clientSecret: 'contract-secret' };
const REDIRECT = 'http://127.0.0.1:9/api/xero/callback';
const NZ = 'b1f0c5a2-3d4e-4f60-8a71-9b8c7d6e5f01';
const AU = 'b1f0c5a2-3d4e-4f60-8a71-9b8c7d6e5f02';
const WEEKLY = 'c2a1b3d4-5e6f-4a7b-8c9d-0e1f2a3b4c01';
const ORDINARY = 'd3b2c4e5-6f70-4b8c-9dae-1f2a3b4c5d01';
const KARL = 'e4c3d5f6-7081-4c9d-aebf-2a3b4c5d6e01';

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  error?: string;
}
interface ProblemBody {
  type: string;
  title: string;
  status: string;
  detail: string;
  invalidFields?: { name: string; reason: string }[];
}

/**
 * The stand-in against the published documents: what it accepts, what it refuses and how, so that the int tests
 * that run Rollcall against it test against Xero's contract and not against a convenient fake.
 */
describe('Xero stand-in: the contract it holds Rollcall to', () => {
  let xero: XeroStandIn;
  let access: string;
  let refresh: string;

  const basic = `Basic ${Buffer.from(`${CLIENT.clientId}:${CLIENT.clientSecret}`).toString('base64')}`;
  const tokenCall = async (form: Record<string, string>, authorization = basic) => {
    const answer = await fetch(xero.urls.token, {
      method: 'POST',
      headers: { Authorization: authorization, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    return { status: answer.status, body: (await answer.json()) as TokenAnswer };
  };
  const authorize = async (
    scope = 'offline_access payroll.timesheets payroll.settings.read payroll.employees.read',
  ) => {
    const url = new URL(xero.urls.authorize);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: CLIENT.clientId,
      redirect_uri: REDIRECT,
      scope,
      state: 'st',
    }).toString();
    const answer = await fetch(url, { redirect: 'manual' });
    return new URL(answer.headers.get('location') as string).searchParams.get('code') as string;
  };
  const payroll = async <T>(
    method: string,
    path: string,
    options: { tenant?: string | null; body?: unknown; headers?: Record<string, string>; token?: string } = {},
  ) => {
    const headers: Record<string, string> = { Authorization: `Bearer ${options.token ?? access}`, ...options.headers };
    if (options.tenant !== null) headers['Xero-Tenant-Id'] = options.tenant ?? NZ;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const answer = await fetch(`${xero.urls.payroll}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await answer.text();
    return { status: answer.status, headers: answer.headers, body: (text ? JSON.parse(text) : null) as T };
  };
  const sheet = (extra: Record<string, unknown> = {}) => ({
    payrollCalendarID: WEEKLY,
    employeeID: KARL,
    startDate: '2026-11-16',
    endDate: '2026-11-22',
    timesheetLines: [{ date: '2026-11-16', earningsRateID: ORDINARY, numberOfUnits: 8 }],
    ...extra,
  });

  beforeAll(async () => {
    const employees = Array.from({ length: 130 }, (_, i) => ({ firstName: `Person${i}`, lastName: 'Many' }));
    xero = await startXeroStandIn({
      fixture: {
        clients: [{ ...CLIENT, redirectUris: [REDIRECT] }],
        tenants: [
          {
            tenantId: NZ,
            tenantName: 'Contract NZ',
            region: 'NZ',
            earningsRates: [{ earningsRateID: ORDINARY, name: 'Ordinary' }],
            payRunCalendars: [
              {
                payrollCalendarID: WEEKLY,
                name: 'Weekly',
                calendarType: 'Weekly',
                periodStartDate: '2026-11-02',
                paymentDate: '2026-11-10',
              },
            ],
            employees: [{ employeeID: KARL, firstName: 'Karl', lastName: 'Kiwi' }, ...employees],
          },
          { tenantId: AU, tenantName: 'Contract AU', region: 'AU' },
        ],
      },
    });
    const tokens = await tokenCall({
      grant_type: 'authorization_code',
      code: await authorize(),
      redirect_uri: REDIRECT,
    });
    expect(tokens.status).toBe(200);
    access = tokens.body.access_token;
    refresh = tokens.body.refresh_token;
  });
  afterAll(async () => {
    await xero?.stop();
  });

  it('issues 30-minute access tokens, checking the client, the code and its redirect_uri', async () => {
    const code = await authorize();
    expect(
      (await tokenCall({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT }, 'Basic eDp5')).status,
    ).toBe(401);
    const wrongRedirect = await tokenCall({
      grant_type: 'authorization_code',
      code,
      redirect_uri: 'http://elsewhere/',
    });
    expect(wrongRedirect.body.error).toBe('invalid_grant');
    const used = await tokenCall({ grant_type: 'authorization_code', code: await authorize(), redirect_uri: REDIRECT });
    expect(used.body.expires_in).toBe(1800);
    const unknown = await tokenCall({ grant_type: 'authorization_code', code: 'nope', redirect_uri: REDIRECT });
    expect(unknown).toEqual({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('rotates refresh tokens: the old one works for a 30-minute grace, then answers invalid_grant', async () => {
    const code = await authorize();
    const first = await tokenCall({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT });
    const rotated = await tokenCall({ grant_type: 'refresh_token', refresh_token: first.body.refresh_token });
    expect(rotated.status).toBe(200);
    expect(rotated.body.refresh_token).not.toBe(first.body.refresh_token);
    const retried = await tokenCall({ grant_type: 'refresh_token', refresh_token: first.body.refresh_token });
    expect(retried.status).toBe(200);
    expect(retried.body.refresh_token).toBe(rotated.body.refresh_token);
    await xero.advanceClock(31 * 60);
    const late = await tokenCall({ grant_type: 'refresh_token', refresh_token: first.body.refresh_token });
    expect(late).toEqual({ status: 400, body: { error: 'invalid_grant' } });
    const current = await tokenCall({ grant_type: 'refresh_token', refresh_token: rotated.body.refresh_token });
    expect(current.status).toBe(200);
    // the clock moved: the access token of the first grant expired
    const expired = await payroll<{ Detail: string }>('GET', '/EarningsRates');
    expect(expired.status).toBe(401);
    expect(expired.body.Detail).toMatch(/^TokenExpired/);
    const again = await tokenCall({ grant_type: 'refresh_token', refresh_token: refresh });
    access = again.body.access_token;
    refresh = again.body.refresh_token;
  });

  it('answers connections as the identity document describes them', async () => {
    const answer = await fetch(xero.urls.connections, { headers: { Authorization: `Bearer ${access}` } });
    const list = (await answer.json()) as unknown[];
    const identity = loadContract(CONTRACT_FILES.identity);
    const found = identity.match('GET', '/Connections');
    expect(found?.operationId).toBe('getConnections');
    expect(identity.checkResponse(found as NonNullable<typeof found>, 200, list)).toEqual([]);
    expect(list).toHaveLength(2);
  });

  it('refuses a call without Xero-Tenant-Id, or for a tenant the token does not reach', async () => {
    const missing = await payroll<ProblemBody>('GET', '/EarningsRates', { tenant: null });
    expect(missing.status).toBe(400);
    expect(missing.body.invalidFields).toEqual([{ name: 'Xero-Tenant-Id', reason: 'Xero-Tenant-Id is required' }]);
    const foreign = await payroll('GET', '/EarningsRates', { tenant: randomUUID() });
    expect(foreign.status).toBe(403);
  });

  it('refuses a timesheet that does not match the Timesheet schema, naming each field, with the Problem body', async () => {
    const answer = await payroll<ProblemBody>('POST', '/Timesheets', {
      body: { employeeID: 'not-a-uuid', startDate: '16/11/2026', timesheetLines: [{ date: '2026-11-16' }] },
    });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(answer.body).toMatchObject({
      type: 'application/problem+json',
      status: '400',
      detail: 'Validation error occurred.',
    });
    expect(answer.body.invalidFields?.map((f) => f.name).sort()).toEqual(
      [
        'employeeID',
        'endDate',
        'payrollCalendarID',
        'startDate',
        'timesheetLines/0/earningsRateID',
        'timesheetLines/0/numberOfUnits',
      ].sort(),
    );
    expect((await xero.state()).tenants[0]?.timesheets).toEqual([]);
  });

  it("refuses a period that is not one of the calendar's, an unknown employee and an unknown earnings rate", async () => {
    const offPeriod = await payroll<ProblemBody>('POST', '/Timesheets', {
      body: sheet({ startDate: '2026-11-17', endDate: '2026-11-23', timesheetLines: [] }),
    });
    expect(offPeriod.status).toBe(400);
    expect(offPeriod.body.invalidFields).toEqual([
      { name: 'Timesheet', reason: "Provided period doesn't correspond with a pay period" },
    ]);
    const stranger = await payroll<ProblemBody>('POST', '/Timesheets', { body: sheet({ employeeID: randomUUID() }) });
    expect(stranger.body.invalidFields).toEqual([{ name: 'employeeID', reason: 'Employee not found' }]);
    const rate = await payroll<ProblemBody>('POST', '/Timesheets', {
      body: sheet({ timesheetLines: [{ date: '2026-11-16', earningsRateID: randomUUID(), numberOfUnits: 1 }] }),
    });
    expect(rate.body.invalidFields).toEqual([
      { name: 'timesheetLines/0/earningsRateID', reason: 'Earnings rate not found' },
    ]);
  });

  it('creates a draft timesheet once per key: the same Idempotency-Key answers the first answer again', async () => {
    const key = randomUUID();
    const first = await payroll<{ timesheet: { timesheetID: string; status: string; totalHours: number } }>(
      'POST',
      '/Timesheets',
      { body: sheet(), headers: { 'Idempotency-Key': key } },
    );
    expect(first.status).toBe(200);
    expect(first.body.timesheet).toMatchObject({ status: 'Draft', totalHours: 8 });
    const again = await payroll<typeof first.body>('POST', '/Timesheets', {
      body: sheet(),
      headers: { 'Idempotency-Key': key },
    });
    expect(again.body.timesheet.timesheetID).toBe(first.body.timesheet.timesheetID);
    const otherBody = await payroll<ProblemBody>('POST', '/Timesheets', {
      body: sheet({ endDate: '2026-11-22', timesheetLines: [] }),
      headers: { 'Idempotency-Key': key },
    });
    expect(otherBody.status).toBe(400);
    const duplicate = await payroll<ProblemBody>('POST', '/Timesheets', { body: sheet() });
    expect(duplicate.body.invalidFields?.[0]?.reason).toBe(
      'A timesheet already exists for this employee in this period',
    );
    const line = await payroll('POST', `/Timesheets/${first.body.timesheet.timesheetID}/Lines`, {
      body: { date: '2026-11-17', earningsRateID: ORDINARY, numberOfUnits: 7.5 },
    });
    expect(line.status).toBe(200);
    const read = await payroll<{ timesheet: { totalHours: number } }>(
      'GET',
      `/Timesheets/${first.body.timesheet.timesheetID}`,
    );
    expect(read.body.timesheet.totalHours).toBe(15.5);
    expect((await xero.state()).tenants[0]?.timesheets).toHaveLength(1);
  });

  it('pages lists by 100', async () => {
    const one = await payroll<{
      pagination: { page: number; pageSize: number; pageCount: number; itemCount: number };
      employees: unknown[];
    }>('GET', '/Employees');
    expect(one.body.pagination).toEqual({ page: 1, pageSize: 100, pageCount: 2, itemCount: 131 });
    expect(one.body.employees).toHaveLength(100);
    const two = await payroll<typeof one.body>('GET', '/Employees?page=2');
    expect(two.body.employees).toHaveLength(31);
    expect((await payroll('GET', '/Employees?page=two')).status).toBe(400);
  });

  it('answers 429 with Retry-After while the tenant is throttled', async () => {
    await xero.throttle(NZ, 1, 2);
    const limited = await payroll('GET', '/PayRunCalendars');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('2');
    expect((await payroll('GET', '/PayRunCalendars')).status).toBe(200);
  });

  it('serves an AU tenant the AU v2 document: timesheets only', async () => {
    expect((await payroll('GET', '/EarningsRates', { tenant: AU })).status).toBe(404);
    expect((await payroll('GET', '/Timesheets', { tenant: AU })).status).toBe(200);
  });

  it('answered every call with a body its document allows', async () => {
    const requests = await xero.requests();
    expect(requests.filter((r) => r.answerProblems)).toEqual([]);
    expect(requests.filter((r) => r.status >= 500)).toEqual([]);
  });
});

describe('Xero stand-in run by hand (docs/operations.md)', () => {
  it('holds the demo company’s employees, each on the weekly calendar, so the demo’s timesheets can be sent', async () => {
    const port = await freePort();
    const standIn = spawn(process.execPath, [STANDIN, '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    standIn.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    standIn.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const deadline = Date.now() + 30_000;
      while (!output.includes('listening on')) {
        if (standIn.exitCode !== null || Date.now() > deadline)
          throw new Error(`the stand-in did not start: ${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const state = (await (await fetch(`http://127.0.0.1:${port}/__standin/state`)).json()) as {
        tenants: {
          payRunCalendars: { payrollCalendarID: string }[];
          employees: { firstName: string; lastName: string; payrollCalendarID: string | null }[];
        }[];
      };
      const [tenant] = state.tenants;
      expect(tenant?.employees).toHaveLength(50);
      expect(tenant?.employees[0]).toMatchObject({ firstName: 'Aroha', lastName: 'Ngata' });
      expect(new Set(tenant?.employees.map((e) => e.payrollCalendarID))).toEqual(
        new Set([tenant?.payRunCalendars[0]?.payrollCalendarID]),
      );
    } finally {
      standIn.kill('SIGTERM');
    }
  });
});
