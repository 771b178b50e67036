import { jest } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { registerRosterCommand } from '../../cli/src/commands/roster.command.js';
import { SessionStore } from '../../cli/src/session/session-store.js';
import { runCli, testIo } from '../../cli/test/support.js';
import { clockStartsAt } from '../support/clock-starts-at.js';
import { postForm, signInAs } from '../support/org-fixture.js';
import type { TestApp } from '../support/test-app.js';
import {
  call,
  createCompany,
  PASSWORD,
  signIn,
  startThinPath,
  type TestCompany,
  waitFor,
} from '../support/thin-path-fixture.js';
import { recalcSettled } from '../support/recalc-fixture.js';

jest.setTimeout(90_000);

const CONFLICT = 'Oops,Schedule conflict,please add a new shift.';
const CLOSED =
  "Oops! The selected date is within a closed pay period. If you wish to make any changes, please re-open the period in the 'Payroll Transfer' page.";

// Written for Sunday 22 November 2026 in Auckland: this week's pay period (16–22 November) is closed below.
clockStartsAt('2026-11-22T12:00:00+13:00');

interface Refusal {
  statusCode: number;
  message: string;
  detail?: string;
}
interface Section {
  id: string;
  startTime: string;
  endTime: string;
  type: number | null;
  labelName: string | null;
  baseShiftWorksectionId: string | null;
  duration: number;
}
interface Day {
  title: string;
  isOffDay: boolean;
  isClosed: boolean;
  workSections: Section[];
}
interface Saved {
  success: boolean;
  message: string;
  workSectionId: string | null;
  days: (Day & { employeeId: string })[];
}
interface Shift {
  id: string;
  labelName: string | null;
  colorCode: string | null;
  department: { id: string; departmentName: string };
  startTime: string;
  endTime: string;
  startTimeType: string;
  endTimeType: string;
  breakTime: number;
}

