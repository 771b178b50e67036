import { jest } from '@jest/globals';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { clockStartsAt } from '../support/clock-starts-at.js';
import { recalcSettled } from '../support/recalc-fixture.js';
import type { TestApp } from '../support/test-app.js';
import { call, createCompany, signIn, startThinPath, type TestCompany, waitFor } from '../support/thin-path-fixture.js';

jest.setTimeout(90_000);

// Written for Sunday 22 November 2026 in Auckland: this week's pay period (16–22 November) is closed below.
clockStartsAt('2026-11-22T12:00:00+13:00');

interface Refusal {
  statusCode: number;
  message: string;
  detail?: string;
}
interface ByShift {
  message: string;
  employees: number;
  days: number;
  closedDays: number;
}
interface Section {
  id: string;
  start: string;
  labelName?: string | null;
  colorCode?: string | null;
  breakMinutes?: number;
  shiftId?: string | null;
  type?: number | null;
}

/**
 * POST /standardshifts/handleScheduleByShift: after a shift definition is edited or deleted, the roster's days it was
 * placed on follow it (each section holds its own copy of the shift until then).
 */
describe('handleScheduleByShift', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let other: TestCompany;
  let admin: string;
  let otherAdmin: string;
  let scheduling: DataSource;
  let early = '';
  let otherShift = '';
  let templateId = '';
  /** the template's Wednesdays it generated with the shift */
  let wednesdays = 0;

  const post = <T = Refusal>(path: string, body: unknown, token = admin) =>
    call<T & Refusal>(testApp, 'POST', path, { token, body });
  const byShift = (body: Record<string, unknown>, token = admin) =>
    post<ByShift>('/standardshifts/handleScheduleByShift', body, token);
  const sectionsOn = async (employeeId: string, date: string) =>
    (
      (await scheduling.query(`SELECT sections FROM scheduling.schedule_days WHERE employee_id = $1 AND date = $2`, [
        employeeId,
        date,
      ])) as { sections: Section[] }[]
    )[0]?.sections ?? null;
  const templateOf = async (employeeId: string, date: string) =>
    (
      (await scheduling.query(`SELECT template_id FROM scheduling.schedule_days WHERE employee_id = $1 AND date = $2`, [
        employeeId,
        date,
      ])) as { template_id: string | null }[]
    )[0]?.template_id;
  const events = async () =>
    (
      (await scheduling.query(
        `SELECT count(*)::int AS n FROM scheduling.outbox WHERE type = 'schedule.day.changed.v1'`,
      )) as { n: number }[]
    )[0]?.n ?? 0;
  const add = (employeeId: string, ruleDate: string, shiftId = early, token = admin) =>
    post('/standardshifts/newSave', { employeeId, ruleDate, baseShiftWorksectionId: shiftId }, token);
  const looks = (s: Section | undefined) => s && [s.labelName, s.colorCode, s.breakMinutes];

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'RBA', 8800);
    other = await createCompany(testApp, 'RBB', 8900);
    admin = await signIn(testApp, company.adminEmail);
    otherAdmin = await signIn(testApp, other.adminEmail);
    scheduling = testApp.app.get<DataSource>(getDataSourceToken('scheduling'), { strict: false });
    await waitFor(testApp, async () => {
      const rows = (await scheduling.query(`SELECT count(*)::int AS n FROM scheduling.employees`)) as { n: number }[];
      return rows[0]?.n === 4;
    });
    const positionOf = async (employeeId: string) =>
      (
        (await scheduling.query(`SELECT department_id FROM scheduling.employees WHERE id = $1`, [employeeId])) as {
          department_id: string;
        }[]
      )[0]?.department_id;
    early = (
      await post<{ id: string }>('/standardshifts/newShift', {
        departmentId: await positionOf(company.employeeId),
        startTime: '06:00',
        endTime: '12:00',
        labelName: 'Early',
        colorCode: '#52C41A',
      })
    ).body.id;
    otherShift = (
      await post<{ id: string }>(
        '/standardshifts/newShift',
        { departmentId: await positionOf(other.employeeId), startTime: '06:00', endTime: '12:00', labelName: 'Theirs' },
        otherAdmin,
      )
    ).body.id;

    // placed on the roster: this week (closed below) and the next two
    for (const date of ['2026-11-20', '2026-11-24', '2026-11-25', '2026-12-01'])
      expect((await add(company.employeeId, date)).status).toBe(200);
    expect((await add(company.otherEmployeeId, '2026-11-24')).status).toBe(200);
    expect((await add(other.employeeId, '2026-11-24', otherShift, otherAdmin)).status).toBe(200);
    // a locked entry of the shift, set on the employee schedule
    const locked = await post('/schedule/saveEmployeeCustomSchedule', {
      employeeId: company.otherEmployeeId,
      ruleVos: [
        {
          ruleDay: '2026-11-26',
          isOffDay: false,
          workSections: [{ startTime: '06:00', endTime: '12:00', type: 2, baseShiftWorksectionId: early }],
        },
      ],
    });
    expect(locked.status).toBe(200);
    // a template whose Wednesdays were made from the shift, generating the other employee's days
    const saved = await post<{ id: string }>('/schedule/save', {
      name: 'Wednesdays early',
      employeeIds: [company.otherEmployeeId],
      periodType: 'Weekly',
      startDate: '2026-11-23',
      scheduleType: 'template',
      scheduleRules: Array.from({ length: 7 }, (_, i) => ({
        num: i + 1,
        isOffDay: i !== 2,
        workSections:
          i === 2 ? [{ startTime: '06:00', endTime: '12:00', labelName: 'Early', baseShiftWorksectionId: early }] : [],
      })),
    });
    expect(saved.status).toBe(200);
    templateId = saved.body.id;

    const periods = await call<{ id: string; fromDate: string }[]>(testApp, 'GET', '/api/pay-periods', {
      token: admin,
    });
    const thisWeek = periods.body.find((p) => p.fromDate === '2026-11-16');
    // closing refuses while any day of the period is queued for recalculation (the template's days queue some)
    await recalcSettled(testApp);
    expect((await post(`/api/pay-periods/${thisWeek?.id ?? ''}/close`, { reason: 'pay run' })).status).toBe(200);
    await waitFor(testApp, async () => {
      const rows = (await scheduling.query(`SELECT closed FROM scheduling.pay_periods WHERE id = $1`, [
        thisWeek?.id,
      ])) as { closed: boolean }[];
      return rows[0]?.closed === true;
    });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('gives the shift’s new colour, label and break to the days it was placed on from today, one event a day', async () => {
    expect(
      (
        await post('/standardshifts/updateBaseshift', {
          id: early,
          labelName: 'Dawn',
          colorCode: '#1890FF',
          breakTime: 30,
        })
      ).status,
    ).toBe(200);
    // the edit alone leaves the days as they were
    expect(looks((await sectionsOn(company.employeeId, '2026-11-24'))?.[0])).toEqual(['Early', '#52C41A', 0]);
    const before = await events();

    const answer = await byShift({ id: early });
    // employee: 24 and 25 Nov, 1 Dec; the other: 24 Nov and the template's Wednesdays 25 Nov … 20 Jan
    const generated = (await scheduling.query(
      `SELECT count(*)::int AS n FROM scheduling.schedule_days WHERE template_id = $1 AND NOT off_day`,
      [templateId],
    )) as { n: number }[];
    wednesdays = generated[0]?.n ?? 0;
    expect(wednesdays).toBeGreaterThan(4);
    expect(answer).toEqual({
      status: 200,
      body: { message: 'success', employees: 2, days: 3 + 1 + wednesdays, closedDays: 0 },
    });
    expect(await events()).toBe(before + 3 + 1 + wednesdays);
    for (const [employeeId, date] of [
      [company.employeeId, '2026-11-24'],
      [company.employeeId, '2026-12-01'],
      [company.otherEmployeeId, '2026-11-25'],
    ] as const) {
      const [section] = (await sectionsOn(employeeId, date)) ?? [];
      expect(looks(section)).toEqual(['Dawn', '#1890FF', 30]);
      expect(section).toMatchObject({ start: '06:00', shiftId: early });
    }
    // a generated day is still the template's (the change is the shift's, not a hand edit)
    expect(await templateOf(company.otherEmployeeId, '2026-11-25')).toBe(templateId);
    // a locked entry, a past day in the closed period, another company's day: as they were
    expect(looks((await sectionsOn(company.otherEmployeeId, '2026-11-26'))?.[0])).toEqual([undefined, undefined, 0]);
    expect(looks((await sectionsOn(company.employeeId, '2026-11-20'))?.[0])).toEqual(['Early', '#52C41A', 0]);
    expect((await sectionsOn(other.employeeId, '2026-11-24'))?.[0]?.labelName).toBe('Theirs');

    // done twice, nothing more changes
    expect((await byShift({ id: early })).body).toMatchObject({ employees: 0, days: 0 });
    expect(await events()).toBe(before + 3 + 1 + wednesdays);
  });

  it('leaves days in a closed pay period as they are and counts them, when the dates reach into it', async () => {
    const answer = await byShift({ id: early, fromDate: '2026-11-16', toDate: '2026-11-22' });
    expect(answer.body).toEqual({ message: 'success', employees: 0, days: 0, closedDays: 1 });
    expect(looks((await sectionsOn(company.employeeId, '2026-11-20'))?.[0])).toEqual(['Early', '#52C41A', 0]);
  });

  it('refuses another company’s shift, reversed dates and an unknown action, writing nothing', async () => {
    const before = await events();
    const foreign = await byShift({ id: otherShift });
    expect([foreign.status, foreign.body.message]).toEqual([404, 'notFound']);
    // deleting by another company's shift id reaches none of their days
    expect((await byShift({ id: otherShift, action: 'delete' })).body).toMatchObject({ days: 0 });
    expect((await sectionsOn(other.employeeId, '2026-11-24'))?.map((s) => s.labelName)).toEqual(['Theirs']);
    const reversed = await byShift({ id: early, fromDate: '2026-12-02', toDate: '2026-12-01' });
    expect([reversed.status, reversed.body.message]).toEqual([400, 'rangeReversed']);
    expect((await byShift({ id: early, action: 'move' })).status).toBe(400);
    expect(await events()).toBe(before);
  });

  it('takes a deleted shift off the days it was on, up to the date given, locked entries kept', async () => {
    expect((await post('/standardshifts/delBaseshift', { id: early })).status).toBe(200);
    const firstWeek = await byShift({ id: early, action: 'delete', toDate: '2026-11-29' });
    // employee: 24, 25 Nov; the other: 24 Nov and the template's 25 Nov
    expect(firstWeek.body).toEqual({ message: 'success', employees: 2, days: 4, closedDays: 0 });
    expect(await sectionsOn(company.employeeId, '2026-11-24')).toEqual([]);
    expect(await sectionsOn(company.otherEmployeeId, '2026-11-25')).toEqual([]);
    expect((await sectionsOn(company.employeeId, '2026-12-01'))?.map((s) => s.labelName)).toEqual(['Dawn']);
    expect((await sectionsOn(company.otherEmployeeId, '2026-11-26'))?.map((s) => s.type)).toEqual([2]);
    // the rest: the employee's 1 December and the template's later Wednesdays
    const rest = await byShift({ id: early, action: 'delete' });
    expect(rest.body).toEqual({ message: 'success', employees: 2, days: 1 + wednesdays - 1, closedDays: 0 });
    expect(await sectionsOn(company.employeeId, '2026-12-01')).toEqual([]);
  });
});
