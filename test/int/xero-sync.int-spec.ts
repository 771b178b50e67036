import { jest } from '@jest/globals';
import { getDataSourceToken } from '@nestjs/typeorm';
import { CalculationModule } from '@rollcall/calculation';
import { IdentityModule } from '@rollcall/identity';
import { IntegrationsModule } from '@rollcall/integrations';
import { OrganisationModule } from '@rollcall/organisation';
import { SchedulingModule } from '@rollcall/scheduling';
import { TimeCaptureModule } from '@rollcall/time-capture';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { call, createCompany, signIn, type TestCompany } from '../support/thin-path-fixture.js';
import {
  connectXero,
  startXeroRig,
  XERO_CALENDAR_ID,
  XERO_WEEKLY_CALENDAR,
  XERO_TENANT_ID,
  type XeroTestRig,
} from '../support/xero-fixture.js';

jest.setTimeout(120_000);

const ORDINARY_RATE = '5d0a9e0c-1b2c-4d3e-8f4a-5b6c7d8e9f01';
const OVERTIME_RATE = '5d0a9e0c-1b2c-4d3e-8f4a-5b6c7d8e9f02';
const XERO_FIRST0 = '6e1b0f1d-2c3d-4e4f-9a5b-6c7d8e9f0a01';

interface SyncAnswer {
  success: boolean;
  tenantName: string;
  earningsRates: { earningsRateID: string; name: string }[];
  payCalendars: { payrollCalendarID: string; calendarType: string; periodStartDate: string }[];
  payTypes: { matched: number; unmatched: string[] };
  employees: { matched: number; inXero: number; notInXero: string[]; duplicates: string[] };
}
interface PayTypeRow {
  id: string;
  name: string;
  xeroGuid: string | null;
}

