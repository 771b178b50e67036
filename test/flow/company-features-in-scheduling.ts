// Distributed mode over a real Kafka broker: scheduling learns the company's feature switches from organisation's
// org.company.changed.v1 (its `features`), and refuses a day with two sections through the gateway while the
// multi-shift feature is off; and the kiosk settings' enableLeave from org.kiosk.changed.v1, refusing kiosk leave
// while it is off.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { adminToken, type FlowRun, type FlowSystem } from '../support/flow-system.js';

const MULTI_SHIFT = 'The multi-shift feature has not been activated. Please contact support.';

let running: () => FlowRun;
let flow: FlowSystem;

/** Registers the test, run on the system `run` hands it (distributed.flow-spec.ts). */
export function companyFeaturesInScheduling(run: () => FlowRun): void {
  running = run;
  describe('the company’s multi-shift feature and kiosk leave setting reach scheduling over Kafka', featureTests);
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

  it('refuses kiosk leave once organisation publishes the kiosk settings’ enableLeave off, and takes it once on', async () => {
    const { companyId, deviceToken } = flow.seeded;
    const kioskLeave = () =>
      flow.call<{ message: string; detail?: string }>('POST', '/api/leaves/kiosk-submit-leave', {
        headers: { 'x-device-token': deviceToken },
        body: { clockId: 4242, typeCode: 'SL', fromDate: '2027-06-07', duration: 4 },
      });
    const setKioskLeave = async (on: boolean) => {
      const saved = await flow.call('POST', '/api/kiosk-settings', { token, body: { enableLeave: on } });
      expect(saved.status).toBe(200);
      await flow.eventually(`scheduling hears enableLeave ${String(on)}`, async () => {
        const [row] = await flow.rows<{ on: boolean | null }>(
          `SELECT enable_leave AS on FROM scheduling.kiosk_leave_settings WHERE company_id = $1`,
          [companyId],
        );
        expect(row?.on).toBe(on);
      });
    };

    await setKioskLeave(false);
    const refused = await kioskLeave();
    expect([refused.status, refused.body.message, refused.body.detail]).toEqual([
      403,
      'kioskLeaveOff',
      'Leave requests are switched off on the kiosks.',
    ]);
    await setKioskLeave(true);
    // on again, the request reaches the leave's own checks (whatever the FLOW pay group makes of the day)
    const taken = await kioskLeave();
    expect(taken.status).not.toBe(403);
    expect(taken.body.message).not.toBe('kioskLeaveOff');
    expect(flow.crashes).toEqual([]);
  }, 120_000);
}
