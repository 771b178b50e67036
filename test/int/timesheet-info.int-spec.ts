// The timesheet's User Info card, month totals, today's recalculation and `rollcall timesheet show` (issue 11):
// GET /api/employees/{id}/neighbours (previous and next employee, wrapping, in the list's sort), the employee's
// Rounding name, GET /api/schedules/employee/{employeeId} (the Schedule), GET /api/timesheet/paytype-by-month,
// GET /api/timesheet/recalculate/today; the Employee role, a Supervisor outside their nodes and another company
// refused; a closed period refused with nothing recalculated.
import { rmSync } from 'node:fs';
import { jest } from '@jest/globals';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { EmployeeDetail, EmployeeNeighbours, PayTypesByMonth, PeriodResponse } from '@rollcall/api-client';
import { EmployeesService } from '@rollcall/organisation';
import type { DataSource } from 'typeorm';
import { registerTimesheetCommand } from '../../cli/src/commands/timesheet.command.js';
import { runCli, testIo } from '../../cli/test/support.js';
import { signedInCliConfig } from '../support/cli-session.js';
import { clockStartsAt } from '../support/clock-starts-at.js';
import { signInAs } from '../support/org-fixture.js';
import { dayCalculated, deviceTokenOf, punchAt } from '../support/punch-days.js';
import type { TestApp } from '../support/test-app.js';
import { call, createCompany, signIn, startThinPath, type TestCompany, waitFor } from '../support/thin-path-fixture.js';

jest.setTimeout(120_000);

// Wednesday 25 November 2026, 10:00 in Auckland.
clockStartsAt('2026-11-25T10:00:00+13:00');
const TODAY = '2026-11-25';
const CLOSED = 'Cannot recalculate closed pay period.';

interface Refusal {
  statusCode: number;
  message: string;
}

