// Distributed mode over a real Kafka broker: a pay card line added through the gateway to an employee's week, the
// week closed through the gateway, and the close (payroll.period.changed.v1 with its payCardLines) reaching
// integrations, which keeps the line's units and sends them to the Xero stand-in as the week's timesheet; a reopen
// with a reason drops them there. Runs after xero-over-kafka.ts, whose connection and sync it uses.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { adminToken, type FlowRun, type FlowSystem } from '../support/flow-system.js';
import { XERO_FLOW_TENANT } from './xero-over-kafka.js';

/** a past week no other flow suite writes in, a week of the stand-in's weekly pay calendar */
const MONDAY = '2026-02-16';
const SUNDAY = '2026-02-22';

let running: () => FlowRun;
let flow: FlowSystem;

/** Registers the test, run on the system `run` hands it (distributed.flow-spec.ts). */
export function payCardsAtClose(run: () => FlowRun): void {
  running = run;
  describe('a closed week’s pay card lines over Kafka', payCardTests);
}

function payCardTests(): void {
  let token = '';

  beforeAll(async () => {
    flow = running().flow;
    token = await adminToken(running());
  });

  it('reach integrations with the close and go to Xero as the week’s timesheet; a reopen drops them', async () => {
    const employeeId = flow.seeded.employeeId;
    const [ordinary] = await flow.rows<{ id: string }>(
      `SELECT id FROM calculation.pay_types WHERE company_id = $1 AND code = 'ORD'`,
      [flow.seeded.companyId],
    );
    // reading the week's timesheet makes its pay period
    const week = await flow.call<{ payrollTransferId: string | null }>(
      'GET',
      `/api/timesheet/getPunchRecords?employeeId=${employeeId}&fromT=${MONDAY}&endT=${SUNDAY}`,
      { token },
    );
    const periodId = week.body.payrollTransferId ?? '';
    expect(periodId).not.toBe('');
    const saved = await flow.call<{ message: string }>('POST', '/paycard/save', {
      token,
      body: {
        employeeId,
        fromDate: MONDAY,
        toDate: SUNDAY,
        description: 'flow: training allowance',
        payCardDetailIdIds: [''],
        payTypeIds: [ordinary?.id],
        units: ['2.75'],
      },
    });
    expect([saved.status, saved.body.message]).toEqual([200, 'success']);

    await flow.eventually('the week closes once recalculated', async () => {
      const closed = await flow.call('POST', '/payrolltransfer/close', { token, body: { ids: [periodId] } });
      expect(closed.status).toBe(200);
    });
    await flow.eventually('integrations holds the close’s pay card line', async () => {
      const lines = await flow.rows<{ employee_id: string; pay_type_id: string; date: string; units: number }>(
        `SELECT employee_id, pay_type_id, to_char(date, 'YYYY-MM-DD') AS date, unit_hundredths AS units
           FROM integrations.pay_period_card_lines WHERE pay_period_id = $1`,
        [periodId],
      );
      expect(lines).toEqual([{ employee_id: employeeId, pay_type_id: ordinary?.id, date: MONDAY, units: 275 }]);
    });

    const sent = await flow.call<{ sent: number; reasons: string[] }>('POST', '/payrolltransfer/xeroApiPay', {
      token,
      body: { payrollTransferIds: [periodId] },
    });
    expect([sent.status, sent.body.sent, sent.body.reasons]).toEqual([200, 1, []]);
    const tenant = (await running().xero.state()).tenants.find((t) => t.tenantId === XERO_FLOW_TENANT.tenantId);
    const sheet = tenant?.timesheets.find((t) => t.startDate === MONDAY);
    expect(sheet).toEqual(expect.objectContaining({ endDate: SUNDAY, status: 'Draft', totalHours: 2.75 }));
    expect(sheet?.timesheetLines).toEqual([expect.objectContaining({ date: MONDAY, numberOfUnits: 2.75 })]);

    const opened = await flow.call('POST', '/payrolltransfer/open', {
      token,
      body: { ids: [periodId], reason: 'flow: the allowance was for the week after' },
    });
    expect(opened.status).toBe(200);
    await flow.eventually('integrations drops the reopened week’s pay card line', async () => {
      const lines = await flow.rows(`SELECT 1 FROM integrations.pay_period_card_lines WHERE pay_period_id = $1`, [
        periodId,
      ]);
      expect(lines).toEqual([]);
    });
    expect(flow.crashes).toEqual([]);
  }, 180_000);
}
