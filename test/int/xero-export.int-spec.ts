import { jest } from '@jest/globals';
import { clockStartsAt } from '../support/clock-starts-at.js';
import { dayCalculated, punchAt } from '../support/punch-days.js';
import { calcQuery, recalcSettled } from '../support/recalc-fixture.js';
import { call, createCompany, signIn, type TestCompany, waitFor } from '../support/thin-path-fixture.js';
import {
  connectXero,
  payPeriodFrom,
  startXeroRig,
  XERO_CALENDAR_ID,
  XERO_TENANT_ID,
  XERO_WEEKLY_CALENDAR,
  removeXeroConnection,
  xeroHalfHourPasses,
  xeroTokenOf,
  XERO_EXPORT_MODULES,
  type XeroTestRig,
} from '../support/xero-fixture.js';

jest.setTimeout(180_000);

const ORDINARY_RATE = '5d0a9e0c-1b2c-4d3e-8f4a-5b6c7d8e9f11';
const XERO_FIRST0 = '6e1b0f1d-2c3d-4e4f-9a5b-6c7d8e9f0a11';
const WEEK = { from: '2026-11-16', to: '2026-11-22' };

interface ExportAnswer {
  success: boolean;
  message: string;
  tenantName: string;
  sent: number;
  replaced: number;
  reasons: string[];
}

// Wednesday 25 November 2026 in Auckland: the week of the 16th is last week, its days past
clockStartsAt('2026-11-25T12:00:00+13:00');