describe('the timesheet’s user info, month totals and today’s recalculation', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let other: TestCompany;
  let admin: string;
  let employee: string;
  let supervisor: string;
  let otherAdmin: string;
  let calculation: DataSource;
  /** an employee whose last name sorts first */
  let aaron: string;

  const get = <T>(path: string, token = admin) => call<T & Refusal>(testApp, 'GET', path, { token });
  const neighbours = (id: string, query = '', token = admin) =>
    get<EmployeeNeighbours>(`/api/employees/${id}/neighbours${query}`, token);
  const names = (answer: EmployeeNeighbours) => [answer.previous?.lastName, answer.next?.lastName];
  const calculatedAt = async (employeeId: string, date: string) =>
    (
      (await calculation.query(
        `SELECT calculated_at FROM calculation.calculated_days WHERE employee_id = $1 AND date = $2`,
        [employeeId, date],
      )) as { calculated_at: Date }[]
    )[0]?.calculated_at ?? null;
  /** Drops the company's stored days of a date. */
  const forget = (date: string) =>
    calculation.query(`DELETE FROM calculation.calculated_days WHERE company_id = $1 AND date = $2`, [
      company.companyId,
      date,
    ]);

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'TIA', 9500);
    other = await createCompany(testApp, 'TIB', 9600);
    admin = await signIn(testApp, company.adminEmail);
    employee = await signIn(testApp, company.employeeEmail);
    otherAdmin = await signIn(testApp, other.adminEmail);
    supervisor = await signInAs(testApp, company.companyId, 'Supervisor', 'sup@tia.test');
    calculation = testApp.app.get<DataSource>(getDataSourceToken('calculation'), { strict: false });
    const employees = testApp.app.get(EmployeesService, { strict: false });
    const fixture = await employees.create(company.companyId, {
      firstName: 'Zed',
      lastName: 'Aaron',
      clockId: 9599,
      payId: 'TIA-Z',
      departmentId: (await get<EmployeeDetail>(`/api/employees/${company.employeeId}`)).body.departmentId ?? '',
      paygroupId: (await get<EmployeeDetail>(`/api/employees/${company.employeeId}`)).body.paygroupId ?? '',
      hireOnDate: '2025-01-01',
    });
    aaron = fixture.id;
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('answers the previous and next employee by last name, wrapping at both ends', async () => {
    const middle = await neighbours(company.employeeId);
    expect(middle.status).toBe(200);
    expect(names(middle.body)).toEqual(['Aaron', 'Last1']);
    expect(middle.body).toMatchObject({ position: 2, total: 3 });
    expect(names((await neighbours(aaron)).body)).toEqual(['Last1', 'Last0']);
    expect(names((await neighbours(company.otherEmployeeId)).body)).toEqual(['Last0', 'Aaron']);
  });

  it('follows the sort asked for (the employees table’s saved one), and refuses an unknown key', async () => {
    // by first name, descending: Zed, First1, First0
    expect(names((await neighbours(aaron, '?sort=firstName&order=descend')).body)).toEqual(['Last0', 'Last1']);
    expect(names((await neighbours(company.employeeId, '?sort=clockId&order=ascend')).body)).toEqual([
      'Aaron',
      'Last1',
    ]);
    const bad = await neighbours(aaron, '?sort=photo');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^sort must be one of: /);
  });

  it('gives an Employee only themself, and refuses them, a Supervisor outside their nodes and another company', async () => {
    const own = await neighbours(company.employeeId, '', employee);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ position: 1, total: 1 });
    expect([own.body.previous?.id, own.body.next?.id]).toEqual([company.employeeId, company.employeeId]);
    expect((await neighbours(company.otherEmployeeId, '', employee)).status).toBe(403);
    expect((await neighbours(company.employeeId, '', supervisor)).status).toBe(403);
    expect((await neighbours(company.employeeId, '', otherAdmin)).status).toBe(404);
  });

  it('names the employee’s rounding, hours, pay group and department, and their schedule template', async () => {
    const rounding = await call<{ id: string }>(testApp, 'POST', '/roundingrules/save', {
      token: admin,
      body: { name: 'Quarter', active: true, rules: [{ orderNumber: 1, fromTime: 0, toT: 7, value: 0 }] },
    });
    expect(rounding.status).toBe(200);
    const saved = await call(testApp, 'POST', '/employee/save-without-photo', {
      token: admin,
      body: {
        employeeId: company.employeeId,
        timeRoundingId: rounding.body.id,
        standardHours: 40,
        guaranteedHours: 20,
      },
    });
    expect(saved.status).toBe(200);
    expect((await get<EmployeeDetail>(`/api/employees/${company.employeeId}`)).body).toMatchObject({
      timeRoundingName: 'Quarter',
      standardHours: 40,
      guaranteedHours: 20,
      payGroupName: 'Weekly',
      departmentName: 'Position',
    });

    const none = await get<{ templateName: string | null }>(`/api/schedules/employee/${company.employeeId}`);
    expect(none).toEqual({
      status: 200,
      body: { employeeId: company.employeeId, templateId: null, templateName: null },
    });
    await waitFor(testApp, async (ds) => {
      const rows = (await ds.query(`SELECT 1 FROM scheduling.employees WHERE id = $1`, [
        company.employeeId,
      ])) as unknown[];
      return rows.length === 1;
    });
    const template = await call<{ id: string }>(testApp, 'POST', '/schedule/save', {
      token: admin,
      body: {
        name: 'Office week',
        employeeIds: [company.employeeId],
        periodType: 'Weekly',
        startDate: '2026-12-07',
        workOnHoliday: false,
        scheduleType: 'template',
        scheduleRules: [],
      },
    });
    expect(template.status).toBe(200);
    const own = await get(`/api/schedules/employee/${company.employeeId}`, employee);
    expect(own).toEqual({
      status: 200,
      body: { employeeId: company.employeeId, templateId: template.body.id, templateName: 'Office week' },
    });
    expect((await get(`/api/schedules/employee/${company.otherEmployeeId}`, employee)).status).toBe(403);
    expect((await get(`/api/schedules/employee/${company.employeeId}`, supervisor)).status).toBe(403);
    expect((await get(`/api/schedules/employee/${company.employeeId}`, otherAdmin)).status).toBe(404);
  });

  it('sums a month’s pay types as the timesheet does, with the pay cards starting in the month', async () => {
    const token = await deviceTokenOf(testApp, company.companyId);
    await punchAt(testApp, token, company.clockId, '2026-11-16', '08:00', '12:00');
    await punchAt(testApp, token, company.clockId, '2026-11-17', '09:00', '17:00');
    await dayCalculated(testApp, company.employeeId, '2026-11-16', 2);
    await dayCalculated(testApp, company.employeeId, '2026-11-17', 2);
    const ordinary = (
      (await calculation.query(`SELECT id FROM calculation.pay_types WHERE company_id = $1 AND code = 'ORD'`, [
        company.companyId,
      ])) as { id: string }[]
    )[0]?.id;
    const card = await call(testApp, 'POST', '/paycard/save', {
      token: admin,
      body: {
        employeeId: company.employeeId,
        fromDate: '2026-11-16',
        toDate: '2026-11-22',
        payCardDetailIdIds: [''],
        payTypeIds: [ordinary],
        units: ['1.5'],
        effUnits: [''],
        notes: ['training'],
      },
    });
    expect(card.status).toBe(200);

    const month = await get<PayTypesByMonth>(
      `/api/timesheet/paytype-by-month?employeeId=${company.employeeId}&month=2026-11`,
    );
    expect(month.status).toBe(200);
    const timesheet = await get<PeriodResponse>(
      `/api/timesheet/getPunchRecords?employeeId=${company.employeeId}&fromT=2026-11-01&endT=2026-11-30`,
    );
    const byType = (rows: { payTypeId: string; minutes?: number; units?: number; payCardUnits?: number }[]) =>
      Object.fromEntries(rows.map((r) => [r.payTypeId, [r.minutes ?? null, r.units ?? null, r.payCardUnits ?? null]]));
    expect(byType(month.body.payTypes)).toEqual(byType(timesheet.body.totals));
    expect(month.body).toMatchObject({
      month: '2026-11',
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
      recalculating: 0,
    });
    const ord = month.body.payTypes.find((t) => t.payTypeId === ordinary);
    expect(ord).toMatchObject({ code: 'ORD', payCardUnits: 1.5 });
    expect(ord?.minutes).toBeGreaterThan(0);

    const december = await get<PayTypesByMonth>(
      `/api/timesheet/paytype-by-month?employeeId=${company.employeeId}&month=2026-12`,
    );
    expect(december.body).toMatchObject({ fromDate: '2026-12-01', toDate: '2026-12-31', payTypes: [] });
    const bad = await get(`/api/timesheet/paytype-by-month?employeeId=${company.employeeId}&month=2026-13`);
    expect([bad.status, bad.body.message]).toEqual([400, 'month must be a month as YYYY-MM']);
    const path = (id: string) => `/api/timesheet/paytype-by-month?employeeId=${id}&month=2026-11`;
    expect((await get(path(company.employeeId), employee)).status).toBe(200);
    expect((await get(path(company.otherEmployeeId), employee)).status).toBe(403);
    expect((await get(path(company.employeeId), supervisor)).status).toBe(403);
    expect((await get(path(company.employeeId), otherAdmin)).status).toBe(404);
  });

  it('GET /api/timesheet/pay-period answers the pay period around a date, the one the timesheet names', async () => {
    const around = await get<{ fromDate: string; toDate: string; periodCode: string | null }>(
      `/api/timesheet/pay-period?employeeId=${company.employeeId}&date=2026-11-18`,
    );
    expect(around.status).toBe(200);
    // the weekly pay group counts from Monday 2024-01-01
    expect(around.body).toEqual({
      employeeId: company.employeeId,
      date: '2026-11-18',
      fromDate: '2026-11-16',
      toDate: '2026-11-22',
      periodCode: 'W20261116',
    });
    // the period the timesheet of that day names, as the pay periods list has it
    const timesheet = await get<PeriodResponse>(
      `/api/timesheet/getPunchRecords?employeeId=${company.employeeId}&fromT=2026-11-18&endT=2026-11-18`,
    );
    const periods =
      await get<{ id: string; periodCode: string; fromDate: string; toDate: string }[]>('/api/pay-periods');
    const named = periods.body.find((p) => p.id === timesheet.body.payrollTransferId);
    expect(named).toMatchObject({ periodCode: 'W20261116', fromDate: '2026-11-16', toDate: '2026-11-22' });

    const path = (id: string, date = '2026-11-18') => `/api/timesheet/pay-period?employeeId=${id}&date=${date}`;
    const bad = await get(path(company.employeeId, '2026-11-31'));
    expect([bad.status, bad.body.message]).toEqual([400, 'date is not a real date']);
    expect((await get(path(company.employeeId, '18/11/2026'))).status).toBe(400);
    expect((await get(path(company.employeeId), employee)).status).toBe(200);
    expect((await get(path(company.otherEmployeeId), employee)).status).toBe(403);
    expect((await get(path(company.employeeId), supervisor)).status).toBe(403);
    expect((await get(path(company.employeeId), otherAdmin)).status).toBe(404);
  });

  it('rollcall timesheet show prints the week’s grid and totals, with --explain the reasons, --json the answer', async () => {
    const configDir = await signedInCliConfig(testApp, company.adminEmail);
    try {
      const run = (...args: string[]) =>
        runCli(testIo({ ROLLCALL_CONFIG_DIR: configDir }), registerTimesheetCommand, ['timesheet', 'show', ...args]);
      const table = await run('--clock-id', String(company.clockId), '--week', '2026-11-18');
      expect(table.code).toBe(0);
      expect(table.out).toContain(`Timesheet of First0 Last0 (clock ID ${company.clockId}), 2026-11-16 to 2026-11-22`);
      expect(table.out).toMatch(/Mon 16\/11 +\S+ +- +08:00-12:00 +\d+\.\d\d/);
      expect(table.out).toMatch(/Tue 17\/11 +\S+ +- +09:00-17:00 +\d+\.\d\d/);
      expect(table.out).toMatch(/\n {2}All pay types: \d+\.\d\d\n/);
      expect(table.out).toMatch(/Ordinary \(ORD\): \d+\.\d\d \+1\.50 card/);
      const explained = await run('--clock-id', String(company.clockId), '--week', '2026-11-16', '--explain');
      const reasons = explained.out.split('\n').filter((l) => l.startsWith('    '));
      expect(reasons.length).toBeGreaterThan(0);
      // shifts named as the timesheet shows them, never by their key (2026-11-16#u0): unscheduled, by the first punch
      expect(reasons.some((l) => l.includes('shift Mon 16/11 from 08:00'))).toBe(true);
      expect(reasons.filter((l) => /\d{4}-\d{2}-\d{2}#/.test(l))).toEqual([]);
      const json = await run('--clock-id', String(company.clockId), '--week', '2026-11-16', '--json');
      expect(JSON.parse(json.out)).toMatchObject({ fromT: '2026-11-16', toT: '2026-11-22' });
      const unknown = await run('--clock-id', '1', '--week', '2026-11-16');
      expect([unknown.code, unknown.err]).toEqual([
        1,
        'rollcall timesheet show: no employee you may see has clock ID 1\n',
      ]);
      const bad = await run('--clock-id', 'x');
      expect(bad.code).toBe(2);
    } finally {
      rmSync(configDir, { recursive: true, force: true });
    }
  });

  it('recalculates today for one employee or all the caller reaches; refuses the Employee role and others', async () => {
    // today's stored days are dropped, so that only this recalculation can write them again
    await forget(TODAY);
    const one = await get<{ message: string }>(`/api/timesheet/recalculate/today?employeeId=${company.employeeId}`);
    expect(one).toEqual({ status: 200, body: { message: 'Recalculate completed.' } });
    expect(await calculatedAt(company.employeeId, TODAY)).not.toBeNull();
    expect(await calculatedAt(company.otherEmployeeId, TODAY)).toBeNull();
    const all = await get<{ message: string }>('/api/timesheet/recalculate/today');
    expect(all).toEqual({ status: 200, body: { message: 'Recalculate completed.' } });
    expect(await calculatedAt(company.otherEmployeeId, TODAY)).not.toBeNull();
    expect(await calculatedAt(aaron, TODAY)).not.toBeNull();

    await forget(TODAY);
    expect((await get(`/api/timesheet/recalculate/today?employeeId=${company.employeeId}`, employee)).status).toBe(403);
    expect((await get(`/api/timesheet/recalculate/today?employeeId=${company.employeeId}`, supervisor)).status).toBe(
      403,
    );
    expect((await get(`/api/timesheet/recalculate/today?employeeId=${company.employeeId}`, otherAdmin)).status).toBe(
      404,
    );
    expect(await calculatedAt(company.employeeId, TODAY)).toBeNull();
    const bad = await get('/api/timesheet/recalculate/today?employeeId=nope');
    expect([bad.status, bad.body.message]).toEqual([400, 'employeeId must be an employee id']);
  });

  it('refuses today’s recalculation inside a closed pay period, and recalculates nothing', async () => {
    await get(`/api/timesheet/getPunchRecords?employeeId=${company.employeeId}&fromT=${TODAY}&endT=${TODAY}`);
    const periods = await get<{ id: string; fromDate: string; toDate: string }[]>('/api/pay-periods');
    const current = periods.body.find((p) => p.fromDate <= TODAY && p.toDate >= TODAY);
    if (!current) throw new Error(`no pay period holding ${TODAY}: ${JSON.stringify(periods.body)}`);
    const closed = await call(testApp, 'POST', `/api/pay-periods/${current.id}/close`, {
      token: admin,
      body: { reason: 'closing the week' },
    });
    expect(closed.status).toBe(200);
    await forget(TODAY);
    const refused = await get<{ code: string }>(`/api/timesheet/recalculate/today?employeeId=${company.employeeId}`);
    expect(refused).toEqual({ status: 409, body: expect.objectContaining({ message: CLOSED, code: 'close' }) });
    expect((await get('/api/timesheet/recalculate/today')).status).toBe(409);
    expect(await calculatedAt(company.employeeId, TODAY)).toBeNull();
  });
});
