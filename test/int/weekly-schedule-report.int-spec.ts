import { jest } from '@jest/globals';
import { getDataSourceToken } from '@nestjs/typeorm';
import { CalculationModule } from '@rollcall/calculation';
import { IdentityModule } from '@rollcall/identity';
import { EmployeesService, OrganisationModule, StructureService } from '@rollcall/organisation';
import { ReportingModule } from '@rollcall/reporting';
import { EmployeeSchedulesService, SchedulingModule } from '@rollcall/scheduling';
import type { DataSource } from 'typeorm';
import { createAccessCompany, signInRoles, type AccessCompany } from '../support/access-fixture.js';
import { postForm } from '../support/org-fixture.js';
import { pdfPages } from '../support/pdf-text.js';
import { setProcessEnv, startSmtpCapture, type SmtpCapture } from '../support/smtp-capture.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { call, signIn } from '../support/thin-path-fixture.js';
import type { RoleName } from '@rollcall/contracts';

jest.setTimeout(120_000);

const WEEK = { startDate: '2026-11-16', endDate: '2026-11-22' };
const DAY_HEADERS = ['Mon 16 Nov', 'Tue 17 Nov', 'Wed 18 Nov', 'Thu 19 Nov', 'Fri 20 Nov', 'Sat 21 Nov', 'Sun 22 Nov'];

