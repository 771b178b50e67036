// Distributed mode over a real Kafka broker: a shift dropped on the roster (scheduling) is written with
// schedule.day.changed.v1, reaches the calculation service over Kafka and shows on the timesheet as the day's
// scheduled shift; moving the bar to another day moves the timesheet's shift with it.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import type { FlowRun, FlowSystem } from '../support/flow-system.js';

const ZONE = 'Pacific/Auckland';

let running: () => FlowRun;
let flow: FlowSystem;

/** Registers the test, run on the system `run` hands it (distributed.flow-spec.ts). */
export function rosterToTimesheet(run: () => FlowRun): void {
  running = run;
  describe('a roster drop reaches the timesheet over Kafka', rosterTests);
}

interface Day {
  day: string;
  workShifts: { startTime: string | null; endTime: string | null; isScheduled: boolean }[];
}

function rosterTests(): void {
  let token = '';
  const call = <T>(method: string, path: string, body?: unknown) =>
    flow.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });

  beforeAll(async () => {
    const { admin } = running();
    flow = running().flow;
    const login = await flow.call<{ accessToken: string }>('POST', '/account/login', {
      body: { email: admin.email, password: admin.password, appType: 'web' },
    });
    expect(login.status).toBe(200);
    token = login.body.accessToken;
  });

  it('adds and moves a scheduled shift on the timesheet', async () => {
    const employeeId = flow.seeded.employeeId;
    const position = await flow.eventually('scheduling knows the employee', async () => {
      const [row] = await flow.rows<{ department_id: string }>(
        `SELECT department_id FROM scheduling.employees WHERE id = $1`,
        [employeeId],
      );
      if (!row?.department_id) throw new Error('not yet');
      return row.department_id;
    });
    const shift = await call<{ id: string }>('POST', '/standardshifts/newShift', {
      departmentId: position,
      startTime: '09:00',
      endTime: '17:30',
      labelName: 'Flow day',
      breakTime: 30,
    });
    expect(shift.status).toBe(200);
    // days ahead, in this week or the next: open pay periods, no punches
    const first = DateTime.now().setZone(ZONE).plus({ days: 2 }).toISODate() ?? '';
    const second = DateTime.now().setZone(ZONE).plus({ days: 3 }).toISODate() ?? '';
    const shiftsOn = async (date: string) => {
      const query = new URLSearchParams({ employeeId, fromT: date, endT: date });
      const answer = await call<{ timeSheets: Day[] }>('GET', `/api/timesheet/getPunchRecords?${query}`);
      expect(answer.status).toBe(200);
      return (answer.body.timeSheets.find((d) => d.day === date)?.workShifts ?? []).map((s) => [
        s.startTime,
        s.endTime,
      ]);
    };

    const added = await call<{ workSectionId: string }>('POST', '/standardshifts/newSave', {
      employeeId,
      ruleDate: first,
      baseShiftWorksectionId: shift.body.id,
    });
    expect(added.status).toBe(200);
    await flow.eventually('the timesheet shows the dropped shift', async () => {
      expect(await shiftsOn(first)).toEqual([['09:00', '17:30']]);
    });

    const moved = await call('POST', '/standardshifts/newSave', {
      employeeId,
      ruleDate: second,
      workSectionId: added.body.workSectionId,
      sourceEmployeeId: employeeId,
      sourceRuleDate: first,
    });
    expect(moved.status).toBe(200);
    await flow.eventually('the timesheet shows the moved shift', async () => {
      expect(await shiftsOn(second)).toEqual([['09:00', '17:30']]);
      expect(await shiftsOn(first)).toEqual([]);
    });
    expect(flow.crashes).toEqual([]);
  }, 120_000);
}