describe('the weekly roster and its shift definitions', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let other: TestCompany;
  let admin: string;
  let employee: string;
  let supervisor: string;
  let otherAdmin: string;
  let scheduling: DataSource;
  let position: string;
  let otherPosition: string;
  let morning: string;
  let evening: string;
  let night: string;

  const post = <T = Refusal>(path: string, body: unknown, token = admin) =>
    call<T>(testApp, 'POST', path, { token, body });
  const get = <T>(path: string, token = admin) => call<T>(testApp, 'GET', path, { token });
  const stored = async (employeeId: string, date: string) =>
    (
      (await scheduling.query(
        `SELECT off_day AS "offDay", sections FROM scheduling.schedule_days WHERE employee_id = $1 AND date = $2`,
        [employeeId, date],
      )) as { offDay: boolean; sections: { id: string; start: string; end: string; type?: number | null }[] }[]
    )[0] ?? null;
  const eventCount = async () =>
    (
      (await scheduling.query(
        `SELECT count(*)::int AS n FROM scheduling.outbox WHERE type = 'schedule.day.changed.v1'`,
      )) as { n: number }[]
    )[0]?.n ?? 0;
  const positionOf = async (employeeId: string) =>
    (
      (await scheduling.query(`SELECT department_id FROM scheduling.employees WHERE id = $1`, [employeeId])) as {
        department_id: string;
      }[]
    )[0]?.department_id ?? '';
  const createShift = async (body: Record<string, unknown>) => {
    const answer = await post<{ message: string; id: string }>('/standardshifts/newShift', body);
    expect(answer.status).toBe(200);
    return answer.body.id;
  };
  const add = (employeeId: string, ruleDate: string, shiftId: string, token = admin) =>
    post<Saved & Refusal>('/standardshifts/newSave', { employeeId, ruleDate, baseShiftWorksectionId: shiftId }, token);

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'ROA', 8100);
    other = await createCompany(testApp, 'ROB', 8200);
    admin = await signIn(testApp, company.adminEmail);
    employee = await signIn(testApp, company.employeeEmail);
    otherAdmin = await signIn(testApp, other.adminEmail);
    supervisor = await signInAs(testApp, company.companyId, 'Supervisor', 'sup@roa.test');
    scheduling = testApp.app.get<DataSource>(getDataSourceToken('scheduling'), { strict: false });
    await waitFor(testApp, async () => {
      const rows = (await scheduling.query(`SELECT count(*)::int AS n FROM scheduling.employees`)) as { n: number }[];
      return rows[0]?.n === 4;
    });
    position = await positionOf(company.employeeId);
    otherPosition = await positionOf(other.employeeId);
    morning = await createShift({ departmentId: position, startTime: '06:00', endTime: '12:00', labelName: 'Morning' });
    evening = await createShift({
      departmentId: position,
      startTime: '11:00',
      endTime: '19:00',
      labelName: 'Evening',
      colorCode: '#1890FF',
      breakTime: 30,
    });
    night = await createShift({
      departmentId: position,
      startTime: '22:00',
      endTime: '06:00',
      endTimeType: 'NextDay',
      labelName: 'Night',
    });
    const periods = await get<{ id: string; fromDate: string }[]>('/api/pay-periods');
    const thisWeek = periods.body.find((p) => p.fromDate === '2026-11-16');
    if (!thisWeek) throw new Error(`no pay period 16–22 November: ${JSON.stringify(periods.body)}`);
    await recalcSettled(testApp);
    expect((await post(`/api/pay-periods/${thisWeek.id}/close`, { reason: 'pay run 47' })).status).toBe(200);
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

  describe('shift definitions', () => {
    it('creates a shift from a form-encoded body and reads it back with its position', async () => {
      const created = await postForm<{ message: string; id: string }>(testApp, '/standardshifts/newShift', admin, [
        ['departmentId', position],
        ['startTime', '22:00'],
        ['endTime', '02:00'],
        ['startTimeType', 'Previous'],
        ['colorCode', '#FAAD14'],
        ['labelName', 'Late'],
        ['breakTime', '15'],
      ]);
      expect(created.status).toBe(200);
      const shift = await get<Shift>(`/api/shifts/${created.body.id}`);
      expect(shift.body).toEqual({
        id: created.body.id,
        labelName: 'Late',
        colorCode: '#FAAD14',
        department: { id: position, departmentName: 'Position' },
        startTime: '22:00',
        endTime: '02:00',
        startTimeType: 'Previous',
        endTimeType: 'Today',
        breakTime: 15,
      });
    });

    it('refuses End not later than Start, another company’s position and a missing position, writing nothing', async () => {
      const before = (
        (await scheduling.query(`SELECT count(*)::int AS n FROM scheduling.shift_definitions`)) as {
          n: number;
        }[]
      )[0]?.n;
      const notLater = await post('/standardshifts/newShift', {
        departmentId: position,
        startTime: '00:00',
        endTime: '00:00',
      });
      expect(notLater.status).toBe(400);
      expect(notLater.body).toMatchObject({
        message: 'endNotLater',
        detail: 'End Time must be later than Start Time!',
      });
      const overnight = await post('/standardshifts/newShift', {
        departmentId: position,
        startTime: '22:00',
        endTime: '06:00',
      });
      expect(overnight.body.message).toBe('endNotLater');
      const foreign = await post('/standardshifts/newShift', {
        departmentId: otherPosition,
        startTime: '09:00',
        endTime: '17:00',
      });
      expect(foreign.status).toBe(404);
      expect(foreign.body.message).toBe('noPosition');
      const missing = await post('/standardshifts/newShift', { startTime: '09:00', endTime: '17:00' });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toContain('Position is required.');
      const after = (
        (await scheduling.query(`SELECT count(*)::int AS n FROM scheduling.shift_definitions`)) as {
          n: number;
        }[]
      )[0]?.n;
      expect(after).toBe(before);
    });

    it('edits only the colour, label and break', async () => {
      const moved = await post('/standardshifts/updateBaseshift', { id: morning, startTime: '01:00', labelName: 'X' });
      expect(moved.status).toBe(400);
      expect(moved.body.message).toContain('startTime');
      const answer = await post('/standardshifts/updateBaseshift', {
        id: morning,
        colorCode: '#52C41A',
        labelName: 'Early',
        breakTime: 20,
      });
      expect(answer.status).toBe(200);
      const shift = await get<Shift>(`/api/shifts/${morning}`);
      expect(shift.body).toMatchObject({
        labelName: 'Early',
        colorCode: '#52C41A',
        breakTime: 20,
        startTime: '06:00',
        department: { id: position },
      });
      const tooLong = await post('/standardshifts/updateBaseshift', { id: morning, breakTime: 360 });
      expect(tooLong.body.message).toBe('breakTooLong');
    });

    it('lists the panel by department name then start time, searched on the server', async () => {
      const page = await get<{ rows: Shift[]; total: number }>('/api/shifts/page?pageSize=100');
      expect(page.body.rows.map((s) => s.labelName)).toEqual(['Late', 'Early', 'Evening', 'Night']);
      const searched = await get<{ rows: Shift[]; total: number }>('/api/shifts/page?search=even');
      expect(searched.body.rows.map((s) => s.labelName)).toEqual(['Evening']);
      expect((await get<{ rows: Shift[] }>('/api/shifts/page', otherAdmin)).body.rows).toEqual([]);
    });

    it('keeps another company’s shifts out of reach', async () => {
      expect((await get<Refusal>(`/api/shifts/${morning}`, otherAdmin)).status).toBe(404);
      expect((await post('/standardshifts/updateBaseshift', { id: morning, labelName: 'X' }, otherAdmin)).status).toBe(
        404,
      );
      expect((await post('/standardshifts/delBaseshift', { id: morning }, otherAdmin)).status).toBe(404);
      expect((await get<Shift>(`/api/shifts/${morning}`)).body.labelName).toBe('Early');
    });

    it('lets an Employee read but not change shifts', async () => {
      expect((await get<Shift>(`/api/shifts/${morning}`, employee)).status).toBe(200);
      expect(
        (
          await post(
            '/standardshifts/newShift',
            { departmentId: position, startTime: '09:00', endTime: '17:00' },
            employee,
          )
        ).status,
      ).toBe(403);
    });
  });

  describe('roster changes', () => {
    it('adds a shift to a day: stored, published, and answered with the day and its hours', async () => {
      const events = await eventCount();
      const answer = await add(company.employeeId, '2026-11-25', evening);
      expect(answer.status).toBe(200);
      expect(answer.body.days).toEqual([
        expect.objectContaining({
          employeeId: company.employeeId,
          title: '2026-11-25',
          isOffDay: false,
          workSections: [
            expect.objectContaining({
              startTime: '11:00',
              endTime: '19:00',
              labelName: 'Evening',
              duration: 7.5,
              baseShiftWorksectionId: evening,
            }),
          ],
        }),
      ]);
      expect((await stored(company.employeeId, '2026-11-25'))?.sections).toEqual([
        expect.objectContaining({ id: answer.body.workSectionId, start: '11:00', end: '19:00', shiftId: evening }),
      ]);
      expect(await eventCount()).toBe(events + 1);
    });

    it('refuses an overlapping drop with the spec’s text and writes nothing', async () => {
      const before = await stored(company.employeeId, '2026-11-25');
      const events = await eventCount();
      const refused = await add(company.employeeId, '2026-11-25', morning);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ message: 'conflict', detail: CONFLICT });
      expect(await stored(company.employeeId, '2026-11-25')).toEqual(before);
      expect(await eventCount()).toBe(events);
      // back to back is not an overlap: the night shift starts after the evening one ends
      expect((await add(company.employeeId, '2026-11-25', night)).status).toBe(200);
    });

    it('refuses a date in a closed pay period, writing nothing', async () => {
      const events = await eventCount();
      const refused = await add(company.employeeId, '2026-11-20', morning);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ message: 'periodClosed', detail: CLOSED });
      expect(await stored(company.employeeId, '2026-11-20')).toBeNull();
      expect(await eventCount()).toBe(events);
    });

    it('refuses another company’s employee or shift, writing nothing', async () => {
      expect((await add(other.employeeId, '2026-11-26', morning)).status).toBe(404);
      expect((await add(company.otherEmployeeId, '2026-11-26', morning, otherAdmin)).status).toBe(404);
      const foreignShift = await post(
        '/standardshifts/newSave',
        {
          employeeId: other.employeeId,
          ruleDate: '2026-11-26',
          baseShiftWorksectionId: morning,
        },
        otherAdmin,
      );
      expect(foreignShift.status).toBe(404);
      expect(await stored(other.employeeId, '2026-11-26')).toBeNull();
      expect(await stored(company.otherEmployeeId, '2026-11-26')).toBeNull();
    });

    it('moves a bar to another employee’s day, copies one, and deletes one', async () => {
      const placed = await add(company.employeeId, '2026-11-27', morning);
      const sectionId = placed.body.workSectionId ?? '';
      const moved = await post<Saved>('/standardshifts/newSave', {
        employeeId: company.otherEmployeeId,
        ruleDate: '2026-11-28',
        workSectionId: sectionId,
        sourceEmployeeId: company.employeeId,
        sourceRuleDate: '2026-11-27',
      });
      expect(moved.status).toBe(200);
      expect(moved.body.days.map((d) => [d.employeeId, d.title, d.workSections.length])).toEqual([
        [company.otherEmployeeId, '2026-11-28', 1],
        [company.employeeId, '2026-11-27', 0],
      ]);
      expect((await stored(company.employeeId, '2026-11-27'))?.sections).toEqual([]);
      const copied = await post<Saved>('/standardshifts/newSave', {
        employeeId: company.employeeId,
        ruleDate: '2026-11-28',
        workSectionId: sectionId,
        sourceEmployeeId: company.otherEmployeeId,
        sourceRuleDate: '2026-11-28',
        copy: true,
      });
      expect(copied.status).toBe(200);
      expect(copied.body.workSectionId).not.toBe(sectionId);
      expect((await stored(company.otherEmployeeId, '2026-11-28'))?.sections).toHaveLength(1);
      const deleted = await post<Saved>('/standardshifts/newSave', {
        employeeId: company.employeeId,
        ruleDate: '2026-11-28',
        delFlag: true,
        workSectionId: copied.body.workSectionId,
      });
      expect(deleted.status).toBe(200);
      expect((await stored(company.employeeId, '2026-11-28'))?.sections).toEqual([]);
    });

    it('does not move or delete a locked entry', async () => {
      const lockedId = '00000000-0000-4000-8000-000000000002';
      await scheduling.query(
        `INSERT INTO scheduling.schedule_days (company_id, employee_id, date, off_day, sections)
         VALUES ($1, $2, '2026-11-30', false, $3)`,
        [
          company.companyId,
          company.employeeId,
          JSON.stringify([{ id: lockedId, start: '09:00', end: '10:00', type: 2 }]),
        ],
      );
      const move = await post('/standardshifts/newSave', {
        employeeId: company.employeeId,
        ruleDate: '2026-12-01',
        workSectionId: lockedId,
        sourceEmployeeId: company.employeeId,
        sourceRuleDate: '2026-11-30',
      });
      expect(move.status).toBe(409);
      expect(move.body.message).toBe('locked');
      const remove = await post('/standardshifts/newSave', {
        employeeId: company.employeeId,
        ruleDate: '2026-11-30',
        delFlag: true,
        workSectionId: lockedId,
      });
      expect(remove.body.message).toBe('locked');
      expect((await stored(company.employeeId, '2026-11-30'))?.sections).toHaveLength(1);
      expect(await stored(company.employeeId, '2026-12-01')).toBeNull();
    });

    it('moves a section written without an id (the demo seed’s) by the id the roster gives it', async () => {
      await scheduling.query(
        `INSERT INTO scheduling.schedule_days (company_id, employee_id, date, off_day, sections)
         VALUES ($1, $2, '2026-12-07', false, $3)`,
        [
          company.companyId,
          company.otherEmployeeId,
          JSON.stringify([{ start: '08:00', end: '16:30', breakMinutes: 30 }]),
        ],
      );
      const rows = await get<{ rows: { employee: { id: string }; scheduleRuleVoList: Day[] }[] }>(
        '/api/shifts/getNewShifts?startDate=2026-12-07&endDate=2026-12-07',
      );
      const [seeded] =
        rows.body.rows.find((r) => r.employee.id === company.otherEmployeeId)?.scheduleRuleVoList[0]?.workSections ??
        [];
      expect(seeded).toMatchObject({ startTime: '08:00', endTime: '16:30', duration: 8 });
      const moved = await post<Saved>('/standardshifts/newSave', {
        employeeId: company.otherEmployeeId,
        ruleDate: '2026-12-08',
        workSectionId: seeded?.id,
        sourceEmployeeId: company.otherEmployeeId,
        sourceRuleDate: '2026-12-07',
      });
      expect(moved.status).toBe(200);
      expect((await stored(company.otherEmployeeId, '2026-12-08'))?.sections).toEqual([
        expect.objectContaining({ id: seeded?.id, start: '08:00', end: '16:30' }),
      ]);
    });

    it('replaces a day with the Off Day and takes it away again', async () => {
      await add(company.otherEmployeeId, '2026-12-02', morning);
      const off = await post<Saved>('/standardshifts/addOffDay', {
        employeeId: company.otherEmployeeId,
        ruleDate: '2026-12-02',
      });
      expect(off.status).toBe(200);
      expect(await stored(company.otherEmployeeId, '2026-12-02')).toEqual({ offDay: true, sections: [] });
      const back = await post<Saved>('/standardshifts/delOffDay', {
        employeeId: company.otherEmployeeId,
        ruleDate: '2026-12-02',
      });
      expect(back.status).toBe(200);
      expect(await stored(company.otherEmployeeId, '2026-12-02')).toEqual({ offDay: false, sections: [] });
    });

    it('adds a shift to several employees, or to none when one of them has a conflict', async () => {
      await add(company.otherEmployeeId, '2026-12-03', evening);
      const refused = await post('/standardshifts/batchScheduleRule', {
        id: morning,
        employeeIds: [company.employeeId, company.otherEmployeeId],
        batchStartDate: '2026-12-03',
      });
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toBe(CONFLICT);
      expect(await stored(company.employeeId, '2026-12-03')).toBeNull();
      const added = await postForm<Saved>(testApp, '/standardshifts/batchScheduleRule', admin, [
        ['id', night],
        ['employeeIds', `${company.employeeId},${company.otherEmployeeId}`],
        ['batchStartDate', '2026-12-03'],
      ]);
      expect(added.status).toBe(200);
      expect(added.body.days).toHaveLength(2);
    });

    it('applies two overlapping drops on one day at once: one is taken, the other refused', async () => {
      const [a, b] = await Promise.all([
        add(company.employeeId, '2026-12-04', morning),
        add(company.employeeId, '2026-12-04', evening),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      expect((await stored(company.employeeId, '2026-12-04'))?.sections).toHaveLength(1);
    });

    it('lets an Employee see the roster but not change it', async () => {
      expect((await add(company.employeeId, '2026-12-05', morning, employee)).status).toBe(403);
      expect(await stored(company.employeeId, '2026-12-05')).toBeNull();
    });
  });

  describe('the roster rows', () => {
    it('answers every day of the range for each employee, with closed days marked', async () => {
      const page = await get<{
        rows: { employee: { id: string; lastName: string }; scheduleRuleVoList: Day[] }[];
        total: number;
      }>('/api/shifts/getNewShifts?startDate=2026-11-22&endDate=2026-11-28&sortBy=lastName');
      expect(page.status).toBe(200);
      expect(page.body.total).toBe(2);
      expect(page.body.rows.map((r) => r.employee.lastName)).toEqual(['Last0', 'Last1']);
      const first = page.body.rows[0];
      expect(first?.scheduleRuleVoList.map((d) => d.title)).toEqual([
        '2026-11-22',
        '2026-11-23',
        '2026-11-24',
        '2026-11-25',
        '2026-11-26',
        '2026-11-27',
        '2026-11-28',
      ]);
      expect(first?.scheduleRuleVoList[0]?.isClosed).toBe(true);
      expect(first?.scheduleRuleVoList[1]?.isClosed).toBe(false);
      expect(first?.scheduleRuleVoList[3]?.workSections.map((s) => s.labelName)).toEqual(['Evening', 'Night']);
    });

    it('filters by name and answers another company nothing of this one', async () => {
      const found = await get<{ rows: { employee: { id: string } }[] }>(
        '/api/shifts/getNewShifts?startDate=2026-11-23&endDate=2026-11-29&search=first1',
      );
      expect(found.body.rows.map((r) => r.employee.id)).toEqual([company.otherEmployeeId]);
      const foreign = await get<{ rows: { employee: { id: string } }[] }>(
        '/api/shifts/getNewShifts?startDate=2026-11-23&endDate=2026-11-29',
        otherAdmin,
      );
      expect(foreign.body.rows.map((r) => r.employee.id)).toEqual([other.employeeId, other.otherEmployeeId]);
      const tooLong = await get<Refusal>('/api/shifts/getNewShifts?startDate=2026-11-01&endDate=2026-12-31');
      expect(tooLong.status).toBe(400);
    });

    it('shows a Supervisor only the nodes they manage (none here) and an Employee only themself', async () => {
      const sup = await get<{ rows: unknown[] }>(
        '/api/shifts/getNewShifts?startDate=2026-11-23&endDate=2026-11-29',
        supervisor,
      );
      expect(sup.body.rows).toEqual([]);
      const self = await get<{ rows: { employee: { id: string } }[] }>(
        '/api/shifts/getNewShifts?startDate=2026-11-23&endDate=2026-11-29',
        employee,
      );
      expect(self.body.rows.map((r) => r.employee.id)).toEqual([company.employeeId]);
    });
  });

  describe('Copy Roster', () => {
    it('refuses a paste date outside the window and a paste into a closed period', async () => {
      const outside = await post('/standardshifts/copyScheduleRule', {
        fromDate: '2026-11-23',
        endDate: '2026-11-29',
        beginDate: '2026-11-25',
      });
      expect(outside.status).toBe(400);
      expect(outside.body.message).toBe('pasteOutsideWindow');
      const closed = await post('/standardshifts/copyScheduleRule', {
        fromDate: '2026-11-23',
        endDate: '2026-11-29',
        beginDate: '2026-11-16',
      });
      expect(closed.status).toBe(409);
      expect(closed.body.detail).toBe(CLOSED);
      expect(await stored(company.employeeId, '2026-11-18')).toBeNull();
      const foreignNodes = await post('/standardshifts/copyScheduleRule', {
        departments: [otherPosition],
        fromDate: '2026-11-23',
        endDate: '2026-11-29',
        beginDate: '2026-11-30',
      });
      expect(foreignNodes.status).toBe(404);
      expect(foreignNodes.body.message).toBe('noDepartment');
    });

    it('copies a week onto the next with new section ids', async () => {
      const copied = await postForm(testApp, '/standardshifts/copyScheduleRule', admin, [
        ['departments', position],
        ['fromDate', '2026-11-23'],
        ['endDate', '2026-11-29'],
        ['beginDate', '2026-11-30'],
      ]);
      expect(copied.status).toBe(200);
      const source = await stored(company.employeeId, '2026-11-25');
      const pasted = await stored(company.employeeId, '2026-12-02');
      expect(pasted?.sections.map((s) => [s.start, s.end])).toEqual(source?.sections.map((s) => [s.start, s.end]));
      expect(pasted?.sections[0]?.id).not.toBe(source?.sections[0]?.id);
      // a target day holding a locked entry keeps it
      expect((await stored(company.employeeId, '2026-11-30'))?.sections).toEqual([
        expect.objectContaining({ type: 2 }),
      ]);
    });
  });

  describe('rollcall roster show', () => {
    let configDir: string;
    const run = (...args: string[]) =>
      runCli(testIo({ ROLLCALL_CONFIG_DIR: configDir }), registerRosterCommand, ['roster', 'show', ...args]);

    beforeAll(async () => {
      configDir = mkdtempSync(join(tmpdir(), 'rollcall-cli-'));
      const login = await call<{ accessToken: string; refreshToken: string }>(testApp, 'POST', '/account/login', {
        body: { email: company.adminEmail, password: PASSWORD, appType: 'web' },
      });
      new SessionStore(configDir).write({ url: testApp.url, email: company.adminEmail, ...login.body });
    });
    afterAll(() => rmSync(configDir, { recursive: true, force: true }));

    it('prints the week of a structure node’s employees by day, and the same rows as JSON', async () => {
      expect((await post('/department/save', { id: position, code: 'ROA-POS' })).status).toBe(200);
      await waitFor(testApp, async () => {
        const rows = (await scheduling.query(`SELECT code FROM scheduling.departments WHERE id = $1`, [position])) as {
          code: string | null;
        }[];
        return rows[0]?.code === 'ROA-POS';
      });
      expect((await add(company.employeeId, '2026-12-14', morning)).status).toBe(200);
      expect((await add(company.employeeId, '2026-12-16', evening)).status).toBe(200);
      expect(
        (await post('/standardshifts/addOffDay', { employeeId: company.employeeId, ruleDate: '2026-12-15' })).status,
      ).toBe(200);

      const roster = await get<{
        rows: { employee: { id: string }; scheduleRuleVoList: { workSections: { duration: number }[] }[] }[];
      }>(`/api/shifts/getNewShifts?startDate=2026-12-14&endDate=2026-12-20&departmentIds=${position}`);
      const hoursOf = (employeeId: string) =>
        (roster.body.rows.find((r) => r.employee.id === employeeId)?.scheduleRuleVoList ?? [])
          .flatMap((d) => d.workSections)
          .reduce((sum, x) => sum + x.duration, 0);
      const hours = hoursOf(company.employeeId);
      // the morning's 6 hours (relabelled Early above) and the evening's, less its break
      expect(hours).toBeGreaterThan(12);

      // any date of the week; the code's case does not matter
      const shown = await run('--week', '2026-12-17', '--department', 'roa-pos');
      expect([shown.code, shown.err]).toEqual([0, '']);
      const lines = shown.out.split('\n');
      const total = hours + hoursOf(company.otherEmployeeId);
      expect(lines[0]).toBe(
        `Roster 2026-12-14 to 2026-12-20, structure node roa-pos: 2 employees, ${total.toFixed(2)} hours`,
      );
      const line = lines.find((l) => l.includes(String(company.clockId))) ?? '';
      expect(line).toMatch(/^\S+, \S+\s+\d+\s+06:00-12:00 Early\s+Off\s+11:00-19:00 Evening\s+-\s+-\s+-\s+-\s+/);
      expect(line.endsWith(` ${hours.toFixed(2)}`)).toBe(true);

      const json = await run('--week', '2026-12-14', '--department', 'ROA-POS', '--json');
      expect(json.code).toBe(0);
      const printed = JSON.parse(json.out) as { startDate: string; endDate: string; rows: unknown[] };
      expect(printed).toMatchObject({ startDate: '2026-12-14', endDate: '2026-12-20' });
      expect(printed.rows).toEqual(roster.body.rows);
    });

    it('refuses an unknown structure node code and a bad week (exit 2), reading nothing', async () => {
      const unknown = await run('--week', '2026-12-14', '--department', 'NOPE');
      expect([unknown.code, unknown.err]).toEqual([
        2,
        expect.stringContaining('no structure node of the company has the code "NOPE"'),
      ]);
      const badWeek = await run('--week', '14/12/2026');
      expect(badWeek.code).toBe(2);
      expect(badWeek.err).toContain('--week must be a date written YYYY-MM-DD');
    });
  });
});