describe('reporting: the roster’s Print (WeeklyScheduleReport as a PDF) and its e-mailed week, over real SMTP', () => {
  let testApp: TestApp;
  let smtp: SmtpCapture;
  let restoreEnv: (() => void) | null = null;
  let noMail = '';
  let reporting: DataSource;
  let mine: AccessCompany;
  let theirs: AccessCompany;
  let tokens: Record<RoleName, string>;
  let emptyNode = '';
  const staff: Record<'adams' | 'brown' | 'young', string> = { adams: '', brown: '', young: '' };

  async function report(token: string, body: unknown, name = 'WeeklyScheduleReport') {
    const answer = await fetch(`${testApp.url}/api/reports/${name}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const bytes = new Uint8Array(await answer.arrayBuffer());
    const type = answer.headers.get('content-type') ?? '';
    return {
      status: answer.status,
      type,
      disposition: answer.headers.get('content-disposition'),
      bytes,
      error: type.startsWith('application/json')
        ? (JSON.parse(Buffer.from(bytes).toString('utf8')) as { message: string })
        : null,
    };
  }

  async function reportText(token: string, body: unknown): Promise<string> {
    const answer = await report(token, body);
    expect([answer.status, answer.type]).toEqual([200, 'application/pdf']);
    return (await pdfPages(answer.bytes)).join('\n');
  }

  /** Positions of each text in `text` (the first occurrence); -1 when missing. */
  const positions = (text: string, parts: string[]) => parts.map((part) => text.indexOf(part));
  const ascending = (numbers: number[]) => numbers.every((n, i) => n >= 0 && (i === 0 || n > (numbers[i - 1] ?? 0)));

  beforeAll(async () => {
    // a mail server that takes a moment over each mail, and Send All answering at once: it goes on in the background
    smtp = await startSmtpCapture(undefined, { acceptAfterMs: 30 });
    restoreEnv = setProcessEnv(smtp.env({ SEND_ALL_WAIT_MS: '0' }));
    testApp = await startTestApp([
      IdentityModule,
      OrganisationModule,
      SchedulingModule,
      CalculationModule,
      ReportingModule,
    ]);
    reporting = testApp.app.get<DataSource>(getDataSourceToken('reporting'), { strict: false });
    mine = await createAccessCompany(testApp, 'WSR', 6100);
    theirs = await createAccessCompany(testApp, 'WSO', 6200);
    tokens = await signInRoles(testApp, mine);
    emptyNode = (
      await testApp.app
        .get(StructureService, { strict: false })
        .createChild(mine.companyId, { parentId: mine.nodes.root, name: `${mine.code} Empty` })
    ).id;
    const employees = testApp.app.get(EmployeesService, { strict: false });
    const people: [keyof typeof staff, string, string][] = [
      ['adams', 'Zoe', 'Adams'],
      ['brown', 'Mark', 'Brown'],
      ['young', 'Anna', 'Young'],
    ];
    for (const [i, [key, firstName, lastName]] of people.entries()) {
      const created = await employees.create(mine.companyId, {
        firstName,
        lastName,
        email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@wsr.test`,
        clockId: 6150 + i,
        payId: `WSR-S${i}`,
        departmentId: mine.nodes.picker,
        paygroupId: mine.payGroupId,
        hireOnDate: '2025-01-01',
      });
      staff[key] = created.id;
    }
    noMail = (
      await employees.create(mine.companyId, {
        firstName: 'Nomail',
        lastName: 'Jones',
        clockId: 6160,
        payId: 'WSR-N',
        departmentId: mine.nodes.picker,
        paygroupId: mine.payGroupId,
        hireOnDate: '2025-01-01',
      })
    ).id;
    const schedules = testApp.app.get(EmployeeSchedulesService, { strict: false });
    await schedules.setDays(mine.companyId, staff.adams, [
      {
        date: '2026-11-16',
        offDay: false,
        sections: [{ start: '09:00', end: '17:00', breakMinutes: 30, labelName: 'Morning' }],
      },
      { date: '2026-11-17', offDay: true, sections: [] },
    ]);
    await schedules.setDays(mine.companyId, staff.brown, [
      { date: '2026-11-18', offDay: false, sections: [{ start: '22:00', end: '06:00', endType: 'NextDay' }] },
      {
        date: '2026-11-20',
        offDay: false,
        sections: [
          { start: '13:00', end: '17:00' },
          { start: '07:00', end: '11:00' },
        ],
      },
    ]);
    await schedules.setDays(theirs.companyId, theirs.people.managed, [
      { date: '2026-11-16', offDay: false, sections: [{ start: '05:00', end: '09:00' }] },
    ]);
    // reporting learns employees, nodes and days from the events
    const deadline = Date.now() + 15_000;
    for (;;) {
      const [row] = (await reporting.query(
        `SELECT (SELECT count(*) FROM reporting.schedule_days)::int AS days,
                (SELECT count(*) FROM reporting.employees)::int AS employees,
                (SELECT count(*) FROM reporting.departments)::int AS nodes`,
      )) as { days: number; employees: number; nodes: number }[];
      if (row?.days === 5 && row.employees === 12 && row.nodes === 15) break;
      if (Date.now() > deadline) throw new Error(`reporting's read models did not fill: ${JSON.stringify(row)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
    restoreEnv?.();
  });

  it('prints a row per employee by last name, a column per day in order, the sections or Off Day, and the hours', async () => {
    const answer = await report(tokens.Admin, { ...WEEK, sortBy: 'LastName', departmentIds: [mine.nodes.warehouse] });
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('application/pdf');
    expect(answer.disposition).toBe('attachment; filename="weekly-schedule-2026-11-16-to-2026-11-22.pdf"');
    const text = (await pdfPages(answer.bytes)).join('\n');
    expect(text).toContain('Weekly Schedule');
    expect(text).toContain('Monday 16 November 2026 to Sunday 22 November 2026');
    expect(text).toContain(`${mine.code} Warehouse`);
    expect(ascending(positions(text, ['Employee', ...DAY_HEADERS, 'Total hours']))).toBe(true);
    // Adams, Brown, then the fixture's people (last name Person) by first name, then Young
    expect(
      ascending(
        positions(text, ['Adams, Zoe', 'Brown, Mark', 'Person, WSREmployee', 'Person, WSRManaged', 'Young, Anna']),
      ),
    ).toBe(true);
    // Zoe Adams: Monday 09:00–17:00 less 30 minutes, Tuesday off; Mark Brown: an overnight shift and two sections
    // in start order
    expect(ascending(positions(text, ['Adams, Zoe', '09:00 – 17:00 Morning', 'Off Day', '7.50', 'Brown, Mark']))).toBe(
      true,
    );
    expect(
      ascending(
        positions(text, ['Brown, Mark', '22:00 – 06:00 (next day)', '07:00 – 11:00', '13:00 – 17:00', '16.00']),
      ),
    ).toBe(true);
    // the Office is not under the Warehouse
    expect(text).not.toContain('WSROutside');
    expect(text).not.toContain('WSO');
  });

  it('sorts by first name when asked, and covers every employee the caller reaches without departments', async () => {
    const text = await reportText(tokens.Admin, { ...WEEK, sortBy: 'FirstName' });
    expect(ascending(positions(text, ['Anna Young', 'Mark Brown', 'WSREmployee Person', 'Zoe Adams']))).toBe(true);
    expect(text).toContain('WSROutside Person');
    expect(text).toContain('All employees');
    expect(text).not.toContain('WSO');
  });

  it('gives a Supervisor the people of the nodes they manage and their own record only', async () => {
    const text = await reportText(tokens.Supervisor, WEEK);
    expect(text).toContain('Adams, Zoe');
    expect(text).toContain('Person, WSRManaged');
    expect(text).toContain('Person, WSRSupervisor');
    expect(text).not.toContain('WSROutside');
  });

  it('takes the people beneath each chosen node, and says so when no one matches', async () => {
    const text = await reportText(tokens.Admin, { ...WEEK, departmentIds: [mine.nodes.clerk, mine.nodes.picker] });
    expect(text).toContain(`${mine.code} Clerk, ${mine.code} Picker`);
    expect(ascending(positions(text, ['Adams, Zoe', 'Person, WSROutside', 'Young, Anna']))).toBe(true);
    const empty = await reportText(tokens.Admin, { ...WEEK, departmentIds: [emptyNode] });
    expect(empty).toContain('No employees match these conditions.');
    expect(empty).not.toContain('Person');
  });

  it.each([
    [{ ...WEEK, endDate: '2026-11-15' }, 'endDate must not be before startDate.'],
    [{ startDate: '2026-11-01', endDate: '2026-11-15' }, 'The schedule covers at most 14 days'],
    [{ ...WEEK, startDate: '2026-02-30' }, 'startDate must be a date written YYYY-MM-DD'],
    [{ endDate: '2026-11-22' }, 'startDate must be a date written YYYY-MM-DD'],
    [{ ...WEEK, sortBy: 'Department' }, 'sortBy must be LastName or FirstName'],
    [{ ...WEEK, departmentIds: ['not-a-node'] }, 'departmentIds must be structure node ids'],
    [{ ...WEEK, format: 'XLSX' }, 'format must be PDF'],
    [{ ...WEEK, colour: 'red' }, 'property colour should not exist'],
  ])('refuses bad conditions with 400 and says why: %j', async (body, message) => {
    const answer = await report(tokens.Admin, body);
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toContain(message);
  });

  it('refuses an unknown report, another company’s nodes, nodes a Supervisor does not manage, and Employees', async () => {
    const unknown = await report(tokens.Admin, WEEK, 'NoSuchReport');
    expect([unknown.status, unknown.error?.message]).toEqual([
      404,
      'There is no report named "NoSuchReport". Reports: WeeklyScheduleReport.',
    ]);
    const foreign = await report(tokens.Admin, { ...WEEK, departmentIds: [mine.nodes.picker, theirs.nodes.picker] });
    expect([foreign.status, foreign.error?.message]).toEqual([
      404,
      'Some of the chosen structure nodes are not in your company.',
    ]);
    const unmanaged = await report(tokens.Supervisor, { ...WEEK, departmentIds: [mine.nodes.office] });
    expect([unmanaged.status, unmanaged.error?.message]).toEqual([
      403,
      'You can only choose structure nodes you manage.',
    ]);
    expect((await report(tokens.Employee, WEEK)).status).toBe(403);
  });

  describe('POST /standardshifts/sendEmployeeEmail', () => {
    const sendEmail = (token: string, body: Record<string, unknown>) =>
      fetch(`${testApp.url}/standardshifts/sendEmployeeEmail`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

    it('mails one employee their week as HTML with a plain-text part', async () => {
      smtp.clear();
      const answer = await sendEmail(tokens.Supervisor, { ...WEEK, employeeId: staff.adams });
      // one employee is mailed within the request
      expect(answer).toEqual({
        status: 200,
        body: {
          success: true,
          message: 'Email sent successfully',
          sent: 1,
          delivery: 'smtp',
          failed: [],
          status: 'done',
          runId: null,
        },
      });
      const mail = await smtp.waitFor((m) => m.to.includes('zoe.adams@wsr.test'));
      expect(mail.subject).toBe('Your schedule: Mon 16 Nov to Sun 22 Nov 2026');
      expect(mail.text).toContain('Hello Zoe,');
      expect(mail.text).toContain('Mon 16 Nov: 09:00 – 17:00 Morning');
      expect(mail.text).toContain('Tue 17 Nov: Off Day');
      expect(mail.text).toContain('Wed 18 Nov: No shift');
      expect(mail.text).toContain('Total hours: 7.50');
      expect(mail.html).toMatch(/<th[^>]*>Mon 16 Nov<\/th><td[^>]*>09:00 – 17:00 Morning<\/td>/);
      expect(mail.html).toContain('Total hours: 7.50');
      expect(smtp.mails).toHaveLength(1);
    });

    it('Send All (form-encoded, comma-joined nodes) mails everyone there in the background and names who has no address', async () => {
      smtp.clear();
      const answer = await postForm<Record<string, unknown>>(
        testApp,
        '/standardshifts/sendEmployeeEmail',
        tokens.Admin,
        [
          ['startDate', WEEK.startDate],
          ['endDate', WEEK.endDate],
          ['departmentId', `${mine.nodes.picker},${mine.nodes.clerk}`],
        ],
      );
      // accepted (truthy) while it goes on: the run says how far it has got
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        success: true,
        message: 'The emails are being sent.',
        status: 'sending',
        total: 8,
        delivery: 'smtp',
      });
      const runId = String(answer.body.runId);
      const progress: number[] = [];
      let run: Record<string, unknown> = answer.body;
      for (const deadline = Date.now() + 30_000; run.status === 'sending' && Date.now() < deadline;) {
        await new Promise((r) => setTimeout(r, 20));
        run = (
          await call<Record<string, unknown>>(testApp, 'GET', `/api/schedule-mails/${runId}`, { token: tokens.Admin })
        ).body;
        progress.push(Number(run.sent));
      }
      expect(run).toEqual({
        success: false,
        message: 'Failed to send emails.',
        sent: 7,
        delivery: 'smtp',
        failed: [{ employeeId: noMail, name: 'Nomail Jones', reason: 'has no e-mail address' }],
        status: 'done',
        runId,
        total: 8,
        startDate: WEEK.startDate,
        endDate: WEEK.endDate,
        startedAt: expect.any(String) as string,
        finishedAt: expect.any(String) as string,
      });
      // the count rose as the mails went out
      expect(progress.every((n, i) => i === 0 || n >= (progress[i - 1] ?? 0))).toBe(true);
      // another company's admin cannot read the run; an unknown id is 404
      const theirAdmin = await signIn(testApp, theirs.emails.Admin);
      expect((await call(testApp, 'GET', `/api/schedule-mails/${runId}`, { token: theirAdmin })).status).toBe(404);
      expect(
        (await call(testApp, 'GET', `/api/schedule-mails/${theirs.companyId}`, { token: tokens.Admin })).status,
      ).toBe(404);
      const recipients = smtp.mails.flatMap((m) => m.to).sort();
      expect(recipients).toEqual(
        [
          'mark.brown@wsr.test',
          'zoe.adams@wsr.test',
          'anna.young@wsr.test',
          mine.markers.employee.email,
          mine.markers.managed.email,
          mine.markers.outside.email,
          mine.markers.supervisor.email,
        ].sort(),
      );
      const brown = smtp.mails.find((m) => m.to.includes('mark.brown@wsr.test'));
      expect(brown?.text).toContain('Wed 18 Nov: 22:00 – 06:00 (next day)');
      expect(brown?.text).toContain('Fri 20 Nov: 07:00 – 11:00; 13:00 – 17:00');
      expect(brown?.html).toContain('07:00 – 11:00<br>13:00 – 17:00');
    });

    it('refuses bad dates, another company’s employee or nodes, people outside a Supervisor’s nodes, and Employees', async () => {
      smtp.clear();
      const bad = await sendEmail(tokens.Admin, { ...WEEK, endDate: '2026-11-01' });
      expect([bad.status, bad.body.message]).toEqual([400, 'endDate: endDate must not be before startDate.']);
      const foreign = await sendEmail(tokens.Admin, { ...WEEK, employeeId: theirs.people.managed });
      expect([foreign.status, foreign.body.message]).toEqual([404, 'Employee not found.']);
      const foreignNodes = await sendEmail(tokens.Admin, { ...WEEK, departmentId: [theirs.nodes.picker] });
      expect(foreignNodes.status).toBe(404);
      const outside = await sendEmail(tokens.Supervisor, { ...WEEK, employeeId: mine.people.outside });
      expect([outside.status, outside.body.message]).toEqual([
        403,
        'You can only see employees of the structure nodes you manage.',
      ]);
      expect((await sendEmail(tokens.Employee, { ...WEEK, employeeId: mine.people.employee })).status).toBe(403);
      expect(smtp.mails).toEqual([]);
    });
  });
});
