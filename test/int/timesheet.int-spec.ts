import { jest } from '@jest/globals';
import type { PeriodResponse } from '@rollcall/api-client';
import { EmployeeSchedulesService } from '@rollcall/scheduling';
import type { TestApp } from '../support/test-app.js';
import { call, createCompany, signIn, startThinPath, type TestCompany, waitFor } from '../support/thin-path-fixture.js';

jest.setTimeout(60_000);

describe('kiosk punches to GET /api/timesheet/getPunchRecords', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let other: TestCompany;
  let adminToken: string;

  const punch = (c: TestCompany, id: string, punchTime: string, clockId = c.clockId) =>
    call(testApp, 'POST', '/api/kiosk-punches', {
      headers: { 'x-device-token': c.deviceToken },
      body: { deviceId: 'kiosk', devicePunchId: id, clockId, punchTime },
    });
  const records = (token: string, employeeId: string, fromT: string, endT: string) =>
    call<PeriodResponse>(
      testApp,
      'GET',
      `/api/timesheet/getPunchRecords?employeeId=${employeeId}&fromT=${fromT}&endT=${endT}`,
      { token },
    );
  const calculated = (employeeId: string, date: string, punchCount: number) =>
    waitFor(testApp, async (ds) => {
      const rows = (await ds.query(
        `SELECT punch_count FROM calculation.calculated_days WHERE employee_id = $1 AND date = $2`,
        [employeeId, date],
      )) as { punch_count: number }[];
      return rows[0]?.punch_count === punchCount;
    });

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'TSA', 3000);
    other = await createCompany(testApp, 'TSB', 4000);
    adminToken = await signIn(testApp, company.adminEmail);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('shows a punch pair with its local times and paid minutes, and the ordinary total', async () => {
    // Monday 16 November 2026 in Auckland (UTC+13): 08:02 to 16:35 local is 513 minutes.
    expect((await punch(company, 'in-1', '2026-11-15T19:02:00Z')).status).toBe(201);
    expect((await punch(company, 'out-1', '2026-11-16T03:35:00Z')).status).toBe(201);
    await calculated(company.employeeId, '2026-11-16', 2);

    const answer = await records(adminToken, company.employeeId, '2026-11-16', '2026-11-22');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      fromT: '2026-11-16',
      toT: '2026-11-22',
      timeZone: 'Pacific/Auckland',
      ptClosed: false,
    });
    expect(answer.body.timeSheets).toHaveLength(7);
    const monday = answer.body.timeSheets[0];
    expect(monday?.day).toBe('2026-11-16');
    expect(monday?.type).toBe('Working');
    expect(monday?.unScheduledPairs).toEqual([
      expect.objectContaining({ localIn: '08:02', localOut: '16:35', worktime: 513, status: 'Complete' }),
    ]);
    expect(monday?.payTypeTimes).toEqual([
      expect.objectContaining({ code: 'ORD', payTypeName: 'Ordinary', minutes: 513 }),
    ]);
    expect(monday?.explain.length).toBeGreaterThan(0);
    expect(answer.body.timeSheets[1]?.type).toBe('NoData');
    expect(answer.body.totals).toEqual([expect.objectContaining({ code: 'ORD', minutes: 513 })]);
  });

  it('pays an overnight shift to the day it started, in real elapsed minutes', async () => {
    // Wednesday 18 Nov 22:00 to Thursday 19 Nov 06:30 Auckland time: 510 minutes.
    await punch(company, 'in-2', '2026-11-18T09:00:00Z');
    await punch(company, 'out-2', '2026-11-18T17:30:00Z');
    await calculated(company.employeeId, '2026-11-18', 2);
    const answer = await records(adminToken, company.employeeId, '2026-11-16', '2026-11-22');
    const wednesday = answer.body.timeSheets.find((d) => d.day === '2026-11-18');
    expect(wednesday?.unScheduledPairs).toEqual([
      expect.objectContaining({ localIn: '22:00', localOut: '06:30', worktime: 510 }),
    ]);
    expect(answer.body.timeSheets.find((d) => d.day === '2026-11-19')?.unScheduledPairs).toEqual([]);
    expect(answer.body.totals).toEqual([expect.objectContaining({ code: 'ORD', minutes: 513 + 510 })]);
  });

  it('matches punches to the scheduled section: pays from the scheduled start, deducts the break, flags late arrival', async () => {
    const schedules = testApp.app.get(EmployeeSchedulesService, { strict: false });
    const section = { start: '08:00', end: '16:30', breakMinutes: 30 };
    await schedules.setDays(company.companyId, company.employeeId, [
      { date: '2026-11-09', offDay: false, sections: [section] },
      { date: '2026-11-10', offDay: false, sections: [section] },
    ]);
    // Monday 9th: in 07:55, out 16:40 local; early arrival and late departure are not accepted: 08:00-16:30 less 30.
    await punch(company, 'in-3', '2026-11-08T18:55:00Z');
    await punch(company, 'out-3', '2026-11-09T03:40:00Z');
    // Tuesday 10th: in 08:07 (no grace), out 16:30: 08:07-16:30 less 30 = 473, and a LateArrival.
    await punch(company, 'in-4', '2026-11-09T19:07:00Z');
    await punch(company, 'out-4', '2026-11-10T03:30:00Z');
    await calculated(company.employeeId, '2026-11-09', 2);
    await calculated(company.employeeId, '2026-11-10', 2);
    const answer = await records(adminToken, company.employeeId, '2026-11-09', '2026-11-15');
    const [monday, tuesday] = answer.body.timeSheets;
    expect(monday?.workShifts).toEqual([
      expect.objectContaining({
        startTime: '08:00',
        endTime: '16:30',
        isScheduled: true,
        deductTime: 30,
        paidMinutes: 480,
      }),
    ]);
    expect(monday?.workShifts[0]?.punchPairs).toEqual([
      expect.objectContaining({ localIn: '07:55', localOut: '16:40' }),
    ]);
    expect(monday?.payTypeTimes).toEqual([expect.objectContaining({ code: 'ORD', minutes: 480 })]);
    expect(monday?.exceptions).toEqual([]);
    expect(tuesday?.payTypeTimes).toEqual([expect.objectContaining({ code: 'ORD', minutes: 473 })]);
    expect(tuesday?.exceptions).toEqual([expect.objectContaining({ type: 'LateArrival' })]);
    expect(answer.body.totals).toEqual([expect.objectContaining({ code: 'ORD', minutes: 953 })]);
  });

  it('lets an employee read their own timesheet and refuses another employee’s', async () => {
    const token = await signIn(testApp, company.employeeEmail);
    expect((await records(token, company.employeeId, '2026-11-16', '2026-11-22')).status).toBe(200);
    const refused = await records(token, company.otherEmployeeId, '2026-11-16', '2026-11-22');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: 'You can only see your own employee record.' });
  });

  it('never shows another company’s employee', async () => {
    const answer = await records(adminToken, other.employeeId, '2026-11-16', '2026-11-22');
    expect(answer.status).toBe(404);
  });

  it('refuses bad ranges with 400 and a clear message', async () => {
    const reversed = await call(
      testApp,
      'GET',
      `/api/timesheet/getPunchRecords?employeeId=${company.employeeId}&fromT=2026-11-22&endT=2026-11-16`,
      { token: adminToken },
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('endT must not be before fromT');
    const badDate = await call(
      testApp,
      'GET',
      `/api/timesheet/getPunchRecords?employeeId=${company.employeeId}&fromT=2026-02-30&endT=2026-03-02`,
      { token: adminToken },
    );
    expect([badDate.status, badDate.body.message]).toEqual([400, 'fromT is not a real date']);
    const range = (fromT: string, endT: string) =>
      call(
        testApp,
        'GET',
        `/api/timesheet/getPunchRecords?employeeId=${company.employeeId}&fromT=${fromT}&endT=${endT}`,
        {
          token: adminToken,
        },
      );
    const badEnd = await range('2026-11-16', '2026-11-31');
    expect([badEnd.status, badEnd.body.message]).toEqual([400, 'endT is not a real date']);
    const tooLong = await range('2026-11-01', '2027-01-02'); // 63 days
    expect([tooLong.status, tooLong.body.message]).toEqual([400, 'A timesheet covers at most 62 days']);
    expect((await range('2026-11-01', '2027-01-01')).status).toBe(200); // 62 days
    expect((await range('2026-11-16', '2026-11-16')).status).toBe(200); // one day
    const missing = await call(testApp, 'GET', `/api/timesheet/getPunchRecords?fromT=2026-11-16&endT=2026-11-22`, {
      token: adminToken,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('employeeId must be an employee id');
  });

  it('needs a bearer token', async () => {
    const answer = await call(
      testApp,
      'GET',
      `/api/timesheet/getPunchRecords?employeeId=${company.employeeId}&fromT=2026-11-16&endT=2026-11-22`,
    );
    expect(answer.status).toBe(401);
  });
});
