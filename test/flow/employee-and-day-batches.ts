// Distributed mode over a real Kafka broker: employee and schedule-day events reach every consumer through its batch
// handler (EVENT_BATCHES, KafkaBatchServer): employees made through the API are known to identity, scheduling, time
// capture, calculation and reporting, each event handled once; a roster batch of 20 employees' days, written in one
// transaction and so published together, is handled a partition's fetched batch at a time (one inbox transaction
// per partition, not per event) by organisation, calculation and reporting.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import type { FlowRun, FlowSystem } from '../support/flow-system.js';

const STAFF = 20;
/** the partitions of every event topic (ensureKafkaTopics) */
const PARTITIONS = 3;

let running: () => FlowRun;
let flow: FlowSystem;

/** Registers the tests, run on the system `run` hands it (distributed.flow-spec.ts). */
export function employeeAndDayBatches(run: () => FlowRun): void {
  running = run;
  describe('employee and schedule-day events in batches over Kafka', batchTests);
}

/** For each consumer (schema, inbox name): how many of the events it handled, in how many transactions. */
async function inboxes(consumers: readonly (readonly [string, string])[], ids: string[]) {
  // one after another: flow.rows runs on the test's one connection
  const counts: { consumer: string; handled: number; transactions: number }[] = [];
  for (const [schema, consumer] of consumers) {
    const [row] = await flow.rows<{ handled: number; transactions: number }>(
      `SELECT count(*)::int AS handled, count(DISTINCT processed_at)::int AS transactions
         FROM "${schema}".inbox WHERE consumer = $1 AND event_id = ANY($2::uuid[])`,
      [consumer, ids],
    );
    counts.push({ consumer, handled: row?.handled ?? 0, transactions: row?.transactions ?? 0 });
  }
  return counts;
}

