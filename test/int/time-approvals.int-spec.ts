import { jest } from '@jest/globals';
import type { PeriodResponse, TimeApprovalCounts, TimeApprovalPage } from '@rollcall/api-client';
import type { RoleName } from '@rollcall/contracts';
import { createAccessCompany, signInRoles, type AccessCompany } from '../support/access-fixture.js';
import { aucklandDate, dayCalculated, deviceTokenOf, punchAt } from '../support/punch-days.js';
import type { TestApp } from '../support/test-app.js';
import { call, startThinPath, waitFor } from '../support/thin-path-fixture.js';
import { recalcSettled } from '../support/recalc-fixture.js';

jest.setTimeout(120_000);

const CLOSED =
  "Oops! The selected date is within a closed pay period. If you wish to make any changes, please re-open the period in the 'Payroll Transfer' page.";

/**
 * Time approvals (spec 001 §2, §7) over kiosk punches: unscheduled work is unpaid until approved (the pay group
 * does not approve it), so approving a pair recalculates its day and pays it.
 */
describe('time approvals: the list, the counts, approve and disapprove', () => {
  let testApp: TestApp;
  let co: AccessCompany;
  let other: AccessCompany;
  let tokens: Record<RoleName, string>;
  let otherTokens: Record<RoleName, string>;
  const today = aucklandDate();
  /** in punch ids: the managed picker's pair (the Supervisor reaches them) and the office clerk's */
  let managedPair: string;
  let outsidePair: string;
  let otherCompanyPair: string;

  const list = (role: RoleName, query: Record<string, string>) =>
    call<TimeApprovalPage>(testApp, 'GET', `/api/time-approvals?${new URLSearchParams(query).toString()}`, {
      token: tokens[role],
    });
  const approve = (token: string, ids: string[], path = 'approveAllSelected') =>
    call<{ message: string; count: number; detail?: string }>(testApp, 'POST', `/time-approvals/${path}`, {
      token,
      body: { punchPairIds: ids },
    });
  const ordinaryMinutes = async (employeeId: string) => {
    const sheet = await call<PeriodResponse>(
      testApp,
      'GET',
      `/api/timesheet/getPunchRecords?employeeId=${employeeId}&fromT=${today}&endT=${today}`,
      { token: tokens.Admin },
    );
    return sheet.body.timeSheets[0]?.payTypeTimes.find((p) => p.code === 'ORD')?.minutes ?? 0;
  };
  const approvalsWritten = async () => {
    let n = -1;
    await waitFor(testApp, async (ds) => {
      const rows = (await ds.query(`SELECT count(*)::int AS n FROM calculation.pair_approval_history`)) as {
        n: number;
      }[];
      n = rows[0]?.n ?? 0;
      return true;
    });
    return n;
  };

  beforeAll(async () => {
    testApp = await startThinPath();
    const rules = { approvedUnscheduledWork: false };
    co = await createAccessCompany(testApp, 'TAP', 6100, { payGroupRules: rules });
    other = await createAccessCompany(testApp, 'TAQ', 6200, { payGroupRules: rules });
    tokens = await signInRoles(testApp, co);
    otherTokens = await signInRoles(testApp, other);
    const device = await deviceTokenOf(testApp, co.companyId);
    // clock ids: employee +0, managed +1, outside +2, supervisor +3
    managedPair = (await punchAt(testApp, device, 6101, today, '01:00', '03:00'))[0] ?? '';
    outsidePair = (await punchAt(testApp, device, 6102, today, '04:00', '05:30'))[0] ?? '';
    otherCompanyPair =
      (await punchAt(testApp, await deviceTokenOf(testApp, other.companyId), 6201, today, '01:00', '02:00'))[0] ?? '';
    await dayCalculated(testApp, co.people.managed, today, 2);
    await dayCalculated(testApp, co.people.outside, today, 2);
    await dayCalculated(testApp, other.people.managed, today, 2);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('lists the complete pairs of the dates with the spec’s fields, unapproved and unpaid', async () => {
    const answer = await list('Admin', { startDate: today, endDate: today });
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(2);
    expect(answer.body.rows).toEqual([
      {
        punchPairId: managedPair,
        employeeId: co.people.managed,
        clockId: 6101,
        employeeName: 'TAPManaged Person',
        date: today,
        actualIn: '01:00',
        actualOut: '03:00',
        paidHours: 0,
        breakTime: 0,
        position: null,
        job: null,
        approver: null,
        approved: false,
      },
      expect.objectContaining({ punchPairId: outsidePair, actualIn: '04:00', actualOut: '05:30', approved: false }),
    ]);
    expect(await ordinaryMinutes(co.people.managed)).toBe(0);
    expect((await list('Admin', { startDate: today, endDate: today, status: 'Approved' })).body.total).toBe(0);
    // the default window is yesterday to today
    expect((await list('Admin', {})).body.total).toBe(2);
  });

  it('shows a Supervisor only the people of the nodes they manage, and refuses the Employee role', async () => {
    const supervisor = await list('Supervisor', { startDate: today, endDate: today });
    expect(supervisor.body.rows.map((r) => r.punchPairId)).toEqual([managedPair]);
    expect((await list('Employee', { startDate: today, endDate: today })).status).toBe(403);
    expect((await approve(tokens.Employee, [managedPair])).status).toBe(403);
    expect((await call(testApp, 'GET', '/time-approvals/daily-count', { token: tokens.Employee })).status).toBe(403);
  });

  it('approves a pair: its day is recalculated before the answer and the unscheduled work is paid', async () => {
    const answer = await approve(tokens.Supervisor, [managedPair]);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: 'success', count: 1 });
    expect(await ordinaryMinutes(co.people.managed)).toBe(120);
    const approved = await list('Admin', { startDate: today, endDate: today, status: 'Approved' });
    expect(approved.body.rows).toEqual([
      expect.objectContaining({
        punchPairId: managedPair,
        approved: true,
        approver: co.emails.Supervisor,
        paidHours: 2,
      }),
    ]);
  });

  it('counts approved and unapproved pairs daily and over the current period', async () => {
    for (const path of ['daily-count', 'this-period-count']) {
      const counts = await call<TimeApprovalCounts>(testApp, 'GET', `/time-approvals/${path}`, { token: tokens.Admin });
      expect(counts.status).toBe(200);
      expect(counts.body).toMatchObject({ approved: 1, unapproved: 1 });
      expect(counts.body.startDate <= today && counts.body.endDate >= today).toBe(true);
    }
    const supervisor = await call<TimeApprovalCounts>(testApp, 'GET', '/time-approvals/daily-count', {
      token: tokens.Supervisor,
    });
    expect(supervisor.body).toMatchObject({ approved: 1, unapproved: 0 });
    const last = await call<TimeApprovalCounts>(testApp, 'GET', '/time-approvals/last-period-count', {
      token: tokens.Admin,
    });
    expect(last.body).toMatchObject({ approved: 0, unapproved: 0 });
    expect(last.body.endDate < today).toBe(true);
    // the list by period agrees with the count
    expect((await list('Admin', { period: 'Current', status: 'Unapproved' })).body.total).toBe(1);
  });

  it('refuses what the caller may not approve, and writes nothing', async () => {
    const before = await approvalsWritten();
    const outside = await approve(tokens.Supervisor, [managedPair, outsidePair]);
    expect(outside.status).toBe(403);
    expect(outside.body.message).toBe('You can only see employees of the structure nodes you manage.');
    const theirs = await approve(tokens.Admin, [otherCompanyPair]);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ message: 'noPunchPair', detail: 'Punch pair not found.' });
    expect((await approve(otherTokens.Admin, [managedPair])).status).toBe(404);
    const empty = await approve(tokens.Admin, []);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('punchPairIds must name at least one punch pair');
    expect((await approve(tokens.Admin, ['not-an-id'])).status).toBe(400);
    expect((await list('Admin', { startDate: today, endDate: '2020-01-01' })).status).toBe(400);
    expect((await list('Admin', { status: 'Maybe' })).status).toBe(400);
    expect(await approvalsWritten()).toBe(before);
  });

  it('takes a form with a comma-joined list, as the legacy screens post it', async () => {
    const answer = await fetch(`${testApp.url}/time-approvals/approveAllSelected`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.Admin}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ punchPairIds: `${outsidePair},${managedPair}` }).toString(),
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { count: number }).count).toBe(2);
    expect(await ordinaryMinutes(co.people.outside)).toBe(90);
  });

  it('disapproves: the shift is unpaid again', async () => {
    const answer = await approve(tokens.Admin, [managedPair], 'unapproveAllSelected');
    expect(answer.status).toBe(200);
    expect(await ordinaryMinutes(co.people.managed)).toBe(0);
    const rows = (await list('Admin', { startDate: today, endDate: today, status: 'Unapproved' })).body.rows;
    expect(rows.map((r) => r.punchPairId)).toEqual([managedPair]);
  });

  it('refuses a pair in a closed pay period with the spec’s message, and changes nothing', async () => {
    const periods = await call<{ id: string; fromDate: string; toDate: string }[]>(
      testApp,
      'GET',
      `/api/pay-periods?paygroupId=${co.payGroupId}`,
      { token: tokens.Admin },
    );
    const period = periods.body.find((p) => p.fromDate <= today && p.toDate >= today);
    expect(period).toBeDefined();
    const id = period?.id ?? '';
    await recalcSettled(testApp);
    expect(
      (await call(testApp, 'POST', `/api/pay-periods/${id}/close`, { token: tokens.Admin, body: {} })).status,
    ).toBe(200);
    const before = await approvalsWritten();
    const refused = await approve(tokens.Admin, [managedPair]);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'periodClosed', detail: CLOSED });
    expect(await approvalsWritten()).toBe(before);
    expect(await ordinaryMinutes(co.people.managed)).toBe(0);
    await call(testApp, 'POST', `/api/pay-periods/${id}/open`, { token: tokens.Admin, body: {} });
  });
});
