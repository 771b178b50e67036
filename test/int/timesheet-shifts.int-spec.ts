// The timesheet's shifts (issue 11): POST /timesheet/saveShiftCard and /timesheet/deleteCustomSchedule change the
// employee's schedule day through scheduling's day writer; calculation recalculates the day, and the timesheet
// shows the shift with its section id and fields, and explains each pair's and pay type's minutes.
import { jest } from '@jest/globals';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { PeriodResponse } from '@rollcall/api-client';
import type { DataSource } from 'typeorm';
import { clockStartsAt } from '../support/clock-starts-at.js';
import { postForm, signInAs } from '../support/org-fixture.js';
import type { TestApp } from '../support/test-app.js';
import { call, createCompany, signIn, startThinPath, type TestCompany, waitFor } from '../support/thin-path-fixture.js';
import { recalcSettled } from '../support/recalc-fixture.js';

jest.setTimeout(90_000);

const CONFLICT = 'Oops,Schedule conflict,please add a new shift.';
const CLOSED =
  "Oops! The selected date is within a closed pay period. If you wish to make any changes, please re-open the period in the 'Payroll Transfer' page.";

// Written for Sunday 29 November 2026 in Auckland: the week of 16–22 November is closed below, 23–29 is open.
clockStartsAt('2026-11-29T12:00:00+13:00');

interface Refusal {
  statusCode: number;
  message: string;
  detail?: string;
  details?: { field: string; message: string }[];
}
interface Saved {
  success: boolean;
  message: string;
  workSectionId: string | null;
  eventIds: string[];
}
interface StoredSection {
  id: string;
  start: string;
  end: string;
  breakMinutes?: number;
  labelName?: string | null;
}

