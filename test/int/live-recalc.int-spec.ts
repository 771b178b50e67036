import { jest } from '@jest/globals';
import type { EmployeeChangedV1 } from '@rollcall/contracts';
import { EmployeeSchedulesService } from '@rollcall/scheduling';
import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import {
  calcQuery,
  dayEventCount,
  publishAs,
  recalcOf,
  recalcSettled,
  storedDay,
  storedDays,
} from '../support/recalc-fixture.js';
import { clockStartsAt } from '../support/clock-starts-at.js';
import type { TestApp } from '../support/test-app.js';
import { call, createCompany, signIn, startThinPath, type TestCompany, waitFor } from '../support/thin-path-fixture.js';

jest.setTimeout(90_000);

const ZONE = 'Pacific/Auckland';
const at = (date: string, time: string) => DateTime.fromISO(`${date}T${time}`, { zone: ZONE }).toUTC().toISO() ?? '';
const section = { start: '08:00', end: '16:30', breakMinutes: 30 };

// The dates below are written for Sunday 22 November 2026 in Auckland (this week: 16–22 November).
clockStartsAt('2026-11-22T12:00:00+13:00');

describe('live recalculation in the calculation service', () => {
  let testApp: TestApp;
  let burst: TestCompany;
  let grouped: TestCompany;
  let calendar: TestCompany;

  const punch = (c: TestCompany, id: string, punchTime: string) =>
    call(testApp, 'POST', '/api/kiosk-punches', {
      headers: { 'x-device-token': c.deviceToken },
      body: { deviceId: 'kiosk', devicePunchId: id, clockId: c.clockId, punchTime },
    });
  const punchesStored = (employeeId: string, n: number) =>
    waitFor(testApp, async (ds) => {
      const rows = (await ds.query(`SELECT count(*)::int AS n FROM calculation.punches WHERE employee_id = $1`, [
        employeeId,
      ])) as { n: number }[];
      return rows[0]?.n === n;
    });
  const schedule = (c: TestCompany, dates: string[]) =>
    testApp.app.get(EmployeeSchedulesService, { strict: false }).setDays(
      c.companyId,
      c.employeeId,
      dates.map((date) => ({ date, offDay: false, sections: [section] })),
    );
  const minutesOf = (day: { result: { payTypes: { minutes?: number }[] } } | undefined) =>
    day?.result.payTypes.reduce((sum, p) => sum + (p.minutes ?? 0), 0);
  const exceptionTypes = (day: { result: { exceptions: { type: string }[] } } | undefined) =>
    day?.result.exceptions.map((e) => e.type) ?? [];

  beforeAll(async () => {
    testApp = await startThinPath();
    burst = await createCompany(testApp, 'LIVEA', 5000);
    grouped = await createCompany(testApp, 'LIVEB', 5100);
    calendar = await createCompany(testApp, 'LIVEC', 5200);
    await recalcSettled(testApp);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('coalesces a burst of 20 punch events for one employee into one calculation of each affected day', async () => {
    const { worker, metrics } = recalcOf(testApp);
    await recalcSettled(testApp);
    await worker.pause();
    const runsBefore = metrics.engineRuns;
    const daysBefore = metrics.daysCalculated;
    try {
      // Tuesday 10 and Wednesday 11 November: ten punches each, half an hour apart from 09:00.
      for (const date of ['2026-11-10', '2026-11-11']) {
        for (let i = 0; i < 10; i++) {
          const time = DateTime.fromISO(`${date}T09:00`, { zone: ZONE }).plus({ minutes: 30 * i });
          expect((await punch(burst, `${date}-${i}`, time.toUTC().toISO() ?? '')).status).toBe(201);
        }
      }
      await punchesStored(burst.employeeId, 20);
      // Each punch queued the days whose calculation reads its run of punches (docs/calculation.md, live
      // recalculation): the 10th's run (09:00-13:30; the 11th's starts 19.5 h later, past the 16-hour run gap)
      // queues the 8th to the 11th, the 11th's the 9th to the 12th: five employee-days, one row each.
      const queued = await calcQuery<{ date: string }>(
        testApp,
        `SELECT to_char(date, 'YYYY-MM-DD') AS date FROM calculation.recalc_queue WHERE employee_id = $1 ORDER BY date`,
        [burst.employeeId],
      );
      expect(queued.map((q) => q.date)).toEqual(['2026-11-08', '2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12']);
      expect(metrics.engineRuns).toBe(runsBefore);
    } finally {
      worker.resume();
    }
    await recalcSettled(testApp);
    expect(metrics.engineRuns - runsBefore).toBe(1);
    expect(metrics.runsOf(burst.employeeId).at(-1)).toEqual({
      employeeId: burst.employeeId,
      from: '2026-11-08',
      to: '2026-11-12',
    });
    expect(metrics.daysCalculated - daysBefore).toBe(5);
    const days = await storedDays(testApp, burst.employeeId, '2026-11-10', '2026-11-11');
    expect(days.map((d) => [d.date, d.punch_count, d.paid_minutes])).toEqual([
      ['2026-11-10', 10, 150],
      ['2026-11-11', 10, 150],
    ]);
  });

  it('publishes nothing and rewrites nothing when a recalculation changes no result', async () => {
    const token = await signIn(testApp, burst.adminEmail);
    const events = await dayEventCount(testApp, burst.employeeId);
    const before = await storedDays(testApp, burst.employeeId, '2026-11-09', '2026-11-11');
    const answer = await call(testApp, 'POST', '/recalculate/recalculate', {
      token,
      body: { employees: [burst.employeeId], startDate: '2026-11-09', endDate: '2026-11-11' },
    });
    expect(answer).toMatchObject({ status: 200, body: { message: 'Recalculate completed.' } });
    expect(await dayEventCount(testApp, burst.employeeId)).toBe(events);
    const after = await storedDays(testApp, burst.employeeId, '2026-11-09', '2026-11-11');
    expect(after.map((d) => d.calculated_at.getTime())).toEqual(before.map((d) => d.calculated_at.getTime()));
  });

  it('recalculates every employee of a pay group over its open periods when the group changes', async () => {
    const { metrics } = recalcOf(testApp);
    await schedule(grouped, ['2026-11-17']);
    // Tuesday 17th: in at 08:05 (no grace yet), out at 16:30: 08:05-16:30 less 30 = 475 and a LateArrival.
    await punch(grouped, 'g-in', at('2026-11-17', '08:05'));
    await punch(grouped, 'g-out', at('2026-11-17', '16:30'));
    await punchesStored(grouped.employeeId, 2);
    await recalcSettled(testApp);
    const late = await storedDay(testApp, grouped.employeeId, '2026-11-17');
    expect(minutesOf(late)).toBe(475);
    expect(exceptionTypes(late)).toEqual(['LateArrival']);

    const [group] = await calcQuery<{ id: string; name: string; rules: Record<string, unknown> }>(
      testApp,
      `SELECT id, name, rules FROM calculation.pay_groups WHERE company_id = $1`,
      [grouped.companyId],
    );
    if (!group) throw new Error('no pay group in the read model');
    const mark = metrics.recentRuns.length;
    const changed = {
      payGroupId: group.id,
      name: group.name,
      deleted: false,
      rules: { ...group.rules, graceTimeIn: 10 },
    };
    await publishAs(testApp, 'organisation', [
      { type: 'org.paygroup.changed.v1', companyId: grouped.companyId, key: grouped.companyId, payload: changed },
    ]);
    await recalcSettled(testApp);
    const graced = await storedDay(testApp, grouped.employeeId, '2026-11-17');
    expect(minutesOf(graced)).toBe(480);
    expect(exceptionTypes(graced)).toEqual([]);
    // Both employees of the group, over the whole open period (this week), with or without punches, in one run
    // each: two batches run at once but never share an employee, so the week is not split between them.
    const runs = metrics.recentRuns.slice(mark);
    for (const employeeId of [grouped.employeeId, grouped.otherEmployeeId]) {
      const wholeWeek = runs.filter(
        (r) => r.employeeId === employeeId && r.from <= '2026-11-16' && r.to >= '2026-11-22',
      );
      expect([employeeId, wholeWeek.length]).toEqual([employeeId, 1]);
    }
    expect(runs.some((r) => r.employeeId === burst.employeeId)).toBe(false);

    // The same rules again change nothing: nothing is queued.
    const runsBefore = metrics.engineRuns;
    await publishAs(testApp, 'organisation', [
      { type: 'org.paygroup.changed.v1', companyId: grouped.companyId, key: grouped.companyId, payload: changed },
    ]);
    await recalcSettled(testApp);
    expect(metrics.engineRuns).toBe(runsBefore);
  });

  it('feeds holidays (company-wide and by structure node) and approved leave to the engine', async () => {
    await schedule(calendar, ['2026-11-17', '2026-11-18', '2026-11-19']);
    await recalcSettled(testApp);
    for (const date of ['2026-11-17', '2026-11-18', '2026-11-19']) {
      const day = await storedDay(testApp, calendar.employeeId, date);
      expect([date, day?.status, exceptionTypes(day)]).toEqual([date, 'Absent', ['Absent']]);
    }

    // A company-wide holiday on Tuesday 17th.
    await publishAs(testApp, 'organisation', [
      {
        type: 'org.holiday.changed.v1',
        companyId: calendar.companyId,
        key: calendar.companyId,
        payload: {
          holidayId: randomUUID(),
          name: 'Show Day',
          date: '2026-11-17',
          alterdate: null,
          departmentIds: [],
          deleted: false,
        },
      },
    ]);
    await recalcSettled(testApp);
    const holiday = await storedDay(testApp, calendar.employeeId, '2026-11-17');
    expect([holiday?.status, exceptionTypes(holiday)]).toEqual(['HOL', []]);

    // A holiday of the employee's branch (two levels above their position) on the 18th, and one of a node that
    // is not theirs on the 19th.
    const [employee] = await calcQuery<{ department_id: string }>(
      testApp,
      `SELECT department_id FROM calculation.employees WHERE id = $1`,
      [calendar.employeeId],
    );
    const [branch] = await calcQuery<{ id: string }>(
      testApp,
      `SELECT d2.parent_id AS id FROM calculation.departments d1 JOIN calculation.departments d2 ON d2.id = d1.parent_id
        WHERE d1.id = $1`,
      [employee?.department_id],
    );
    const regional = (holidayId: string, date: string, departmentIds: string[]) => ({
      type: 'org.holiday.changed.v1' as const,
      companyId: calendar.companyId,
      key: calendar.companyId,
      payload: { holidayId, name: 'Anniversary Day', date, alterdate: null, departmentIds, deleted: false },
    });
    await publishAs(testApp, 'organisation', [
      regional(randomUUID(), '2026-11-18', [branch?.id ?? '']),
      regional(randomUUID(), '2026-11-19', [randomUUID()]),
    ]);
    await recalcSettled(testApp);
    expect((await storedDay(testApp, calendar.employeeId, '2026-11-18'))?.status).toBe('HOL');
    expect((await storedDay(testApp, calendar.employeeId, '2026-11-19'))?.status).toBe('Absent');
    expect((await storedDay(testApp, calendar.otherEmployeeId, '2026-11-17'))?.status).not.toBe('Absent');

    // Approved leave on the 19th: no longer absent.
    const [leaveType] = await calcQuery<{ id: string }>(
      testApp,
      `SELECT id FROM calculation.pay_types WHERE company_id = $1 ORDER BY is_leave DESC, code LIMIT 1`,
      [calendar.companyId],
    );
    await publishAs(testApp, 'scheduling', [
      {
        type: 'schedule.leave.changed.v1',
        companyId: calendar.companyId,
        key: calendar.employeeId,
        payload: {
          leaveId: randomUUID(),
          employeeId: calendar.employeeId,
          payTypeId: leaveType?.id ?? '',
          status: 'Approved',
          fromDate: '2026-11-19',
          toDate: '2026-11-19',
          fromTime: null,
          toTime: null,
          byWorkHours: false,
          scheduledDuration: true,
          hoursPerDay: null,
          skip: true,
          skipUnscheduled: true,
          deleted: false,
        },
      },
    ]);
    await recalcSettled(testApp);
    const onLeave = await storedDay(testApp, calendar.employeeId, '2026-11-19');
    expect(exceptionTypes(onLeave)).not.toContain('Absent');
    expect(onLeave?.status).not.toBe('Absent');
  });

  it('rounds the punches of employees whose rounding rule set changes', async () => {
    // Saturday 21st, unscheduled: 09:05 to 17:02 is 477 minutes.
    await punch(calendar, 'r-in', at('2026-11-21', '09:05'));
    await punch(calendar, 'r-out', at('2026-11-21', '17:02'));
    await punchesStored(calendar.employeeId, 2);
    const roundingId = randomUUID();
    const [row] = await calcQuery<{
      clock_id: number | null;
      pay_id: string | null;
      first_name: string;
      last_name: string;
      employee_status: EmployeeChangedV1['employeeStatus'];
      paygroup_id: string | null;
      time_zone_id: string;
      department_id: string | null;
    }>(testApp, `SELECT * FROM calculation.employees WHERE id = $1`, [calendar.employeeId]);
    if (!row) throw new Error('employee not in the read model');
    const employee: EmployeeChangedV1 = {
      employeeId: calendar.employeeId,
      userId: null,
      clockId: row.clock_id,
      payId: row.pay_id,
      firstName: row.first_name,
      lastName: row.last_name,
      employeeStatus: row.employee_status,
      departmentId: row.department_id,
      paygroupId: row.paygroup_id,
      timeZoneId: row.time_zone_id,
      standardHours: null,
      guaranteedHours: null,
      hireOnDate: '2025-01-01',
      terminateDate: null,
      scheduleId: null,
      timeRoundingId: roundingId,
    };
    await publishAs(testApp, 'organisation', [
      { type: 'org.employee.changed.v1', companyId: calendar.companyId, key: calendar.employeeId, payload: employee },
    ]);
    await recalcSettled(testApp);
    expect(minutesOf(await storedDay(testApp, calendar.employeeId, '2026-11-21'))).toBe(477);

    await publishAs(testApp, 'organisation', [
      {
        type: 'org.rounding.changed.v1',
        companyId: calendar.companyId,
        key: calendar.companyId,
        payload: {
          roundingId,
          name: 'Nearest quarter',
          active: true,
          rules: [
            { from: 0, to: 7, value: 0 },
            { from: 53, to: 59, value: 60 },
          ],
          deleted: false,
        },
      },
    ]);
    await recalcSettled(testApp);
    const rounded = await storedDay(testApp, calendar.employeeId, '2026-11-21');
    expect(minutesOf(rounded)).toBe(480);
    expect(rounded?.result.explain.join(' ')).toMatch(/Rounded/);
  });
});