describe('Xero: xeroApiPay sends a closed period’s timesheets to the stand-in', () => {
  let rig: XeroTestRig;
  let mine: TestCompany;
  let admin: string;
  let periodId: string;

  const xeroApiPay = (body: Record<string, unknown>, token = admin) =>
    call<ExportAnswer>(rig.app, 'POST', '/payrolltransfer/xeroApiPay', { token, body });
  const timesheets = async () =>
    (await rig.xero.state()).tenants.find((t) => t.tenantId === XERO_TENANT_ID)?.timesheets ?? [];
  const latestResult = async () =>
    (
      await call<{ data: { type: string; status: string; message: string }[] }>(rig.app, 'GET', '/api/sync-results', {
        token: admin,
      })
    ).body.data[0];

  beforeAll(async () => {
    rig = await startXeroRig(
      XERO_EXPORT_MODULES,
      {
        tenantId: XERO_TENANT_ID,
        tenantName: 'Export Company (NZ)',
        region: 'NZ',
        minuteLimit: 1000,
        earningsRates: [{ earningsRateID: ORDINARY_RATE, name: 'Ordinary' }],
        payRunCalendars: [XERO_WEEKLY_CALENDAR],
        // First1 Last1 is not in Xero
        employees: [{ employeeID: XERO_FIRST0, firstName: 'First0', lastName: 'Last0' }],
      },
      // the request waits 12 s for its export (20 by default): one test makes Xero ask for 16
      { XERO_EXPORT_ANSWER_SECONDS: '12' },
    );
    mine = await createCompany(rig.app, 'XEA', 9300);
    admin = await signIn(rig.app, mine.adminEmail);
    for (const [clockId, employeeId] of [
      [mine.clockId, mine.employeeId],
      [mine.clockId + 1, mine.otherEmployeeId],
    ] as const) {
      await punchAt(rig.app, mine.deviceToken, clockId, '2026-11-16', '08:00', '12:00');
      await punchAt(rig.app, mine.deviceToken, clockId, '2026-11-17', '09:00', '15:30');
      await dayCalculated(rig.app, employeeId, '2026-11-16', 2);
      await dayCalculated(rig.app, employeeId, '2026-11-17', 2);
    }
    // integrations keeps the days from calc.day.calculated.v1
    await waitFor(rig.app, async (ds) => {
      const rows = (await ds.query(
        `SELECT count(*)::int AS n FROM integrations.calc_days WHERE employee_id = ANY($1::uuid[])`,
        [[mine.employeeId, mine.otherEmployeeId]],
      )) as { n: number }[];
      return (rows[0]?.n ?? 0) >= 4;
    });
    periodId = await payPeriodFrom(rig.app, admin, WEEK.from);
  });
  afterAll(async () => {
    await rig?.close();
  });

  it('answers reconnect before the company is connected, and writes the failure as a sync result', async () => {
    const refused = await xeroApiPay({ payrollTransferIds: [periodId] });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'reconnect' });
    expect(await latestResult()).toMatchObject({ type: 'Timesheets', status: 'error' });
  });

  it('refuses what it cannot read (400), a department it does not know (404) and a role without payroll rights (403)', async () => {
    expect((await xeroApiPay({ payrollTransferIds: [] })).status).toBe(400);
    const unknown = await xeroApiPay({
      payrollTransferIds: [periodId],
      departmentIds: ['00000000-0000-4000-8000-00000000d0d0'],
    });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Department not found.' } });
    expect((await xeroApiPay({ payrollTransferIds: ['nope'] })).status).toBe(400);
    const employee = await signIn(rig.app, mine.employeeEmail);
    expect((await xeroApiPay({ payrollTransferIds: [periodId] }, employee)).status).toBe(403);
  });

  it('after a sync, sends the closed period: one timesheet per employee in Xero, the others as reasons', async () => {
    await connectXero(rig.app, admin);
    expect((await call(rig.app, 'POST', '/payrolltransfer/syncXeroData', { token: admin })).status).toBe(200);
    // organisation stores the xeroGuid, and integrations hears it back
    await waitFor(rig.app, async (ds) => {
      const rows = (await ds.query(`SELECT xero_guid FROM integrations.org_employees WHERE id = $1`, [
        mine.employeeId,
      ])) as { xero_guid: string | null }[];
      return rows[0]?.xero_guid === XERO_FIRST0;
    });

    const open = await xeroApiPay({ payrollTransferIds: [periodId] });
    expect(open.status).toBe(200);
    expect(open.body).toMatchObject({ sent: 0, reasons: [expect.stringMatching(/is not closed: close it before/)] });

    // a pay card of the week: its lines count in the period's totals, and so in its timesheet
    const [ordinary] = await calcQuery<{ id: string }>(
      rig.app,
      `SELECT id FROM calculation.pay_types WHERE company_id = $1 AND name = 'Ordinary'`,
      [mine.companyId],
    );
    const card = await call(rig.app, 'POST', '/paycard/save', {
      token: admin,
      body: {
        employeeId: mine.employeeId,
        fromDate: WEEK.from,
        toDate: WEEK.to,
        payCardDetailIdIds: [''],
        payTypeIds: [ordinary?.id],
        units: ['2.5'],
      },
    });
    expect(card.status).toBe(200);

    await recalcSettled(rig.app);
    const closed = await call(rig.app, 'POST', '/payrolltransfer/close', { token: admin, body: { ids: [periodId] } });
    expect(closed.status).toBe(200);
    await waitFor(rig.app, async (ds) => {
      const rows = (await ds.query(`SELECT closed FROM integrations.pay_periods WHERE id = $1`, [periodId])) as {
        closed: boolean;
      }[];
      return rows[0]?.closed === true;
    });

    const sent = await xeroApiPay({ payrollTransferIds: [periodId] });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      success: true,
      message: 'Export to Xero finished',
      tenantName: 'Export Company (NZ)',
      sent: 1,
      replaced: 0,
    });
    expect(sent.body.reasons).toContain('W20261116 First1 Last1: the employee is not in Xero.');

    const sheets = await timesheets();
    expect(sheets).toHaveLength(1);
    const [sheet] = sheets;
    expect(sheet).toMatchObject({
      employeeID: XERO_FIRST0,
      payrollCalendarID: XERO_CALENDAR_ID,
      startDate: WEEK.from,
      endDate: WEEK.to,
      status: 'Draft',
    });
    // one line per date and earnings rate, as the calculated days paid the ordinary pay type, and the pay card's
    // 2.5 units on its first day
    const days = await calcQuery<{ date: string; minutes: number }>(
      rig.app,
      `SELECT to_char(d.date, 'YYYY-MM-DD') AS date, sum((pt->>'minutes')::int)::int AS minutes
         FROM calculation.calculated_days d
         CROSS JOIN LATERAL jsonb_array_elements(d.result->'payTypes') AS pt
         JOIN calculation.pay_types t ON t.id = (pt->>'payTypeId')::uuid AND t.name = 'Ordinary'
        WHERE d.employee_id = $1 AND d.date BETWEEN $2 AND $3 GROUP BY d.date ORDER BY d.date`,
      [mine.employeeId, WEEK.from, WEEK.to],
    );
    expect(days.length).toBe(2);
    expect(
      sheet?.timesheetLines.filter((l) => l.earningsRateID === ORDINARY_RATE).map((l) => [l.date, l.numberOfUnits]),
    ).toEqual(days.map((d) => [d.date, (Math.round((d.minutes * 100) / 60) + (d.date === WEEK.from ? 250 : 0)) / 100]));

    expect(await latestResult()).toMatchObject({ type: 'Timesheets', status: 'warning' });
    expect((await latestResult())?.message).toContain('Sent 1 timesheets to Export Company (NZ) for W20261116');
  });

  it('waits out a 429, and sent again replaces the draft rather than adding one (no duplicates)', async () => {
    await rig.xero.throttle(XERO_TENANT_ID, 1, 1);
    const before = (await rig.xero.requests()).length;
    const again = await xeroApiPay({ payrollTransferIds: [periodId] });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ sent: 1, replaced: 1 });
    const seen = (await rig.xero.requests()).slice(before).filter((r) => r.path.startsWith('/payroll.xro/'));
    expect(seen.map((r) => `${r.method} ${r.path.replace(/[0-9a-f-]{36}$/, '{id}')} ${r.status}`)).toEqual([
      'GET /payroll.xro/2.0/Timesheets 429',
      'GET /payroll.xro/2.0/Timesheets 200',
      'DELETE /payroll.xro/2.0/Timesheets/{id} 200',
      'POST /payroll.xro/2.0/Timesheets 200',
    ]);
    expect(seen.at(-1)?.headers['idempotency-key']).toMatch(/^[0-9a-f]{64}$/);
    expect(await timesheets()).toHaveLength(1);
  });

  it('answers 202 while Xero makes the export wait, refuses a second one meanwhile, and finishes off the request', async () => {
    const results = async () =>
      (await call<{ total: number }>(rig.app, 'GET', '/api/sync-results', { token: admin })).body.total;
    const resultsBefore = await results();
    // Xero asks for 16 s, longer than the request waits (12 s): the export goes on after the answer
    await rig.xero.throttle(XERO_TENANT_ID, 1, 16);
    const early = await xeroApiPay({ payrollTransferIds: [periodId] });
    expect(early.status).toBe(202);
    expect(early.body).toMatchObject({ success: true, running: true, total: 1, sent: 0, reasons: [] });
    expect(early.body.message).toBe(
      'Export to Xero continues in the background: 0 of 1 timesheets sent so far; its result follows on the Sync Results page.',
    );
    const busy = await xeroApiPay({ payrollTransferIds: [periodId] });
    expect(busy.status).toBe(409);
    expect(busy.body).toMatchObject({
      message: 'exportRunning',
      detail: 'An export to Xero is already running for this company. Send again once it has finished.',
    });
    // its result is written as a sync result once Xero's wait is over
    const deadline = Date.now() + 60_000;
    while ((await results()) === resultsBefore) {
      if (Date.now() > deadline) throw new Error('the export that went on wrote no sync result');
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(await latestResult()).toMatchObject({ type: 'Timesheets', status: 'warning' });
    expect((await latestResult())?.message).toContain(
      'Sent 1 timesheets to Export Company (NZ) for W20261116 (1 replaced).',
    );
    expect(await timesheets()).toHaveLength(1);
  });

  it('leaves a timesheet Xero has approved, and says so', async () => {
    const [sheet] = await timesheets();
    const { accessToken } = await xeroTokenOf(rig, mine.companyId);
    const approved = await fetch(`${rig.xero.urls.payroll}/Timesheets/${sheet?.timesheetID ?? ''}/Approve`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${accessToken}`, 'Xero-Tenant-Id': XERO_TENANT_ID },
    });
    expect(approved.status).toBe(200);
    const answer = await xeroApiPay({ payrollTransferIds: [periodId] });
    expect(answer.body).toMatchObject({ sent: 0 });
    expect(answer.body.reasons).toContain(
      'W20261116 First0 Last0: the timesheet in Xero is Approved; it was not overwritten.',
    );
    expect(await timesheets()).toHaveLength(1);
  });

  it('answers reconnect once the connection is revoked', async () => {
    expect(await removeXeroConnection(rig, mine.companyId)).toBe(204);
    await xeroHalfHourPasses(rig, mine.companyId);
    const refused = await xeroApiPay({ payrollTransferIds: [periodId] });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'reconnect' });
    expect(await latestResult()).toMatchObject({ type: 'Timesheets', status: 'error' });
  });

  it('sent only requests the published documents accept, each with the tenant', async () => {
    const payroll = (await rig.xero.requests()).filter((r) => r.path.startsWith('/payroll.xro/2.0/'));
    expect(payroll.filter((r) => ![200, 401, 429].includes(r.status))).toEqual([]);
    expect(payroll.every((r) => r.headers['xero-tenant-id'] === XERO_TENANT_ID)).toBe(true);
    // The NZ document gives deleteTimesheet's 200 the TimesheetLine schema, while its example (and the stand-in's
    // answer) is the plain envelope: that one answer is held to its example, every other to its schema.
    const checked = (await rig.xero.requests()).filter((r) => r.operationId !== 'deleteTimesheet');
    expect(checked.flatMap((r) => r.answerProblems ?? [])).toEqual([]);
    expect((await rig.xero.requests()).some((r) => r.operationId === 'deleteTimesheet' && r.status === 200)).toBe(true);
  });
});
