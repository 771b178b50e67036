import { jest } from '@jest/globals';
import { CalculationModule } from '@rollcall/calculation';
import type { EventEnvelope } from '@rollcall/contracts';
import { IdentityModule } from '@rollcall/identity';
import {
  CompaniesService,
  EmployeesService,
  OrganisationModule,
  PayGroupsService,
  StructureService,
} from '@rollcall/organisation';
import { EVENT_TRANSPORT, type EventTransport } from '@rollcall/platform';
import { ReportingModule } from '@rollcall/reporting';
import { EmployeeSchedulesService, type ScheduleDayInput, SchedulingModule } from '@rollcall/scheduling';
import { TimeCaptureModule } from '@rollcall/time-capture';
import { randomUUID } from 'node:crypto';
import { pollDatabase, quiescent } from '../support/crowd-fixture.js';
import { storedDays } from '../support/recalc-fixture.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

jest.setTimeout(120_000);

const STAFF = 60;
/** Monday to Sunday, in an open pay period of the past (no punches: every day calculates as scheduled or off) */
const WEEK = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07', '2026-11-08'];

/** Every consumer of the two event types, by the inbox it writes: schema and consumer name. */
const EMPLOYEE_CONSUMERS = [
  ['identity', 'identity.org-employees'],
  ['scheduling', 'scheduling.employees'],
  ['time_capture', 'time-capture.directory'],
  ['calculation', 'calculation.employees'],
  ['reporting', 'reporting.employees'],
] as const;
const SCHEDULE_DAY_CONSUMERS = [
  ['organisation', 'organisation.overnight-shifts'],
  ['calculation', 'calculation.schedules'],
  ['reporting', 'reporting.schedules'],
] as const;

/**
 * Employee and schedule-day events reach their consumers a relay batch at a time (EVENT_BATCHES handlers, ADR 0012):
 * one inbox transaction per consumer for a batch, the read models equal to what was written, and an event delivered
 * again (alone or in a later batch) changes nothing.
 */
