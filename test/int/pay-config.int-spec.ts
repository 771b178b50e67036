import { jest } from '@jest/globals';
import { getDataSourceToken } from '@nestjs/typeorm';
import { EventWriter } from '@rollcall/platform';
import { DateTime } from 'luxon';
import type { DataSource } from 'typeorm';
import type { TestApp } from '../support/test-app.js';
import { eventsSince, organisationDb, outboxMark, postForm, rowOf, signInAs } from '../support/org-fixture.js';
import { call, createCompany, signIn, startThinPath, type TestCompany, waitFor } from '../support/thin-path-fixture.js';

jest.setTimeout(90_000);

interface Refusal {
  statusCode: number;
  message: string;
  detail?: string;
  msg?: string;
  details?: { field: string; message: string }[];
}
interface PayTypeRow {
  id: string;
  code: string;
  name: string;
  isSystem: boolean;
  active: boolean;
  hideFromEmp: boolean;
  shouldExport: boolean;
  ctDay: number;
  leaveStatus: boolean;
  paidLeave: boolean;
  isAllowance: boolean;
  isOvertime: boolean;
  payRateFactor: number | null;
  convertToDay: boolean;
  percentage: boolean;
  role: string | null;
  xeroGuid: string | null;
}
interface PayGroupRow {
  id: string;
  name: string;
  active: boolean;
  period: string;
  startTime: string;
  startDayOfMonth: number | null;
  overtimeCalculationType: string;
  dailyOvertimeThreshold: number | null;
  earlyArrivalThreshold: number | null;
  shiftThreshold: number;
  convertUnit: number;
  payOnFinishDay: boolean;
  autoLeave: boolean;
  autoLeavePayTypeId: string | null;
  memo: string | null;
}

