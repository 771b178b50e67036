import { jest } from '@jest/globals';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { clockStartsAt } from '../support/clock-starts-at.js';
import { signInAs } from '../support/org-fixture.js';
import type { TestApp } from '../support/test-app.js';
import { call, createCompany, signIn, startThinPath, type TestCompany, waitFor } from '../support/thin-path-fixture.js';
import { recalcSettled } from '../support/recalc-fixture.js';

jest.setTimeout(120_000);

const CLOSED =
  "Oops! The selected date is within a closed pay period. If you wish to make any changes, please re-open the period in the 'Payroll Transfer' page.";

// Sunday 22 November 2026 in Auckland: the leave below is in the weeks of 30 November and 7 December.
clockStartsAt('2026-11-22T12:00:00+13:00');

interface Refusal {
  statusCode: number;
  message: string;
  detail?: string;
}
interface Leave {
  id: string;
  employeeId: string;
  employeeName: string;
  typeName: string;
  leaveStatus: string;
  textTotal: string;
  textDur: string;
  totalHours: number;
  reportName: string | null;
  reason: string | null;
  days: { date: string; hours: number; skipped: string | null }[];
}
interface Page<T> {
  rows: T[];
  total: number;
}
interface Balances {
  dataList: { paytypeId: string; name: string; time: number; takenHours: number; days: number | null }[];
}
interface Day {
  day: string;
  payTypeTimes: { code: string; minutes: number }[];
  leaveRecord: {
    id: string;
    typeCode: string;
    leaveStatus: string;
    fromTime: string | null;
    toTime: string | null;
    minutes: number | null;
  }[];
}

