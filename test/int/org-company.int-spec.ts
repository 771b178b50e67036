import { jest } from '@jest/globals';
import type { TestApp } from '../support/test-app.js';
import { eventsSince, outboxMark, postFile, postForm, rowOf, signInAs, TINY_PNG } from '../support/org-fixture.js';
import { call, createCompany, signIn, startThinPath, type TestCompany } from '../support/thin-path-fixture.js';

jest.setTimeout(60_000);

interface Info {
  id: string;
  code: string;
  name: string;
  token: string | null;
  timeZoneId: string;
  logourl: string | null;
  leaveNtReceivers: string[];
  [field: string]: unknown;
}

describe('company detail and settings', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let other: TestCompany;
  let admin: string;
  let employee: string;

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'COA', 7000);
    other = await createCompany(testApp, 'COB', 7100);
    admin = await signIn(testApp, company.adminEmail);
    employee = await signIn(testApp, company.employeeEmail);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('GET /api/company/info answers every company field; the device token only to who may update the company', async () => {
    const mine = await call<Info>(testApp, 'GET', '/api/company/info', { token: admin });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      id: company.companyId,
      code: 'COA',
      name: 'COA Ltd',
      licenses: 10,
      token: company.deviceToken,
      timeZoneId: 'Pacific/Auckland',
      exceptionThreshold: 15,
      exceptionLDThreshold: 15,
      leaveNtReceivers: [],
      leaveNotifySupervisor: false,
      standardHoursDisplayName: 'Standard Hours',
      logourl: null,
    });
    for (const field of ['tradingName', 'domain', 'openedOn', 'title', 'email', 'latitude', 'jobLabel', 'partLabel']) {
      expect(mine.body).toHaveProperty(field);
    }
    const asEmployee = await call<Info>(testApp, 'GET', '/api/company/info', { token: employee });
    expect(asEmployee.status).toBe(200);
    expect(asEmployee.body.token).toBeNull();
  });

  it('POST /mydetail/save (JSON) saves the fields given and publishes org.company.changed.v1', async () => {
    const mark = await outboxMark(testApp);
    const saved = await call(testApp, 'POST', '/mydetail/save', {
      token: admin,
      body: {
        id: company.companyId,
        name: 'COA Holdings',
        tradingName: 'COA Trading',
        domain: 'coa.test',
        openedOn: '2020-02-29',
        title: 'Director',
        email: 'office@coa.test',
        phone: '09 555 0100',
        latitude: -36.8485,
        longitude: 174.7633,
        jobLabel: 'Job',
        taskLabel: 'Task',
        actLabel: 'Activity',
        partLabel: 'Part',
        standardHoursDisplayName: 'Contract Hours',
        exceptionThreshold: 30,
        exceptionLDThreshold: 45,
        leaveNtReceivers: ['hr@coa.test', 'boss@coa.test'],
        leaveNotifySupervisor: true,
        licenses: 999,
      },
    });
    expect(saved).toEqual({ status: 200, body: { message: 'success' } });
    const info = await call<Info>(testApp, 'GET', '/api/company/info', { token: admin });
    expect(info.body).toMatchObject({
      name: 'COA Holdings',
      tradingName: 'COA Trading',
      openedOn: '2020-02-29',
      title: 'Director',
      latitude: -36.8485,
      longitude: 174.7633,
      standardHoursDisplayName: 'Contract Hours',
      exceptionThreshold: 30,
      exceptionLDThreshold: 45,
      leaveNtReceivers: ['hr@coa.test', 'boss@coa.test'],
      leaveNotifySupervisor: true,
      licenses: 10,
      code: 'COA',
    });
    const settings = await call<{ standardHoursDisplayName: string }>(testApp, 'GET', '/api/company/settings', {
      token: admin,
    });
    expect(settings.body.standardHoursDisplayName).toBe('Contract Hours');
    const events = await eventsSince(testApp, mark);
    expect(events.map((e) => e.type)).toEqual(['org.company.changed.v1']);
    expect(events[0]?.payload).toMatchObject({
      name: 'COA Holdings',
      exceptionThreshold: 30,
      exceptionLDThreshold: 45,
    });
  });

  it('POST /mydetail/save takes a form-encoded body, lists comma-joined, and a blank clears a field', async () => {
    const saved = await postForm(testApp, '/mydetail/save', admin, [
      ['tradingName', ''],
      ['leaveNtReceivers', 'a@coa.test, b@coa.test'],
      ['leaveNotifySupervisor', 'false'],
      ['exceptionThreshold', '0'],
    ]);
    expect(saved).toEqual({ status: 200, body: { message: 'success' } });
    const info = await call<Info>(testApp, 'GET', '/api/company/info', { token: admin });
    expect(info.body).toMatchObject({
      tradingName: null,
      leaveNtReceivers: ['a@coa.test', 'b@coa.test'],
      leaveNotifySupervisor: false,
      exceptionThreshold: 0,
      name: 'COA Holdings',
    });
  });

  it('refuses a bad e-mail in leaveNtReceivers or email, a threshold off the choices, a zone that is none', async () => {
    const before = await rowOf(testApp, 'companies', company.companyId);
    const cases: [Record<string, unknown>, string][] = [
      [{ leaveNtReceivers: 'ok@coa.test,not-an-email' }, 'Invalid Email address!'],
      [{ email: 'x@y' }, 'Invalid Email address!'],
      [{ exceptionThreshold: 20 }, 'exceptionThreshold must be one of 0, 10, 15, 30, 45, 60'],
      [{ exceptionLDThreshold: '5' }, 'exceptionLDThreshold must be one of 0, 10, 15, 30, 45, 60'],
      [{ timeZoneId: 'Mars/Olympus' }, 'timeZoneId must be an IANA time zone such as Pacific/Auckland'],
      [{ code: '' }, 'code is required.'],
      [{ openedOn: '2021-02-30' }, 'openedOn must be a date written YYYY-MM-DD'],
    ];
    for (const [body, message] of cases) {
      const answer = await call(testApp, 'POST', '/mydetail/save', { token: admin, body });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    expect(await rowOf(testApp, 'companies', company.companyId)).toEqual(before);
  });

  it('answers existCode "Warning: Code is exist." for a code another company has, and changes nothing', async () => {
    const mark = await outboxMark(testApp);
    const answer = await call<{ message: string; detail: string }>(testApp, 'POST', '/mydetail/save', {
      token: admin,
      body: { code: 'cob', name: 'Renamed' },
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ message: 'existCode', detail: 'Warning: Code is exist.' });
    const info = await call<Info>(testApp, 'GET', '/api/company/info', { token: admin });
    expect(info.body).toMatchObject({ code: 'COA', name: 'COA Holdings' });
    expect(await eventsSince(testApp, mark)).toEqual([]);
    const own = await call(testApp, 'POST', '/mydetail/save', { token: admin, body: { code: 'COA' } });
    expect(own.status).toBe(200);
  });

  it('refuses the save to an Employee (403) and to a caller without a token (401)', async () => {
    expect((await call(testApp, 'POST', '/mydetail/save', { token: employee, body: { name: 'x' } })).status).toBe(403);
    expect((await call(testApp, 'POST', '/mydetail/save', { body: { name: 'x' } })).status).toBe(401);
  });

  it('a zone change moves the root with it and republishes every employee whose zone changed', async () => {
    const mark = await outboxMark(testApp);
    const answer = await call(testApp, 'POST', '/mydetail/save', {
      token: admin,
      body: { timeZoneId: 'Australia/Sydney' },
    });
    expect(answer.status).toBe(200);
    const events = await eventsSince(testApp, mark);
    expect(events.map((e) => e.type).sort()).toEqual([
      'org.company.changed.v1',
      'org.department.changed.v1',
      'org.employee.changed.v1',
      'org.employee.changed.v1',
    ]);
    const employees = events.filter((e) => e.type === 'org.employee.changed.v1');
    expect(employees.map((e) => e.key).sort()).toEqual([company.employeeId, company.otherEmployeeId].sort());
    expect(employees.every((e) => e.payload.timeZoneId === 'Australia/Sydney')).toBe(true);
    const detail = await call<{ timeZoneId: string }>(testApp, 'GET', `/api/employees/${company.employeeId}`, {
      token: admin,
    });
    expect(detail.body.timeZoneId).toBe('Australia/Sydney');
  });

  it('uploads a logo (multipart field "logo") and serves it back at GET /api/company/logo?logoUrl=…', async () => {
    const uploaded = await postFile<{ message: string; logoUrl: string }>(
      testApp,
      '/api/company/logo',
      admin,
      'logo',
      TINY_PNG,
      'logo.png',
      'image/png',
    );
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.message).toBe('success');
    expect(uploaded.body.logoUrl).toMatch(/^[0-9a-f-]{36}\.png$/);
    const info = await call<Info>(testApp, 'GET', '/api/company/info', { token: admin });
    expect(info.body.logourl).toBe(uploaded.body.logoUrl);

    const image = await fetch(`${testApp.url}/api/company/logo?logoUrl=${uploaded.body.logoUrl}`, {
      headers: { authorization: `Bearer ${employee}` },
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(TINY_PNG);

    const theirs = await signIn(testApp, other.adminEmail);
    const refused = await call(testApp, 'GET', `/api/company/logo?logoUrl=${uploaded.body.logoUrl}`, { token: theirs });
    expect(refused.status).toBe(404);
  });

  it('refuses a logo that is no image (415), one over 2 MB (413), and a wrong field name (400)', async () => {
    const text = await postFile(
      testApp,
      '/api/company/logo',
      admin,
      'logo',
      Buffer.from('<svg/>'),
      'x.svg',
      'image/svg+xml',
    );
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({ message: 'notAnImage' });
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await postFile(testApp, '/api/company/logo', admin, 'logo', big, 'big.png', 'image/png');
    expect(tooBig.status).toBe(413);
    const wrongField = await postFile(testApp, '/api/company/logo', admin, 'avatar', TINY_PNG, 'a.png', 'image/png');
    expect(wrongField.status).toBe(400);
    const asEmployee = await postFile(testApp, '/api/company/logo', employee, 'logo', TINY_PNG, 'a.png', 'image/png');
    expect(asEmployee.status).toBe(403);
  });

  it('GET /api/timezones lists the IANA zones', async () => {
    const zones = await call<string[]>(testApp, 'GET', '/api/timezones', { token: employee });
    expect(zones.status).toBe(200);
    expect(zones.body).toEqual(expect.arrayContaining(['Pacific/Auckland', 'Europe/London', 'UTC']));
    expect(zones.body.length).toBeGreaterThan(300);
  });

  it('a Supervisor reads the detail but cannot save it', async () => {
    const supervisor = await signInAs(testApp, company.companyId, 'Supervisor', 'sup@coa.test');
    expect((await call(testApp, 'GET', '/api/company/info', { token: supervisor })).status).toBe(200);
    expect((await call(testApp, 'POST', '/mydetail/save', { token: supervisor, body: {} })).status).toBe(403);
  });
});