describe('shifts on the timesheet', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let other: TestCompany;
  let admin: string;
  let employee: string;
  let supervisor: string;
  let otherAdmin: string;
  let scheduling: DataSource;

  const save = (body: Record<string, unknown>, token = admin) =>
    call<Saved & Refusal>(testApp, 'POST', '/timesheet/saveShiftCard', { token, body });
  const remove = (body: Record<string, unknown>, token = admin) =>
    call<Saved & Refusal>(testApp, 'POST', '/timesheet/deleteCustomSchedule', { token, body });
  const stored = async (employeeId: string, date: string) =>
    (
      (await scheduling.query(
        `SELECT off_day AS "offDay", sections FROM scheduling.schedule_days WHERE employee_id = $1 AND date = $2`,
        [employeeId, date],
      )) as { offDay: boolean; sections: StoredSection[] }[]
    )[0] ?? null;
  const dayEvents = async () =>
    (
      (await scheduling.query(
        `SELECT count(*)::int AS n FROM scheduling.outbox WHERE type = 'schedule.day.changed.v1'`,
      )) as { n: number }[]
    )[0]?.n ?? 0;
  const timesheet = async (employeeId: string, fromT: string, endT: string, token = admin) =>
    call<PeriodResponse>(
      testApp,
      'GET',
      `/api/timesheet/getPunchRecords?employeeId=${employeeId}&fromT=${fromT}&endT=${endT}`,
      {
        token,
      },
    );
  /** Waits until calculation has the day's schedule as scheduling now stores it, and no day of it is queued. */
  const calculated = (employeeId: string, date: string, sections: number) =>
    waitFor(testApp, async (ds) => {
      const [row] = (await ds.query(
        `SELECT jsonb_array_length(s.sections) AS n,
                (SELECT count(*)::int FROM calculation.recalc_queue q WHERE q.employee_id = $1) AS queued
           FROM calculation.schedule_days s WHERE s.employee_id = $1 AND s.date = $2`,
        [employeeId, date],
      )) as { n: number; queued: number }[];
      return row?.n === sections && row.queued === 0;
    });
  const punch = (id: string, punchTime: string) =>
    call(testApp, 'POST', '/api/kiosk-punches', {
      headers: { 'x-device-token': company.deviceToken },
      body: { deviceId: 'kiosk', devicePunchId: id, clockId: company.clockId, punchTime },
    });

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'TSH', 9100);
    other = await createCompany(testApp, 'TSI', 9200);
    admin = await signIn(testApp, company.adminEmail);
    employee = await signIn(testApp, company.employeeEmail);
    otherAdmin = await signIn(testApp, other.adminEmail);
    supervisor = await signInAs(testApp, company.companyId, 'Supervisor', 'sup@tsh.test');
    scheduling = testApp.app.get<DataSource>(getDataSourceToken('scheduling'), { strict: false });
    await waitFor(testApp, async () => {
      const rows = (await scheduling.query(`SELECT count(*)::int AS n FROM scheduling.employees`)) as { n: number }[];
      return rows[0]?.n === 4;
    });
    // reading a week's timesheet makes its pay period
    expect((await timesheet(company.employeeId, '2026-11-16', '2026-11-22')).status).toBe(200);
    const periods = await call<{ id: string; fromDate: string }[]>(testApp, 'GET', '/api/pay-periods', {
      token: admin,
    });
    const closedWeek = periods.body.find((p) => p.fromDate === '2026-11-16');
    if (!closedWeek) throw new Error(`no pay period 16–22 November: ${JSON.stringify(periods.body)}`);
    await recalcSettled(testApp);
    const closing = await call(testApp, 'POST', `/api/pay-periods/${closedWeek.id}/close`, {
      token: admin,
      body: { reason: 'pay run 47' },
    });
    expect(closing.status).toBe(200);
    await waitFor(testApp, async () => {
      const rows = (await scheduling.query(`SELECT closed FROM scheduling.pay_periods WHERE id = $1`, [
        closedWeek.id,
      ])) as { closed: boolean }[];
      return rows[0]?.closed === true;
    });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('adds a shift to the day, and the timesheet shows it with its section id, fields and explanations', async () => {
    const events = await dayEvents();
    const answer = await save({
      employeeId: company.employeeId,
      day: '2026-11-23',
      create: true,
      startTime: '08:00',
      endTime: '16:30',
      breakTime: 30,
      allowEA: false,
      reason: 'covering for Sam',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: 'success' });
    const sectionId = answer.body.workSectionId;
    expect(sectionId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await stored(company.employeeId, '2026-11-23'))?.sections).toEqual([
      expect.objectContaining({ id: sectionId, start: '08:00', end: '16:30', breakMinutes: 30 }),
    ]);
    expect(await dayEvents()).toBe(events + 1);
    // the day's event and its history's: the timesheet asks with them until calculation has taken both in
    expect(answer.body.eventIds).toHaveLength(2);
    await waitFor(testApp, async () => {
      const read = await call<PeriodResponse>(
        testApp,
        'GET',
        `/api/timesheet/getPunchRecords?employeeId=${company.employeeId}&fromT=2026-11-23&endT=2026-11-23&awaiting=${answer.body.eventIds.join(',')}`,
        { token: admin },
      );
      return read.status === 200 && read.body.awaitingEvents === 0;
    });

    // Monday 23 November: in 08:02, out 16:35 (the default pay group accepts neither early arrival nor late
    // departure and has no grace): paid 08:02–16:30 = 508 min, less the 30 min break = 478 min (7.97 h).
    await punch('sh-in-1', '2026-11-22T19:02:00Z');
    await punch('sh-out-1', '2026-11-23T03:35:00Z');
    await calculated(company.employeeId, '2026-11-23', 1);
    await waitFor(testApp, async (ds) => {
      const rows = (await ds.query(
        `SELECT punch_count FROM calculation.calculated_days WHERE employee_id = $1 AND date = '2026-11-23'`,
        [company.employeeId],
      )) as { punch_count: number }[];
      return rows[0]?.punch_count === 2;
    });
    const read = await timesheet(company.employeeId, '2026-11-23', '2026-11-29');
    expect(read.status).toBe(200);
    const monday = read.body.timeSheets[0];
    const [shift] = monday?.workShifts ?? [];
    expect(shift).toMatchObject({
      schId: sectionId,
      startTime: '08:00',
      endTime: '16:30',
      isScheduled: true,
      paidMinutes: 478,
      deductTime: 30,
      section: expect.objectContaining({ breakTime: 30, startTimeType: 'Today', endTimeType: 'Today' }),
    });
    expect(shift?.explain).toEqual([expect.stringContaining('Deducted the scheduled break of 30 min (0.50 h)')]);
    expect(shift?.punchPairs[0]).toMatchObject({ paidFrom: '08:02', paidTo: '16:30', worktime: 508 });
    expect(shift?.punchPairs[0]?.explain).toEqual([
      'In 08:02, scheduled 08:00; late arrival (2 min); paid from 08:02.',
      expect.stringMatching(/^Out 16:35, scheduled 16:30; (late departure \(5 min\); )?paid to 16:30\.$/),
      'Paid to the scheduled end 16:30, not 16:35: late departure is not accepted.',
      expect.stringContaining('Paired in 08:02 with out 16:35'),
    ]);
    expect(monday?.payTypeTimes).toEqual([
      expect.objectContaining({
        code: 'ORD',
        minutes: 478,
        explain: ['Paid 478 min (7.97 h) as ordinary time (ORD).'],
        shiftKeys: [shift?.id],
      }),
    ]);
  });

  it('changes the shift by its section id, keeping the id; and accepts the legacy form encoding', async () => {
    const before = await stored(company.employeeId, '2026-11-23');
    const sectionId = before?.sections[0]?.id ?? '';
    const answer = await postForm<Saved>(testApp, '/timesheet/saveShiftCard', admin, [
      ['employeeId', company.employeeId],
      ['day', '2026-11-23'],
      ['create', 'false'],
      ['workSectionId', sectionId],
      ['startTime', '08:00'],
      ['endTime', '17:00'],
      ['breakTime', '45'],
      ['lunchWorkingThrough', 'false'],
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, workSectionId: sectionId });
    expect((await stored(company.employeeId, '2026-11-23'))?.sections).toEqual([
      expect.objectContaining({ id: sectionId, start: '08:00', end: '17:00', breakMinutes: 45 }),
    ]);
  });

  it('keeps who changed the shift, when, why, before and after, in the day’s history', async () => {
    const sectionId = (await stored(company.employeeId, '2026-11-23'))?.sections[0]?.id;
    const history = async () =>
      (
        await call<{
          rows: {
            entity: string;
            entityId: string;
            action: string;
            reason: string | null;
            changedBy: { email: string | null };
            before: Record<string, unknown> | null;
            after: Record<string, unknown> | null;
          }[];
        }>(testApp, 'GET', `/api/timesheet/history?employeeId=${company.employeeId}&day=2026-11-23`, { token: admin })
      ).body.rows.filter((r) => r.entity === 'shift');
    await waitFor(testApp, async () => (await history()).length === 2);
    const [changed, created] = await history();
    expect(created).toMatchObject({
      entityId: sectionId,
      action: 'created',
      reason: 'covering for Sam',
      changedBy: { email: company.adminEmail },
      before: null,
      after: expect.objectContaining({ schIn: '08:00', schOut: '16:30', breakMinutes: 30, allowEA: false }),
    });
    expect(changed).toMatchObject({
      entityId: sectionId,
      action: 'updated',
      before: expect.objectContaining({ schOut: '16:30', breakMinutes: 30 }),
      after: expect.objectContaining({ schOut: '17:00', breakMinutes: 45 }),
    });
  });

  it('finds the shift by its key when the section id is not sent', async () => {
    const answer = await save({
      employeeId: company.employeeId,
      day: '2026-11-23',
      create: false,
      workShiftId: '2026-11-23#0',
      startTime: '08:00',
      endTime: '16:30',
      breakTime: 30,
    });
    expect(answer.status).toBe(200);
    expect((await stored(company.employeeId, '2026-11-23'))?.sections).toEqual([
      expect.objectContaining({ start: '08:00', end: '16:30', breakMinutes: 30 }),
    ]);
    const unknown = await save({
      employeeId: company.employeeId,
      day: '2026-11-23',
      create: false,
      workShiftId: '2026-11-23#4',
      startTime: '08:00',
      endTime: '16:30',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: 'noSection', detail: 'The shift is no longer on that day.' });
    const unnamed = await save({
      employeeId: company.employeeId,
      day: '2026-11-23',
      create: false,
      startTime: '08:00',
      endTime: '16:30',
    });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.message).toBe('noShift');
  });

  it('refuses an overlapping shift, one overlapping the day before’s overnight shift, and an off day; writing nothing', async () => {
    const events = await dayEvents();
    const before = await stored(company.employeeId, '2026-11-23');
    const overlapping = await save({
      employeeId: company.employeeId,
      day: '2026-11-23',
      create: true,
      startTime: '16:00',
      endTime: '20:00',
    });
    expect(overlapping.status).toBe(409);
    expect(overlapping.body).toMatchObject({ message: 'conflict', detail: CONFLICT });

    // an overnight shift on Tuesday 24th, then an early one on Wednesday 25th that it runs into
    expect(
      (
        await save({
          employeeId: company.employeeId,
          day: '2026-11-24',
          create: true,
          startTime: '22:00',
          endTime: '06:00',
          endTimeType: 'NextDay',
        })
      ).status,
    ).toBe(200);
    const intoNight = await save({
      employeeId: company.employeeId,
      day: '2026-11-25',
      create: true,
      startTime: '05:00',
      endTime: '09:00',
    });
    expect(intoNight.status).toBe(409);
    expect(intoNight.body.message).toBe('conflict');

    await scheduling.query(
      `INSERT INTO scheduling.schedule_days (company_id, employee_id, date, off_day, sections)
       VALUES ($1, $2, '2026-11-26', true, '[]')`,
      [company.companyId, company.employeeId],
    );
    const offDay = await save({
      employeeId: company.employeeId,
      day: '2026-11-26',
      create: true,
      startTime: '09:00',
      endTime: '12:00',
    });
    expect(offDay.status).toBe(409);
    expect(offDay.body).toMatchObject({ message: 'offDay', detail: 'This is offday, cannot create rule!' });
    expect(await stored(company.employeeId, '2026-11-23')).toEqual(before);
    expect(await dayEvents()).toBe(events + 1);
  });

  it('refuses the §5 section rules, naming the field, with the spec’s messages', async () => {
    const answer = await save({
      employeeId: company.employeeId,
      day: '2026-11-27',
      create: true,
      startTime: '17:00',
      endTime: '09:00',
      overrideBreakCalculation: true,
      breakCalculationType: 'HoursAtWork',
      breakTriggerTime: 0,
      jobId: '0b6f2a9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual(
      expect.arrayContaining([
        { field: 'endTime', message: 'Sch Out must be later than Sch In!' },
        { field: 'breakTriggerTime', message: 'Break deduct time must be greater than 0.' },
        { field: 'taskId', message: 'Please select a task.' },
      ]),
    );
    const timeOfDay = await save({
      employeeId: company.employeeId,
      day: '2026-11-27',
      create: true,
      startTime: '09:00',
      endTime: '17:00',
      overrideBreakCalculation: true,
      breakCalculationType: 'TimeOfDay',
    });
    expect(timeOfDay.status).toBe(400);
    expect(timeOfDay.body.details).toEqual([{ field: 'breakStartTime', message: 'Break Start Time is required.' }]);
    const noTimes = await save({ employeeId: company.employeeId, day: '2026-11-27', create: true });
    expect(noTimes.status).toBe(400);
    expect(await stored(company.employeeId, '2026-11-27')).toBeNull();
  });

  it('deletes a scheduled shift, and the day is recalculated without it', async () => {
    const day = await stored(company.employeeId, '2026-11-24');
    const sectionId = day?.sections[0]?.id ?? '';
    const answer = await remove({ employeeId: company.employeeId, day: '2026-11-24', schId: sectionId });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: 'success', workSectionId: null });
    expect((await stored(company.employeeId, '2026-11-24'))?.sections).toEqual([]);
    await calculated(company.employeeId, '2026-11-24', 0);
    await waitFor(testApp, async (ds) => {
      const rows = (await ds.query(
        `SELECT action FROM calculation.timesheet_history WHERE entity = 'shift' AND entity_id = $1 ORDER BY changed_at`,
        [sectionId],
      )) as { action: string }[];
      return rows.map((r) => r.action).join() === 'created,deleted';
    });
    const again = await remove({ employeeId: company.employeeId, day: '2026-11-24', schId: sectionId });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('noSection');
  });

  it('saves an unscheduled shift as a schedule', async () => {
    // Saturday 28 November: unscheduled work 10:00–14:00, then saved as a schedule from its times
    await punch('sh-in-2', '2026-11-27T21:00:00Z');
    await punch('sh-out-2', '2026-11-28T01:00:00Z');
    await waitFor(testApp, async (ds) => {
      const rows = (await ds.query(
        `SELECT punch_count FROM calculation.calculated_days WHERE employee_id = $1 AND date = '2026-11-28'`,
        [company.employeeId],
      )) as { punch_count: number }[];
      return rows[0]?.punch_count === 2;
    });
    const read = await timesheet(company.employeeId, '2026-11-28', '2026-11-28');
    const [unscheduled] = read.body.timeSheets[0]?.unScheduledShifts ?? [];
    expect(unscheduled).toMatchObject({
      id: '2026-11-28#u0',
      isScheduled: false,
      startTime: '10:00',
      endTime: '14:00',
    });
    const answer = await save({
      employeeId: company.employeeId,
      day: '2026-11-28',
      create: true,
      saveAsShift: true,
      workShiftId: unscheduled?.id,
      startTime: unscheduled?.startTime,
      endTime: unscheduled?.endTime,
    });
    expect(answer.status).toBe(200);
    await calculated(company.employeeId, '2026-11-28', 1);
    const after = await timesheet(company.employeeId, '2026-11-28', '2026-11-28');
    expect(after.body.timeSheets[0]?.workShifts).toEqual([
      expect.objectContaining({ schId: answer.body.workSectionId, startTime: '10:00', endTime: '14:00' }),
    ]);
    expect(after.body.timeSheets[0]?.unScheduledShifts).toEqual([]);
  });

  it('refuses a closed pay period with the spec’s message, writing nothing', async () => {
    const events = await dayEvents();
    const added = await save({
      employeeId: company.employeeId,
      day: '2026-11-18',
      create: true,
      startTime: '09:00',
      endTime: '17:00',
    });
    expect(added.status).toBe(409);
    expect(added.body).toMatchObject({ message: 'periodClosed', detail: CLOSED });
    expect(await stored(company.employeeId, '2026-11-18')).toBeNull();
    const removed = await remove({
      employeeId: company.employeeId,
      day: '2026-11-18',
      schId: '0b6f2a9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
    });
    expect(removed.status).toBe(409);
    expect(removed.body.detail).toBe(CLOSED);
    expect(await dayEvents()).toBe(events);
  });

  it('refuses the Employee role, a Supervisor outside their nodes and another company’s employee', async () => {
    const body = {
      employeeId: company.employeeId,
      day: '2026-11-27',
      create: true,
      startTime: '09:00',
      endTime: '12:00',
    };
    expect((await save(body, employee)).status).toBe(403);
    expect((await save(body, supervisor)).status).toBe(403);
    const foreign = await save(body, otherAdmin);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('noEmployee');
    expect(await stored(company.employeeId, '2026-11-27')).toBeNull();
  });

  it('applies two concurrent additions in turn: the second sees the first and is refused when they overlap', async () => {
    const [a, b] = await Promise.all([
      save({
        employeeId: company.otherEmployeeId,
        day: '2026-11-27',
        create: true,
        startTime: '09:00',
        endTime: '13:00',
      }),
      save({
        employeeId: company.otherEmployeeId,
        day: '2026-11-27',
        create: true,
        startTime: '12:00',
        endTime: '16:00',
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await stored(company.otherEmployeeId, '2026-11-27'))?.sections).toHaveLength(1);
    const [c, d] = await Promise.all([
      save({
        employeeId: company.otherEmployeeId,
        day: '2026-11-25',
        create: true,
        startTime: '06:00',
        endTime: '10:00',
      }),
      save({
        employeeId: company.otherEmployeeId,
        day: '2026-11-25',
        create: true,
        startTime: '13:00',
        endTime: '17:00',
      }),
    ]);
    expect([c.status, d.status]).toEqual([200, 200]);
    expect((await stored(company.otherEmployeeId, '2026-11-25'))?.sections).toHaveLength(2);
  });
});
