import { jest } from '@jest/globals';
import { getDataSourceToken } from '@nestjs/typeorm';
import { seedDemoHolidays } from '@rollcall/organisation';
import { ScheduleTemplatesService } from '@rollcall/scheduling';
import type { DataSource } from 'typeorm';
import { clockStartsAt } from '../support/clock-starts-at.js';
import type { TestApp } from '../support/test-app.js';
import { call, createCompany, signIn, startThinPath, type TestCompany, waitFor } from '../support/thin-path-fixture.js';
import { recalcSettled } from '../support/recalc-fixture.js';

jest.setTimeout(120_000);

// Written for Sunday 22 November 2026 in Auckland: this week's pay period is 16–22 November; the horizon of
// 56 days reaches Sunday 17 January 2027.
clockStartsAt('2026-11-22T12:00:00+13:00');

interface Refusal {
  statusCode: number;
  message: string;
  detail?: string;
  details?: { field: string; message: string }[];
}
interface Section {
  id?: string | null;
  startTime: string;
  endTime: string;
  endTimeType?: string;
  breakTime?: number;
  jobId?: string;
}
interface Rule {
  id?: string;
  num: number;
  title?: string;
  isOffDay: boolean;
  workSections: Section[];
}
interface Template {
  id: string;
  name: string;
  employeeIds: string[];
  active: boolean;
  periodType: string;
  periods: number;
  days: number;
  startDate: string;
  workOnHoliday: boolean;
  scheduleRules: Rule[];
}
interface Day {
  date: string;
  off_day: boolean;
  sections: { start: string; end: string; endType?: string; id: string }[];
  template_id: string | null;
}

const DAY: Section = { startTime: '08:00', endTime: '16:30', breakTime: 30 };
const NIGHT: Section = { startTime: '22:00', endTime: '06:00', endTimeType: 'NextDay', breakTime: 30 };

/** A fortnight: weekdays of week 1 by day, weekdays of week 2 by night (Monday to Thursday), weekends off. */
function fortnight(): Rule[] {
  return Array.from({ length: 14 }, (_, i) => {
    const weekday = i % 7;
    if (weekday >= 5) return { num: i + 1, isOffDay: true, workSections: [] };
    if (i >= 7 && weekday < 4) return { num: i + 1, isOffDay: false, workSections: [NIGHT] };
    return { num: i + 1, isOffDay: false, workSections: [DAY] };
  });
}

