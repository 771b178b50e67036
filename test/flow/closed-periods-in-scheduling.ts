// Distributed mode over a real Kafka broker: scheduling learns the employees, pay groups and holidays from
// organisation's events and the pay period states from calculation's payroll.period.changed.v1, and answers
// checkPeriodClose through the gateway accordingly.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { adminToken, type FlowRun, type FlowSystem } from '../support/flow-system.js';

let running: () => FlowRun;
let flow: FlowSystem;

/** Registers the test, run on the system `run` hands it (distributed.flow-spec.ts). */
export function closedPeriodsInScheduling(run: () => FlowRun): void {
  running = run;
  describe('closed pay periods reach scheduling over Kafka', closedPeriodsTests);
}

function closedPeriodsTests(): void {
  let token = '';

  beforeAll(async () => {
    flow = running().flow;
    token = await adminToken(running());
  });

  it('refuses schedule changes in a period closed in calculation, and allows them again once reopened', async () => {
    const periods = await flow.call<{ id: string; fromDate: string; isClosed: boolean }[]>('GET', '/api/pay-periods', {
      token,
    });
    const period = periods.body.find((p) => !p.isClosed);
    if (!period) throw new Error(`no open pay period: ${JSON.stringify(periods.body)}`);
    const check = { employeeId: flow.seeded.employeeId, ruleDate: period.fromDate };
    const closedNow = (expected: boolean) =>
      flow.eventually(`checkPeriodClose answers ${expected}`, async () => {
        const answer = await flow.call<boolean>('POST', '/standardshifts/checkPeriodClose', { token, body: check });
        expect([answer.status, answer.body]).toEqual([200, expected]);
      });

    await closedNow(false);
    const close = await flow.call('POST', `/api/pay-periods/${period.id}/close`, {
      token,
      body: { reason: 'flow: closed for scheduling' },
    });
    expect(close.status).toBe(200);
    await closedNow(true);
    const open = await flow.call('POST', `/api/pay-periods/${period.id}/open`, {
      token,
      body: { reason: 'flow: open again' },
    });
    expect(open.status).toBe(200);
    await closedNow(false);
    const handled = await flow.rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM scheduling.inbox WHERE consumer = 'scheduling.pay-periods'`,
    );
    expect(handled[0]?.n).toBe(2);
    expect(flow.crashes).toEqual([]);
  }, 120_000);

  it('keeps the pay groups and holidays that generated days depend on', async () => {
    const saved = await flow.call<{ message: string }>('POST', '/holiday/save', {
      token,
      body: { name: 'Flow Day', date: '2027-03-01', alterdate: '2027-03-01' },
    });
    expect(saved.status).toBe(200);
    await flow.eventually('scheduling knows the holiday and the seeded pay group', async () => {
      const [row] = await flow.rows<{ holidays: number; groups: number }>(
        `SELECT (SELECT count(*) FROM scheduling.holidays WHERE date = '2027-03-01')::int AS holidays,
                (SELECT count(*) FROM scheduling.pay_groups WHERE name = 'Flow Weekly')::int AS groups`,
      );
      expect(row).toEqual({ holidays: 1, groups: 1 });
    });
  }, 60_000);
}
