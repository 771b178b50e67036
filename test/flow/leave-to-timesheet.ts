// Distributed mode over a real Kafka broker: a leave saved in scheduling (schedule.leave.changed.v1) reaches the
// calculation service over Kafka: pending, it shows on the timesheet's day as a card and charges nothing;
// approved, the day is recalculated and its leave pay type carries the scheduled minutes; cancelled, both go.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { adminToken, type FlowRun, type FlowSystem } from '../support/flow-system.js';

// A Monday no other flow suite writes in (they use the next days, 2027-03-01 and the week of 2027-04-05).
const DAY = '2027-05-03';

let running: () => FlowRun;
let flow: FlowSystem;

/** Registers the test, run on the system `run` hands it (distributed.flow-spec.ts). */
export function leaveToTimesheet(run: () => FlowRun): void {
  running = run;
  describe('a leave approval reaches the timesheet over Kafka', leaveTests);
}

interface Day {
  day: string;
  payTypeTimes: { code: string; minutes?: number }[];
  leaveRecord: { id: string; typeCode: string; leaveStatus: string; minutes: number | null }[];
}

function leaveTests(): void {
  let token = '';
  const call = <T>(method: string, path: string, body?: unknown) =>
    flow.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });

  beforeAll(async () => {
    flow = running().flow;
    token = await adminToken(running());
  });

  it('recalculates the day when its leave is approved, and again when it is cancelled', async () => {
    const employeeId = flow.seeded.employeeId;
    const department = await flow.eventually('scheduling knows the employee', async () => {
      const [row] = await flow.rows<{ department_id: string }>(
        `SELECT department_id FROM scheduling.employees WHERE id = $1`,
        [employeeId],
      );
      if (!row?.department_id) throw new Error('not yet');
      return row.department_id;
    });
    const type = await flow.eventually('scheduling knows the leave types', async () => {
      const types = await call<{ id: string; code: string }[]>('GET', '/api/leaves/types');
      const sick = types.body.find((t) => t.code === 'SL');
      if (!sick) throw new Error(`no SL among ${JSON.stringify(types.body)}`);
      return sick;
    });
    const shift = await call<{ id: string }>('POST', '/standardshifts/newShift', {
      departmentId: department,
      startTime: '09:00',
      endTime: '17:30',
      labelName: 'Flow leave day',
      breakTime: 30,
    });
    expect(shift.status).toBe(200);
    const rostered = await call('POST', '/standardshifts/newSave', {
      employeeId,
      ruleDate: DAY,
      baseShiftWorksectionId: shift.body.id,
    });
    expect(rostered.status).toBe(200);
    const dayOf = async () => {
      const query = new URLSearchParams({ employeeId, fromT: DAY, endT: DAY });
      const answer = await call<{ timeSheets: Day[]; recalculating: number }>(
        'GET',
        `/api/timesheet/getPunchRecords?${query}`,
      );
      expect(answer.status).toBe(200);
      const day = answer.body.timeSheets[0];
      return {
        recalculating: answer.body.recalculating,
        sick: day?.payTypeTimes.find((t) => t.code === 'SL')?.minutes ?? 0,
        cards: (day?.leaveRecord ?? []).map((r) => [r.typeCode, r.leaveStatus, r.minutes]),
      };
    };
    await flow.eventually('the timesheet shows the rostered day', async () => {
      expect(await dayOf()).toMatchObject({ recalculating: 0, sick: 0, cards: [] });
    });

    const saved = await call<{ message: string; id: string }>('POST', '/leave/save', {
      employeeId,
      typeId: type.id,
      fromDate: DAY,
      toDate: DAY,
      scheduledDuration: true,
    });
    expect([saved.status, saved.body.message]).toEqual([200, 'success']);
    await flow.eventually('the pending leave shows as a card and charges nothing', async () => {
      expect(await dayOf()).toMatchObject({ recalculating: 0, sick: 0, cards: [['SL', 'Pending', null]] });
    });

    const approved = await call<{ message: string }>('POST', '/leave/updateExamine', {
      id: saved.body.id,
      status: 'Approved',
      reason: 'flow: get well',
    });
    expect([approved.status, approved.body.message]).toEqual([200, 'success']);
    await flow.eventually('the approval recalculates the day with the leave’s minutes', async () => {
      expect(await dayOf()).toMatchObject({
        recalculating: 0,
        sick: 480,
        cards: [['SL', 'Approved', 480]],
      });
    });

    const cancelled = await call<{ message: string }>('POST', '/leave/delete', { ids: [saved.body.id] });
    expect([cancelled.status, cancelled.body.message]).toEqual([200, 'success']);
    await flow.eventually('the cancellation takes the leave off the day', async () => {
      expect(await dayOf()).toMatchObject({ recalculating: 0, sick: 0, cards: [] });
    });
    const handled = await flow.rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM calculation.inbox WHERE consumer = 'calculation.leaves'`,
    );
    expect(handled[0]?.n).toBeGreaterThanOrEqual(3);
    expect(flow.crashes).toEqual([]);
  }, 120_000);
}
