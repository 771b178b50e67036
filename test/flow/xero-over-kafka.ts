// Distributed mode over a real Kafka broker, against the Xero stand-in (a separate process): connecting, a sync
// whose match reaches organisation (integrations.xero.synced.v1), which stores the employee's xeroGuid and tells
// integrations back (org.employee.changed.v1); then a week's calculated days (calc.day.calculated.v1) and its close
// (payroll.period.changed.v1) reach integrations, and xeroApiPay sends the week's timesheet.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import type { FixtureTenant } from '../../infra/xero/xero-standin.mjs';
import { adminToken, type FlowRun, type FlowSystem } from '../support/flow-system.js';

const ZONE = 'Pacific/Auckland';
const CLOCK_ID = 4242;
/** a past week no other flow suite writes in */
const MONDAY = '2026-02-02';
const SUNDAY = '2026-02-08';
const TENANT_ID = '7a2c4e6f-8b1d-4f3a-9c5e-0d2f4a6b8c10';
const ORDINARY_RATE = '7a2c4e6f-8b1d-4f3a-9c5e-0d2f4a6b8c11';
const FLO_IN_XERO = '7a2c4e6f-8b1d-4f3a-9c5e-0d2f4a6b8c12';

/** The stand-in's organisation: the seeded Flo Tester, an Ordinary earnings rate and a weekly pay calendar. */
export const XERO_FLOW_TENANT: FixtureTenant = {
  tenantId: TENANT_ID,
  tenantName: 'Flow Company (NZ)',
  region: 'NZ',
  minuteLimit: 1000,
  earningsRates: [{ earningsRateID: ORDINARY_RATE, name: 'Ordinary' }],
  payRunCalendars: [{ name: 'Weekly', calendarType: 'Weekly', periodStartDate: MONDAY, paymentDate: '2026-02-10' }],
  employees: [{ employeeID: FLO_IN_XERO, firstName: 'Flo', lastName: 'Tester' }],
};

let running: () => FlowRun;
let flow: FlowSystem;

/** Registers the tests, run on the system `run` hands them (distributed.flow-spec.ts). */
export function xeroOverKafka(run: () => FlowRun): void {
  running = run;
  describe('Xero sync and export over Kafka', xeroTests);
}

/** Where an answer redirects, without following it. */
async function redirectOf(url: string): Promise<string> {
  const answer = await fetch(url, { redirect: 'manual' });
  const location = answer.headers.get('location');
  if (answer.status !== 302 || !location) throw new Error(`${url}: ${answer.status} ${await answer.text()}`);
  return location;
}

function xeroTests(): void {
  let token = '';

  beforeAll(async () => {
    flow = running().flow;
    token = await adminToken(running());
  });

  it('connects, and a sync’s match reaches organisation and comes back to integrations', async () => {
    const start = await flow.call<{ url: string }>('GET', '/payrolltransfer/RequestAuthorization', { token });
    expect(start.status).toBe(200);
    // the stand-in's user consents at once and is sent to the gateway's callback, which sends them on
    await redirectOf(await redirectOf(start.body.url));
    const status = await flow.call<{ connected: boolean }>('GET', '/api/xero/status', { token });
    expect(status.body.connected).toBe(true);

    // integrations must know the employees (org.employee.changed.v1) before it can match them
    await flow.eventually('integrations knows Flo Tester', async () => {
      const rows = await flow.rows(`SELECT 1 FROM integrations.org_employees WHERE id = $1`, [flow.seeded.employeeId]);
      expect(rows).toHaveLength(1);
    });
    const synced = await flow.call<{ employees: { matched: number } }>('POST', '/payrolltransfer/syncXeroData', {
      token,
    });
    expect(synced.status).toBe(200);
    expect(synced.body.employees.matched).toBe(1);
    await flow.eventually('organisation stores the xeroGuid', async () => {
      const employee = await flow.call<{ xeroGuid: string | null }>('GET', `/api/employees/${flow.seeded.employeeId}`, {
        token,
      });
      expect(employee.body.xeroGuid).toBe(FLO_IN_XERO);
    });
    await flow.eventually('integrations hears the xeroGuid back', async () => {
      const rows = await flow.rows<{ xero_guid: string | null }>(
        `SELECT xero_guid FROM integrations.org_employees WHERE id = $1`,
        [flow.seeded.employeeId],
      );
      expect(rows[0]?.xero_guid).toBe(FLO_IN_XERO);
    });
  }, 120_000);

  it('sends the closed week’s calculated day to Xero as one timesheet', async () => {
    for (const [n, time] of [
      [1, '09:00'],
      [2, '12:00'],
    ] as const) {
      const at = DateTime.fromISO(`${MONDAY}T${time}`, { zone: ZONE }).toUTC().toISO() ?? '';
      const kiosk = await flow.call('POST', '/api/kiosk-punches', {
        headers: { 'x-device-token': flow.seeded.deviceToken },
        body: { deviceId: 'flow-xero-kiosk', devicePunchId: `xero-${n}`, clockId: CLOCK_ID, punchTime: at },
      });
      expect(kiosk.status).toBe(201);
    }
    const day = await flow.eventually('integrations has the calculated Monday', async () => {
      const rows = await flow.rows<{ pay_types: { payTypeId: string; minutes?: number }[] }>(
        `SELECT pay_types FROM integrations.calc_days WHERE employee_id = $1 AND date = $2`,
        [flow.seeded.employeeId, MONDAY],
      );
      expect(rows[0]?.pay_types.some((p) => (p.minutes ?? 0) > 0)).toBe(true);
      return rows[0];
    });
    const week = await flow.call<{ payrollTransferId: string | null }>(
      'GET',
      `/api/timesheet/getPunchRecords?employeeId=${flow.seeded.employeeId}&fromT=${MONDAY}&endT=${SUNDAY}`,
      { token },
    );
    const periodId = week.body.payrollTransferId ?? '';
    expect(periodId).not.toBe('');
    await flow.eventually('the week closes once recalculated', async () => {
      const closed = await flow.call('POST', '/payrolltransfer/close', {
        token,
        body: { ids: [periodId] },
      });
      expect(closed.status).toBe(200);
    });
    // the close reaches integrations over Kafka: until then the period is answered "not closed"
    const sent = await flow.eventually('xeroApiPay sends the closed week', async () => {
      const answer = await flow.call<{ sent: number; reasons: string[] }>('POST', '/payrolltransfer/xeroApiPay', {
        token,
        body: { payrollTransferIds: [periodId] },
      });
      expect([answer.status, answer.body.sent]).toEqual([200, 1]);
      return answer.body;
    });
    expect(sent.reasons).toEqual([]);
    const tenant = (await running().xero.state()).tenants.find((t) => t.tenantId === TENANT_ID);
    expect(tenant?.timesheets).toEqual([
      expect.objectContaining({ employeeID: FLO_IN_XERO, startDate: MONDAY, endDate: SUNDAY, status: 'Draft' }),
    ]);
    const ordinaryMinutes = (day?.pay_types ?? []).reduce((n, p) => n + (p.minutes ?? 0), 0);
    expect(tenant?.timesheets[0]?.timesheetLines.map((l) => l.date)).toEqual([MONDAY]);
    expect(tenant?.timesheets[0]?.totalHours).toBeCloseTo(ordinaryMinutes / 60, 2);
    expect(flow.crashes).toEqual([]);
  }, 180_000);
}
