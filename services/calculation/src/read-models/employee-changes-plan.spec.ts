import type { EmployeeChangedV1, EventEnvelope } from '@rollcall/contracts';
import { employeeChangesPlan, factsAfter } from './employee-changes-plan.js';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const WEEKLY = '00000000-0000-4000-8000-0000000000f1';
const FORTNIGHTLY = '00000000-0000-4000-8000-0000000000f2';

const employee = (over: Partial<EmployeeChangedV1> = {}): EmployeeChangedV1 => ({
  employeeId: A,
  userId: null,
  clockId: 1001,
  payId: 'P1',
  firstName: 'Ana',
  lastName: 'Smith',
  employeeStatus: 'Active',
  paygroupId: WEEKLY,
  timeZoneId: 'Pacific/Auckland',
  standardHours: 40,
  guaranteedHours: null,
  departmentId: null,
  timeRoundingId: null,
  hireOnDate: '2025-01-06T00:00:00.000Z',
  terminateDate: null,
  scheduleId: null,
  skillIds: ['s1'],
  ...over,
});

let n = 0;
const event = (payload: EmployeeChangedV1, companyId = 'c1'): EventEnvelope<string, EmployeeChangedV1> => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  type: 'org.employee.changed.v1',
  companyId,
  key: payload.employeeId,
  occurredAt: '2026-11-27T00:00:00.000Z',
  producer: 'organisation',
  payload,
});

describe('employeeChangesPlan', () => {
  it('queues a new employee: recent punch days in its zone and its pay group open periods', () => {
    const plan = employeeChangesPlan(new Map(), [event(employee())]);
    expect(plan.rows).toHaveLength(1);
    expect(plan.rows[0]?.facts).toEqual(factsAfter(null, employee()));
    expect(plan.recentPunchDays).toEqual([{ employeeId: A, zone: 'Pacific/Auckland' }]);
    expect([...(plan.openPeriods.get('c1')?.employeeIds ?? [])]).toEqual([A]);
    expect([...(plan.openPeriods.get('c1')?.payGroupIds ?? [])]).toEqual([WEEKLY]);
    expect(plan.leftPayGroups).toEqual([]);
  });

  it('queues nothing for a change of no calculation fact (a new name), but stores it', () => {
    const stored = new Map([[A, factsAfter(null, employee())]]);
    const plan = employeeChangesPlan(stored, [event(employee({ firstName: 'Anna' }))]);
    expect(plan.rows.map((r) => r.payload.firstName)).toEqual(['Anna']);
    expect(plan.recentPunchDays).toEqual([]);
    expect(plan.openPeriods.size).toBe(0);
  });

  it('judges each event against the facts the one before it left, and stores the last', () => {
    const stored = new Map([[A, factsAfter(null, employee())]]);
    // a move to another pay group, then a rename: the move queues, the rename does not add anything
    const plan = employeeChangesPlan(stored, [
      event(employee({ paygroupId: FORTNIGHTLY })),
      event(employee({ paygroupId: FORTNIGHTLY, firstName: 'Anna' })),
      event(employee({ employeeId: B, paygroupId: WEEKLY }), 'c1'),
    ]);
    expect(plan.rows.map((r) => [r.payload.employeeId, r.payload.firstName, r.facts.paygroup_id])).toEqual([
      [A, 'Anna', FORTNIGHTLY],
      [B, 'Ana', WEEKLY],
    ]);
    expect(plan.leftPayGroups).toEqual([{ companyId: 'c1', payGroupId: WEEKLY, employeeIds: new Set([A]) }]);
    expect(plan.openPeriods.get('c1')).toEqual({
      payGroupIds: new Set([FORTNIGHTLY, WEEKLY]),
      employeeIds: new Set([A, B]),
    });
  });

  it('keeps the stored skills when an event carries none, and queues a zone change in the new zone', () => {
    const stored = new Map([[A, factsAfter(null, employee({ skillIds: ['s1', 's2'] }))]]);
    const moved = employee({ timeZoneId: 'Australia/Sydney' });
    delete (moved as { skillIds?: string[] }).skillIds;
    const plan = employeeChangesPlan(stored, [event(moved)]);
    expect(plan.rows[0]?.facts.skill_ids).toEqual(['s1', 's2']);
    expect(plan.recentPunchDays).toEqual([{ employeeId: A, zone: 'Australia/Sydney' }]);
  });

  it('stores the pay rate an event carries (null clears it), keeps it when the event has none, queues nothing for it', () => {
    const stored = new Map([[A, factsAfter(null, employee({ payRate: 26.5 }))]]);
    expect(stored.get(A)?.pay_rate).toBe(26.5);
    const raised = employeeChangesPlan(stored, [event(employee({ payRate: 29 }))]);
    expect(raised.rows[0]?.facts.pay_rate).toBe(29);
    // the preview's cost reads it; no day is calculated from it
    expect(raised.recentPunchDays).toEqual([]);
    expect(raised.openPeriods.size).toBe(0);
    expect(employeeChangesPlan(stored, [event(employee({ payRate: null }))]).rows[0]?.facts.pay_rate).toBeNull();
    // an event from before payRate was added to org.employee.changed.v1
    expect(employeeChangesPlan(stored, [event(employee())]).rows[0]?.facts.pay_rate).toBe(26.5);
  });
});