describe('leave: requests, approval, balances', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let strict: TestCompany;
  let other: TestCompany;
  let admin: string;
  let employee: string;
  let supervisor: string;
  let strictAdmin: string;
  let otherAdmin: string;
  let scheduling: DataSource;
  let types: Record<string, string>;
  let strictTypes: Record<string, string>;

  const post = <T = Refusal>(path: string, body: unknown, token = admin) =>
    call<T>(testApp, 'POST', path, { token, body });
  const get = <T = Refusal>(path: string, token = admin) => call<T>(testApp, 'GET', path, { token });
  const positionOf = async (employeeId: string) =>
    (
      (await scheduling.query(`SELECT department_id FROM scheduling.employees WHERE id = $1`, [employeeId])) as {
        department_id: string;
      }[]
    )[0]?.department_id ?? '';
  const typesOf = async (token: string) =>
    Object.fromEntries(
      (await get<{ id: string; code: string }[]>('/api/leaves/types', token)).body.map((t) => [t.code, t.id]),
    );
  /** A 09:00–17:30 shift with a 30-minute break (480 scheduled minutes) on each date. */
  const rosterDays = async (token: string, employeeId: string, dates: string[]) => {
    const shift = await post<{ id: string }>(
      '/standardshifts/newShift',
      { departmentId: await positionOf(employeeId), startTime: '09:00', endTime: '17:30', breakTime: 30 },
      token,
    );
    expect(shift.status).toBe(200);
    for (const ruleDate of dates) {
      const day = await post(
        '/standardshifts/newSave',
        { employeeId, ruleDate, baseShiftWorksectionId: shift.body.id },
        token,
      );
      expect(day.status).toBe(200);
    }
  };
  const save = (body: Record<string, unknown>, token = admin) =>
    post<{ message: string; id: string; leaveStatus: string } & Refusal>('/leave/save', body, token);
  const examine = (id: string, status: string, token = supervisor, extra: Record<string, unknown> = {}) =>
    post<{ message: string; detail: string } & Refusal>(
      '/leave/updateExamine',
      { id, status, reason: 'ok', ...extra },
      token,
    );
  const leaveEvents = async (leaveId: string) =>
    (
      (await scheduling.query(
        `SELECT payload FROM scheduling.outbox WHERE type = 'schedule.leave.changed.v1' AND payload->>'leaveId' = $1
          ORDER BY seq`,
        [leaveId],
      )) as { payload: { status: string } }[]
    ).map((r) => r.payload.status);

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'LVA', 8300);
    strict = await createCompany(testApp, 'LVS', 8400);
    other = await createCompany(testApp, 'LVB', 8500);
    scheduling = testApp.app.get<DataSource>(getDataSourceToken('scheduling'), { strict: false });
    await waitFor(testApp, async () => {
      const rows = (await scheduling.query(
        `SELECT (SELECT count(*)::int FROM scheduling.employees) AS e,
                (SELECT count(*)::int FROM scheduling.leave_pay_types WHERE is_leave) AS t,
                (SELECT count(*)::int FROM scheduling.leave_users) AS u`,
      )) as { e: number; t: number; u: number }[];
      return rows[0]?.e === 6 && (rows[0]?.t ?? 0) >= 21 && (rows[0]?.u ?? 0) >= 6;
    });
    admin = await signIn(testApp, company.adminEmail);
    employee = await signIn(testApp, company.employeeEmail);
    strictAdmin = await signIn(testApp, strict.adminEmail);
    otherAdmin = await signIn(testApp, other.adminEmail);
    supervisor = await signInAs(testApp, company.companyId, 'Supervisor', 'sup@lva.test', [
      await positionOf(company.employeeId),
    ]);
    types = await typesOf(admin);
    strictTypes = await typesOf(strictAdmin);
    // the first company charges the hours per day as given; the strict one refuses holidays and unscheduled days
    const groupOf = async (employeeId: string) =>
      (
        (await scheduling.query(`SELECT paygroup_id FROM scheduling.employees WHERE id = $1`, [employeeId])) as {
          paygroup_id: string;
        }[]
      )[0]?.paygroup_id ?? '';
    expect(
      (await post('/paygroup/save', { id: await groupOf(company.employeeId), durationBySchedule: false })).status,
    ).toBe(200);
    expect(
      (
        await post(
          '/paygroup/save',
          {
            id: await groupOf(strict.employeeId),
            skipHoliday: false,
            skipUnscheduleDay: false,
            durationBySchedule: true,
          },
          strictAdmin,
        )
      ).status,
    ).toBe(200);
    await waitFor(testApp, async () => {
      const rows = (await scheduling.query(
        `SELECT count(*)::int AS n FROM scheduling.pay_groups WHERE rules->>'durationBySchedule' = 'false'
            OR rules->>'skipHoliday' = 'false'`,
      )) as { n: number }[];
      return rows[0]?.n === 2;
    });
    await rosterDays(admin, company.employeeId, ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04']);
    await rosterDays(admin, company.otherEmployeeId, ['2026-11-30', '2026-12-01', '2026-12-02']);
    await rosterDays(strictAdmin, strict.employeeId, ['2026-12-07', '2026-12-08']);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('offers only active leave types, to every role that sees leave', async () => {
    expect(Object.keys(types)).toEqual(expect.arrayContaining(['AL', 'SL', 'UL', 'BL']));
    expect(types.ORD).toBeUndefined();
    expect(Object.keys(await typesOf(employee))).toEqual(Object.keys(types));
  });

  it('saves a request as Pending, charges the scheduled hours, and writes schedule.leave.changed.v1', async () => {
    const saved = await save({
      employeeId: company.otherEmployeeId,
      typeId: types.AL,
      fromDate: '2026-11-30',
      toDate: '2026-12-04',
      scheduledDuration: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ message: 'success', leaveStatus: 'Pending' });
    const leave = await get<Leave>(`/api/leaves/${saved.body.id}`);
    // Monday to Wednesday rostered (480 each); Thursday and Friday without a schedule are skipped (skipUnscheduleDay)
    expect(leave.body).toMatchObject({
      typeName: 'Annual Leave',
      leaveStatus: 'Pending',
      textTotal: '24.00',
      textDur: '3 days',
    });
    expect(leave.body.days.map((d) => d.skipped)).toEqual([null, null, null, 'unscheduled', 'unscheduled']);
    expect(await leaveEvents(saved.body.id)).toEqual(['Pending']);
    const again = await save({
      employeeId: company.otherEmployeeId,
      typeId: types.AL,
      fromDate: '2026-11-30',
      toDate: '2026-12-04',
      scheduledDuration: true,
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'exist', detail: 'Warning: The code is exist.' });
    const overlap = await save({
      employeeId: company.otherEmployeeId,
      typeId: types.SL,
      fromDate: '2026-12-01',
      duration: 4,
    });
    expect(overlap.body).toMatchObject({
      message: 'dateExist',
      detail: 'Leave already existed within the time frame.',
    });
    expect(await leaveEvents(saved.body.id)).toEqual(['Pending']);
  });

  it('answers the spec’s texts for holidays, off days, days without a schedule and all skipped', async () => {
    await scheduling.query(
      `INSERT INTO scheduling.holidays (id, company_id, date, alterdate, department_ids)
       VALUES (gen_random_uuid(), $1, '2026-12-08', NULL, '{}')`,
      [strict.companyId],
    );
    const strictSave = (body: Record<string, unknown>) =>
      save({ employeeId: strict.employeeId, typeId: strictTypes.AL, ...body }, strictAdmin);
    expect((await strictSave({ fromDate: '2026-12-08', scheduledDuration: true })).body).toMatchObject({
      message: 'holiday',
      detail: 'Warning: 2026-12-08 is a holiday!',
    });
    expect((await strictSave({ fromDate: '2026-12-09', scheduledDuration: true })).body).toMatchObject({
      message: 'noData',
      detail: 'Warning: No schedule in 2026-12-09, please enter the duration.',
    });
    expect(
      (await post('/standardshifts/addOffDay', { employeeId: strict.employeeId, ruleDate: '2026-12-10' }, strictAdmin))
        .status,
    ).toBe(200);
    expect(
      (await strictSave({ fromDate: '2026-12-10', byWorkHours: true, fromTime: '09:00', toTime: '12:00' })).body,
    ).toMatchObject({
      message: 'offDay',
      detail: 'Warning: 2026-12-10 is an off day (no work schedule).',
    });
    expect((await strictSave({ fromDate: '2026-12-08', skip: true, scheduledDuration: true })).body).toMatchObject({
      message: 'unscheduledDays',
      detail: 'You have skipped all, please check the skip option and work schedule.',
    });
    const backwards = await strictSave({
      fromDate: '2026-12-07',
      byWorkHours: true,
      fromTime: '13:00',
      toTime: '09:00',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({
      message: 'toTimeNotLater',
      detail: 'To time must be later than From time!',
    });
    const missing = await strictSave({ fromDate: '2026-12-07', byWorkHours: true, fromTime: '13:00' });
    expect(missing.body.message).toBe('toTime: To is required (HH:mm).');
    const notLeave = await save(
      { employeeId: strict.employeeId, typeId: types.AL, fromDate: '2026-12-07' },
      strictAdmin,
    );
    expect(notLeave.body.message).toBe('notLeaveType');
    const hours = await post(
      '/leave/save',
      { employeeId: strict.employeeId, typeId: strictTypes.AL, fromDate: '2026-12-07', duration: 25 },
      strictAdmin,
    );
    expect(hours.body.message).toBe('Hours per day must be a number from 0 to 24.');
    const overnight = await strictSave({
      fromDate: '2026-12-07',
      byWorkHours: true,
      fromTime: '16:00',
      toTime: '01:00',
      toDateType: 'NextDay',
    });
    expect(overnight.body).toMatchObject({ message: 'success' });
    const total = (await get<{ rows: Leave[] }>(`/api/leaves?employeeId=${strict.employeeId}`, strictAdmin)).body
      .rows[0];
    // 16:00 to 01:00 overlaps 09:00–17:30 by 90 minutes
    expect(total?.textTotal).toBe('1.50');
    const count = (await scheduling.query(`SELECT count(*)::int AS n FROM scheduling.leaves WHERE company_id = $1`, [
      strict.companyId,
    ])) as { n: number }[];
    expect(count[0]?.n).toBe(1);
  });

  it('applies the balance rule at save and approval, with the confirmation where negative leave is allowed', async () => {
    await scheduling.query(
      `INSERT INTO scheduling.leave_balances (company_id, employee_id, pay_type_id, balance_date, hours)
       VALUES ($1, $2, $3, '2026-11-20', 10), ($1, $2, $4, '2026-11-20', 20)`,
      [company.companyId, company.employeeId, types.SL, types.AL],
    );
    // 3 days by schedule: 24 hours against a sick leave balance of 10
    const tooMuch = await save(
      { typeId: types.SL, fromDate: '2026-11-30', toDate: '2026-12-02', scheduledDuration: true },
      employee,
    );
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toMatchObject({
      message: 'notEnoughBalance',
      detail: 'Not able to save, as not enough leave balance is available for the type.',
    });
    expect((await post('/paytype/save', { id: types.SL, allowNegativeLeave: true })).status).toBe(200);
    await waitFor(testApp, async () => {
      const rows = (await scheduling.query(
        `SELECT allow_negative_leave FROM scheduling.leave_pay_types WHERE id = $1`,
        [types.SL],
      )) as { allow_negative_leave: boolean }[];
      return rows[0]?.allow_negative_leave === true;
    });
    const asks = await save(
      { typeId: types.SL, fromDate: '2026-11-30', toDate: '2026-12-02', scheduledDuration: true },
      employee,
    );
    expect(asks.body).toMatchObject({
      message: 'negativeBalance',
      detail: 'Balance is negative, are you sure you want to continue submitting?',
    });
    const confirmed = await save(
      {
        typeId: types.SL,
        fromDate: '2026-11-30',
        toDate: '2026-12-02',
        scheduledDuration: true,
        confirmNegative: true,
      },
      employee,
    );
    expect(confirmed.body).toMatchObject({ message: 'success', leaveStatus: 'Pending' });
    const approve = await examine(confirmed.body.id, 'Approved');
    expect(approve.body).toMatchObject({
      message: 'approveNegative',
      detail: 'The leave balance of Sick Leave will become negative. Are you sure you want to approve it?',
    });
    expect((await examine(confirmed.body.id, 'Approved', supervisor, { confirmNegative: true })).body).toMatchObject({
      message: 'success',
      detail: 'The leave is updated successfully.',
    });
    const balances = await get<Balances>(`/api/leave-balance?employeeId=${company.employeeId}&fromDate=2026-12-31`);
    expect(balances.body.dataList.find((b) => b.paytypeId === types.SL)).toMatchObject({ time: -14, takenHours: 24 });
    // before the leave, the balance is the imported one
    const before = await post<Balances>('/leaveBalance/get', {
      employeeId: company.employeeId,
      fromDate: '2026-11-29',
    });
    expect(before.body.dataList.find((b) => b.paytypeId === types.SL)).toMatchObject({ time: 10, takenHours: 0 });
    // annual leave (no negative leave) over the balance: approval refused
    expect((await post('/paytype/save', { id: types.AL, allowNegativeLeave: false })).status).toBe(200);
    const annual = await save(
      { typeId: types.AL, fromDate: '2026-12-03', toDate: '2026-12-04', scheduledDuration: true },
      employee,
    );
    expect(annual.body.message).toBe('success');
    await scheduling.query(`UPDATE scheduling.leave_balances SET hours = 10 WHERE pay_type_id = $1`, [types.AL]);
    const refused = await examine(annual.body.id, 'Approved');
    expect(refused.body).toMatchObject({
      message: 'approveNotEnough',
      detail: 'Not able to approve, as not enough leave balance is available for The Annual Leave.',
    });
    expect((await get<Leave>(`/api/leaves/${annual.body.id}`)).body.leaveStatus).toBe('Pending');
    expect((await examine(annual.body.id, 'Declined', supervisor, { reason: 'not enough left' })).body.message).toBe(
      'success',
    );
    const declined = (await get<Leave>(`/api/leaves/${annual.body.id}`)).body;
    expect(declined).toMatchObject({
      leaveStatus: 'Declined',
      reason: 'not enough left',
      reportName: 'Supervisor Tester',
    });
    expect(await leaveEvents(annual.body.id)).toEqual(['Pending', 'Declined']);
    const history = (await scheduling.query(
      `SELECT action, reason, after->>'status' AS status FROM scheduling.change_history
        WHERE entity = 'leave' AND entity_id = $1 ORDER BY changed_at, action`,
      [annual.body.id],
    )) as { action: string; reason: string | null; status: string }[];
    expect(history).toEqual([
      { action: 'created', reason: null, status: 'Pending' },
      { action: 'updated', reason: 'not enough left', status: 'Declined' },
    ]);
  });

  it('lets an employee see, request and cancel only their own leave; the supervisor examines, the employee cannot', async () => {
    const mine = await get<Page<Leave>>('/api/leaves', employee);
    expect(mine.body.rows.length).toBeGreaterThan(0);
    expect(mine.body.rows.every((r) => r.employeeId === company.employeeId)).toBe(true);
    const others = await get<Page<Leave>>(`/api/leaves?employeeId=${company.otherEmployeeId}`);
    const theirs = others.body.rows[0]?.id ?? '';
    expect((await get(`/api/leaves/${theirs}`, employee)).status).toBe(403);
    expect(
      (
        await save(
          { employeeId: company.otherEmployeeId, typeId: types.AL, fromDate: '2026-12-01', duration: 1 },
          employee,
        )
      ).status,
    ).toBe(403);
    expect((await examine(theirs, 'Approved', employee)).status).toBe(403);
    expect((await post('/leave/delete', { ids: [theirs] }, employee)).status).toBe(403);
    const own = await save({ typeId: types.BL, fromDate: '2026-12-04', duration: 2 }, employee);
    expect(own.body.message).toBe('success');
    expect((await post<{ detail: string }>('/leave/delete', { ids: [own.body.id] }, employee)).body.detail).toBe(
      'Leaves are canceled successfully.',
    );
    expect((await get<Leave>(`/api/leaves/${own.body.id}`, employee)).body.leaveStatus).toBe('Cancelled');
    expect(await leaveEvents(own.body.id)).toEqual(['Pending', 'Cancelled']);
    const mineByEmployee = await get<Page<Leave>>('/api/leaves/list-by-employeeId?status=Cancelled', employee);
    expect(mineByEmployee.body.rows.map((r) => r.id)).toEqual([own.body.id]);
  });

  it('refuses another company’s leave and employees, and lists none of theirs', async () => {
    const ours = (await get<Page<Leave>>('/api/leaves')).body.rows[0]?.id ?? '';
    expect((await get(`/api/leaves/${ours}`, otherAdmin)).status).toBe(404);
    expect((await examine(ours, 'Declined', otherAdmin)).status).toBe(404);
    expect((await post('/leave/delete', { ids: [ours] }, otherAdmin)).status).toBe(404);
    expect(
      (await save({ employeeId: company.employeeId, typeId: types.AL, fromDate: '2026-12-01' }, otherAdmin)).status,
    ).toBe(404);
    expect((await get(`/api/leave-balance?employeeId=${company.employeeId}`, otherAdmin)).status).toBe(404);
    expect((await get<Page<Leave>>('/api/leaves', otherAdmin)).body.total).toBe(0);
    expect((await get(`/api/leaves/${ours}/cover`, otherAdmin)).status).toBe(404);
  });

  it('counts pending and upcoming leave for the dashboard, and shows the department’s cover', async () => {
    const pending = await get<{ count: number }>('/leaveNum');
    expect(pending.status).toBe(200);
    const pendingRows = await get<Page<Leave>>('/api/leaves?status=Pending');
    expect(pending.body.count).toBe(pendingRows.body.total);
    // approved leave from 30 November is more than 14 days from 22 November? no: 8 days
    const upcoming = await get<{ count: number }>('/leave/upcomingLeaveNum');
    expect(upcoming.body.count).toBe(1);
    expect((await get<{ count: number }>('/leaveNum', employee)).body.count).toBe(0);
    const sick = (await get<Page<Leave>>(`/api/leaves?status=Approved`)).body.rows[0];
    const cover = await get<{ dates: string[]; rostered: number[]; away: number[]; rows: { requester: boolean }[] }>(
      `/api/leaves/${sick?.id ?? ''}/cover`,
      supervisor,
    );
    expect(cover.status).toBe(200);
    expect(cover.body.dates).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
    // the other employee is away (their pending annual leave) on all three days
    expect(cover.body.away).toEqual([1, 1, 1]);
    expect(cover.body.rows[0]?.requester).toBe(true);
  });

  it('puts approved leave on the timesheet as its pay type’s minutes: by schedule, by hours per day, by time range; declined and cancelled none', async () => {
    const week = ['2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18'];
    await rosterDays(admin, company.employeeId, week);
    const leave = async (date: string, form: Record<string, unknown>) => {
      const saved = await save({ employeeId: company.employeeId, typeId: types.BL, fromDate: date, ...form });
      expect(saved.body.message).toBe('success');
      return saved.body.id;
    };
    const bySchedule = await leave('2026-12-14', { scheduledDuration: true });
    const byHours = await leave('2026-12-15', { duration: 4 });
    const byTime = await leave('2026-12-16', { byWorkHours: true, fromTime: '13:00', toTime: '17:30' });
    const declined = await leave('2026-12-17', { scheduledDuration: true });
    const cancelled = await leave('2026-12-18', { scheduledDuration: true });
    for (const id of [bySchedule, byHours, byTime])
      expect((await examine(id, 'Approved')).body.message).toBe('success');
    expect((await examine(declined, 'Declined')).body.message).toBe('success');
    expect((await examine(cancelled, 'Approved')).body.message).toBe('success');
    expect((await post('/leave/delete', { ids: [cancelled] })).body.message).toBe('success');
    await waitFor(testApp, async (ds) => {
      const rows = (await ds.query(
        `SELECT count(*)::int AS n FROM calculation.leaves WHERE id = ANY($1::uuid[])
            AND leave->>'status' = CASE WHEN id = $2 THEN 'Declined' WHEN id = $3 THEN 'Cancelled' ELSE 'Approved' END`,
        [[bySchedule, byHours, byTime, declined, cancelled], declined, cancelled],
      )) as { n: number }[];
      return rows[0]?.n === 5;
    });
    const minutes = async () => {
      const sheet = await get<{ timeSheets: Day[] }>(
        `/api/timesheet/getPunchRecords?employeeId=${company.employeeId}&fromT=2026-12-14&endT=2026-12-20`,
      );
      return sheet.body.timeSheets
        .filter((d) => week.includes(d.day))
        .map((d) => d.payTypeTimes.find((t) => t.code === 'BL')?.minutes ?? 0);
    };
    let seen: number[] = [];
    await waitFor(testApp, async () => {
      seen = await minutes();
      return seen.join() === '480,240,270,0,0';
    }).catch(() => undefined);
    expect(seen).toEqual([480, 240, 270, 0, 0]);
    // the day cards: approved leave with its charged minutes and window; declined and cancelled leave none
    const cards = await get<{ timeSheets: Day[] }>(
      `/api/timesheet/getPunchRecords?employeeId=${company.employeeId}&fromT=2026-12-14&endT=2026-12-18`,
    );
    expect(
      cards.body.timeSheets.map((d) =>
        d.leaveRecord.map((r) => [r.id, r.typeCode, r.leaveStatus, r.fromTime, r.toTime, r.minutes]),
      ),
    ).toEqual([
      [[bySchedule, 'BL', 'Approved', null, null, 480]],
      [[byHours, 'BL', 'Approved', null, null, 240]],
      [[byTime, 'BL', 'Approved', '13:00', '17:30', 270]],
      [],
      [],
    ]);
    // the balance engine-facing: the sick leave approved earlier shows on its days too
    const sick = await get<{ timeSheets: Day[] }>(
      `/api/timesheet/getPunchRecords?employeeId=${company.employeeId}&fromT=2026-11-30&endT=2026-12-06`,
    );
    expect(sick.body.timeSheets.slice(0, 3).map((d) => d.payTypeTimes.find((t) => t.code === 'SL')?.minutes)).toEqual([
      480, 480, 480,
    ]);
  });

  it('refuses a leave change inside a closed pay period, writing nothing', async () => {
    const periods = await get<{ rows: { id: string; fromDate: string }[] } | { id: string; fromDate: string }[]>(
      '/api/pay-periods',
    );
    const list = Array.isArray(periods.body) ? periods.body : periods.body.rows;
    const week = list.find((p) => p.fromDate === '2026-11-16');
    expect(week).toBeDefined();
    await recalcSettled(testApp);
    expect((await post(`/api/pay-periods/${week?.id ?? ''}/close`, { reason: 'paid' })).status).toBe(200);
    await waitFor(testApp, async () => {
      const rows = (await scheduling.query(`SELECT closed FROM scheduling.pay_periods WHERE id = $1`, [week?.id])) as {
        closed: boolean;
      }[];
      return rows[0]?.closed === true;
    });
    const leaves = async () =>
      (
        (await scheduling.query(
          `SELECT count(*)::int AS n, max(updated_at) AS changed FROM scheduling.leaves WHERE company_id = $1`,
          [company.companyId],
        )) as { n: number; changed: Date | null }[]
      )[0];
    const before = await leaves();
    const closed = await save({
      employeeId: company.employeeId,
      typeId: types.UL,
      fromDate: '2026-11-18',
      duration: 8,
    });
    expect(closed.status).toBe(409);
    expect(closed.body).toMatchObject({ message: 'periodClosed', detail: CLOSED });
    expect(await leaves()).toEqual(before);
  });
});
