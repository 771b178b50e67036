import { jest } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registerExceptionsCommand } from '../../cli/src/commands/exceptions.command.js';
import { SessionStore } from '../../cli/src/session/session-store.js';
import { runCli, testIo } from '../../cli/test/support.js';
import type {
  ExceptionCounts,
  PeriodResponse,
  TimeCardExceptionPage,
  TimeCardExceptionRow,
} from '@rollcall/api-client';
import type { RoleName } from '@rollcall/contracts';
import { EmployeeSchedulesService } from '@rollcall/scheduling';
import { createAccessCompany, signInRoles, type AccessCompany } from '../support/access-fixture.js';
import { aucklandDate, dayCalculated, deviceTokenOf, punchAt } from '../support/punch-days.js';
import type { TestApp } from '../support/test-app.js';
import { call, PASSWORD, startThinPath, waitFor } from '../support/thin-path-fixture.js';
import { recalcSettled } from '../support/recalc-fixture.js';

jest.setTimeout(120_000);

const CLOSED =
  "Oops! The selected date is within a closed pay period. If you wish to make any changes, please re-open the period in the 'Payroll Transfer' page.";

/**
 * Time-card exceptions (spec 001 §2, §7) over scheduled days punched at a kiosk: the managed picker arrives late,
 * the office clerk leaves early (LateArrival and EarlyDeparture are on by default).
 */
