import { jest } from '@jest/globals';
import { getDataSourceToken } from '@nestjs/typeorm';
import { EmployeesService } from '@rollcall/organisation';
import type { DataSource } from 'typeorm';
import { clockStartsAt } from '../support/clock-starts-at.js';
import { postForm, signInAs } from '../support/org-fixture.js';
import type { TestApp } from '../support/test-app.js';
import { call, createCompany, signIn, startThinPath, type TestCompany, waitFor } from '../support/thin-path-fixture.js';

jest.setTimeout(120_000);

// Sunday 22 November 2026 in Auckland: the leave below is on Tuesday 1 December.
clockStartsAt('2026-11-22T12:00:00+13:00');

const CLOSED =
  "Oops! The selected date is within a closed pay period. If you wish to make any changes, please re-open the period in the 'Payroll Transfer' page.";

interface GlobalLeaveAnswer {
  statusCode: number;
  message: string;
  detail?: string;
  messageSuccess: string;
  messageError: string;
  added: { employeeId: string; employeeName: string; leaveId: string; leaveStatus: string }[];
  refused: { employeeId: string; employeeName: string; code: string; reason: string }[];
}

/** The department's Tuesday, 09:00 to 17:30 (the spec's fromLeaveTime and toLeaveTime). */
const wholeDay = {
  byEmployee: false,
  fromDate: '2026-12-01',
  scheduledDuration: false,
  byWorkHours: true,
  fromLeaveTime: '09:00',
  toLeaveTime: '17:30',
};