describe('schedule templates and the employee schedule', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let other: TestCompany;
  let admin: string;
  let employee: string;
  let otherAdmin: string;
  let scheduling: DataSource;
  let templateId = '';

  const post = <T = Refusal>(path: string, body: unknown, token = admin) =>
    call<T & Refusal>(testApp, 'POST', path, { token, body });
  const get = <T>(path: string, token = admin) => call<T>(testApp, 'GET', path, { token });
  const save = (body: Record<string, unknown>, token = admin) =>
    post<{ message: string; id: string; daysWritten: number }>('/schedule/save', body, token);
  const template = (overrides: Record<string, unknown> = {}) => ({
    name: 'Fortnight A',
    employeeIds: [company.employeeId, company.otherEmployeeId],
    periodType: 'Fortnightly',
    startDate: '2026-11-23',
    workOnHoliday: false,
    scheduleType: 'template',
    scheduleRules: fortnight(),
    ...overrides,
  });
  const days = async (employeeId: string, from = '2026-11-01', to = '2027-02-28') =>
    (await scheduling.query(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date, off_day, sections, template_id FROM scheduling.schedule_days
        WHERE employee_id = $1 AND date BETWEEN $2 AND $3 ORDER BY date`,
      [employeeId, from, to],
    )) as Day[];
  const dayOf = async (employeeId: string, date: string) => (await days(employeeId, date, date))[0];
  const dayEvents = async () =>
    (
      (await scheduling.query(
        `SELECT count(*)::int AS n FROM scheduling.outbox WHERE type = 'schedule.day.changed.v1'`,
      )) as {
        n: number;
      }[]
    )[0]?.n ?? 0;
  const templateCount = async () =>
    ((await scheduling.query(`SELECT count(*)::int AS n FROM scheduling.schedule_templates`)) as { n: number }[])[0]
      ?.n ?? 0;

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'STPA', 7200);
    other = await createCompany(testApp, 'STPB', 7300);
    admin = await signIn(testApp, company.adminEmail);
    employee = await signIn(testApp, company.employeeEmail);
    otherAdmin = await signIn(testApp, other.adminEmail);
    scheduling = testApp.app.get<DataSource>(getDataSourceToken('scheduling'), { strict: false });
    await seedDemoHolidays(testApp.app, company.companyId, new Date());
    await waitFor(testApp, async () => {
      const [row] = (await scheduling.query(
        `SELECT (SELECT count(*) FROM scheduling.employees)::int AS employees,
                (SELECT count(*) FROM scheduling.holidays WHERE date = '2026-12-25')::int AS christmas,
                (SELECT count(*) FROM scheduling.holidays)::int = (SELECT count(*) FROM organisation.holidays)::int
                  AS "allHolidays",
                (SELECT count(*) FROM scheduling.pay_groups)::int AS groups`,
      )) as { employees: number; christmas: number; allHolidays: boolean; groups: number }[];
      // every holiday heard before a template is saved: one heard later regenerates its days (more events)
      return row?.employees === 4 && row.christmas === 1 && row.allHolidays && row.groups === 2;
    });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('saves a fortnightly template with an overnight section and writes its employees’ days to the horizon', async () => {
    const eventsBefore = await dayEvents();
    const saved = await save(template());
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ message: 'success', daysWritten: 112 });
    templateId = saved.body.id;
    const written = await days(company.employeeId);
    expect(written).toHaveLength(56);
    expect(written[0]?.date).toBe('2026-11-23');
    expect(written.at(-1)?.date).toBe('2027-01-17');
    expect(written.every((d) => d.template_id === templateId)).toBe(true);
    expect(await dayEvents()).toBe(eventsBefore + 112);
    // Monday of week 1 by day, Monday of week 2 by night, Saturday off; Christmas (a Friday) is off: no work on holidays
    expect((await dayOf(company.employeeId, '2026-11-23'))?.sections).toMatchObject([{ start: '08:00', end: '16:30' }]);
    expect((await dayOf(company.employeeId, '2026-11-30'))?.sections).toMatchObject([
      { start: '22:00', end: '06:00', endType: 'NextDay' },
    ]);
    expect(await dayOf(company.employeeId, '2026-11-28')).toMatchObject({ off_day: true, sections: [] });
    expect(await dayOf(company.employeeId, '2026-12-25')).toMatchObject({ off_day: true, sections: [] });
    expect(await dayOf(company.employeeId, '2026-12-24')).toMatchObject({ off_day: false });
  });

  it('lists the company’s templates a page at a time and reads one with its rules', async () => {
    const page = await get<{
      rows: { id: string; name: string; startDate: string; periodType: string; active: boolean; employees: number }[];
      total: number;
    }>('/api/schedules?pageSize=10&search=fortnight');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      total: 1,
      rows: [
        {
          id: templateId,
          name: 'Fortnight A',
          startDate: '2026-11-23',
          periodType: 'Fortnightly',
          active: true,
          employees: 2,
        },
      ],
    });
    expect((await get<{ total: number }>('/api/schedules?status=false')).body.total).toBe(0);
    expect((await get<{ total: number }>('/api/schedules', otherAdmin)).body.total).toBe(0);
    expect((await get('/api/schedules?sort=colour')).status).toBe(400);
    const one = await get<Template>(`/api/schedules/${templateId}`);
    expect(one.body).toMatchObject({
      name: 'Fortnight A',
      periodType: 'Fortnightly',
      periods: 2,
      days: 7,
      active: true,
      employeeIds: [company.employeeId, company.otherEmployeeId].sort(),
    });
    expect(one.body.scheduleRules.map((r) => r.title).slice(0, 8)).toEqual([
      'Monday (week 1)',
      'Tuesday (week 1)',
      'Wednesday (week 1)',
      'Thursday (week 1)',
      'Friday (week 1)',
      'Saturday (week 1)',
      'Sunday (week 1)',
      'Monday (week 2)',
    ]);
    expect(one.body.scheduleRules[7]?.workSections[0]).toMatchObject({
      startTime: '22:00',
      endTime: '06:00',
      endTimeType: 'NextDay',
      breakTime: 30,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect((await get(`/api/schedules/${templateId}`, otherAdmin)).status).toBe(404);
    expect((await get(`/api/schedules/${templateId}`, employee)).status).toBe(200);
  });

  it('answers exist, timeclash, nextDay and the section rules with the spec’s texts, saving nothing', async () => {
    const before = { templates: await templateCount(), events: await dayEvents() };
    expect((await save(template({ name: ' fortnight a ', employeeIds: [] }))).body).toMatchObject({
      statusCode: 409,
      message: 'exist',
      detail: 'Warning: Name has existed.',
    });
    const clash = fortnight();
    clash[0] = { num: 1, isOffDay: false, workSections: [DAY, { startTime: '16:00', endTime: '18:00' }] };
    expect((await save(template({ name: 'Clash', scheduleRules: clash }))).body).toMatchObject({
      message: 'timeclash',
      detail: 'Warning: Scheduling conflicts!',
    });
    const twoNights = fortnight();
    twoNights[8] = {
      num: 9,
      isOffDay: false,
      workSections: [NIGHT, { ...NIGHT, startTime: '20:00', endTime: '21:00' }],
    };
    expect((await save(template({ name: 'Two nights', scheduleRules: twoNights }))).body).toMatchObject({
      message: 'nextDay',
      detail: 'Warning: Today Nextday schedule More than 1.',
    });
    const bad = fortnight();
    bad[0] = {
      num: 1,
      isOffDay: false,
      workSections: [{ startTime: '16:00', endTime: '08:00', jobId: company.companyId }],
    };
    bad[5] = { num: 6, isOffDay: true, workSections: [DAY] };
    const refused = await save(template({ name: 'Bad', scheduleRules: bad }));
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([
      { field: 'scheduleRules[0].workSections[0].endTime', message: 'Sch Out must be later than Sch In!' },
      { field: 'scheduleRules[0].workSections[0].taskId', message: 'Please select a task.' },
      { field: 'scheduleRules[5].workSections', message: 'This is offday, cannot create rule!' },
    ]);
    expect((await save(template({ name: '', startDate: '' }))).status).toBe(400);
    // a Custom layout past ten periods of 31 days is refused, where it was cut down to fit before
    const custom = { name: 'Custom', periodType: 'Custom', scheduleRules: [] };
    for (const [field, value, text] of [
      ['periods', 11, 'periods must be a whole number from 1 to 10'],
      ['days', 32, 'days must be a whole number from 1 to 31'],
      ['days', 0, 'days must be a whole number from 1 to 31'],
    ] as const) {
      const answer = await save(template({ ...custom, periods: 2, days: 5, [field]: value }));
      expect(answer.status).toBe(400);
      expect(answer.body.details).toEqual([{ field, message: text }]);
    }
    // another company's employee
    expect((await save(template({ name: 'Theirs', employeeIds: [other.employeeId] }))).body).toMatchObject({
      statusCode: 404,
      message: 'noEmployee',
    });
    // an Employee may not save templates
    expect((await save(template({ name: 'Mine' }), employee)).status).toBe(403);
    expect({ templates: await templateCount(), events: await dayEvents() }).toEqual(before);
  });

  it('refuses overnight sections for employees whose pay group pays on the finish day, naming them', async () => {
    const groups = await get<{ id: string }[]>('/api/pay-groups', otherAdmin);
    const group = groups.body[0];
    if (!group) throw new Error('no pay group');
    expect((await post('/paygroup/save', { id: group.id, payOnFinishDay: true }, otherAdmin)).status).toBe(200);
    await waitFor(testApp, async () => {
      const rows = (await scheduling.query(`SELECT pay_on_finish_day FROM scheduling.pay_groups WHERE id = $1`, [
        group.id,
      ])) as { pay_on_finish_day: boolean }[];
      return rows[0]?.pay_on_finish_day === true;
    });
    const refused = await save(template({ employeeIds: [other.employeeId] }), otherAdmin);
    expect(refused.body).toMatchObject({
      statusCode: 409,
      message: 'payOnFinishDayConflicts',
      detail: 'Warning: First0 Last0 has pay on finish day and cannot have an overnight shift.',
    });
    // day shifts only are fine
    const days = fortnight().map((r) => (r.workSections[0] === NIGHT ? { ...r, workSections: [DAY] } : r));
    expect((await save(template({ employeeIds: [other.employeeId], scheduleRules: days }), otherAdmin)).status).toBe(
      200,
    );
  });

  it('keeps days edited by hand when the template changes, and empties the days of an employee taken off it', async () => {
    const edited = await post('/schedule/saveEmployeeCustomSchedule', {
      employeeId: company.employeeId,
      ruleVos: [{ ruleDay: '2026-11-24', isOffDay: false, workSections: [{ startTime: '10:00', endTime: '14:00' }] }],
    });
    expect([edited.status, edited.body.message]).toEqual([200, 'success']);
    expect(await dayOf(company.employeeId, '2026-11-24')).toMatchObject({
      template_id: null,
      sections: [{ start: '10:00', end: '14:00' }],
    });
    const stored = (await get<Template>(`/api/schedules/${templateId}`)).body;
    const later = stored.scheduleRules.map((r) =>
      r.workSections[0]?.startTime === '08:00'
        ? { ...r, workSections: [{ ...r.workSections[0], startTime: '09:00' }] }
        : r,
    );
    const saved = await save(template({ id: templateId, employeeIds: [company.employeeId], scheduleRules: later }));
    expect(saved.status).toBe(200);
    expect((await dayOf(company.employeeId, '2026-11-23'))?.sections).toMatchObject([{ start: '09:00' }]);
    expect((await dayOf(company.employeeId, '2026-11-23'))?.sections[0]?.id).toBe(
      stored.scheduleRules[0]?.workSections[0]?.id,
    );
    expect(await dayOf(company.employeeId, '2026-11-24')).toMatchObject({
      template_id: null,
      sections: [{ start: '10:00' }],
    });
    // taken off: every future generated day emptied (still marked generated, so a next template may fill it)
    const removed = await days(company.otherEmployeeId);
    expect(removed).toHaveLength(56);
    expect(removed.every((d) => !d.off_day && d.sections.length === 0 && d.template_id === templateId)).toBe(true);
    // saving again without a change writes nothing
    const events = await dayEvents();
    expect(
      (await save(template({ id: templateId, employeeIds: [company.employeeId], scheduleRules: later }))).body
        .daysWritten,
    ).toBe(0);
    expect(await dayEvents()).toBe(events);
  });

  it('leaves closed pay periods as they are when generating, and refuses a hand edit there', async () => {
    const periods = await get<{ id: string; fromDate: string }[]>('/api/pay-periods');
    const thisWeek = periods.body.find((p) => p.fromDate === '2026-11-16');
    if (!thisWeek) throw new Error('no pay period for this week');
    await recalcSettled(testApp);
    expect((await post(`/api/pay-periods/${thisWeek.id}/close`, { reason: 'pay run' })).status).toBe(200);
    await waitFor(testApp, async () => {
      const rows = (await scheduling.query(`SELECT closed FROM scheduling.pay_periods WHERE id = $1`, [
        thisWeek.id,
      ])) as {
        closed: boolean;
      }[];
      return rows[0]?.closed === true;
    });
    const saved = await save(
      template({
        name: 'Daily',
        periodType: 'Daily',
        startDate: '2026-11-16',
        employeeIds: [company.otherEmployeeId],
        scheduleRules: [{ num: 1, isOffDay: false, workSections: [DAY] }],
      }),
    );
    expect(saved.status).toBe(200);
    const written = await days(company.otherEmployeeId, '2026-11-16', '2026-11-23');
    expect(written.map((d) => d.date)).toEqual(['2026-11-23']);
    const refused = await post('/schedule/saveEmployeeCustomSchedule', {
      employeeId: company.otherEmployeeId,
      ruleVos: [
        { ruleDay: '2026-11-23', isOffDay: true, workSections: [] },
        { ruleDay: '2026-11-20', isOffDay: true, workSections: [] },
      ],
    });
    expect(refused.body).toMatchObject({ statusCode: 409, message: 'periodClosed' });
    expect(await dayOf(company.otherEmployeeId, '2026-11-23')).toMatchObject({ off_day: false });
  });

  it('searches an employee’s schedule day by day for the people the caller reaches', async () => {
    const answer = await post<{
      scheduleRules: {
        ruleDay: string;
        isOffDay: boolean;
        isClosed: boolean;
        virtual: boolean;
        fromTemplate: boolean;
        workingHours: number;
        workSections: Section[];
      }[];
      closedPeriods: { startDay: string; endDay: string }[];
    }>('/schedule/searchEmployeeSchedule', {
      employeeId: company.employeeId,
      startDate: '2026-11-21',
      endDate: '2026-11-24',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.closedPeriods).toEqual([{ startDay: '2026-11-16', endDay: '2026-11-22' }]);
    expect(
      answer.body.scheduleRules.map((r) => [r.ruleDay, r.isClosed, r.virtual, r.fromTemplate, r.workingHours]),
    ).toEqual([
      ['2026-11-21', true, true, false, 0],
      ['2026-11-22', true, true, false, 0],
      ['2026-11-23', false, false, true, 7],
      ['2026-11-24', false, false, false, 4],
    ]);
    const own = await post(
      '/schedule/searchEmployeeSchedule',
      { employeeId: company.employeeId, startDate: '2026-11-21', endDate: '2026-11-24' },
      employee,
    );
    expect(own.status).toBe(200);
    const colleague = await post(
      '/schedule/searchEmployeeSchedule',
      { employeeId: company.otherEmployeeId, startDate: '2026-11-21', endDate: '2026-11-24' },
      employee,
    );
    expect(colleague.status).toBe(403);
    expect(
      (
        await post('/schedule/searchEmployeeSchedule', {
          employeeId: company.employeeId,
          startDate: '2026-11-01',
          endDate: '2027-01-10',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await post('/schedule/searchEmployeeSchedule', {
          employeeId: other.employeeId,
          startDate: '2026-11-21',
          endDate: '2026-11-24',
        })
      ).status,
    ).toBe(404);
    expect(
      (await post('/schedule/saveEmployeeCustomSchedule', { employeeId: company.employeeId, ruleVos: [] }, employee))
        .status,
    ).toBe(403);
  });

  it('deletes templates, emptying their future days; another company’s ids delete nothing', async () => {
    expect((await post('/schedule/delete', { ids: [templateId] }, otherAdmin)).body).toMatchObject({
      statusCode: 404,
      message: 'notFound',
    });
    expect((await post('/schedule/delete', { ids: [templateId] }, employee)).status).toBe(403);
    const deleted = await post('/schedule/delete', { ids: [templateId] });
    expect([deleted.status, deleted.body.message]).toEqual([200, 'success']);
    expect((await get(`/api/schedules/${templateId}`)).status).toBe(404);
    const future = await days(company.employeeId, '2026-11-26');
    expect(future.filter((d) => d.template_id === templateId).every((d) => d.sections.length === 0 && !d.off_day)).toBe(
      true,
    );
    expect(await dayOf(company.employeeId, '2026-11-24')).toMatchObject({
      template_id: null,
      sections: [{ start: '10:00' }],
    });
  });

  it('refuses the second of two saves of the same new name at once', async () => {
    const both = await Promise.all([
      save(template({ name: 'Twin', employeeIds: [] })),
      save(template({ name: 'twin', employeeIds: [] })),
    ]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  // last: moving the clock on expires the tokens signed in at the start
  it('extends the horizon day by day with the daily job, writing only the new days', async () => {
    const service = testApp.app.get(ScheduleTemplatesService, { strict: false });
    expect(await service.extendAll()).toBe(0);
    jest.setSystemTime(new Date('2026-11-25T12:00:00+13:00'));
    // three more days each for the daily template's employee and the other company's template's
    expect(await service.extendAll()).toBe(3 + 3);
    expect((await days(company.otherEmployeeId)).at(-1)?.date).toBe('2027-01-20');
    expect((await days(other.employeeId)).at(-1)?.date).toBe('2027-01-20');
  });
});
