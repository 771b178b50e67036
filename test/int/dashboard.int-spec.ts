import { jest } from '@jest/globals';
import {
  parseServerEvents,
  type DashboardEmployeeInfo,
  type DashboardEmployeePage,
  type LastPunchAnswer,
  type PunchStatusAnswer,
} from '@rollcall/api-client';
import type { RoleName } from '@rollcall/contracts';
import { DateTime } from 'luxon';
import { randomUUID } from 'node:crypto';
import { createAccessCompany, signInRoles, type AccessCompany } from '../support/access-fixture.js';
import {
  namesPunch,
  openLiveStream,
  type DaysCalculatedEvent,
  type LiveStream,
  type PunchStatusEvent,
} from '../support/live-stream.js';
import { AUCKLAND, aucklandDate, deviceTokenOf } from '../support/punch-days.js';
import type { TestApp } from '../support/test-app.js';
import { call, startThinPath, waitFor } from '../support/thin-path-fixture.js';

jest.setTimeout(120_000);

/**
 * The dashboard's people (spec 001 §2 "Dashboard", §7): the employees list with their punch status, the info beside
 * each, the punch status and last punch calls, and the live updates stream a kiosk punch reaches (ADR 0013), each
 * for the people the caller reaches.
 */
describe('dashboard: employees, punch status and the live stream', () => {
  let testApp: TestApp;
  let co: AccessCompany;
  let other: AccessCompany;
  let tokens: Record<RoleName, string>;
  let otherTokens: Record<RoleName, string>;
  let device: string;
  let otherDevice: string;
  let sequence = 0;

  const get = <T>(role: RoleName, path: string, token = tokens[role]) => call<T>(testApp, 'GET', path, { token });
  /** A kiosk punch `minutesAgo` before now; answers its id. */
  const punch = async (deviceToken: string, clockId: number, minutesAgo: number) => {
    sequence += 1;
    const answer = await call<{ punchId: string }>(testApp, 'POST', '/api/kiosk-punches', {
      headers: { 'x-device-token': deviceToken },
      body: {
        deviceId: 'dashboard-kiosk',
        devicePunchId: `dash-${sequence}-${clockId}`,
        clockId,
        punchTime: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      },
    });
    expect(answer.status).toBe(201);
    return answer.body.punchId;
  };
  /** Waits until calculation holds the punch (the status reads calculation's punches). */
  const held = (punchId: string) =>
    waitFor(testApp, async (ds) => {
      const rows = (await ds.query(`SELECT 1 FROM calculation.punches WHERE id = $1`, [punchId])) as unknown[];
      return rows.length === 1;
    });
  /** Out once the pair is closed today, in Auckland; NoPunch when Auckland's midnight passed since its last punch. */
  const outOrNoPunch = (lastPunchMinutesAgo: number) =>
    DateTime.now().setZone(AUCKLAND).toISODate() ===
    DateTime.now().minus({ minutes: lastPunchMinutesAgo }).setZone(AUCKLAND).toISODate()
      ? 'Out'
      : 'NoPunch';

  beforeAll(async () => {
    testApp = await startThinPath();
    co = await createAccessCompany(testApp, 'DSH', 6300);
    other = await createAccessCompany(testApp, 'DSI', 6400);
    tokens = await signInRoles(testApp, co);
    otherTokens = await signInRoles(testApp, other);
    device = await deviceTokenOf(testApp, co.companyId);
    otherDevice = await deviceTokenOf(testApp, other.companyId);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('lists the employees a page at a time with the spec’s fields, each with their punch status now', async () => {
    // clock ids: employee +0, managed +1, outside +2, supervisor +3
    await held(await punch(device, 6301, 30));
    const inAndOut = [await punch(device, 6302, 40), await punch(device, 6302, 20)];
    await held(inAndOut[1] ?? '');

    const page = await get<DashboardEmployeePage>('Admin', '/api/dashboard/employees?pageSize=10');
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(4);
    // lastName then firstName: DSHEmployee, DSHManaged, DSHOutside, DSHSupervisor
    expect(page.body.rows.map((r) => r.firstName)).toEqual([
      'DSHEmployee',
      'DSHManaged',
      'DSHOutside',
      'DSHSupervisor',
    ]);
    expect(page.body.rows[1]).toEqual({
      id: co.people.managed,
      avatarFileName: null,
      clockId: 6301,
      payId: 'DSH-1',
      firstName: 'DSHManaged',
      lastName: 'Person',
      departmentId: co.nodes.picker,
      departmentName: 'DSH Picker',
      punchPositionId: null,
      punchJobId: null,
      status: 'In',
      payGroupName: 'DSH Weekly',
    });
    expect(page.body.rows.map((r) => r.status)).toEqual(['NoPunch', 'In', outOrNoPunch(20), 'NoPunch']);

    // a page past the last is the last, as every list answers
    const second = await get<DashboardEmployeePage>('Admin', '/api/dashboard/employees?pageSize=10&page=2');
    expect(second.body).toMatchObject({ page: 1, pageSize: 10, total: 4 });
    const warehouse = await get<DashboardEmployeePage>(
      'Admin',
      `/api/dashboard/employees?departmentIds=${co.nodes.warehouse}`,
    );
    expect(warehouse.body.rows.map((r) => r.id)).toEqual([co.people.employee, co.people.managed]);
    expect(
      (await get<DashboardEmployeePage>('Admin', '/api/dashboard/employees?employeeStatus=Terminated')).body.total,
    ).toBe(0);
  });

  it('shows a Supervisor the people of the nodes they manage and themself, an Employee only themself', async () => {
    const supervisor = await get<DashboardEmployeePage>('Supervisor', '/api/dashboard/employees');
    expect(supervisor.body.rows.map((r) => r.id)).toEqual([
      co.people.employee,
      co.people.managed,
      co.people.supervisor,
    ]);
    const employee = await get<DashboardEmployeePage>('Employee', '/api/dashboard/employees');
    expect(employee.body.rows.map((r) => r.id)).toEqual([co.people.employee]);

    const statuses = await get<PunchStatusAnswer[]>(
      'Supervisor',
      `/api/punches/status?employeeIds=${co.people.managed},${co.people.outside}`,
    );
    expect(statuses.body).toEqual([{ employeeId: co.people.managed, status: 'In' }]);
    expect((await get('Supervisor', `/api/punches/status/${co.people.outside}`)).status).toBe(403);
    expect((await get('Employee', `/api/punches/last-punch/${co.people.managed}`)).status).toBe(403);
    expect((await get('Supervisor', `/api/dashboard/employees?departmentIds=${co.nodes.office}`)).status).toBe(403);
  });

  it('answers the status and last punch of one or many, the next scheduled time, and Leave on a day of approved leave', async () => {
    const managed = await get<LastPunchAnswer>('Admin', `/api/punches/last-punch/${co.people.managed}`);
    expect(managed.status).toBe(200);
    expect(managed.body).toMatchObject({ employeeId: co.people.managed, status: 'In', lastPunch: { jobId: null } });
    const none = await get<LastPunchAnswer>('Admin', `/api/punches/last-punch/${co.people.employee}`);
    expect(none.body).toEqual({ employeeId: co.people.employee, lastPunch: null, status: 'NoPunch' });
    expect((await get<PunchStatusAnswer>('Admin', `/api/punches/status/${co.people.outside}`)).body).toEqual({
      employeeId: co.people.outside,
      status: outOrNoPunch(20),
    });
    const many = await get<LastPunchAnswer[]>(
      'Admin',
      `/api/punches/last-punch?employeeIds=${co.people.outside},${co.people.managed}`,
    );
    expect(many.body.map((a) => a.employeeId)).toEqual([co.people.outside, co.people.managed]);

    // tomorrow 08:00-16:30 in Auckland for the employee; approved leave today for the supervisor
    const tomorrow = aucklandDate(1);
    await waitFor(testApp, async (ds) => {
      await ds.query(
        `INSERT INTO calculation.schedule_days (employee_id, date, company_id, off_day, sections)
         VALUES ($1, $2, $3, false, $4)`,
        [co.people.employee, tomorrow, co.companyId, JSON.stringify([{ start: '08:00', end: '16:30' }])],
      );
      // calculation's copy of an approved leave (schedule.leave.changed.v1 writes it so)
      const leaveId = randomUUID();
      const today = aucklandDate();
      await ds.query(
        `INSERT INTO calculation.leaves (id, company_id, employee_id, from_date, to_date, leave)
         VALUES ($1, $2, $3, $4, $4, $5)`,
        [
          leaveId,
          co.companyId,
          co.people.supervisor,
          today,
          JSON.stringify({
            id: leaveId,
            payTypeId: randomUUID(),
            status: 'Approved',
            fromDate: today,
            toDate: today,
            byWorkHours: false,
            scheduledDuration: true,
            skip: false,
            skipUnscheduled: false,
          }),
        ],
      );
      return true;
    });
    const info = await get<DashboardEmployeeInfo[]>(
      'Admin',
      `/api/dashboard/employee-info?employeeIds=${co.people.employee},${co.people.supervisor},${other.people.employee}`,
    );
    expect(info.status).toBe(200);
    expect(info.body).toEqual([
      {
        employeeId: co.people.employee,
        nextScheduledStartTime: `${tomorrow}T08:00`,
        nextScheduledEndTime: `${tomorrow}T16:30`,
        punchJobId: null,
        punchJobName: null,
        punchPositionId: null,
        status: 'NoPunch',
      },
      expect.objectContaining({ employeeId: co.people.supervisor, nextScheduledStartTime: null, status: 'Leave' }),
    ]);
  });

  it('refuses bad input with 400 naming the field, and another company’s people with 404 or leaves them out', async () => {
    const bad = async (path: string, field: RegExp) => {
      const answer = await get<{ message: string; details?: { message: string }[] }>('Admin', path);
      expect([path, answer.status]).toEqual([path, 400]);
      expect(JSON.stringify(answer.body)).toMatch(field);
    };
    await bad('/api/punches/status', /employeeIds must name at least one employee/);
    await bad('/api/punches/status?employeeIds=nope', /employeeIds must be employee ids/);
    await bad(
      `/api/punches/status?employeeIds=${Array.from({ length: 101 }, () => co.people.managed).join(',')}x`,
      /employeeIds/,
    );
    await bad('/api/dashboard/employees?employeeStatus=Gone', /employeeStatus must be Active, Inactive or Terminated/);
    await bad('/api/dashboard/employees?departmentIds=x', /departmentIds must be structure node ids/);
    await bad('/api/punches/status/x', /employeeId must be an employee id/);
    await bad('/api/live-updates?maxSeconds=-1', /maxSeconds must be a whole number from 0 to 3600/);

    expect((await get('Admin', `/api/punches/status/${other.people.managed}`)).status).toBe(404);
    expect((await get('Admin', `/api/dashboard/employees?departmentIds=${other.nodes.picker}`)).status).toBe(404);
    const leftOut = await get<PunchStatusAnswer[]>('Admin', `/api/punches/status?employeeIds=${other.people.managed}`);
    expect(leftOut.body).toEqual([]);
  });

  it('pushes a kiosk punch’s status to the live streams that reach the employee, and the recalculated days', async () => {
    const streams: LiveStream[] = [];
    const open = async (token: string) => {
      const stream = await openLiveStream(testApp.url, token);
      streams.push(stream);
      expect(stream.answer.status).toBe(200);
      expect(stream.answer.headers.get('content-type')).toMatch(/^text\/event-stream/);
      await stream.next((e) => e.event === 'ready', 10_000);
      return stream;
    };
    try {
      const admin = await open(tokens.Admin);
      const supervisor = await open(tokens.Supervisor);
      const employee = await open(tokens.Employee);
      const theirs = await open(otherTokens.Admin);

      // the Employee's own punch reaches their stream and their Supervisor's
      const ownPunch = await punch(device, 6300, 3);
      await employee.next(namesPunch(ownPunch), 10_000);
      await supervisor.next(namesPunch(ownPunch), 10_000);
      // the outside clerk punches, then the managed picker: a stream gets its events in order
      const outsidePunch = await punch(device, 6302, 2);
      await admin.next(namesPunch(outsidePunch), 10_000);
      const managedPunch = await punch(device, 6301, 1);
      // the punch's day in Auckland (the day before today for a minute after midnight)
      const punchedOn = DateTime.now().minus({ minutes: 1 }).setZone(AUCKLAND).toISODate();
      const pushed = await supervisor.next(namesPunch(managedPunch), 10_000);
      expect(JSON.parse(pushed.data)).toEqual({
        employees: [
          {
            employeeId: co.people.managed,
            status: outOrNoPunch(1),
            lastPunch: { id: managedPunch, punchTime: expect.any(String), positionId: null, jobId: null },
          },
        ],
      });
      await admin.next(namesPunch(managedPunch), 10_000);
      // the outside clerk in again: In, what the status call says
      const clerkIn = JSON.parse((await admin.next(namesPunch(outsidePunch), 1)).data) as PunchStatusEvent;
      expect(clerkIn.employees[0]?.status).toBe('In');
      expect((await get<PunchStatusAnswer>('Admin', `/api/punches/status/${co.people.outside}`)).body.status).toBe(
        'In',
      );

      // recalculation pushes the days it changed: the punch's day among them (a push of the days the set-up's
      // schedule and leave changed can come first, and names other days)
      const daysOf = (stream: LiveStream, employeeId: string, date?: string) =>
        stream.next(
          (e) =>
            e.event === 'days-calculated' &&
            (JSON.parse(e.data) as DaysCalculatedEvent).employees.some(
              (x) => x.employeeId === employeeId && (date === undefined || x.dates.includes(date)),
            ),
          10_000,
        );
      const days = JSON.parse(
        (await daysOf(supervisor, co.people.managed, punchedOn ?? '')).data,
      ) as DaysCalculatedEvent;
      expect(days.employees.find((x) => x.employeeId === co.people.managed)?.dates).toContain(punchedOn);

      // another company's punch reaches their stream only
      const theirPunch = await punch(otherDevice, 6401, 1);
      await theirs.next(namesPunch(theirPunch), 10_000);
      await daysOf(admin, co.people.outside);
      const ids = (stream: LiveStream) =>
        [
          ...stream.dataOf<PunchStatusEvent>('punch-status'),
          ...stream.dataOf<DaysCalculatedEvent>('days-calculated'),
        ].flatMap((d) => d.employees.map((x) => x.employeeId));
      expect(new Set(ids(supervisor))).toEqual(new Set([co.people.employee, co.people.managed]));
      expect(new Set(ids(employee))).toEqual(new Set([co.people.employee]));
      expect(ids(theirs).every((id) => id === other.people.managed)).toBe(true);
      expect(ids(admin)).not.toContain(other.people.managed);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('pushes the punch status a punch moved or deleted on the timesheet leaves, as a kiosk punch does', async () => {
    const person = co.people.supervisor;
    const stream = await openLiveStream(testApp.url, tokens.Admin);
    type Pushed = PunchStatusEvent['employees'][number];
    /**
     * The first punch-status event about `person` from the `from`-th event on that shows `edit` done; it says what
     * the status call says. (A push the server sent just before the edit can arrive after `from`: it shows the
     * state before, so it does not count.)
     */
    const pushedFrom = async (from: number, edit: (mine: Pushed) => boolean) => {
      const mineIn = (e: { data: string }) =>
        (JSON.parse(e.data) as PunchStatusEvent).employees.find((x) => x.employeeId === person);
      const event = await stream.next((e) => {
        if (stream.events.indexOf(e) < from || e.event !== 'punch-status') return false;
        const mine = mineIn(e);
        return mine !== undefined && edit(mine);
      }, 10_000);
      const mine = mineIn(event);
      expect(mine?.status).toBe((await get<PunchStatusAnswer>('Admin', `/api/punches/status/${person}`)).body.status);
      return mine;
    };
    /** Sends a timesheet edit and answers the stream's first punch-status event about `person` showing it done. */
    const edited = async (path: string, body: Record<string, unknown>, edit: (mine: Pushed) => boolean) => {
      const from = stream.events.length;
      const answer = await call(testApp, 'POST', path, { token: tokens.Admin, body: { employeeId: person, ...body } });
      expect(answer.status).toBe(200);
      return pushedFrom(from, edit);
    };
    try {
      await stream.next((e) => e.event === 'ready', 10_000);
      const inPunch = await punch(device, 6303, 30);
      const outPunch = await punch(device, 6303, 20);
      await stream.next(namesPunch(outPunch), 10_000);

      // the out punch deleted on the timesheet: the in punch is the last again
      const afterDelete = await edited(
        '/timesheet/deleteSinglePunch',
        { punchId: outPunch },
        (mine) => mine.lastPunch?.id !== outPunch,
      );
      expect(afterDelete?.lastPunch?.id).toBe(inPunch);
      // the in punch moved five minutes later: its new time is pushed
      const moved = DateTime.now().minus({ minutes: 25 }).setZone(AUCKLAND);
      const movedTime = moved.startOf('minute').toUTC().toISO({ suppressMilliseconds: false });
      const afterMove = await edited(
        '/timesheet/saveSinglePunch',
        { id: inPunch, day: moved.toISODate(), punchTime: moved.toFormat('HH:mm') },
        (mine) => mine.lastPunch?.punchTime === movedTime,
      );
      expect(afterMove?.lastPunch).toMatchObject({ id: inPunch, punchTime: movedTime });
      // and deleted: no punch left (the status is what the status call says: Leave on their day of leave, above)
      const afterLast = await edited('/timesheet/deleteSinglePunch', { punchId: inPunch }, (mine) => !mine.lastPunch);
      expect(afterLast?.lastPunch).toBeNull();
      expect(afterLast?.status).not.toBe('In');
    } finally {
      stream.close();
    }
  });

  it('refuses a stream without a token, and ends one asked to at once', async () => {
    expect((await fetch(`${testApp.url}/api/live-updates`)).status).toBe(401);
    const once = await fetch(`${testApp.url}/api/live-updates?maxSeconds=0`, {
      headers: { authorization: `Bearer ${tokens.Employee}` },
    });
    expect(once.status).toBe(200);
    expect(parseServerEvents(await once.text()).events).toEqual([
      { event: 'ready', data: JSON.stringify({ companyId: co.companyId }) },
    ]);
  });
});
