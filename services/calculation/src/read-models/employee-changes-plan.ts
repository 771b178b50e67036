import type { EmployeeChangedV1, EventEnvelope } from '@rollcall/contracts';
import type { EmployeeCalcFacts } from './read-model-writer.js';

/** What a batch of employee events does to calculation: the rows to store and the days to queue. */
export interface EmployeeChangesPlan {
  /** one per employee: the last event, with the facts after every event of the batch */
  rows: { companyId: string; payload: EmployeeChangedV1; facts: EmployeeCalcFacts }[];
  /** employees whose days with recent punches are queued, in each zone an event gave them */
  recentPunchDays: { employeeId: string; zone: string }[];
  /** by company: the pay groups whose current period must exist, and the employees whose open periods are queued */
  openPeriods: Map<string, { payGroupIds: Set<string>; employeeIds: Set<string> }>;
  /** employees who left a pay group: that group's open periods are queued for them */
  leftPayGroups: { companyId: string; payGroupId: string; employeeIds: Set<string> }[];
}

const dateOrNull = (value: string | null): string | null => (value ? value.slice(0, 10) : null);

/** The facts an event leaves (skills and a pay rate it does not carry stay as they were). */
export function factsAfter(before: EmployeeCalcFacts | null, p: EmployeeChangedV1): EmployeeCalcFacts {
  return {
    paygroup_id: p.paygroupId,
    time_zone_id: p.timeZoneId,
    standard_hours: p.standardHours,
    guaranteed_hours: p.guaranteedHours,
    department_id: p.departmentId,
    time_rounding_id: p.timeRoundingId,
    hire_on_date: dateOrNull(p.hireOnDate),
    terminate_date: dateOrNull(p.terminateDate),
    skill_ids: p.skillIds ?? before?.skill_ids ?? [],
    pay_rate: p.payRate !== undefined ? p.payRate : (before?.pay_rate ?? null),
  };
}

/** Whether an employee change moves anything a calculation reads. */
export function employeeFactsChanged(before: EmployeeCalcFacts, after: EmployeeChangedV1): boolean {
  return (
    before.paygroup_id !== after.paygroupId ||
    before.time_zone_id !== after.timeZoneId ||
    before.standard_hours !== after.standardHours ||
    before.guaranteed_hours !== after.guaranteedHours ||
    before.department_id !== after.departmentId ||
    before.time_rounding_id !== after.timeRoundingId ||
    before.hire_on_date !== (after.hireOnDate?.slice(0, 10) ?? null) ||
    before.terminate_date !== (after.terminateDate?.slice(0, 10) ?? null) ||
    (after.skillIds !== undefined && !sameSet(before.skill_ids, after.skillIds))
  );
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((x) => right.has(x));
}

/**
 * Works a batch of employee events through in order, as if each were handled alone after the one before: an event
 * that changes no calculation fact (against the facts the events before it left) queues nothing; one that does
 * queues the employee's recent punch days in its zone and the open periods of its pay group, and of the group it
 * left. The whole batch's queueing is then done at once, after the rows are stored, so it reads the final facts.
 */
export function employeeChangesPlan(
  stored: ReadonlyMap<string, EmployeeCalcFacts>,
  events: readonly EventEnvelope<string, EmployeeChangedV1>[],
): EmployeeChangesPlan {
  const facts = new Map(stored);
  const last = new Map<string, EventEnvelope<string, EmployeeChangedV1>>();
  const recent = new Map<string, { employeeId: string; zone: string }>();
  const openPeriods = new Map<string, { payGroupIds: Set<string>; employeeIds: Set<string> }>();
  const left = new Map<string, { companyId: string; payGroupId: string; employeeIds: Set<string> }>();
  for (const event of events) {
    const p = event.payload;
    const before = facts.get(p.employeeId) ?? null;
    facts.set(p.employeeId, factsAfter(before, p));
    last.set(p.employeeId, event);
    if (before && !employeeFactsChanged(before, p)) continue;
    recent.set(`${p.employeeId}/${p.timeZoneId}`, { employeeId: p.employeeId, zone: p.timeZoneId });
    if (p.paygroupId) {
      const company = openPeriods.get(event.companyId) ?? { payGroupIds: new Set(), employeeIds: new Set() };
      company.payGroupIds.add(p.paygroupId);
      company.employeeIds.add(p.employeeId);
      openPeriods.set(event.companyId, company);
    }
    if (before?.paygroup_id && before.paygroup_id !== p.paygroupId) {
      const key = `${event.companyId}/${before.paygroup_id}`;
      const group = left.get(key) ?? {
        companyId: event.companyId,
        payGroupId: before.paygroup_id,
        employeeIds: new Set(),
      };
      group.employeeIds.add(p.employeeId);
      left.set(key, group);
    }
  }
  return {
    rows: [...last.values()].map((e) => ({
      companyId: e.companyId,
      payload: e.payload,
      facts: facts.get(e.payload.employeeId) as EmployeeCalcFacts,
    })),
    recentPunchDays: [...recent.values()],
    openPeriods,
    leftPayGroups: [...left.values()],
  };
}