function batchTests(): void {
  let token = '';
  const call = <T>(method: string, path: string, body?: unknown) =>
    flow.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });
  const employeeIds: string[] = [];
  const run = Date.now() % 100_000;

  beforeAll(async () => {
    const { admin } = running();
    flow = running().flow;
    const login = await flow.call<{ accessToken: string }>('POST', '/account/login', {
      body: { email: admin.email, password: admin.password, appType: 'web' },
    });
    expect(login.status).toBe(200);
    token = login.body.accessToken;
  });

  it('makes employees known to every consumer, each event handled once', async () => {
    const [seeded] = await flow.rows<{ department_id: string; paygroup_id: string }>(
      `SELECT department_id, paygroup_id FROM organisation.employees WHERE id = $1`,
      [flow.seeded.employeeId],
    );
    await flow.rows(`UPDATE organisation.companies SET licenses = licenses + $2 WHERE id = $1`, [
      flow.seeded.companyId,
      STAFF,
    ]);
    for (let n = 0; n < STAFF; n += 5) {
      const saved = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          call<{ employeeId: string }>('POST', '/employee/save-without-photo', {
            firstName: `Batch${n + i}`,
            lastName: `Flow${run}`,
            departmentId: seeded?.department_id,
            paygroupId: seeded?.paygroup_id,
            hireOnDateValue: '2026-01-05',
            clockId: 600_000 + run * 100 + n + i,
            payId: `BF-${run}-${n + i}`,
          }),
        ),
      );
      for (const answer of saved) {
        expect(answer.status).toBe(200);
        employeeIds.push(answer.body.employeeId);
      }
    }
    const ids = (
      await flow.rows<{ id: string }>(
        `SELECT id FROM organisation.outbox WHERE type = 'org.employee.changed.v1' AND key = ANY($1::text[])`,
        [employeeIds],
      )
    ).map((r) => r.id);
    expect(ids.length).toBeGreaterThanOrEqual(STAFF);
    const consumers = [
      ['identity', 'identity.org-employees'],
      ['scheduling', 'scheduling.employees'],
      ['time_capture', 'time-capture.directory'],
      ['calculation', 'calculation.employees'],
      ['reporting', 'reporting.employees'],
    ] as const;
    await flow.eventually(
      'every consumer has handled every employee event',
      async () => {
        const handled = await inboxes(consumers, ids);
        if (handled.some((h) => h.handled !== ids.length)) throw new Error(JSON.stringify(handled));
      },
      90_000,
    );
    const [known] = await flow.rows<Record<string, number>>(
      `SELECT (SELECT count(*) FROM identity.org_employees WHERE id = ANY($1::uuid[]))::int AS identity,
              (SELECT count(*) FROM scheduling.employees WHERE id = ANY($1::uuid[]))::int AS scheduling,
              (SELECT count(*) FROM time_capture.known_employees WHERE id = ANY($1::uuid[]))::int AS time_capture,
              (SELECT count(*) FROM calculation.employees WHERE id = ANY($1::uuid[]) AND paygroup_id IS NOT NULL)::int AS calculation,
              (SELECT count(*) FROM reporting.employees WHERE id = ANY($1::uuid[]))::int AS reporting`,
      [employeeIds],
    );
    expect(known).toEqual({
      identity: STAFF,
      scheduling: STAFF,
      time_capture: STAFF,
      calculation: STAFF,
      reporting: STAFF,
    });
  }, 180_000);

  it("handles a roster batch of the employees' days a partition's batch at a time", async () => {
    const [seeded] = await flow.rows<{ department_id: string }>(
      `SELECT department_id FROM scheduling.employees WHERE id = $1`,
      [employeeIds[0]],
    );
    const shift = await call<{ id: string }>('POST', '/standardshifts/newShift', {
      departmentId: seeded?.department_id,
      startTime: '07:00',
      endTime: '15:00',
      labelName: `Batch ${run}`,
      breakTime: 30,
    });
    expect(shift.status).toBe(200);
    // a day ahead (an open pay period, no punches), in the week after the other flow suites' days
    const date = DateTime.now().setZone('Pacific/Auckland').plus({ days: 9 }).toISODate() ?? '';
    const batch = await call('POST', '/standardshifts/batchScheduleRule', {
      id: shift.body.id,
      employeeIds,
      batchStartDate: date,
    });
    expect(batch.status).toBe(200);
    const ids = (
      await flow.rows<{ id: string }>(
        `SELECT id FROM scheduling.outbox WHERE type = 'schedule.day.changed.v1' AND key = ANY($1::text[])
            AND payload->>'date' = $2`,
        [employeeIds, date],
      )
    ).map((r) => r.id);
    expect(ids).toHaveLength(STAFF);
    const consumers = [
      ['organisation', 'organisation.overnight-shifts'],
      ['calculation', 'calculation.schedules'],
      ['reporting', 'reporting.schedules'],
    ] as const;
    const handled = await flow.eventually(
      'every consumer has handled the roster batch',
      async () => {
        const now = await inboxes(consumers, ids);
        if (now.some((h) => h.handled !== STAFF)) throw new Error(JSON.stringify(now));
        return now;
      },
      90_000,
    );
    // 20 events published in one request spread over 3 partitions: a batch handler takes each partition's events
    // in one call (one inbox transaction); handled one at a time they would take 20
    for (const consumer of handled) {
      expect(consumer.transactions).toBeLessThanOrEqual(PARTITIONS);
    }
    const [stored] = await flow.rows<{ calculation: number; reporting: number }>(
      `SELECT (SELECT count(*) FROM calculation.schedule_days WHERE employee_id = ANY($1::uuid[]) AND date = $2
                  AND sections->0->>'start' = '07:00')::int AS calculation,
              (SELECT count(*) FROM reporting.schedule_days WHERE employee_id = ANY($1::uuid[]) AND date = $2)::int AS reporting`,
      [employeeIds, date],
    );
    expect(stored).toEqual({ calculation: STAFF, reporting: STAFF });
    expect(flow.crashes).toEqual([]);
  }, 180_000);
}