describe('Global Leave: a leave for employees or a department, who got it and who did not, and why', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let other: TestCompany;
  let admin: string;
  let employee: string;
  let otherAdmin: string;
  let scheduling: DataSource;
  let position = '';
  let third = '';
  let typeAL = '';
  let typeSL = '';

  const post = <T = GlobalLeaveAnswer>(path: string, body: unknown, token = admin) =>
    call<T>(testApp, 'POST', path, { token, body });
  const globalLeave = (body: Record<string, unknown>, token = admin) =>
    post('/global-leave/save', { typeId: typeAL, scheduledDuration: true, loginRole: 'Admin', ...body }, token);
  const leaveCount = async () =>
    ((await scheduling.query(`SELECT count(*)::int AS n FROM scheduling.leaves`)) as { n: number }[])[0]?.n ?? 0;
  const employeeRow = async (id: string) =>
    (
      (await scheduling.query(`SELECT department_id, paygroup_id FROM scheduling.employees WHERE id = $1`, [id])) as {
        department_id: string;
        paygroup_id: string;
      }[]
    )[0];

  /** A 09:00–17:30 shift with a 30-minute break on each date. */
  async function roster(employeeIds: string[], dates: string[]) {
    const shift = await post<{ id: string }>('/standardshifts/newShift', {
      departmentId: position,
      startTime: '09:00',
      endTime: '17:30',
      breakTime: 30,
    });
    expect(shift.status).toBe(200);
    for (const employeeId of employeeIds)
      for (const ruleDate of dates)
        expect(
          (await post('/standardshifts/newSave', { employeeId, ruleDate, baseShiftWorksectionId: shift.body.id }))
            .status,
        ).toBe(200);
  }

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'GLA', 8800);
    other = await createCompany(testApp, 'GLB', 8900);
    scheduling = testApp.app.get<DataSource>(getDataSourceToken('scheduling'), { strict: false });
    await waitFor(testApp, async () => {
      const rows = (await scheduling.query(`SELECT count(*)::int AS n FROM scheduling.employees`)) as { n: number }[];
      return rows[0]?.n === 4;
    });
    const first = await employeeRow(company.employeeId);
    position = first?.department_id ?? '';
    const made = await testApp.app.get(EmployeesService, { strict: false }).create(company.companyId, {
      firstName: 'First2',
      lastName: 'Last2',
      clockId: 8802,
      payId: 'GLA-2',
      departmentId: position,
      paygroupId: first?.paygroup_id ?? '',
      hireOnDate: '2025-01-01',
    });
    third = made.id;
    await waitFor(testApp, async () => {
      const rows = (await scheduling.query(
        `SELECT (SELECT count(*)::int FROM scheduling.employees) AS e,
                (SELECT count(*)::int FROM scheduling.leave_pay_types WHERE is_leave) AS t`,
      )) as { e: number; t: number }[];
      return rows[0]?.e === 5 && (rows[0]?.t ?? 0) >= 14;
    });
    admin = await signIn(testApp, company.adminEmail);
    employee = await signIn(testApp, company.employeeEmail);
    otherAdmin = await signIn(testApp, other.adminEmail);
    const types = await call<{ id: string; code: string }[]>(testApp, 'GET', '/api/leaves/types', { token: admin });
    typeAL = types.body.find((t) => t.code === 'AL')?.id ?? '';
    typeSL = types.body.find((t) => t.code === 'SL')?.id ?? '';
    // days without a schedule are refused rather than skipped, so each reason shows
    expect(
      (
        await post('/paygroup/save', {
          id: first?.paygroup_id,
          skipHoliday: false,
          skipUnscheduleDay: false,
          durationBySchedule: true,
        })
      ).status,
    ).toBe(200);
    await roster([company.employeeId, third], ['2026-12-01']);
    expect(
      (await post('/standardshifts/addOffDay', { employeeId: company.otherEmployeeId, ruleDate: '2026-12-01' })).status,
    ).toBe(200);
    const existing = await post<{ message: string }>('/leave/save', {
      employeeId: third,
      typeId: typeSL,
      fromDate: '2026-12-01',
      byWorkHours: true,
      fromTime: '09:00',
      toTime: '12:00',
    });
    expect(existing.body.message).toBe('success');
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('gives a department the leave where it can, and names who did not get it and why', async () => {
    const before = await leaveCount();
    const answer = await globalLeave({ ...wholeDay, department: position });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('success');
    expect(answer.body.added).toEqual([
      expect.objectContaining({
        employeeId: company.employeeId,
        employeeName: 'First0 Last0',
        leaveStatus: 'Approved',
      }),
    ]);
    expect(answer.body.refused).toEqual([
      {
        employeeId: company.otherEmployeeId,
        employeeName: 'First1 Last1',
        code: 'offDay',
        reason: 'Warning: 2026-12-01 is an off day (no work schedule).',
      },
      {
        employeeId: third,
        employeeName: 'First2 Last2',
        code: 'dateExist',
        reason: 'Leave already existed within the time frame.',
      },
    ]);
    expect(answer.body.messageSuccess).toBe('Leave added for 1 employee: First0 Last0.');
    expect(answer.body.messageError).toBe(
      'No leave added for 2 employees: First1 Last1 (Warning: 2026-12-01 is an off day (no work schedule).); First2 Last2 (Leave already existed within the time frame.).',
    );
    expect(await leaveCount()).toBe(before + 1);
    const leaveId = answer.body.added[0]?.leaveId ?? '';
    const leave = await call<{ source: string; totalHours: number; leaveStatus: string }>(
      testApp,
      'GET',
      `/api/leaves/${leaveId}`,
      { token: admin },
    );
    expect(leave.body).toMatchObject({ source: 'global', totalHours: 8, leaveStatus: 'Approved' });
    const events = (await scheduling.query(
      `SELECT payload->>'status' AS status FROM scheduling.outbox
        WHERE type = 'schedule.leave.changed.v1' AND payload->>'leaveId' = $1`,
      [leaveId],
    )) as { status: string }[];
    expect(events).toEqual([{ status: 'Approved' }]);
    // again: everyone now has leave that day or cannot have it
    const again = await globalLeave({ ...wholeDay, department: position });
    expect(again.body.added).toEqual([]);
    expect(again.body.messageSuccess).toBe('');
    expect(again.body.refused.map((r) => r.code)).toEqual(['exist', 'offDay', 'dateExist']);
    expect(again.body.refused[0]?.reason).toBe('Warning: The code is exist.');
  });

  it('takes the spec’s form encoding: employees comma-joined', async () => {
    const answer = await postForm<GlobalLeaveAnswer>(testApp, '/global-leave/save', admin, [
      ['byEmployee', 'true'],
      ['employees', `${company.employeeId},${third}`],
      ['typeId', typeAL],
      ['fromDate', '2026-12-01'],
      ['byWorkHours', 'true'],
      ['fromLeaveTime', '13:00'],
      ['toLeaveTime', '17:00'],
      ['loginRole', 'Admin'],
    ]);
    expect(answer.status).toBe(200);
    // the first has the whole day already; the third's morning sick leave leaves the afternoon free
    expect(answer.body.added.map((a) => a.employeeId)).toEqual([third]);
    expect(answer.body.refused.map((r) => [r.employeeId, r.code])).toEqual([[company.employeeId, 'exist']]);
    expect(answer.body.added[0]?.leaveStatus).toBe('Approved');
  });

  it('refuses everyone in a closed pay period, with the closed-period text', async () => {
    const periods = await call<{ rows: { id: string; fromDate: string }[] } | { id: string; fromDate: string }[]>(
      testApp,
      'GET',
      '/api/pay-periods',
      { token: admin },
    );
    const list = Array.isArray(periods.body) ? periods.body : periods.body.rows;
    const week = list.find((p) => p.fromDate === '2026-11-16');
    expect((await post(`/api/pay-periods/${week?.id ?? ''}/close`, { reason: 'paid' })).status).toBe(200);
    await waitFor(testApp, async () => {
      const rows = (await scheduling.query(`SELECT closed FROM scheduling.pay_periods WHERE id = $1`, [week?.id])) as {
        closed: boolean;
      }[];
      return rows[0]?.closed === true;
    });
    const before = await leaveCount();
    const answer = await globalLeave({
      byEmployee: true,
      employees: [company.employeeId, company.otherEmployeeId],
      fromDate: '2026-11-18',
      scheduledDuration: false,
      duration: 8,
    });
    expect(answer.body.added).toEqual([]);
    expect(answer.body.refused.map((r) => [r.code, r.reason])).toEqual([
      ['periodClosed', CLOSED],
      ['periodClosed', CLOSED],
    ]);
    expect(await leaveCount()).toBe(before);
  });

  it('refuses a whole order that names nobody, another company’s people, a bad time range or a non-leave type', async () => {
    const before = await leaveCount();
    const none = await globalLeave({ byEmployee: true, employees: [], fromDate: '2026-12-02' });
    expect([none.status, none.body.message, none.body.detail]).toEqual([
      400,
      'noTargets',
      'Please choose the employees or a department.',
    ]);
    expect(
      (await globalLeave({ byEmployee: true, employees: [other.employeeId], fromDate: '2026-12-02' })).status,
    ).toBe(404);
    expect(
      (await globalLeave({ byEmployee: false, department: position, fromDate: '2026-12-02' }, otherAdmin)).status,
    ).toBe(404);
    const backwards = await globalLeave({
      byEmployee: true,
      employees: [company.employeeId],
      fromDate: '2026-12-02',
      byWorkHours: true,
      fromLeaveTime: '13:00',
      toLeaveTime: '09:00',
    });
    expect([backwards.status, backwards.body.detail]).toEqual([400, 'To time must be later than From time!']);
    const ordinary = await globalLeave({
      byEmployee: true,
      employees: [company.employeeId],
      fromDate: '2026-12-02',
      typeId: other.companyId,
    });
    expect([ordinary.status, ordinary.body.message]).toEqual([400, 'notLeaveType']);
    expect(
      (await globalLeave({ byEmployee: true, employees: [company.employeeId], fromDate: '2026-12-02' }, employee))
        .status,
    ).toBe(403);
    // a supervisor reaches only the people they manage
    const supervisor = await signInAs(testApp, company.companyId, 'Supervisor', 'sup@gla.test', []);
    expect(
      (await globalLeave({ byEmployee: true, employees: [company.employeeId], fromDate: '2026-12-02' }, supervisor))
        .status,
    ).toBe(403);
    expect(await leaveCount()).toBe(before);
  });
});