describe('time-card exceptions: the list, review and revert, the counts', () => {
  let testApp: TestApp;
  let co: AccessCompany;
  let other: AccessCompany;
  let tokens: Record<RoleName, string>;
  let otherTokens: Record<RoleName, string>;
  const today = aucklandDate();

  const list = (token: string, query: Record<string, string>) =>
    call<TimeCardExceptionPage>(
      testApp,
      'GET',
      `/api/time-card-exceptions/view?${new URLSearchParams(query).toString()}`,
      { token },
    );
  const todays = (type: string, token = tokens.Admin) => list(token, { type, startDate: today, endDate: today });
  const hideQuery = (row: TimeCardExceptionRow) => ({
    id: row.employeeId,
    fromT: row.date,
    scheduleIn: row.scheduleIn ?? '',
    scheduleOut: row.scheduleOut ?? '',
    actuaIn: row.actuaIn ?? '',
    actuaOut: row.actuaOut ?? '',
    exceptionType: row.actuaInException,
  });
  const review = (token: string, query: Record<string, string>) =>
    call<{ message: string; detail?: string }>(
      testApp,
      'GET',
      `/timesheet/hideException?${new URLSearchParams(query).toString()}`,
      { token },
    );
  const revert = (token: string, id: string) =>
    call<{ message: string; detail?: string }>(testApp, 'GET', `/timesheet/showException?id=${id}`, { token });
  /** Today's exceptions on the employee's timesheet, as [type, reviewed]. */
  const timesheetExceptions = async (employeeId: string) => {
    const sheet = await call<PeriodResponse>(
      testApp,
      'GET',
      `/api/timesheet/getPunchRecords?employeeId=${employeeId}&fromT=${today}&endT=${today}`,
      { token: tokens.Admin },
    );
    return (sheet.body.timeSheets.find((d) => d.day === today)?.exceptions ?? []).map((e) => [e.type, e.reviewed]);
  };
  const reviewsWritten = async () => {
    let n = -1;
    await waitFor(testApp, async (ds) => {
      const rows = (await ds.query(`SELECT count(*)::int AS n FROM calculation.reviewed_exceptions`)) as {
        n: number;
      }[];
      n = rows[0]?.n ?? 0;
      return true;
    });
    return n;
  };

  beforeAll(async () => {
    testApp = await startThinPath();
    co = await createAccessCompany(testApp, 'TCE', 6300);
    other = await createAccessCompany(testApp, 'TCF', 6400);
    tokens = await signInRoles(testApp, co);
    otherTokens = await signInRoles(testApp, other);
    const schedules = testApp.app.get(EmployeeSchedulesService, { strict: false });
    await schedules.setDays(co.companyId, co.people.managed, [
      { date: today, offDay: false, sections: [{ start: '00:30', end: '02:00', breakMinutes: 0 }] },
    ]);
    await schedules.setDays(co.companyId, co.people.outside, [
      { date: today, offDay: false, sections: [{ start: '03:00', end: '05:00', breakMinutes: 0 }] },
    ]);
    const device = await deviceTokenOf(testApp, co.companyId);
    // clock ids: employee +0, managed +1, outside +2, supervisor +3
    await punchAt(testApp, device, 6301, today, '00:45', '02:00');
    await punchAt(testApp, device, 6302, today, '03:00', '04:30');
    await dayCalculated(testApp, co.people.managed, today, 2);
    await dayCalculated(testApp, co.people.outside, today, 2);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('lists every unreviewed exception of the dates with the spec’s fields', async () => {
    const all = await todays('AllException');
    expect(all.status).toBe(200);
    expect(all.body.rows).toEqual([
      {
        id: expect.any(String),
        employeeId: co.people.managed,
        clockId: 6301,
        employeeName: 'TCEManaged Person',
        date: today,
        scheduleIn: '00:30',
        scheduleOut: '02:00',
        actuaIn: '00:45',
        actuaOut: '02:00',
        actuaInException: 'LateArrival',
        minutes: 15,
        approver: null,
        shiftId: `${today}#0`,
      },
      expect.objectContaining({
        employeeId: co.people.outside,
        scheduleIn: '03:00',
        scheduleOut: '05:00',
        actuaIn: '03:00',
        actuaOut: '04:30',
        actuaInException: 'EarlyDeparture',
      }),
    ]);
    expect((await todays('LateArrival')).body.rows.map((r) => r.employeeId)).toEqual([co.people.managed]);
    expect((await todays('Absent')).body.total).toBe(0);
    expect((await todays('AllReviewed')).body.total).toBe(0);
    // the default type is AllException, the default dates yesterday to today
    expect((await list(tokens.Admin, {})).body.total).toBe(2);
    expect((await list(tokens.Admin, { employeeId: co.people.outside })).body.total).toBe(1);
  });

  it('rollcall exceptions list prints them as a table, or as JSON; a bad type exits 2', async () => {
    const configDir = mkdtempSync(join(tmpdir(), 'rollcall-cli-'));
    try {
      const login = await call<{ accessToken: string; refreshToken: string }>(testApp, 'POST', '/account/login', {
        body: { email: co.emails.Admin, password: PASSWORD, appType: 'web' },
      });
      new SessionStore(configDir).write({ url: testApp.url, email: co.emails.Admin, ...login.body });
      const run = (...args: string[]) =>
        runCli(testIo({ ROLLCALL_CONFIG_DIR: configDir }), registerExceptionsCommand, ['exceptions', 'list', ...args]);
      const table = await run('--from', today, '--to', today);
      expect(table.code).toBe(0);
      const day = `${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)}`;
      expect(table.out).toMatch(
        new RegExp(`6301\\s+TCEManaged Person\\s+${day}\\s+00:30\\s+02:00\\s+00:45\\s+02:00\\s+LateArrival`),
      );
      expect(table.out.trimEnd().split('\n').at(-1)).toBe(`2 exceptions from ${today} to ${today}`);
      const json = await run('--from', today, '--to', today, '--type', 'EarlyDeparture', '--json');
      expect(JSON.parse(json.out)).toEqual([expect.objectContaining({ employeeId: co.people.outside })]);
      const bad = await run('--from', today, '--to', today, '--type', 'Late');
      expect(bad.code).toBe(2);
      expect(bad.err).toMatch(/rollcall exceptions list: --type must be one of/);
    } finally {
      rmSync(configDir, { recursive: true, force: true });
    }
  });

  it('shows a Supervisor their people and an employee their own; counts by type', async () => {
    expect((await todays('AllException', tokens.Supervisor)).body.rows.map((r) => r.employeeId)).toEqual([
      co.people.managed,
    ]);
    const own = await todays('AllException', tokens.Employee);
    expect(own.status).toBe(200);
    expect(own.body.total).toBe(0);
    const counts = await call<ExceptionCounts>(testApp, 'GET', '/exceptionNum', { token: tokens.Admin });
    expect(counts.status).toBe(200);
    expect(counts.body).toMatchObject({ total: 2, LateArrival: 1, EarlyDeparture: 1, Absent: 0 });
    expect(counts.body.startDate <= today && counts.body.endDate >= today).toBe(true);
    const supervisor = await call<ExceptionCounts>(testApp, 'GET', '/exceptionNum', { token: tokens.Supervisor });
    expect(supervisor.body).toMatchObject({ total: 1, LateArrival: 1, EarlyDeparture: 0 });
  });

  it('reviews an exception: it leaves the list, shows under All Reviewed with its reviewer, and stays across a recalculation', async () => {
    const [late] = (await todays('LateArrival')).body.rows;
    if (!late) throw new Error('no LateArrival row');
    const answer = await review(tokens.Supervisor, hideQuery(late));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'success' });
    // reviewing it again changes nothing
    expect((await review(tokens.Supervisor, hideQuery(late))).status).toBe(200);
    expect((await todays('AllException')).body.rows.map((r) => r.actuaInException)).toEqual(['EarlyDeparture']);
    const reviewed = await todays('AllReviewed');
    expect(reviewed.body.rows).toEqual([
      expect.objectContaining({ actuaInException: 'LateArrival', approver: co.emails.Supervisor }),
    ]);
    expect((await call<ExceptionCounts>(testApp, 'GET', '/exceptionNum', { token: tokens.Admin })).body).toMatchObject({
      total: 1,
      LateArrival: 0,
    });
    // the timesheet marks it reviewed: its day then offers no Review Exceptions
    expect(await timesheetExceptions(co.people.managed)).toEqual([['LateArrival', true]]);
    expect(await timesheetExceptions(co.people.outside)).toEqual([['EarlyDeparture', false]]);
    const recalculated = await call(testApp, 'POST', '/recalculate/recalculate', {
      token: tokens.Admin,
      body: { employees: [co.people.managed], startDate: today, endDate: today },
    });
    expect(recalculated.status).toBe(200);
    expect((await todays('AllReviewed')).body.total).toBe(1);
    expect((await todays('LateArrival')).body.total).toBe(0);
  });

  it('reverts a review by its id: the exception is listed again', async () => {
    const [reviewed] = (await todays('AllReviewed')).body.rows;
    if (!reviewed) throw new Error('no reviewed row');
    const answer = await revert(tokens.Admin, reviewed.id);
    expect(answer.status).toBe(200);
    expect((await todays('AllReviewed')).body.total).toBe(0);
    expect((await todays('LateArrival')).body.total).toBe(1);
    expect(await timesheetExceptions(co.people.managed)).toEqual([['LateArrival', false]]);
    expect((await revert(tokens.Admin, reviewed.id)).status).toBe(404);
  });

  it('refuses what the caller may not review, an exception the day does not have, and bad input; writes nothing', async () => {
    const before = await reviewsWritten();
    const [late] = (await todays('LateArrival')).body.rows;
    const [early] = (await todays('EarlyDeparture')).body.rows;
    if (!late || !early) throw new Error('rows missing');
    const outside = await review(tokens.Supervisor, hideQuery(early));
    expect(outside.status).toBe(403);
    expect((await review(tokens.Employee, hideQuery(late))).status).toBe(403);
    const wrong = await review(tokens.Admin, { ...hideQuery(late), actuaIn: '00:50' });
    expect(wrong.status).toBe(404);
    expect(wrong.body).toMatchObject({ message: 'noException', detail: 'Exception not found.' });
    expect((await review(otherTokens.Admin, hideQuery(late))).status).toBe(404);
    const badType = await review(tokens.Admin, { ...hideQuery(late), exceptionType: 'Late' });
    expect(badType.status).toBe(400);
    expect((await review(tokens.Admin, { ...hideQuery(late), scheduleIn: '0:30' })).status).toBe(400);
    expect((await revert(tokens.Admin, 'not-an-id')).status).toBe(400);
    expect((await list(tokens.Admin, { type: 'Lateish' })).status).toBe(400);
    expect((await list(tokens.Admin, { startDate: today, endDate: '2020-01-01' })).status).toBe(400);
    expect(await reviewsWritten()).toBe(before);
  });

  it('lists a changed day’s exception again: a review holds only while the day is unchanged', async () => {
    const [late] = (await todays('LateArrival')).body.rows;
    if (!late) throw new Error('no LateArrival row');
    expect((await review(tokens.Admin, hideQuery(late))).status).toBe(200);
    expect((await todays('LateArrival')).body.total).toBe(0);
    // the shift now starts at 00:35: still late, but another exception than the one reviewed
    const schedules = testApp.app.get(EmployeeSchedulesService, { strict: false });
    await schedules.setDays(co.companyId, co.people.managed, [
      { date: today, offDay: false, sections: [{ start: '00:35', end: '02:00', breakMinutes: 0 }] },
    ]);
    await waitFor(testApp, async () => (await todays('LateArrival')).body.rows[0]?.scheduleIn === '00:35');
    expect((await todays('LateArrival')).body.rows).toEqual([
      expect.objectContaining({ scheduleIn: '00:35', actuaIn: '00:45', minutes: 10 }),
    ]);
    expect((await todays('AllReviewed')).body.total).toBe(0);
  });

  it('refuses review and revert in a closed pay period with the spec’s message', async () => {
    const [early] = (await todays('EarlyDeparture')).body.rows;
    if (!early) throw new Error('no EarlyDeparture row');
    expect((await review(tokens.Admin, hideQuery(early))).status).toBe(200);
    const [reviewed] = (await todays('AllReviewed')).body.rows;
    const periods = await call<{ id: string; fromDate: string; toDate: string }[]>(
      testApp,
      'GET',
      `/api/pay-periods?paygroupId=${co.payGroupId}`,
      { token: tokens.Admin },
    );
    const period = periods.body.find((p) => p.fromDate <= today && p.toDate >= today);
    const id = period?.id ?? '';
    await recalcSettled(testApp);
    expect(
      (await call(testApp, 'POST', `/api/pay-periods/${id}/close`, { token: tokens.Admin, body: {} })).status,
    ).toBe(200);
    const before = await reviewsWritten();
    const [late] = (await todays('LateArrival')).body.rows;
    if (!late || !reviewed) throw new Error('rows missing');
    const refused = await review(tokens.Admin, hideQuery(late));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'periodClosed', detail: CLOSED });
    expect((await revert(tokens.Admin, reviewed.id)).status).toBe(409);
    expect(await reviewsWritten()).toBe(before);
    await call(testApp, 'POST', `/api/pay-periods/${id}/open`, { token: tokens.Admin, body: {} });
  });
});