describe('employee and schedule-day events handled in batches', () => {
  let testApp: TestApp;
  let transport: EventTransport;
  let companyId = '';
  let employeeIds: string[] = [];
  const sql = async <T>(text: string, params: unknown[] = []): Promise<T[]> => {
    let rows: T[] = [];
    await pollDatabase(testApp, 5_000, async (query) => {
      rows = (await query(text, params)) as T[];
      return true;
    });
    return rows;
  };
  /** For each consumer: how many of the events its inbox holds, and in how many transactions they were handled. */
  const inboxes = async (consumers: readonly (readonly [string, string])[], ids: string[]) =>
    Promise.all(
      consumers.map(async ([schema, consumer]) => {
        const [row] = await sql<{ handled: number; transactions: number }>(
          `SELECT count(*)::int AS handled, count(DISTINCT processed_at)::int AS transactions
             FROM "${schema}".inbox WHERE consumer = $1 AND event_id = ANY($2::uuid[])`,
          [consumer, ids],
        );
        return { consumer, ...row };
      }),
    );
  const outboxEvents = async (schema: string, type: string) =>
    (
      await sql<{ id: string; type: string; company_id: string; key: string; occurred_at: Date; payload: unknown }>(
        `SELECT id, type, company_id, key, occurred_at, payload FROM "${schema}".outbox WHERE type = $1 ORDER BY seq`,
        [type],
      )
    ).map((r): EventEnvelope => ({
      id: r.id,
      type: r.type,
      companyId: r.company_id,
      key: r.key,
      occurredAt: r.occurred_at.toISOString(),
      producer: schema,
      payload: r.payload,
    }));

  beforeAll(async () => {
    testApp = await startTestApp([
      IdentityModule,
      OrganisationModule,
      SchedulingModule,
      TimeCaptureModule,
      CalculationModule,
      ReportingModule,
    ]);
    transport = testApp.app.get<EventTransport>(EVENT_TRANSPORT, { strict: false });
    const { app } = testApp;
    const company = await app
      .get(CompaniesService, { strict: false })
      .createCompany({ name: 'Batch Ltd', code: 'BATCH', timeZoneId: 'Pacific/Auckland', licenses: STAFF + 5 });
    companyId = company.id;
    const structure = app.get(StructureService, { strict: false });
    let node = await structure.root(company.id);
    for (const name of ['Division', 'Branch', 'Department', 'Position']) {
      node = await structure.createChild(company.id, { parentId: node.id, name });
    }
    const group = await app.get(PayGroupsService, { strict: false }).create(company.id, 'Weekly');
    // one transaction, so one relay batch of employee events
    const created = await app.get(EmployeesService, { strict: false }).createMany(
      company.id,
      Array.from({ length: STAFF }, (_, n) => ({
        firstName: `Batch${n}`,
        lastName: 'Worker',
        email: `batch${n}@batch.test`,
        clockId: 7000 + n,
        payId: `B-${n}`,
        departmentId: node.id,
        paygroupId: group.id,
        hireOnDate: '2025-01-01',
      })),
    );
    employeeIds = created.map((e) => e.id);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('hands a batch of employee events to each consumer in one inbox transaction, and every read model has them', async () => {
    const events = await outboxEvents('organisation', 'org.employee.changed.v1');
    const ids = events.filter((e) => e.companyId === companyId).map((e) => e.id);
    expect(ids).toHaveLength(STAFF);
    await pollDatabase(testApp, 30_000, async () =>
      (await inboxes(EMPLOYEE_CONSUMERS, ids)).every((i) => i.handled === STAFF),
    );
    expect(await inboxes(EMPLOYEE_CONSUMERS, ids)).toEqual(
      EMPLOYEE_CONSUMERS.map(([, consumer]) => ({ consumer, handled: STAFF, transactions: 1 })),
    );
    const [known] = await sql<Record<string, number>>(
      `SELECT (SELECT count(*) FROM identity.org_employees WHERE company_id = $1 AND clock_id >= 7000)::int AS identity,
              (SELECT count(*) FROM scheduling.employees WHERE company_id = $1 AND first_name LIKE 'Batch%')::int AS scheduling,
              (SELECT count(*) FROM time_capture.known_employees WHERE company_id = $1 AND clock_id >= 7000)::int AS time_capture,
              (SELECT count(*) FROM calculation.employees WHERE company_id = $1 AND paygroup_id IS NOT NULL
                  AND hire_on_date = '2025-01-01')::int AS calculation,
              (SELECT count(*) FROM reporting.employees WHERE company_id = $1 AND email LIKE 'batch%@batch.test')::int AS reporting`,
      [companyId],
    );
    expect(known).toEqual({
      identity: STAFF,
      scheduling: STAFF,
      time_capture: STAFF,
      calculation: STAFF,
      reporting: STAFF,
    });
  });

  it('hands a batch of schedule days to each consumer in one transaction, and calculation works out every day', async () => {
    const week: ScheduleDayInput[] = WEEK.map((date, i) =>
      i < 5
        ? { date, offDay: false, sections: [{ start: '08:00', end: '16:30', breakMinutes: 30 }] }
        : { date, offDay: true, sections: [] },
    );
    // one employee works the Friday night through to Saturday: organisation keeps it as an overnight day
    await testApp.app.get(EmployeeSchedulesService, { strict: false }).setDaysOfMany(
      companyId,
      employeeIds.map((employeeId, n) => ({
        employeeId,
        days:
          n === 0
            ? week.map((d, i) =>
                i === 4 ? { ...d, sections: [{ start: '22:00', end: '06:00', endType: 'NextDay' as const }] } : d,
              )
            : week,
      })),
    );
    const events = (await outboxEvents('scheduling', 'schedule.day.changed.v1')).filter(
      (e) => e.companyId === companyId,
    );
    const ids = events.map((e) => e.id);
    expect(ids).toHaveLength(STAFF * WEEK.length);
    await pollDatabase(testApp, 30_000, async () =>
      (await inboxes(SCHEDULE_DAY_CONSUMERS, ids)).every((i) => i.handled === ids.length),
    );
    expect(await inboxes(SCHEDULE_DAY_CONSUMERS, ids)).toEqual(
      SCHEDULE_DAY_CONSUMERS.map(([, consumer]) => ({ consumer, handled: ids.length, transactions: 1 })),
    );
    const [stored] = await sql<Record<string, number>>(
      `SELECT (SELECT count(*) FROM calculation.schedule_days WHERE company_id = $1)::int AS calculation,
              (SELECT count(*) FROM reporting.schedule_days WHERE company_id = $1)::int AS reporting,
              (SELECT count(*) FROM calculation.schedule_days WHERE company_id = $1 AND off_day)::int AS off_days,
              (SELECT count(*) FROM organisation.overnight_shifts WHERE company_id = $1)::int AS overnight`,
      [companyId],
    );
    expect(stored).toEqual({
      calculation: STAFF * WEEK.length,
      reporting: STAFF * WEEK.length,
      off_days: STAFF * 2,
      overnight: 1,
    });
    // the days around every changed day were queued and calculated with the schedule
    await quiescent(testApp);
    for (const employeeId of [employeeIds[1] as string, employeeIds.at(-1) as string]) {
      const days = await storedDays(testApp, employeeId, WEEK[0] as string, WEEK[6] as string);
      expect(days.map((d) => d.date)).toEqual(WEEK);
    }
  });

  it('changes nothing when a batch comes again, and applies only the new events of a batch that mixes old and new', async () => {
    const employeeEvents = (await outboxEvents('organisation', 'org.employee.changed.v1')).filter(
      (e) => e.companyId === companyId,
    );
    const dayEvents = (await outboxEvents('scheduling', 'schedule.day.changed.v1')).filter(
      (e) => e.companyId === companyId,
    );
    const first = employeeEvents[0] as EventEnvelope<string, { employeeId: string; firstName: string }>;
    const second = employeeEvents[1] as EventEnvelope<string, { employeeId: string; firstName: string }>;
    const firstDay = dayEvents[0] as EventEnvelope<string, { employeeId: string; date: string }>;
    const NAMED = [
      ['scheduling', 'employees'],
      ['time_capture', 'known_employees'],
      ['calculation', 'employees'],
      ['reporting', 'employees'],
    ];
    /** Marks an employee's name in every read model: a handler running again on an old event would overwrite it. */
    const mark = async (employeeId: string, name: string) => {
      for (const [schema, table] of NAMED) {
        await sql(`UPDATE "${schema}".${table} SET first_name = $2 WHERE id = $1`, [employeeId, name]);
      }
    };
    const namesOf = async (employeeId: string) =>
      Object.fromEntries(
        (
          await sql<{ schema: string; first_name: string }>(
            NAMED.map(
              ([schema, table]) => `SELECT '${schema}' AS schema, first_name FROM "${schema}".${table} WHERE id = $1`,
            ).join(' UNION ALL '),
            [employeeId],
          )
        ).map((n) => [n.schema, n.first_name]),
      );
    const everywhere = (name: string) => Object.fromEntries(NAMED.map(([schema]) => [schema, name]));
    const reportedSections = async () =>
      (
        await sql<{ sections: unknown[] }>(
          `SELECT sections FROM reporting.schedule_days WHERE employee_id = $1 AND date = $2`,
          [firstDay.payload.employeeId, firstDay.payload.date],
        )
      )[0]?.sections;
    await mark(first.payload.employeeId, 'Marked');
    await mark(second.payload.employeeId, 'Marked');
    await sql(`UPDATE reporting.schedule_days SET sections = '[]' WHERE employee_id = $1 AND date = $2`, [
      firstDay.payload.employeeId,
      firstDay.payload.date,
    ]);
    const inboxBefore = await inboxes(
      EMPLOYEE_CONSUMERS,
      employeeEvents.map((e) => e.id),
    );

    // the whole of both batches again, as a relay publishing them a second time would: nothing is applied
    await transport.publish([...employeeEvents, ...dayEvents]);
    expect(await namesOf(first.payload.employeeId)).toEqual(everywhere('Marked'));
    expect(await reportedSections()).toEqual([]);
    expect(
      await inboxes(
        EMPLOYEE_CONSUMERS,
        employeeEvents.map((e) => e.id),
      ),
    ).toEqual(inboxBefore);

    // an old event, then two new ones about the same employee in one batch: only the new apply, the last wins
    const renamed = (firstName: string): EventEnvelope => ({
      ...first,
      id: randomUUID(),
      payload: { ...first.payload, firstName },
    });
    await transport.publish([second, renamed('Renamed'), renamed('Renamed Again')]);
    expect(await namesOf(first.payload.employeeId)).toEqual(everywhere('Renamed Again'));
    expect(await namesOf(second.payload.employeeId)).toEqual(everywhere('Marked'));
  });

  it('delivers a burst of thousands of events in order per employee, none lost, and a second publish changes nothing', async () => {
    const VERSIONS = 10;
    /** version v of every day ends at 12:0v (12:10 for the last): a day left at an earlier end got its events out of order */
    const endOf = (v: number) => `12:${String(v).padStart(2, '0')}`;
    const before = new Set((await outboxEvents('scheduling', 'schedule.day.changed.v1')).map((e) => e.id));
    // ten transactions one after another, each rewriting every employee's week: the relay drains while they commit
    for (let v = 1; v <= VERSIONS; v++) {
      await testApp.app.get(EmployeeSchedulesService, { strict: false }).setDaysOfMany(
        companyId,
        employeeIds.map((employeeId) => ({
          employeeId,
          days: WEEK.map((date) => ({ date, offDay: false, sections: [{ start: '08:00', end: endOf(v) }] })),
        })),
      );
    }
    const burst = (await outboxEvents('scheduling', 'schedule.day.changed.v1')).filter((e) => !before.has(e.id));
    const ids = burst.map((e) => e.id);
    expect(ids).toHaveLength(STAFF * WEEK.length * VERSIONS);
    await pollDatabase(testApp, 60_000, async () =>
      (await inboxes(SCHEDULE_DAY_CONSUMERS, ids)).every((i) => i.handled === ids.length),
    );
    /** For each consumer's read model: how many of the company's days end as the last version says, and how many not. */
    const lastVersionEverywhere = async () =>
      sql<{ model: string; last: number; other: number }>(
        ['calculation', 'reporting']
          .map(
            (schema) => `SELECT '${schema}' AS model,
                    count(*) FILTER (WHERE sections->0->>'end' = $2)::int AS last,
                    count(*) FILTER (WHERE sections->0->>'end' IS DISTINCT FROM $2)::int AS other
               FROM "${schema}".schedule_days WHERE company_id = $1`,
          )
          .join(' UNION ALL '),
        [companyId, endOf(VERSIONS)],
      );
    const expected = [
      { model: 'calculation', last: STAFF * WEEK.length, other: 0 },
      { model: 'reporting', last: STAFF * WEEK.length, other: 0 },
    ];
    expect(await lastVersionEverywhere()).toEqual(expected);

    // the relay publishing the middle of the burst again (it published, then failed before marking them sent)
    await sql(`UPDATE scheduling.outbox SET sent_at = NULL WHERE id = ANY($1::uuid[])`, [
      ids.slice(ids.length / 4, (ids.length * 3) / 4),
    ]);
    await sql(`SELECT pg_notify('rollcall_outbox_scheduling', '')`);
    await pollDatabase(testApp, 60_000, async (query) => {
      const [row] = (await query(`SELECT count(*)::int AS n FROM scheduling.outbox WHERE sent_at IS NULL`)) as {
        n: number;
      }[];
      return row?.n === 0;
    });
    expect(await inboxes(SCHEDULE_DAY_CONSUMERS, ids)).toEqual(
      SCHEDULE_DAY_CONSUMERS.map(([, consumer]) => ({
        consumer,
        handled: ids.length,
        transactions: expect.any(Number) as number,
      })),
    );
    expect(await lastVersionEverywhere()).toEqual(expected);
    await quiescent(testApp);
  });
});