describe('Xero: syncXeroData fills the read-only xeroGuid of pay types and employees', () => {
  let rig: XeroTestRig;
  let mine: TestCompany;
  let admin: string;

  const sync = (token = admin) => call<SyncAnswer>(rig.app, 'POST', '/payrolltransfer/syncXeroData', { token });
  // a busy app's 503 (on a loaded machine) is no list yet: the wait below reads again
  const payTypes = async () => {
    const answer = await call<PayTypeRow[]>(rig.app, 'GET', '/api/pay-types', { token: admin });
    return answer.status === 200 ? answer.body : [];
  };
  const until = async <T>(read: () => Promise<T>, holds: (value: T) => boolean): Promise<T> => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const value = await read();
      if (holds(value) || Date.now() > deadline) return value;
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  beforeAll(async () => {
    rig = await startXeroRig(
      [IdentityModule, OrganisationModule, SchedulingModule, TimeCaptureModule, CalculationModule, IntegrationsModule],
      {
        tenantId: XERO_TENANT_ID,
        tenantName: 'Sync Company (NZ)',
        region: 'NZ',
        minuteLimit: 1000,
        earningsRates: [
          { earningsRateID: ORDINARY_RATE, name: 'Ordinary' },
          { earningsRateID: OVERTIME_RATE, name: 'OT15' },
        ],
        payRunCalendars: [XERO_WEEKLY_CALENDAR],
        employees: [{ employeeID: XERO_FIRST0, firstName: 'First0', lastName: 'Last0' }],
      },
    );
    mine = await createCompany(rig.app, 'XSA', 9000);
    admin = await signIn(rig.app, mine.adminEmail);
  });
  afterAll(async () => {
    await rig?.close();
  });

  it('answers 409 reconnect before the company is connected, and writes a sync result', async () => {
    const refused = await sync();
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'reconnect' });
    const results = await call<{ data: { type: string; status: string }[] }>(rig.app, 'GET', '/api/sync-results', {
      token: admin,
    });
    expect(results.body.data[0]).toMatchObject({ type: 'Pay Types', status: 'error' });
  });

  it('reads earnings rates, pay calendars and employees, and matches pay types by name or code', async () => {
    await connectXero(rig.app, admin);
    const answer = await sync();
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      tenantName: 'Sync Company (NZ)',
      payTypes: { matched: 2 },
      employees: { matched: 1, inXero: 1, notInXero: ['First1 Last1'], duplicates: [] },
    });
    expect(answer.body.earningsRates.map((r) => r.name).sort()).toEqual(['OT15', 'Ordinary']);
    expect(answer.body.payCalendars).toEqual([
      expect.objectContaining({
        payrollCalendarID: XERO_CALENDAR_ID,
        calendarType: 'Weekly',
        periodStartDate: '2026-11-16',
      }),
    ]);
    expect(answer.body.payTypes.unmatched).toContain('Annual Leave');

    const rows = await until(payTypes, (list) => list.some((p) => p.xeroGuid));
    const guid = (name: string) => rows.find((p) => p.name === name)?.xeroGuid;
    expect(guid('Ordinary')).toBe(ORDINARY_RATE);
    expect(guid('Overtime 1.5')).toBe(OVERTIME_RATE);
    expect(guid('Annual Leave')).toBeNull();

    const employee = await until(
      async () =>
        (await call<{ xeroGuid: string | null }>(rig.app, 'GET', `/api/employees/${mine.employeeId}`, { token: admin }))
          .body,
      (e) => Boolean(e.xeroGuid),
    );
    expect(employee.xeroGuid).toBe(XERO_FIRST0);

    const results = await call<{ data: { type: string; status: string; message: string }[] }>(
      rig.app,
      'GET',
      '/api/sync-results',
      { token: admin },
    );
    expect(results.body.data[0]).toMatchObject({ type: 'Pay Types', status: 'warning' });
    expect(results.body.data[0]?.message).toContain('Not in Xero: First1 Last1.');
  });

  it('waits out a 429 and refreshes once on a 401, then reads again', async () => {
    await rig.xero.throttle(XERO_TENANT_ID, 1, 1);
    await rig.xero.advanceClock(31 * 60);
    const before = (await rig.xero.requests()).length;
    const answer = await sync();
    expect(answer.status).toBe(200);
    const seen = (await rig.xero.requests()).slice(before).map((r) => `${r.path} ${r.status}`);
    expect(seen).toEqual([
      '/payroll.xro/2.0/EarningsRates 401',
      '/connect/token 200',
      '/payroll.xro/2.0/EarningsRates 429',
      '/payroll.xro/2.0/EarningsRates 200',
      '/payroll.xro/2.0/PayRunCalendars 200',
      '/payroll.xro/2.0/Employees 200',
    ]);
  });

  it('refuses a role without payroll rights', async () => {
    const employee = await signIn(rig.app, mine.employeeEmail);
    expect((await sync(employee)).status).toBe(403);
  });

  it('leaves the match where an export reads it at once, before organisation sends the xeroGuids back', async () => {
    // a second company, synced while organisation cannot yet store its match: its pay types and employees are
    // held by another transaction, so organisation's copy (and the events it sends back) wait
    const other = await createCompany(rig.app, 'XSB', 9100);
    const otherAdmin = await signIn(rig.app, other.adminEmail);
    const integrations = rig.app.app.get<DataSource>(getDataSourceToken('integrations'), { strict: false });
    const read = async (table: 'org_pay_types' | 'org_employees', column: 'name' | 'first_name') =>
      Object.fromEntries(
        (
          (await integrations.query(
            `SELECT ${column} AS name, xero_guid AS guid FROM integrations.${table} WHERE company_id = $1`,
            [other.companyId],
          )) as { name: string; guid: string | null }[]
        ).map((r) => [r.name, r.guid]),
      );
    await until(
      async () => [await read('org_pay_types', 'name'), await read('org_employees', 'first_name')],
      ([types, people]) => 'Ordinary' in (types ?? {}) && Object.keys(people ?? {}).length === 2,
    );
    await connectXero(rig.app, otherAdmin);
    const hold = new pg.Client({ connectionString: rig.app.config.databaseUrl ?? '' });
    await hold.connect();
    try {
      await hold.query('BEGIN');
      await hold.query('SELECT 1 FROM organisation.pay_types WHERE company_id = $1 FOR UPDATE', [other.companyId]);
      await hold.query('SELECT 1 FROM organisation.employees WHERE company_id = $1 FOR UPDATE', [other.companyId]);

      expect((await sync(otherAdmin)).status).toBe(200);
      expect(await read('org_pay_types', 'name')).toMatchObject({
        Ordinary: ORDINARY_RATE,
        'Overtime 1.5': OVERTIME_RATE,
        'Annual Leave': null,
      });
      expect(await read('org_employees', 'first_name')).toEqual({ First0: XERO_FIRST0, First1: null });
    } finally {
      await hold.query('ROLLBACK');
      await hold.end();
    }
    // organisation stores the same match once it can, and its events bring nothing else back
    const rows = await until(
      async () => {
        const answer = await call<PayTypeRow[]>(rig.app, 'GET', '/api/pay-types', { token: otherAdmin });
        return answer.status === 200 ? answer.body : [];
      },
      (list) => list.some((p) => p.xeroGuid),
    );
    expect(rows.find((p) => p.name === 'Ordinary')?.xeroGuid).toBe(ORDINARY_RATE);
    expect(await read('org_pay_types', 'name')).toMatchObject({ Ordinary: ORDINARY_RATE, 'Annual Leave': null });
  });

  it('sent only requests the published documents accept', async () => {
    const requests = await rig.xero.requests();
    const payroll = requests.filter((r) => r.path.startsWith('/payroll.xro/2.0/'));
    expect(payroll.length).toBeGreaterThan(0);
    expect(payroll.filter((r) => ![200, 401, 429].includes(r.status))).toEqual([]);
    expect(payroll.every((r) => r.headers['xero-tenant-id'] === XERO_TENANT_ID)).toBe(true);
    expect(requests.flatMap((r) => r.answerProblems ?? [])).toEqual([]);
  });
});
