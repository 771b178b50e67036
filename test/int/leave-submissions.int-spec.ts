import { jest } from '@jest/globals';
import { getDataSourceToken } from '@nestjs/typeorm';
import { LeaveRequestMailer } from '@rollcall/scheduling';
import type { DataSource } from 'typeorm';
import { clockStartsAt } from '../support/clock-starts-at.js';
import { signInAs } from '../support/org-fixture.js';
import { setProcessEnv, startSmtpCapture, type SmtpCapture } from '../support/smtp-capture.js';
import type { TestApp } from '../support/test-app.js';
import { call, createCompany, signIn, startThinPath, type TestCompany, waitFor } from '../support/thin-path-fixture.js';

jest.setTimeout(120_000);

// Sunday 22 November 2026 in Auckland: the leave below is in the week of 30 November.
clockStartsAt('2026-11-22T12:00:00+13:00');

interface Answer {
  statusCode: number;
  message: string;
  detail?: string;
  id: string;
  leaveStatus: string;
}
interface Leave {
  id: string;
  employeeId: string;
  leaveStatus: string;
  source: string;
  totalHours: number;
}

describe('leave from kiosks and the mobile app: Pending, mailed to the approver over SMTP', () => {
  let testApp: TestApp;
  let smtp: SmtpCapture;
  let restoreEnv: (() => void) | null = null;
  let company: TestCompany;
  let other: TestCompany;
  let admin: string;
  let employee: string;
  let supervisor: string;
  let otherEmployee: string;
  let scheduling: DataSource;
  const superadmins = new Map<string, string>();

  const kiosk = (body: Record<string, unknown>, token: string | null = company.deviceToken) =>
    call<Answer>(testApp, 'POST', '/api/leaves/kiosk-submit-leave', {
      body,
      headers: token === null ? {} : { 'x-device-token': token },
    });
  const mobile = (body: Record<string, unknown>, token: string | undefined) =>
    call<Answer>(testApp, 'POST', '/api/leaves/submit-leave-clever-go', { body, ...(token ? { token } : {}) });
  const get = <T>(path: string, token: string) => call<T>(testApp, 'GET', path, { token });
  const leaveCount = async () =>
    ((await scheduling.query(`SELECT count(*)::int AS n FROM scheduling.leaves`)) as { n: number }[])[0]?.n ?? 0;
  const positionOf = async (employeeId: string) =>
    (
      (await scheduling.query(`SELECT department_id FROM scheduling.employees WHERE id = $1`, [employeeId])) as {
        department_id: string;
      }[]
    )[0]?.department_id ?? '';

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    restoreEnv = setProcessEnv(smtp.env());
    testApp = await startThinPath();
    company = await createCompany(testApp, 'LSA', 8600);
    other = await createCompany(testApp, 'LSB', 8700);
    scheduling = testApp.app.get<DataSource>(getDataSourceToken('scheduling'), { strict: false });
    await waitFor(testApp, async () => {
      const rows = (await scheduling.query(
        `SELECT (SELECT count(*)::int FROM scheduling.companies WHERE device_token IS NOT NULL) AS c,
                (SELECT count(*)::int FROM scheduling.employees) AS e,
                (SELECT count(*)::int FROM scheduling.leave_pay_types WHERE is_leave) AS t,
                (SELECT count(*)::int FROM scheduling.leave_users) AS u`,
      )) as { c: number; e: number; t: number; u: number }[];
      return rows[0]?.c === 2 && rows[0]?.e === 4 && (rows[0]?.t ?? 0) >= 14 && (rows[0]?.u ?? 0) >= 4;
    });
    admin = await signIn(testApp, company.adminEmail);
    employee = await signIn(testApp, company.employeeEmail);
    otherEmployee = await signIn(testApp, other.employeeEmail);
    supervisor = await signInAs(testApp, company.companyId, 'Supervisor', 'sup@lsa.test', [
      await positionOf(company.employeeId),
    ]);
    // the mobile app is a feature a Superadmin switches on for the company (off by default)
    for (const c of [company, other]) await setFeatures(c, { mobileApp: true });
    // hours per day are charged as given, on days without a schedule too (none is rostered here)
    for (const [who, token] of [
      [company.employeeId, admin],
      [other.employeeId, await signIn(testApp, other.adminEmail)],
    ] as const) {
      const [row] = (await scheduling.query(`SELECT paygroup_id FROM scheduling.employees WHERE id = $1`, [who])) as {
        paygroup_id: string;
      }[];
      const saved = await call(testApp, 'POST', '/paygroup/save', {
        token,
        body: { id: row?.paygroup_id, durationBySchedule: false, skipUnscheduleDay: false },
      });
      expect(saved.status).toBe(200);
    }
    await waitFor(testApp, async () => {
      const rows = (await scheduling.query(
        `SELECT (SELECT count(*)::int FROM scheduling.leave_users WHERE email = 'sup@lsa.test') AS u,
                (SELECT count(*)::int FROM scheduling.pay_groups WHERE rules->>'skipUnscheduleDay' = 'false') AS g`,
      )) as { u: number; g: number }[];
      return rows[0]?.u === 1 && rows[0]?.g === 2;
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
    restoreEnv?.();
  });

  it('saves a kiosk request by clock id and type code as Pending, and mails the requester’s supervisor', async () => {
    const answer = await kiosk({
      clockId: company.clockId,
      typeCode: 'al',
      fromDate: '2026-11-30',
      toDate: '2026-12-01',
      duration: 7.5,
      description: 'family visit',
    });
    expect([answer.status, answer.body.message, answer.body.leaveStatus]).toEqual([200, 'success', 'Pending']);
    const leave = await get<Leave>(`/api/leaves/${answer.body.id}`, admin);
    expect(leave.body).toMatchObject({
      employeeId: company.employeeId,
      leaveStatus: 'Pending',
      source: 'kiosk',
      totalHours: 15,
    });
    const mail = await smtp.waitFor((m) => m.subject.includes('First0 Last0'));
    expect(mail.to).toEqual(['sup@lsa.test']);
    expect(mail.subject).toBe('Leave request: First0 Last0, Annual Leave, 30/11/2026 to 01/12/2026');
    expect(mail.text).toContain('First0 Last0 has requested leave from a kiosk, waiting for your approval:');
    expect(mail.text).toContain('Total Hours: 15.00');
    expect(mail.text).toContain('Description: family visit');
    expect(mail.text).toContain('/#/leave/list?status=Pending');
    // the kiosk resends: the same leave again is the spec's exist, and nothing more is written
    const before = await leaveCount();
    const again = await kiosk({
      clockId: company.clockId,
      typeCode: 'AL',
      fromDate: '2026-11-30',
      toDate: '2026-12-01',
      duration: 7.5,
    });
    expect([again.status, again.body.message, again.body.detail]).toEqual([
      409,
      'exist',
      'Warning: The code is exist.',
    ]);
    expect(await leaveCount()).toBe(before);
  });

  it('refuses a kiosk request without a valid device token, or of an unknown clock id or type, writing nothing', async () => {
    const before = await leaveCount();
    const body = { clockId: company.clockId, typeCode: 'SL', fromDate: '2026-12-02', duration: 8 };
    const noToken = await kiosk(body, null);
    expect([noToken.status, noToken.body.message]).toEqual([401, 'The device token is not valid.']);
    expect((await kiosk(body, 'not-a-token')).status).toBe(401);
    const otherClock = await kiosk({ ...body, clockId: other.clockId });
    expect([otherClock.status, otherClock.body.message]).toEqual([404, 'noEmployee']);
    const ordinary = await kiosk({ ...body, typeCode: 'ORD' });
    expect([ordinary.status, ordinary.body.message]).toEqual([400, 'notLeaveType']);
    expect((await kiosk({ ...body, typeCode: 'NOPE' })).status).toBe(400);
    expect((await kiosk({ ...body, fromDate: '30/12/2026' })).status).toBe(400);
    expect((await kiosk({ ...body, clockId: 'x' })).status).toBe(400);
    expect((await kiosk({ ...body, byWorkHours: true, fromTime: '13:00', toTime: '09:00' })).body.detail).toBe(
      'To time must be later than From time!',
    );
    expect(await leaveCount()).toBe(before);
  });

  it('refuses kiosk leave while the kiosks’ enableLeave or the company’s allowLeaveTime is off, writing nothing', async () => {
    const body = { clockId: company.clockId, typeCode: 'SL', fromDate: '2026-12-08', duration: 8 };
    const superadmin = await signInAs(testApp, company.companyId, 'Superadmin', 'super@lsa.test');
    const heard = async () =>
      (
        (await scheduling.query(
          `SELECT (c.features->>'allowLeaveTime')::boolean AS "leaveTime", k.enable_leave AS "kioskLeave"
             FROM scheduling.companies c LEFT JOIN scheduling.kiosk_leave_settings k ON k.company_id = c.id
            WHERE c.id = $1`,
          [company.companyId],
        )) as { leaveTime: boolean | null; kioskLeave: boolean | null }[]
      )[0];
    const setKioskLeave = async (on: boolean) => {
      const saved = await call(testApp, 'POST', '/api/kiosk-settings', { token: admin, body: { enableLeave: on } });
      expect(saved.status).toBe(200);
      await waitFor(testApp, async () => (await heard())?.kioskLeave === on);
    };
    const setLeaveTime = async (on: boolean) => {
      const saved = await call(testApp, 'POST', `/api/customers/${company.companyId}`, {
        token: superadmin,
        body: { settings: { allowLeaveTime: on } },
      });
      expect(saved.status).toBe(200);
      await waitFor(testApp, async () => (await heard())?.leaveTime === on);
    };
    const before = await leaveCount();

    await setKioskLeave(false);
    const kioskOff = await kiosk(body);
    expect([kioskOff.status, kioskOff.body.message, kioskOff.body.detail]).toEqual([
      403,
      'kioskLeaveOff',
      'Leave requests are switched off on the kiosks.',
    ]);
    await setKioskLeave(true);
    await setLeaveTime(false);
    const featureOff = await kiosk(body);
    expect([featureOff.status, featureOff.body.message, featureOff.body.detail]).toEqual([
      403,
      'leaveTimeOff',
      'The leave time feature has not been activated. Please contact support.',
    ]);
    expect(await leaveCount()).toBe(before);

    await setLeaveTime(true);
    const taken = await kiosk(body);
    expect([taken.status, taken.body.leaveStatus]).toEqual([200, 'Pending']);
    expect(await leaveCount()).toBe(before + 1);
    // mailed as any kiosk request (and sent before the next test counts its own mail)
    await smtp.waitFor((m) => m.subject.includes('Sick Leave') && m.text.includes('Date: 08/12/2026'));
    await testApp.app.get(LeaveRequestMailer, { strict: false }).idle();
  });

  it('saves the signed-in mobile user’s own request as Pending; they see its status and only their own balances', async () => {
    smtp.clear();
    const answer = await mobile(
      { typeId: await typeId(employee, 'SL'), fromDate: '2026-12-03', duration: 4 },
      employee,
    );
    expect([answer.status, answer.body.message, answer.body.leaveStatus]).toEqual([200, 'success', 'Pending']);
    const mine = await get<Leave>(`/api/leaves/${answer.body.id}`, employee);
    expect(mine.body).toMatchObject({ employeeId: company.employeeId, leaveStatus: 'Pending', source: 'mobile' });
    const mail = await smtp.waitFor((m) => m.subject.includes('Sick Leave'));
    expect(mail.to).toEqual(['sup@lsa.test']);
    expect(mail.text).toContain('from the mobile app');
    expect((await get(`/api/leave-balance?fromDate=2026-12-31`, employee)).status).toBe(200);
    expect((await get(`/api/leave-balance?employeeId=${company.otherEmployeeId}`, employee)).status).toBe(403);
    const theirs = await mobile(
      {
        typeId: await typeId(employee, 'SL'),
        fromDate: '2026-12-04',
        duration: 4,
        employeeId: company.otherEmployeeId,
      },
      employee,
    );
    expect(theirs.status).toBe(400);
    // without a token, or without an employee record of one's own
    expect((await mobile({ typeId: await typeId(employee, 'SL'), fromDate: '2026-12-04' }, undefined)).status).toBe(
      401,
    );
    const noRecord = await mobile({ typeId: await typeId(admin, 'SL'), fromDate: '2026-12-04', duration: 4 }, admin);
    expect([noRecord.status, noRecord.body.message]).toEqual([404, 'noEmployee']);
  });

  it('mails the company’s admins when the requester has no supervisor, and never the one who submitted it', async () => {
    smtp.clear();
    const answer = await mobile(
      { typeId: await typeId(otherEmployee, 'AL'), fromDate: '2026-12-01', duration: 8 },
      otherEmployee,
    );
    expect(answer.status).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes(other.adminEmail));
    expect(mail.to).toEqual([other.adminEmail]);
    // the supervisor enters leave for their own staff: it waits for them, and they are not mailed about it
    const own = await call<Answer>(testApp, 'POST', '/leave/save', {
      token: supervisor,
      body: {
        employeeId: company.otherEmployeeId,
        typeId: await typeId(supervisor, 'AL'),
        fromDate: '2026-12-02',
        duration: 8,
      },
    });
    expect([own.status, own.body.leaveStatus]).toEqual([200, 'Pending']);
    // an admin enters one for them: the supervisor is mailed
    await call<Answer>(testApp, 'POST', '/leave/save', {
      token: admin,
      body: {
        employeeId: company.otherEmployeeId,
        typeId: await typeId(admin, 'BL'),
        fromDate: '2026-12-03',
        duration: 8,
      },
    });
    const toSupervisor = await smtp.waitFor((m) => m.subject.includes('Bereavement Leave'));
    expect(toSupervisor.to).toEqual(['sup@lsa.test']);
    await testApp.app.get(LeaveRequestMailer, { strict: false }).idle();
    expect(smtp.mails.filter((m) => m.subject.includes('First1 Last1, Annual Leave'))).toEqual([]);
  });

  it('refuses mobile leave while the company’s mobileApp or allowLeaveTime is off, writing nothing', async () => {
    const body = { typeId: await typeId(employee, 'SL'), fromDate: '2026-12-09', duration: 4 };
    const before = await leaveCount();
    await setFeatures(company, { mobileApp: false });
    const appOff = await mobile(body, employee);
    expect([appOff.status, appOff.body.message, appOff.body.detail]).toEqual([
      403,
      'mobileAppOff',
      'The mobile app feature has not been activated. Please contact support.',
    ]);
    await setFeatures(company, { mobileApp: true, allowLeaveTime: false });
    const leaveTimeOff = await mobile(body, employee);
    expect([leaveTimeOff.status, leaveTimeOff.body.message, leaveTimeOff.body.detail]).toEqual([
      403,
      'leaveTimeOff',
      'The leave time feature has not been activated. Please contact support.',
    ]);
    expect(await leaveCount()).toBe(before);

    await setFeatures(company, { allowLeaveTime: true });
    const taken = await mobile(body, employee);
    expect([taken.status, taken.body.leaveStatus]).toEqual([200, 'Pending']);
    expect(await leaveCount()).toBe(before + 1);
    await smtp.waitFor((m) => m.subject.includes('Sick Leave') && m.text.includes('Date: 09/12/2026'));
    await testApp.app.get(LeaveRequestMailer, { strict: false }).idle();
  });

  /** Switches the company's features as a Superadmin does, and waits until scheduling has heard of them. */
  async function setFeatures(of: TestCompany, features: Record<string, boolean>): Promise<void> {
    let superadmin = superadmins.get(of.companyId);
    if (!superadmin) {
      const email = `features@${of.adminEmail.split('@')[1] ?? ''}`;
      superadmin = await signInAs(testApp, of.companyId, 'Superadmin', email);
      superadmins.set(of.companyId, superadmin);
    }
    const saved = await call(testApp, 'POST', `/api/customers/${of.companyId}`, {
      token: superadmin,
      body: { settings: features },
    });
    expect(saved.status).toBe(200);
    await waitFor(testApp, async () => {
      const [row] = (await scheduling.query(`SELECT features FROM scheduling.companies WHERE id = $1`, [
        of.companyId,
      ])) as { features: Record<string, boolean> }[];
      return Object.entries(features).every(([flag, on]) => row?.features[flag] === on);
    });
  }

  async function typeId(token: string, code: string): Promise<string> {
    const types = await get<{ id: string; code: string }[]>('/api/leaves/types', token);
    return types.body.find((t) => t.code === code)?.id ?? '';
  }
});
