import { jest } from '@jest/globals';
import { getDataSourceToken } from '@nestjs/typeorm';
import { EmployeeSchedulesService, ScheduleDayWriter, type DayWrite } from '@rollcall/scheduling';
import type { DataSource } from 'typeorm';
import { clockStartsAt } from '../support/clock-starts-at.js';
import { calcQuery, recalcOf, recalcSettled } from '../support/recalc-fixture.js';
import type { TestApp } from '../support/test-app.js';
import { call, createCompany, signIn, startThinPath, type TestCompany, waitFor } from '../support/thin-path-fixture.js';

jest.setTimeout(90_000);

const CLOSED_TEXT =
  "Oops! The selected date is within a closed pay period. If you wish to make any changes, please re-open the period in the 'Payroll Transfer' page.";

// Written for Sunday 22 November 2026 in Auckland: this week's pay period is 16–22 November.
clockStartsAt('2026-11-22T12:00:00+13:00');

describe('schedule days: the day writer, closed pay periods and checkPeriodClose', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let other: TestCompany;
  let admin: string;
  let employee: string;
  let scheduling: DataSource;

  const write = (companyId: string, days: DayWrite[]) =>
    scheduling.transaction((manager) =>
      testApp.app.get(ScheduleDayWriter, { strict: false }).write(manager, companyId, days),
    );
  const refusalOf = async (written: Promise<unknown>) => {
    const error = (await written.then(
      () => null,
      (e: unknown) => e,
    )) as { getStatus(): number; getResponse(): unknown } | null;
    if (!error) throw new Error('the write was not refused');
    return { status: error.getStatus(), body: error.getResponse() };
  };
  const storedDays = async (employeeId: string) =>
    (await scheduling.query(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date, off_day, sections, template_id FROM scheduling.schedule_days
        WHERE employee_id = $1 ORDER BY date`,
      [employeeId],
    )) as { date: string; off_day: boolean; sections: unknown[]; template_id: string | null }[];
  const dayEvents = async () =>
    (await scheduling.query(
      `SELECT payload FROM scheduling.outbox WHERE type = 'schedule.day.changed.v1' ORDER BY seq`,
    )) as {
      payload: {
        employeeId: string;
        date: string;
        offDay: boolean;
        sections: Record<string, unknown>[];
        sectionLabels?: (string | null)[];
        sectionIds?: string[];
      };
    }[];
  const checkPeriodClose = (token: string, body: Record<string, unknown>) =>
    call<boolean | { message: string; detail?: string }>(testApp, 'POST', '/standardshifts/checkPeriodClose', {
      token,
      body,
    });
  const day = (employeeId: string, date: string, sections: DayWrite['sections'] = []): DayWrite => ({
    employeeId,
    date,
    offDay: false,
    sections,
  });

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'SCHA', 7000);
    other = await createCompany(testApp, 'SCHB', 7100);
    admin = await signIn(testApp, company.adminEmail);
    employee = await signIn(testApp, company.employeeEmail);
    scheduling = testApp.app.get<DataSource>(getDataSourceToken('scheduling'), { strict: false });
    await waitFor(testApp, async () => {
      const rows = (await scheduling.query(`SELECT count(*)::int AS n FROM scheduling.employees`)) as { n: number }[];
      return rows[0]?.n === 4;
    });
    // close this week's pay period (16–22 November) of the first company; scheduling learns it from the event
    const periods = await call<{ id: string; fromDate: string }[]>(testApp, 'GET', '/api/pay-periods', {
      token: admin,
    });
    const thisWeek = periods.body.find((p) => p.fromDate === '2026-11-16');
    if (!thisWeek) throw new Error(`no pay period for this week: ${JSON.stringify(periods.body)}`);
    const closed = await call(testApp, 'POST', `/api/pay-periods/${thisWeek.id}/close`, {
      token: admin,
      body: { reason: 'pay run 47' },
    });
    expect(closed.status).toBe(200);
    await waitFor(testApp, async () => {
      const rows = (await scheduling.query(`SELECT closed FROM scheduling.pay_periods WHERE id = $1`, [
        thisWeek.id,
      ])) as { closed: boolean }[];
      return rows[0]?.closed === true;
    });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('keeps the employees, structure nodes and pay periods it learns from events', async () => {
    const [known] = (await scheduling.query(
      `SELECT first_name, last_name, clock_id, employee_status, paygroup_id IS NOT NULL AS has_group,
              department_id IS NOT NULL AS has_node
         FROM scheduling.employees WHERE id = $1`,
      [company.employeeId],
    )) as Record<string, unknown>[];
    expect(known).toEqual({
      first_name: 'First0',
      last_name: 'Last0',
      clock_id: 7000,
      employee_status: 'Active',
      has_group: true,
      has_node: true,
    });
    const nodes = (await scheduling.query(
      `SELECT name FROM scheduling.departments WHERE company_id = $1 ORDER BY name`,
      [company.companyId],
    )) as { name: string }[];
    expect(nodes.map((n) => n.name)).toEqual(expect.arrayContaining(['Branch', 'Department', 'Division', 'Position']));
  });

  it('refuses a day in a closed pay period with the spec’s text, writing nothing of the whole write', async () => {
    const eventsBefore = (await dayEvents()).length;
    const refused = await refusalOf(
      write(company.companyId, [
        day(company.employeeId, '2026-11-15', [{ start: '08:00', end: '16:00' }]),
        day(company.employeeId, '2026-11-16', [{ start: '08:00', end: '16:00' }]),
      ]),
    );
    expect(refused).toEqual({ status: 409, body: { message: 'periodClosed', detail: CLOSED_TEXT } });
    expect(await storedDays(company.employeeId)).toEqual([]);
    expect((await dayEvents()).length).toBe(eventsBefore);
    // the other company's pay period of the same dates is open
    await write(other.companyId, [day(other.employeeId, '2026-11-16', [{ start: '08:00', end: '16:00' }])]);
    expect((await storedDays(other.employeeId)).map((d) => d.date)).toEqual(['2026-11-16']);
  });

  it('refuses another company’s employee and invalid days, writing nothing', async () => {
    const eventsBefore = (await dayEvents()).length;
    const foreign = await refusalOf(
      write(company.companyId, [day(company.employeeId, '2026-11-24'), day(other.otherEmployeeId, '2026-11-24')]),
    );
    expect(foreign).toEqual({ status: 404, body: { message: 'noEmployee', detail: 'Employee not found.' } });
    const invalid = await refusalOf(
      write(company.companyId, [
        day(company.employeeId, '2026-11-24', [{ start: '17:00', end: '09:00' }]),
        { ...day(company.employeeId, '2026-11-25', [{ start: '09:00', end: '17:00' }]), offDay: true },
        day(company.employeeId, '2026-02-30'),
      ]),
    );
    expect(invalid.status).toBe(400);
    expect((invalid.body as { details: unknown[] }).details).toEqual([
      { field: 'days[0].sections[0].end', message: 'Sch Out must be later than Sch In!' },
      { field: 'days[1].sections', message: 'This is offday, cannot create rule!' },
      { field: 'days[2].date', message: 'must be a date written YYYY-MM-DD' },
    ]);
    expect(await storedDays(company.employeeId)).toEqual([]);
    expect((await dayEvents()).length).toBe(eventsBefore);
  });

  it('stores the roster’s fields and sends the engine only its own, one event per day, in the same transaction', async () => {
    const eventsBefore = (await dayEvents()).length;
    await recalcSettled(testApp);
    expect(recalcOf(testApp).metrics.failures).toBe(0);
    const shiftId = '6f1f3c1e-3b0f-4c55-9d7e-2a8d9b1c0e11';
    const night = {
      id: 'b2f0a7c4-0d55-4f7e-8b1a-3c9d2e4f6a70',
      shiftId,
      labelName: 'Night',
      colorCode: '#1890FF',
      type: 1,
      start: '22:00',
      end: '06:00',
      endType: 'NextDay' as const,
      breakMinutes: 30,
      jobId: null as unknown as string,
    };
    await write(company.companyId, [
      day(company.employeeId, '2026-11-24', [night]),
      { ...day(company.employeeId, '2026-11-25'), offDay: true, sections: [{ start: '00:00', end: '00:00', type: 3 }] },
    ]);
    expect(await storedDays(company.employeeId)).toEqual([
      { date: '2026-11-24', off_day: false, sections: [night], template_id: null },
      { date: '2026-11-25', off_day: true, sections: [{ start: '00:00', end: '00:00', type: 3 }], template_id: null },
    ]);
    const events = (await dayEvents()).slice(eventsBefore).map((e) => e.payload);
    expect(events).toEqual([
      {
        employeeId: company.employeeId,
        date: '2026-11-24',
        offDay: false,
        sections: [{ start: '22:00', end: '06:00', endType: 'NextDay', breakMinutes: 30 }],
        sectionLabels: ['Night'],
        sectionIds: [night.id],
      },
      {
        employeeId: company.employeeId,
        date: '2026-11-25',
        offDay: true,
        sections: [],
        sectionLabels: [],
        sectionIds: [],
      },
    ]);
    // calculation takes the day into its read model and recalculates it without an engine input error
    await waitFor(testApp, async () => {
      const rows = await calcQuery<{ n: number }>(
        testApp,
        `SELECT count(*)::int AS n FROM calculation.schedule_days WHERE employee_id = $1`,
        [company.employeeId],
      );
      return rows[0]?.n === 2;
    });
    await recalcSettled(testApp);
    expect(recalcOf(testApp).metrics.failures).toBe(0);
  });

  it('writes concurrent changes of the same days once each, the last one standing', async () => {
    const dates = ['2026-11-26', '2026-11-27', '2026-11-28'];
    const eventsBefore = (await dayEvents()).length;
    await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        write(
          company.companyId,
          dates.map((date) => day(company.otherEmployeeId, date, [{ start: `0${n}:00`, end: '12:00' }])),
        ),
      ),
    );
    const stored = await storedDays(company.otherEmployeeId);
    expect(stored.map((d) => d.date)).toEqual(dates);
    const events = (await dayEvents()).slice(eventsBefore).map((e) => e.payload);
    expect(events).toHaveLength(18);
    // what each date's last event says is what is stored
    for (const row of stored) {
      const last = events.filter((e) => e.date === row.date).at(-1);
      expect(last?.sections).toEqual(row.sections);
    }
  });

  it('sets many employees’ days in one write (the scale seed), and refuses all of them for one refused', async () => {
    const schedules = testApp.app.get(EmployeeSchedulesService, { strict: false });
    const days = [{ date: '2026-12-01', offDay: false, sections: [{ start: '09:00', end: '17:00' }] }];
    const refused = await refusalOf(
      schedules.setDaysOfMany(company.companyId, [
        { employeeId: company.employeeId, days },
        { employeeId: company.otherEmployeeId, days: [{ ...days[0]!, sections: [{ start: '25:00', end: '17:00' }] }] },
      ]),
    );
    expect(refused.status).toBe(400);
    expect((await storedDays(company.employeeId)).map((d) => d.date)).not.toContain('2026-12-01');

    await schedules.setDaysOfMany(company.companyId, [
      { employeeId: company.employeeId, days },
      { employeeId: company.otherEmployeeId, days },
    ]);
    for (const employeeId of [company.employeeId, company.otherEmployeeId]) {
      expect((await storedDays(employeeId)).filter((d) => d.date === '2026-12-01')).toEqual([
        { date: '2026-12-01', off_day: false, sections: [{ start: '09:00', end: '17:00' }], template_id: null },
      ]);
    }
  });

  it('answers POST /standardshifts/checkPeriodClose for an employee the caller reaches', async () => {
    expect(await checkPeriodClose(admin, { employeeId: company.employeeId, ruleDate: '2026-11-18' })).toEqual({
      status: 200,
      body: true,
    });
    expect(await checkPeriodClose(admin, { employeeId: company.employeeId, ruleDate: '2026-11-23' })).toEqual({
      status: 200,
      body: false,
    });
    // the Employee sees their own, not a colleague's
    expect((await checkPeriodClose(employee, { employeeId: company.employeeId, ruleDate: '2026-11-18' })).body).toBe(
      true,
    );
    expect(
      (await checkPeriodClose(employee, { employeeId: company.otherEmployeeId, ruleDate: '2026-11-18' })).status,
    ).toBe(403);
    expect(await checkPeriodClose(admin, { employeeId: other.employeeId, ruleDate: '2026-11-18' })).toMatchObject({
      status: 404,
      body: { message: 'noEmployee' },
    });
    expect(await checkPeriodClose(admin, { employeeId: company.employeeId, ruleDate: '18-11-2026' })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('ruleDate must be a date written YYYY-MM-DD') },
    });
  });
});
