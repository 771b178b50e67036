// Distributed mode over a real Kafka broker: scheduling learns the company's feature switches from organisation's
// org.company.changed.v1 (its `features`), and refuses a day with two sections through the gateway while the
// multi-shift feature is off.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { adminToken, type FlowRun, type FlowSystem } from '../support/flow-system.js';

const MULTI_SHIFT = 'The multi-shift feature has not been activated. Please contact support.';

let running: () => FlowRun;
let flow: FlowSystem;

/** Registers the test, run on the system `run` hands it (distributed.flow-spec.ts). */
export function companyFeaturesInScheduling(run: () => FlowRun): void {
  running = run;
  describe('the company’s multi-shift feature reaches scheduling over Kafka', featureTests);
}

function featureTests(): void {
  let token = '';

  beforeAll(async () => {
    flow = running().flow;
    token = await adminToken(running());
  });

  it('refuses a second section a day once organisation publishes multi-shift off, and takes it once on again', async () => {
    const { companyId, employeeId } = flow.seeded;
    const order = {
      byEmployee: true,
      employeeIds: [employeeId],
      departmentIds: [],
      ruleDay: {
        isOffDay: false,
        ruleDate: '2027-05-03',
        workSections: [
          { startTime: '06:00', endTime: '10:00' },
          { startTime: '16:00', endTime: '20:00' },
        ],
      },
    };
    // The switch is the Superadmin's (POST /api/customers/{id}); the flow system has no Superadmin, so it is set in
    // organisation's table and the admin's own company save publishes it, as any later change of the company would.
    const publishMultiShift = async (on: boolean) => {
      await flow.rows(`UPDATE organisation.companies SET settings = settings || $2::jsonb WHERE id = $1`, [
        companyId,
        JSON.stringify({ multiShiftView: on }),
      ]);
      const saved = await flow.call('POST', '/mydetail/save', { token, body: { tradingName: `Flow ${String(on)}` } });
      expect(saved.status).toBe(200);
      await flow.eventually(`scheduling hears multiShiftView ${String(on)}`, async () => {
        const [row] = await flow.rows<{ on: boolean | null }>(
          `SELECT (features->>'multiShiftView')::boolean AS on FROM scheduling.companies WHERE id = $1`,
          [companyId],
        );
        expect(row?.on).toBe(on);
      });
    };

    await publishMultiShift(false);
    const refused = await flow.call<{ message: string; detail: string }>('POST', '/globalschedule/verify', {
      token,
      body: order,
    });
    expect([refused.status, refused.body.message, refused.body.detail]).toEqual([409, 'multiShift', MULTI_SHIFT]);

    await publishMultiShift(true);
    const taken = await flow.call<{ message: string }>('POST', '/globalschedule/verify', { token, body: order });
    expect([taken.status, taken.body.message]).toEqual([200, 'success']);
    const handled = await flow.rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM scheduling.inbox WHERE consumer = 'scheduling.companies'`,
    );
    expect(handled[0]?.n).toBeGreaterThanOrEqual(2);
    expect(flow.crashes).toEqual([]);
  }, 120_000);
}
