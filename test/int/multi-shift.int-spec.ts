import { jest } from '@jest/globals';
import { getDataSourceToken } from '@nestjs/typeorm';
import ExcelJS from 'exceljs';
import type { DataSource } from 'typeorm';
import { clockStartsAt } from '../support/clock-starts-at.js';
import { postFile, signInAs } from '../support/org-fixture.js';
import type { TestApp } from '../support/test-app.js';
import { call, createCompany, signIn, startThinPath, type TestCompany, waitFor } from '../support/thin-path-fixture.js';

jest.setTimeout(90_000);

const MULTI_SHIFT = 'The multi-shift feature has not been activated. Please contact support.';
const HEADER = ['Clock ID', 'Employee', 'Date', 'Off Day', 'Sch In', 'Sch Out', 'Previous Day', 'Next Day', 'Break'];

// Written for Sunday 22 November 2026 in Auckland: every date below is in an open pay period.
clockStartsAt('2026-11-22T12:00:00+13:00');

interface Refusal {
  statusCode: number;
  message: string;
  detail?: string;
}

/**
 * Spec 001 §5: "more than one section per day requires the multi-shift feature". Scheduling learns the company's
 * multiShiftView from org.company.changed.v1 and every schedule write refuses a day with two sections without it.
 */
describe('the multi-shift feature in every schedule write', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let superadmin: string;
  let admin: string;
  let scheduling: DataSource;
  let morning = '';
  let evening = '';

  const post = <T = Refusal>(path: string, body: unknown, token = admin) =>
    call<T & Refusal>(testApp, 'POST', path, { token, body });
  const multiShiftHeard = async () =>
    (
      (await scheduling.query(
        `SELECT (features->>'multiShiftView')::boolean AS on FROM scheduling.companies WHERE id = $1`,
        [company.companyId],
      )) as { on: boolean | null }[]
    )[0]?.on;
  const setMultiShift = async (on: boolean) => {
    const saved = await post(`/api/customers/${company.companyId}`, { settings: { multiShiftView: on } }, superadmin);
    expect(saved.status).toBe(200);
    await waitFor(testApp, async () => (await multiShiftHeard()) === on);
  };
  const stored = async (employeeId: string, date: string) =>
    (
      (await scheduling.query(
        `SELECT off_day AS "offDay", sections FROM scheduling.schedule_days WHERE employee_id = $1 AND date = $2`,
        [employeeId, date],
      )) as { offDay: boolean; sections: { start: string; end: string }[] }[]
    )[0] ?? null;
  const writes = async () =>
    (
      (await scheduling.query(
        `SELECT (SELECT count(*) FROM scheduling.outbox WHERE type = 'schedule.day.changed.v1')::int AS events,
                (SELECT count(*) FROM scheduling.schedule_days)::int AS days,
                (SELECT count(*) FROM scheduling.schedule_templates)::int AS templates`,
      )) as { events: number; days: number; templates: number }[]
    )[0];
  const add = (employeeId: string, ruleDate: string, shiftId: string) =>
    post<{ success: boolean }>('/standardshifts/newSave', { employeeId, ruleDate, baseShiftWorksectionId: shiftId });
  const expectMultiShiftRefusal = (answer: { status: number; body: Refusal }) =>
    expect([answer.status, answer.body.message, answer.body.detail]).toEqual([409, 'multiShift', MULTI_SHIFT]);

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'MSA', 8600);
    admin = await signIn(testApp, company.adminEmail);
    superadmin = await signInAs(testApp, company.companyId, 'Superadmin', 'super@msa.test');
    scheduling = testApp.app.get<DataSource>(getDataSourceToken('scheduling'), { strict: false });
    await waitFor(testApp, async () => {
      const rows = (await scheduling.query(`SELECT count(*)::int AS n FROM scheduling.employees`)) as { n: number }[];
      return rows[0]?.n === 2;
    });
    const [node] = (await scheduling.query(`SELECT department_id FROM scheduling.employees WHERE id = $1`, [
      company.employeeId,
    ])) as { department_id: string }[];
    const shift = async (startTime: string, endTime: string, labelName: string) =>
      (
        await post<{ id: string }>('/standardshifts/newShift', {
          departmentId: node?.department_id,
          startTime,
          endTime,
          labelName,
        })
      ).body.id;
    morning = await shift('06:00', '10:00', 'Morning');
    evening = await shift('16:00', '20:00', 'Evening');
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('learns the feature from organisation’s company event: on by default, so a day takes two shifts', async () => {
    // the company's creation published its features: multiShiftView is on for a new company
    await waitFor(testApp, async () => (await multiShiftHeard()) === true);
    expect((await add(company.employeeId, '2026-11-30', morning)).status).toBe(200);
    expect((await add(company.employeeId, '2026-11-30', evening)).status).toBe(200);
    expect((await stored(company.employeeId, '2026-11-30'))?.sections.map((s) => s.start)).toEqual(['06:00', '16:00']);
  });

  it('without it refuses a second shift on the roster, one by one or for many, and writes nothing', async () => {
    await setMultiShift(false);
    expect((await add(company.employeeId, '2026-12-01', morning)).status).toBe(200);
    const before = await writes();
    expectMultiShiftRefusal(await add(company.employeeId, '2026-12-01', evening));
    expectMultiShiftRefusal(
      await post('/standardshifts/batchScheduleRule', {
        id: evening,
        employeeIds: [company.otherEmployeeId, company.employeeId],
        batchStartDate: '2026-12-01',
      }),
    );
    // a bar copied (Ctrl) onto a day that has one
    const [, eveningBar] =
      (
        (await scheduling.query(
          `SELECT sections FROM scheduling.schedule_days WHERE employee_id = $1 AND date = '2026-11-30'`,
          [company.employeeId],
        )) as { sections: { id: string }[] }[]
      )[0]?.sections ?? [];
    expectMultiShiftRefusal(
      await post('/standardshifts/newSave', {
        employeeId: company.employeeId,
        ruleDate: '2026-12-01',
        workSectionId: eveningBar?.id,
        sourceEmployeeId: company.employeeId,
        sourceRuleDate: '2026-11-30',
        copy: true,
      }),
    );
    // Copy Roster: the source week holds a day of two shifts; refused before any employee's days are written
    expectMultiShiftRefusal(
      await post('/standardshifts/copyScheduleRule', {
        fromDate: '2026-11-30',
        endDate: '2026-12-06',
        beginDate: '2026-12-07',
      }),
    );
    expect(await stored(company.employeeId, '2026-12-01')).toMatchObject({ sections: [{ start: '06:00' }] });
    expect(await stored(company.otherEmployeeId, '2026-12-01')).toBeNull();
    expect(await stored(company.employeeId, '2026-12-08')).toBeNull();
    expect(await writes()).toEqual(before);
    // one shift a day is still fine: the Off Day and a single shift
    expect(
      (await post('/standardshifts/addOffDay', { employeeId: company.employeeId, ruleDate: '2026-12-02' })).status,
    ).toBe(200);
    expect((await add(company.otherEmployeeId, '2026-12-01', evening)).status).toBe(200);
  });

  it('without it refuses a template, an employee’s day and a global schedule with two sections a day', async () => {
    const before = await writes();
    const two = [
      { startTime: '06:00', endTime: '10:00' },
      { startTime: '16:00', endTime: '20:00' },
    ];
    const rules = Array.from({ length: 7 }, (_, i) => ({
      num: i + 1,
      isOffDay: i >= 5,
      workSections: i >= 5 ? [] : i === 2 ? two : [two[0]],
    }));
    expectMultiShiftRefusal(
      await post('/schedule/save', {
        name: 'Split week',
        employeeIds: [company.employeeId],
        periodType: 'Weekly',
        startDate: '2026-11-23',
        scheduleType: 'template',
        scheduleRules: rules,
      }),
    );
    expectMultiShiftRefusal(
      await post('/schedule/saveEmployeeCustomSchedule', {
        employeeId: company.employeeId,
        ruleVos: [{ ruleDay: '2026-12-03', isOffDay: false, workSections: two }],
      }),
    );
    const order = {
      byEmployee: true,
      employeeIds: [company.employeeId],
      departmentIds: [],
      ruleDay: { isOffDay: false, ruleDate: '2026-12-04', workSections: two },
    };
    expectMultiShiftRefusal(await post('/globalschedule/verify', order));
    expectMultiShiftRefusal(await post('/globalschedule/generate', order));
    expect(await writes()).toEqual(before);
    // with one section a day each of them saves
    const single = rules.map((r) => ({ ...r, workSections: r.workSections.slice(0, 1) }));
    expect(
      (
        await post('/schedule/save', {
          name: 'Single week',
          employeeIds: [],
          periodType: 'Weekly',
          startDate: '2026-11-23',
          scheduleType: 'template',
          scheduleRules: single,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await post('/schedule/saveEmployeeCustomSchedule', {
          employeeId: company.employeeId,
          ruleVos: [{ ruleDay: '2026-12-03', isOffDay: false, workSections: [two[0]] }],
        })
      ).status,
    ).toBe(200);
  });

  it('without it refuses the imported rows of a day with two sections, with the message, and imports the rest', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Schedule');
    for (const row of [
      HEADER,
      [company.clockId, 'First0 Last0', '2026-12-10', 'No', '06:00', '10:00', '', '', ''],
      [company.clockId, 'First0 Last0', '2026-12-10', 'No', '16:00', '20:00', '', '', ''],
      [company.clockId, 'First0 Last0', '2026-12-11', 'No', '09:00', '17:00', '', '', ''],
    ])
      sheet.addRow(row);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const answer = await postFile<Record<string, unknown>>(
      testApp,
      '/schedule/uploadExl',
      admin,
      'uploadFile',
      bytes,
      'split.xlsx',
    );
    expect(answer).toEqual({
      status: 200,
      body: {
        message: 'success',
        dryRun: false,
        imported: 1,
        unchanged: 0,
        days: 1,
        refused: [
          { row: 2, clockId: company.clockId, date: '2026-12-10', reason: MULTI_SHIFT },
          { row: 3, clockId: company.clockId, date: '2026-12-10', reason: MULTI_SHIFT },
        ],
      },
    });
    expect(await stored(company.employeeId, '2026-12-10')).toBeNull();
    expect(await stored(company.employeeId, '2026-12-11')).toMatchObject({ sections: [{ start: '09:00' }] });
  });

  it('takes a second shift again once the feature is back on', async () => {
    await setMultiShift(true);
    expect((await add(company.employeeId, '2026-12-01', evening)).status).toBe(200);
    expect((await stored(company.employeeId, '2026-12-01'))?.sections.map((s) => s.start)).toEqual(['06:00', '16:00']);
  });
});