describe('pay types and pay groups', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let other: TestCompany;
  let admin: string;
  let otherAdmin: string;
  let employeeToken: string;
  let supervisor: string;

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'PAY', 7000);
    other = await createCompany(testApp, 'PAX', 7100);
    admin = await signIn(testApp, company.adminEmail);
    otherAdmin = await signIn(testApp, other.adminEmail);
    employeeToken = await signIn(testApp, company.employeeEmail);
    supervisor = await signInAs(testApp, company.companyId, 'Supervisor', 'sup@pay.test');
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const get = <T>(path: string, token = admin) => call<T>(testApp, 'GET', path, { token });
  const post = <T = Refusal>(path: string, body: unknown, token = admin) =>
    call<T & Refusal>(testApp, 'POST', path, { token, body });
  const payTypes = async (query = '') => (await get<PayTypeRow[]>(`/api/pay-types${query}`)).body;
  const byCode = async (code: string) => (await payTypes()).find((p) => p.code === code) as PayTypeRow;

  describe('pay types', () => {
    it('lists the 11 system defaults with their new fields; Unpaid Leave is unpaid', async () => {
      const all = await payTypes();
      expect(all.filter((p) => p.isSystem)).toHaveLength(11);
      expect(all.map((p) => p.code).sort()).toEqual(
        ['ALT', 'AL', 'BL', 'FVL', 'ORD', 'OT15', 'OT20', 'PH', 'PHL', 'SL', 'UL'].sort(),
      );
      const ul = all.find((p) => p.code === 'UL');
      expect(ul).toMatchObject({ leaveStatus: true, paidLeave: false, active: true, hideFromEmp: false, ctDay: 1 });
      expect(all.find((p) => p.code === 'AL')).toMatchObject({ paidLeave: true, hideFromEmp: false });
      expect(all.find((p) => p.code === 'ORD')).toMatchObject({ role: 'ordinary', hideFromEmp: true });
      expect(all.map((p) => p.name)).toEqual([...all.map((p) => p.name)].sort((a, b) => a.localeCompare(b)));
    });

    it('creates with the new defaults (Active and Hide From Employee fixed), form-encoded', async () => {
      const mark = await outboxMark(testApp);
      const answer = await postForm<{ message: string; id: string }>(testApp, '/paytype/save', admin, [
        ['code', 'MEAL'],
        ['name', 'Meal Allowance'],
        ['isAllowance', 'true'],
        ['active', 'false'],
        ['hideFromEmp', 'false'],
        ['exportCode', 'M1'],
      ]);
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe('success');
      const detail = await get<PayTypeRow>(`/api/pay-types/${answer.body.id}`);
      expect(detail.body).toMatchObject({
        code: 'MEAL',
        name: 'Meal Allowance',
        isAllowance: true,
        active: true,
        hideFromEmp: true,
        shouldExport: true,
        ctDay: 1,
        convertToDay: true,
        isSystem: false,
        xeroGuid: null,
      });
      const events = await eventsSince(testApp, mark, 'org.paytype.changed.v1');
      expect(events).toHaveLength(1);
      expect(events[0]?.payload).toMatchObject({ payTypeId: answer.body.id, isAllowance: true, active: true });
    });

    it('filters by status, isAllowance and isLeave', async () => {
      const allowances = await payTypes('?isAllowance=true');
      expect(allowances.map((p) => p.code)).toEqual(['MEAL']);
      const leave = await payTypes('?isLeave=true');
      expect(leave.every((p) => p.leaveStatus)).toBe(true);
      expect(leave.map((p) => p.code)).toContain('UL');
      const meal = await byCode('MEAL');
      expect((await post('/paytype/save', { id: meal.id, active: false })).status).toBe(200);
      expect((await payTypes('?status=true')).map((p) => p.code)).not.toContain('MEAL');
      expect((await payTypes('?status=false')).map((p) => p.code)).toEqual(['MEAL']);
    });

    it("answers 'exist' for a code or a name in use (any case)", async () => {
      const code = await post('/paytype/save', { code: 'meal', name: 'Something' });
      expect(code.status).toBe(409);
      expect(code.body).toMatchObject({ message: 'exist', detail: 'Warning: Code Or Name has existed.' });
      const name = await post('/paytype/save', { code: 'NEW1', name: 'annual leave' });
      expect(name.body.message).toBe('exist');
    });

    it("answers 'incorrectNumberForm' for an overtime type without a factor above 0", async () => {
      for (const payRateFactor of [0, -1, 'abc', null]) {
        const answer = await post('/paytype/save', { code: 'OT3', name: 'Triple', isOvertime: true, payRateFactor });
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({
          message: 'incorrectNumberForm',
          detail: 'Overtime factor should be a number and greater than 0.',
        });
      }
      const ok = await post<{ id: string }>('/paytype/save', {
        code: 'OT3',
        name: 'Triple',
        isOvertime: true,
        payRateFactor: 3,
      });
      expect(ok.status).toBe(200);
      expect((await byCode('OT3')).payRateFactor).toBe(3);
    });

    it('refuses Allowance and Leave together, a changed code, and missing code or name', async () => {
      const both = await post('/paytype/save', { code: 'BOTH', name: 'Both', isAllowance: true, leaveStatus: true });
      expect(both.status).toBe(400);
      expect(both.body.message).toBe('allowanceAndLeave');
      const meal = await byCode('MEAL');
      const leaveToo = await post('/paytype/save', { id: meal.id, leaveStatus: true });
      expect(leaveToo.body.message).toBe('allowanceAndLeave');
      const recode = await post('/paytype/save', { id: meal.id, code: 'MEAL2' });
      expect(recode.status).toBe(400);
      expect(recode.body.message).toBe('codeNotEditable');
      const missing = await post('/paytype/save', { name: 'No code' });
      expect(missing.status).toBe(400);
      expect(missing.body.details?.map((d) => d.field)).toEqual(['code']);
      expect((await byCode('MEAL')).code).toBe('MEAL');
    });

    it('edits every field of a leave type; the event carries paidLeave', async () => {
      const created = await post<{ id: string }>('/paytype/save', {
        code: 'LWOP',
        name: 'Leave Without Pay',
        leaveStatus: true,
      });
      const mark = await outboxMark(testApp);
      const edited = await post('/paytype/save', {
        id: created.body.id,
        name: 'Leave Without Pay (LWOP)',
        paidLeave: false,
        allowNegativeLeave: true,
        hideBalance: true,
        percentage: true,
        convertToDay: false,
        ctDay: 7.5,
        type: 'T1',
        shouldExport: false,
        hideFromEmp: false,
      });
      expect(edited.status).toBe(200);
      expect((await get<PayTypeRow>(`/api/pay-types/${created.body.id}`)).body).toMatchObject({
        name: 'Leave Without Pay (LWOP)',
        paidLeave: false,
        allowNegativeLeave: true,
        hideBalance: true,
        percentage: true,
        convertToDay: false,
        ctDay: 7.5,
        type: 'T1',
        shouldExport: false,
        hideFromEmp: false,
      });
      const [event] = await eventsSince(testApp, mark, 'org.paytype.changed.v1');
      expect(event?.payload).toMatchObject({ isLeave: true, paidLeave: false, active: true });
    });

    it('refuses deleting a system default, all or none', async () => {
      const ord = await byCode('ORD');
      const meal = await byCode('MEAL');
      const answer = await post('/paytype/delete', { ids: [ord.id, meal.id] });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('systemDefault');
      expect(await byCode('MEAL')).toBeDefined();
    });

    it('refuses deleting a pay type a pay group uses, naming it', async () => {
      const ot3 = await byCode('OT3');
      const lwop = await byCode('LWOP');
      const group = await post<{ id: string }>('/paygroup/save', {
        name: 'Uses Pay Types',
        overtimeCalculationType: 'Daily',
        dailyOvertimeThreshold: 8,
        periodOvertimeCode: 'OT3',
        autoLeave: true,
        autoLeavePayTypeId: lwop.id,
      });
      expect(group.status).toBe(200);
      const answer = await post('/paytype/delete', { ids: [ot3.id, lwop.id] });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('inUse');
      expect(answer.body.msg).toContain('Triple (overtime of pay group Uses Pay Types)');
      expect(answer.body.msg).toContain('Leave Without Pay (LWOP) (auto leave of pay group Uses Pay Types)');
      expect((await post('/paygroup/delete', { ids: [group.body.id] })).status).toBe(200);
    });

    it('refuses deleting a pay type a skill pays, naming the skill', async () => {
      const meal = await byCode('MEAL');
      expect((await post('/paytype/save', { id: meal.id, active: true })).status).toBe(200);
      const skill = await post<{ id: string }>('/api/skills/save', {
        name: 'Forklift',
        payTypeId: meal.id,
        allowanceCalculationType: 'eitherOnePerShift',
      });
      expect(skill.status).toBe(200);
      const answer = await post('/paytype/delete', { ids: [meal.id] });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('inUse');
      expect(answer.body.msg).toContain('Meal Allowance (allowance of skill Forklift)');
      const cleared = await post('/api/skills/save', {
        id: skill.body.id,
        name: 'Forklift',
        payTypeId: '',
        allowanceCalculationType: 'eitherOnePerShift',
      });
      expect(cleared.status).toBe(200);
    });

    it('deletes pay types nothing uses and publishes their deletion', async () => {
      const ids = [(await byCode('OT3')).id, (await byCode('MEAL')).id];
      const mark = await outboxMark(testApp);
      const answer = await post<{ message: string }>('/paytype/delete', { ids });
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe('success');
      expect((await payTypes()).map((p) => p.code)).not.toContain('OT3');
      const events = await eventsSince(testApp, mark, 'org.paytype.changed.v1');
      expect(events.map((e) => e.payload.deleted)).toEqual([true, true]);
    });

    it('answers the blank form of a new pay type: what a save of only a code and a name stores', async () => {
      const blank = await get<Omit<PayTypeRow, 'id'>>('/api/pay-types/new');
      expect(blank.status).toBe(200);
      expect(blank.body).toMatchObject({
        code: '',
        name: '',
        active: true,
        hideFromEmp: true,
        shouldExport: true,
        isAllowance: false,
        leaveStatus: false,
        convertToDay: true,
        ctDay: 1,
      });
      const saved = await post<{ id: string }>('/paytype/save', { code: 'BLANK', name: 'From The Blank Form' });
      expect(saved.status).toBe(200);
      expect((await get(`/api/pay-types/${saved.body.id}`)).body).toEqual({
        ...blank.body,
        code: 'BLANK',
        name: 'From The Blank Form',
        id: saved.body.id,
        xeroGuid: null,
        isSystem: false,
        role: null,
      });
      expect((await post('/paytype/delete', { ids: [saved.body.id] })).status).toBe(200);
      expect((await get('/api/pay-types/new', supervisor)).status).toBe(403);
      expect((await get('/api/pay-types/new', employeeToken)).status).toBe(403);
    });

    it('keeps companies apart and checks permissions', async () => {
      const ord = await byCode('ORD');
      expect((await get(`/api/pay-types/${ord.id}`, otherAdmin)).status).toBe(404);
      expect((await post('/paytype/save', { id: ord.id, name: 'Hijack' }, otherAdmin)).status).toBe(404);
      expect((await post('/paytype/delete', { ids: [ord.id] }, otherAdmin)).status).toBe(404);
      expect((await byCode('ORD')).name).toBe('Ordinary');
      expect((await get('/api/pay-types', employeeToken)).status).toBe(403);
      expect((await post('/paytype/save', { code: 'X', name: 'X' }, employeeToken)).status).toBe(403);
    });
  });

  describe('pay groups', () => {
    const groups = async (query = '', token = admin) =>
      (await get<PayGroupRow[]>(`/api/pay-groups${query}`, token)).body;

    it('creates with the spec defaults for every omitted field and publishes the engine rules', async () => {
      const mark = await outboxMark(testApp);
      const answer = await post<{ message: string; id: string }>('/paygroup/save', { name: 'Night Crew' });
      expect(answer.status).toBe(200);
      const detail = (await get<PayGroupRow>(`/api/pay-groups/${answer.body.id}`)).body;
      expect(detail).toMatchObject({
        name: 'Night Crew',
        active: true,
        period: 'Weekly',
        startDayOfMonth: 1,
        shiftThreshold: 90,
        earlyArrivalThreshold: 90,
        convertUnit: 1,
        overtimeCalculationType: 'None',
      });
      expect(detail.startTime).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const [event] = await eventsSince(testApp, mark, 'org.paygroup.changed.v1');
      expect(event?.payload).toMatchObject({
        payGroupId: answer.body.id,
        deleted: false,
        rules: { period: 'Weekly', shiftThreshold: 90, earlyArrivalThreshold: 90, startTime: detail.startTime },
      });
    });

    it('reads startTime in the user date format, form-encoded', async () => {
      const answer = await postForm<{ id: string }>(testApp, '/paygroup/save', admin, [
        ['name', 'Monthly Office'],
        ['period', 'Monthly'],
        ['startDayOfMonth', '15'],
        ['startTime', '01/03/2026'],
        ['dateFormat', 'dd/MM/yyyy'],
        ['memo', 'office staff'],
      ]);
      expect(answer.status).toBe(200);
      const detail = (await get<PayGroupRow>(`/api/pay-groups/${answer.body.id}`)).body;
      expect(detail).toMatchObject({
        period: 'Monthly',
        startDayOfMonth: 15,
        startTime: '2026-03-01',
        memo: 'office staff',
      });
      const bad = await post('/paygroup/save', { name: 'Bad date', startTime: '2026-03-01', dateFormat: 'dd/MM/yyyy' });
      expect(bad.status).toBe(400);
      expect(bad.body.details?.[0]?.field).toBe('startTime');
    });

    it('refuses what §5 requires, changing nothing', async () => {
      const before = (await groups()).length;
      const cases: [Record<string, unknown>, string][] = [
        [{ name: '' }, 'name'],
        [{ name: 'A', earlyArrivalThreshold: null }, 'earlyArrivalThreshold'],
        [{ name: 'A', lateDepartureThreshold: '' }, 'lateDepartureThreshold'],
        [{ name: 'A', breakCalculationType: 'TimeOfDay' }, 'breakStartTime'],
        [{ name: 'A', autoLeave: true }, 'autoLeavePayTypeId'],
        [{ name: 'A', overtimeCalculationType: 'Daily' }, 'dailyOvertimeThreshold'],
        [{ name: 'A', overtimeCalculationType: 'Weekly' }, 'periodOvertimeThreshold'],
        [{ name: 'A', overtimeCalculationType: 'PayPeriod' }, 'periodOvertimeThreshold'],
        [{ name: 'A', period: 'Monthly', startDayOfMonth: 29 }, 'startDayOfMonth'],
      ];
      for (const [body, field] of cases) {
        const answer = await post('/paygroup/save', body);
        expect(answer.status).toBe(400);
        expect(answer.body.details?.map((d) => d.field)).toContain(field);
      }
      const standard = await post('/paygroup/save', {
        name: 'Standard Hours',
        overtimeCalculationType: 'Weekly',
        useStandardHoursAsPeriodOvertimeThreshold: true,
        breakTime: '',
      });
      expect(standard.status).toBe(200);
      expect((await groups()).length).toBe(before + 1);
    });

    it("answers 'exist' for a name in use", async () => {
      const answer = await post('/paygroup/save', { name: 'night crew' });
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ message: 'exist', detail: 'Warning: Name has existed.' });
    });

    it('edits: omitted fields keep their values; the status filter', async () => {
      const night = (await groups()).find((g) => g.name === 'Night Crew') as PayGroupRow;
      const answer = await post('/paygroup/save', {
        id: night.id,
        active: false,
        overtimeCalculationType: 'Daily',
        dailyOvertimeThreshold: 8,
      });
      expect(answer.status).toBe(200);
      const detail = (await get<PayGroupRow>(`/api/pay-groups/${night.id}`)).body;
      expect(detail).toMatchObject({
        name: 'Night Crew',
        active: false,
        dailyOvertimeThreshold: 8,
        shiftThreshold: 90,
      });
      expect((await groups('?status=true')).map((g) => g.name)).not.toContain('Night Crew');
      expect((await groups('?status=false')).map((g) => g.name)).toEqual(['Night Crew']);
    });

    it("refuses deleting a pay group employees use: '{names} are not deleted, because it's in use for employees.'", async () => {
      const weekly = (await groups()).find((g) => g.name === 'Weekly') as PayGroupRow;
      const night = (await groups()).find((g) => g.name === 'Night Crew') as PayGroupRow;
      const answer = await post('/paygroup/delete', { ids: [weekly.id, night.id] });
      expect(answer.status).toBe(409);
      expect(answer.body.msg).toBe("Weekly are not deleted, because it's in use for employees.");
      expect((await groups()).map((g) => g.name)).toContain('Night Crew');
    });

    it('keeps companies apart and checks permissions', async () => {
      const weekly = (await groups()).find((g) => g.name === 'Weekly') as PayGroupRow;
      expect((await get(`/api/pay-groups/${weekly.id}`, otherAdmin)).status).toBe(404);
      expect((await post('/paygroup/save', { id: weekly.id, name: 'Hijack' }, otherAdmin)).status).toBe(404);
      expect((await post('/paygroup/delete', { ids: [weekly.id] }, otherAdmin)).status).toBe(404);
      expect((await groups('', otherAdmin)).map((g) => g.name)).toEqual(['Weekly']);
      expect((await post('/paygroup/save', { name: 'Nope' }, employeeToken)).status).toBe(403);
      expect((await post('/paygroup/delete', { ids: [weekly.id] }, supervisor)).status).toBe(403);
      expect((await rowOf(testApp, 'pay_groups', weekly.id))?.name).toBe('Weekly');
    });

    it('deletes unused pay groups and publishes it', async () => {
      const night = (await groups()).find((g) => g.name === 'Night Crew') as PayGroupRow;
      const mark = await outboxMark(testApp);
      expect((await post('/paygroup/delete', { ids: [night.id] })).status).toBe(200);
      const [event] = await eventsSince(testApp, mark, 'org.paygroup.changed.v1');
      expect(event?.payload).toMatchObject({ payGroupId: night.id, deleted: true });
    });
    it("answers the blank form of a new pay group, starting today in the company's zone: what a save of a name stores", async () => {
      const todayThere = () => DateTime.now().setZone('Pacific/Auckland').toISODate();
      const before = todayThere();
      const blank = await get<Omit<PayGroupRow, 'id'>>('/api/pay-groups/new');
      expect(blank.status).toBe(200);
      expect([before, todayThere()]).toContain(blank.body.startTime);
      expect(blank.body).toMatchObject({
        name: '',
        active: true,
        period: 'Weekly',
        startDayOfMonth: 1,
        shiftThreshold: 90,
        earlyArrivalThreshold: 90,
        lateDepartureThreshold: 90,
        convertUnit: 1,
        minimumBreak: true,
        disableEmployeeApply: true,
        overtimeCalculationType: 'None',
        calculatePublicHoliday: true,
        calculateAlternativeHoliday: true,
        acceptEA: true,
        punchPairWitoutSchedule: true,
      });
      const saved = await post<{ id: string }>('/paygroup/save', { name: 'From The Blank Form' });
      expect(saved.status).toBe(200);
      const stored = (await get<PayGroupRow>(`/api/pay-groups/${saved.body.id}`)).body;
      expect(stored).toEqual({
        ...blank.body,
        name: 'From The Blank Form',
        id: saved.body.id,
        startTime: stored.startTime,
      });
      expect([blank.body.startTime, todayThere()]).toContain(stored.startTime);
      expect((await post('/paygroup/delete', { ids: [saved.body.id] })).status).toBe(200);
      expect((await get('/api/pay-groups/new', supervisor)).status).toBe(403);
      expect((await get('/api/pay-groups/new', employeeToken)).status).toBe(403);
    });
  });

  describe('pay on finish day and overnight shifts', () => {
    const publishScheduleDay = async (employeeId: string, date: string, sections: { start: string; end: string }[]) => {
      const ds = testApp.app.get<DataSource>(getDataSourceToken('scheduling'), { strict: false });
      const [event] = await ds.transaction((manager) =>
        new EventWriter('scheduling').write(manager, [
          {
            type: 'schedule.day.changed.v1',
            companyId: company.companyId,
            key: employeeId,
            payload: { employeeId, date, offDay: false, sections },
          },
        ]),
      );
      await waitFor(testApp, async () => {
        const rows = (await organisationDb(testApp).query(`SELECT 1 FROM organisation.inbox WHERE event_id = $1`, [
          event?.id,
        ])) as unknown[];
        return rows.length === 1;
      });
    };
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const past = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);

    it('refuses pay on finish day for a group whose employee has an overnight shift ahead, naming the employee', async () => {
      const weekly = (await get<PayGroupRow[]>('/api/pay-groups')).body.find((g) => g.name === 'Weekly') as PayGroupRow;
      await publishScheduleDay(company.employeeId, past, [{ start: '22:00', end: '06:00' }]);
      expect((await post('/paygroup/save', { id: weekly.id, payOnFinishDay: true })).status).toBe(200);
      expect((await post('/paygroup/save', { id: weekly.id, payOnFinishDay: false })).status).toBe(200);
      await publishScheduleDay(company.employeeId, future, [{ start: '22:00', end: '06:00' }]);
      const answer = await post('/paygroup/save', { id: weekly.id, payOnFinishDay: true });
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({
        message: 'payOnFinishDayConflicts',
        detail: 'Warning: First0 Last0 has overnight shifts. It is not allowed to set pay on finish day.',
      });
      expect((await get<PayGroupRow>(`/api/pay-groups/${weekly.id}`)).body.payOnFinishDay).toBe(false);
      await publishScheduleDay(company.employeeId, future, [{ start: '09:00', end: '17:00' }]);
      expect((await post('/paygroup/save', { id: weekly.id, payOnFinishDay: true })).status).toBe(200);
    });

    it('refuses saving an employee with an overnight shift into a pay-on-finish-day group', async () => {
      const finish = await post<{ id: string }>('/paygroup/save', { name: 'Finish Day', payOnFinishDay: true });
      expect(finish.status).toBe(200);
      await publishScheduleDay(company.otherEmployeeId, future, [{ start: '20:00', end: '04:00' }]);
      const answer = await post('/employee/save-without-photo', {
        employeeId: company.otherEmployeeId,
        paygroupId: finish.body.id,
      });
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({
        message: 'payOnFinishDayConflicts',
        detail: 'Warning: First1 Last1 has overnight shifts. It is not allowed to set pay on finish day.',
      });
      expect((await rowOf(testApp, 'employees', company.otherEmployeeId))?.paygroup_id).not.toBe(finish.body.id);
    });
  });
});
