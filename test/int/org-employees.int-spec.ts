import { jest } from '@jest/globals';
import { EmployeesService } from '@rollcall/organisation';
import type { TestApp } from '../support/test-app.js';
import {
  eventsSince,
  organisationDb,
  outboxMark,
  postForm,
  rowOf,
  setCompanySettings,
  signInAs,
} from '../support/org-fixture.js';
import { call, createCompany, signIn, startThinPath, type TestCompany } from '../support/thin-path-fixture.js';
import { insertSkill } from '../support/rows/organisation-rows.js';

jest.setTimeout(60_000);

interface Refusal {
  statusCode: number;
  message: string;
  detail?: string;
}
interface Saved {
  message: string;
  employeeId: string;
  hasCrossMidnightTs: boolean;
}
const LICENCE_WARNING =
  'Warning: This will exceed your employee license capacity, please contact us to have your employee license capacity increased.';

describe('employees', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let admin: string;
  let supervisor: string;
  let employee: string;
  let positionId: string;
  let payGroupId: string;
  let forklift: string;
  let firstAid: string;

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'EMA', 9000);
    admin = await signIn(testApp, company.adminEmail);
    employee = await signIn(testApp, company.employeeEmail);
    const row = await rowOf(testApp, 'employees', company.employeeId);
    positionId = String(row?.department_id);
    supervisor = await signInAs(testApp, company.companyId, 'Supervisor', 'sup@ema.test', [positionId]);
    payGroupId = String(row?.paygroup_id);
    forklift = await skillOf(company.companyId, 'Forklift');
    firstAid = await skillOf(company.companyId, 'First Aid');
  });

  /** A skill of the company (the skills screen's own tests cover saving one). */
  const skillOf = (companyId: string, name: string): Promise<string> =>
    insertSkill(organisationDb(testApp), { companyId, name });
  afterAll(async () => {
    await testApp?.close();
  });

  const save = (body: Record<string, unknown>, token = admin) =>
    call<Saved & Refusal>(testApp, 'POST', '/employee/save-without-photo', { token, body });
  const saveStatus = (body: Record<string, unknown>, token = admin) =>
    call<Refusal>(testApp, 'POST', '/employee/saveStatus', { token, body });
  const minimal = (n: number) => ({
    firstName: `New${n}`,
    lastName: 'Person',
    departmentId: positionId,
    paygroupId: payGroupId,
    hireOnDateValue: '2026-01-05',
    clockId: 9100 + n,
    payId: `EMA-N${n}`,
  });
  const setLicences = (licenses: number, appLicenses = 0) =>
    organisationDb(testApp).query(`UPDATE organisation.companies SET licenses = $2, app_licenses = $3 WHERE id = $1`, [
      company.companyId,
      licenses,
      appLicenses,
    ]);

  it('suggests the next clock id and counts the licences in use', async () => {
    expect(await call(testApp, 'GET', '/api/employees/next-clock-id', { token: admin })).toEqual({
      status: 200,
      body: { clockId: 9002 },
    });
    expect(await call(testApp, 'GET', '/api/employees/user-count', { token: admin })).toEqual({
      status: 200,
      body: { used: 2, total: 10, remaining: 8 },
    });
    expect(await call(testApp, 'GET', '/api/employees/app-user-count', { token: admin })).toEqual({
      status: 200,
      body: { used: 0, total: 0, remaining: 0 },
    });
    expect((await call(testApp, 'GET', '/api/employees/user-count', { token: employee })).status).toBe(403);
  });

  it('creates an employee with every form field, answers them on GET, and publishes org.employee.changed.v1', async () => {
    await setLicences(10, 1);
    const [reportTo, site, manages] = [crypto.randomUUID(), crypto.randomUUID(), positionId];
    const mark = await outboxMark(testApp);
    const saved = await save({
      ...minimal(1),
      email: 'New1.Person@EMA.test',
      middleName: 'Q',
      standardHours: 37.5,
      guaranteedHours: 20,
      terminateDateValue: '',
      reportTo,
      transferPositions: [positionId],
      isExport: false,
      skills: [forklift],
      comments: 'hired in January',
      workflowId: 'WF-1',
      externalId: 'EXT-1',
      payRate: 31.25,
      isSupervisor: true,
      departments: [manages],
      funs: ['approve'],
      defaultActivity: 'ACT',
      defaultWorkcentre: 'WC',
      payCostcode: 'JC',
      glTransType: 'GL',
      mobileIMEI: 'IMEI-1',
      workPlaceId: [site],
      statusApp: true,
      showonDashboard: true,
      noGPS: true,
      noGeoFence: false,
      evacuator: true,
      pin: '0420',
      name: 'Contact Name',
      title: 'Ms',
      physicalAddr: '1 Queen St',
      postalAddr: 'PO Box 1',
      mobile: '021 000',
      phone: '09 000',
      fax: '09 001',
      password: 'ignored',
      confirm_password: 'ignored',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ message: 'success', employeeId: expect.any(String), hasCrossMidnightTs: false });
    const detail = await call<Record<string, unknown>>(testApp, 'GET', `/api/employees/${saved.body.employeeId}`, {
      token: admin,
    });
    expect(detail.body).toMatchObject({
      id: saved.body.employeeId,
      employeeId: saved.body.employeeId,
      email: 'new1.person@ema.test',
      firstName: 'New1',
      middleName: 'Q',
      clockId: 9101,
      payId: 'EMA-N1',
      departmentId: positionId,
      departmentName: 'Position',
      paygroupId: payGroupId,
      payGroupName: 'Weekly',
      employeeStatus: 'Active',
      hireOnDateValue: '2026-01-05',
      terminateDateValue: null,
      standardHours: 37.5,
      guaranteedHours: 20,
      reportTo,
      transferPositions: [positionId],
      isExport: false,
      skills: [forklift],
      comments: 'hired in January',
      workflowId: 'WF-1',
      externalId: 'EXT-1',
      payRate: 31.25,
      isSupervisor: true,
      role: 'Supervisor',
      departments: [manages],
      funs: ['approve'],
      defaultActivity: 'ACT',
      defaultWorkcentre: 'WC',
      payCostcode: 'JC',
      glTransType: 'GL',
      mobileIMEI: 'IMEI-1',
      workPlaceId: [site],
      statusApp: true,
      showonDashboard: true,
      noGPS: true,
      noGeoFence: false,
      evacuator: true,
      pin: '0420',
      name: 'Contact Name',
      title: 'Ms',
      physicalAddr: '1 Queen St',
      postalAddr: 'PO Box 1',
      mobile: '021 000',
      phone: '09 000',
      fax: '09 001',
      showReportTo: true,
      timeZoneId: 'Pacific/Auckland',
    });
    const events = await eventsSince(testApp, mark);
    expect(events.map((e) => [e.type, e.key])).toEqual([['org.employee.changed.v1', saved.body.employeeId]]);
    expect(events[0]?.payload).toMatchObject({
      clockId: 9101,
      standardHours: 37.5,
      employeeStatus: 'Active',
      skillIds: [forklift],
    });
    expect(detail.body.lastUpdate).toEqual(expect.any(String));
    const asSupervisor = await call<Record<string, unknown>>(
      testApp,
      'GET',
      `/api/employees/${saved.body.employeeId}`,
      { token: supervisor },
    );
    expect(asSupervisor.body.payRate).toBeNull();
    const list = await call<{ clockId: number; statusApp: boolean }[]>(testApp, 'GET', '/api/employees', {
      token: admin,
    });
    expect(list.body.find((r) => r.clockId === 9101)?.statusApp).toBe(true);
  });

  it('creates from a form-encoded body and edits by employeeId (a field left out keeps its value)', async () => {
    const created = await postForm<Saved>(testApp, '/employee/save-without-photo', admin, [
      ['firstName', 'Form'],
      ['lastName', 'Made'],
      ['departmentId', positionId],
      ['paygroupId', payGroupId],
      ['hireOnDateValue', '2026-02-01T00:00:00.000Z'],
      ['clockId', '9150'],
      ['payId', 'EMA-F'],
      ['isExport', 'true'],
      ['skills', `${forklift},${firstAid}`],
    ]);
    expect(created.status).toBe(200);
    const id = created.body.employeeId;
    const mark = await outboxMark(testApp);
    const edited = await postForm<Saved>(testApp, '/employee/save-without-photo', admin, [
      ['employeeId', id],
      ['lastName', 'Edited'],
      ['middleName', ''],
    ]);
    expect(edited.status).toBe(200);
    const row = await rowOf(testApp, 'employees', id);
    expect(row).toMatchObject({
      first_name: 'Form',
      last_name: 'Edited',
      clock_id: 9150,
      skills: [forklift, firstAid],
    });
    expect((await eventsSince(testApp, mark)).map((e) => e.type)).toEqual(['org.employee.changed.v1']);
  });

  it('keeps the GreenTree fields and stamps lastUpdate only when one of them changes', async () => {
    const id = company.otherEmployeeId;
    const first = await save({ employeeId: id, defaultActivity: 'ACT-9', payCostcode: 'LAB', glTransType: 'GL-1' });
    expect(first.body).toMatchObject({ message: 'success' });
    const stamped = (await rowOf(testApp, 'employees', id))?.last_update as Date;
    expect(stamped).toBeInstanceOf(Date);
    expect(await save({ employeeId: id, comments: 'no GreenTree change', payCostcode: 'LAB' })).toMatchObject({
      status: 200,
    });
    expect(((await rowOf(testApp, 'employees', id))?.last_update as Date).getTime()).toBe(stamped.getTime());
    await save({ employeeId: id, defaultWorkcentre: 'WC-2' });
    const detail = await call<Record<string, unknown>>(testApp, 'GET', `/api/employees/${id}`, { token: admin });
    expect(detail.body).toMatchObject({
      defaultActivity: 'ACT-9',
      defaultWorkcentre: 'WC-2',
      payCostcode: 'LAB',
      glTransType: 'GL-1',
    });
    expect(new Date(String(detail.body.lastUpdate)).getTime()).toBeGreaterThan(stamped.getTime());
    // lastUpdate is read-only: a value sent is ignored.
    await save({ employeeId: id, lastUpdate: '2000-01-01T00:00:00.000Z' });
    expect(((await rowOf(testApp, 'employees', id))?.last_update as Date).getFullYear()).not.toBe(2000);
  });

  it('takes skills and a time rounding of the company only; another company’s are refused and nothing changes', async () => {
    const other = await createCompany(testApp, 'EMS', 9700);
    const theirSkill = await skillOf(other.companyId, 'Their skill');
    const rounding = await call<{ message: string; id: string }>(testApp, 'POST', '/roundingrules/save', {
      token: admin,
      body: { name: 'Quarter hours', rules: [{ orderNumber: 1, fromTime: 0, toT: 5, value: 0 }] },
    });
    expect(rounding.status).toBe(200);
    const theirAdmin = await signIn(testApp, other.adminEmail);
    const theirRounding = await call<{ id: string }>(testApp, 'POST', '/roundingrules/save', {
      token: theirAdmin,
      body: { name: 'Their rounding', rules: [{ orderNumber: 1, fromTime: 0, toT: 5, value: 0 }] },
    });
    const id = company.otherEmployeeId;
    const mark = await outboxMark(testApp);
    const saved = await save({ employeeId: id, skills: [firstAid, forklift], timeRoundingId: rounding.body.id });
    expect(saved.status).toBe(200);
    expect(await rowOf(testApp, 'employees', id)).toMatchObject({
      skills: [firstAid, forklift],
      time_rounding_id: rounding.body.id,
    });
    const [event] = await eventsSince(testApp, mark, 'org.employee.changed.v1');
    expect(event?.payload).toMatchObject({ skillIds: [firstAid, forklift] });
    const status = String((await rowOf(testApp, 'employees', id))?.employee_status);
    const rows = await call<{ id: string; timeRoundingName: string | null }[]>(
      testApp,
      'GET',
      `/api/employees?employeeStatus=${status}`,
      { token: admin },
    );
    expect(rows.body.find((r) => r.id === id)?.timeRoundingName).toBe('Quarter hours');

    const before = await rowOf(testApp, 'employees', id);
    const refused: [Record<string, unknown>, string][] = [
      [{ skills: [forklift, theirSkill] }, 'skills'],
      [{ skills: ['forklift'] }, 'skills'],
      [{ timeRoundingId: theirRounding.body.id }, 'timeRoundingId'],
      [{ timeRoundingId: crypto.randomUUID() }, 'timeRoundingId'],
    ];
    for (const [body, field] of refused) {
      const answer = await call<{ details?: { field: string }[] }>(testApp, 'POST', '/employee/save-without-photo', {
        token: admin,
        body: { employeeId: id, ...body },
      });
      expect([field, answer.status]).toEqual([field, 400]);
      expect(answer.body.details?.map((d) => d.field)).toContain(field);
    }
    expect(await rowOf(testApp, 'employees', id)).toEqual(before);
  });

  it('answers each save refusal with its code and the spec’s text, and writes nothing', async () => {
    const other = await createCompany(testApp, 'EMB', 9500);
    const otherRow = await rowOf(testApp, 'employees', other.employeeId);
    const [before] = (await organisationDb(testApp).query(`SELECT count(*)::int AS n FROM organisation.employees`)) as {
      n: number;
    }[];
    const mark = await outboxMark(testApp);
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ ...minimal(2), email: 'NEW1.person@ema.test' }, 409, 'userEmailExit', 'Warning: Email is exist.'],
      [{ ...minimal(2), clockId: 9000 }, 409, 'employeeNumerExit', 'Warning: Employee ClockId is exist.'],
      [
        { ...minimal(2), payId: 'EMA-0' },
        409,
        'employeePayIdExit',
        'Warning:  Pay ID exists already. Please use a different one.',
      ],
      [
        { ...minimal(2), departmentId: otherRow?.department_id },
        400,
        'noDepartment',
        'Warning: The department does not exist.',
      ],
      [
        { ...minimal(2), transferPositions: [crypto.randomUUID()] },
        400,
        'noDepartment',
        'Warning: The department does not exist.',
      ],
      [
        { ...minimal(2), paygroupId: otherRow?.paygroup_id },
        400,
        'noPaygroup',
        'Warning: The pay group does not exist.',
      ],
    ];
    for (const [body, status, code, text] of cases) {
      const answer = await save(body);
      expect([answer.status, answer.body.message, answer.body.detail]).toEqual([status, code, text]);
    }
    const [after] = (await organisationDb(testApp).query(`SELECT count(*)::int AS n FROM organisation.employees`)) as {
      n: number;
    }[];
    expect(after?.n).toBe(before?.n);
    expect(await eventsSince(testApp, mark)).toEqual([]);
  });

  it('checks the required fields: clockId with the time clock, payId unless Xero pay type or WorkflowMax', async () => {
    const { clockId: _c, payId: _p, firstName: _f, ...rest } = minimal(3);
    const missing = await save(rest);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('firstName is required.; clockId is required.; payId is required.');
    const badClock = await save({ ...minimal(3), clockId: 1_000_000_000 });
    expect(badClock.body.message).toBe('clockId must be a whole number from 0 to 999999999');
    const badPin = await save({ ...minimal(3), pin: '12345' });
    expect(badPin.body.message).toBe('Please input 4 digit number!');

    await setCompanySettings(testApp, company.companyId, { useTimeClock: false, outFaceTypeId: 'XeroPayType' });
    const noIds = await save({ ...rest, firstName: 'Xero' });
    expect(noIds.status).toBe(200);
    await setCompanySettings(testApp, company.companyId, {
      outFaceTypeId: null,
      thirdPartyType: { id: '04', name: 'WorkflowMax' },
    });
    const workflow = await save({ ...rest, firstName: 'Wfm' });
    expect(workflow.body.message).toBe('workflowId is required.');
    expect((await save({ ...rest, firstName: 'Wfm', workflowId: 'W9' })).status).toBe(200);
    await setCompanySettings(testApp, company.companyId, { useTimeClock: true, thirdPartyType: null });
  });

  it('lets only who may update payRate change it; a Supervisor edits other fields, cannot create', async () => {
    const id = company.otherEmployeeId;
    const refused = await save({ employeeId: id, payRate: 99 }, supervisor);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You do not have permission to update payRate.');
    expect((await rowOf(testApp, 'employees', id))?.pay_rate).toBeNull();
    const allowed = await save({ employeeId: id, comments: 'by supervisor' }, supervisor);
    expect(allowed.status).toBe(200);
    expect((await save(minimal(4), supervisor)).status).toBe(403);
    expect((await save({ employeeId: id, comments: 'x' }, employee)).status).toBe(403);
  });

  it('refuses a new employee or app user beyond the licences (licenses, licensesApp)', async () => {
    const used = (await call<{ used: number }>(testApp, 'GET', '/api/employees/user-count', { token: admin })).body
      .used;
    await setLicences(used, 1);
    const full = await save(minimal(5));
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ message: 'licenses', detail: LICENCE_WARNING });
    await setLicences(used + 5, 1);
    const app = await save({ ...minimal(5), statusApp: true });
    expect(app.status).toBe(409);
    expect(app.body).toMatchObject({ message: 'licensesApp', detail: LICENCE_WARNING });
    expect((await save(minimal(5))).status).toBe(200);
  });

  it('changes the status with a reason, keeps the history, finds the employee by user id too', async () => {
    const employees = testApp.app.get(EmployeesService, { strict: false });
    const userId = crypto.randomUUID();
    await employees.linkUser(company.companyId, company.otherEmployeeId, userId);
    const mark = await outboxMark(testApp);
    expect(await saveStatus({ id: userId, status: 'Inactive', reason: 'on leave' })).toEqual({
      status: 200,
      body: { message: 'success' },
    });
    expect((await rowOf(testApp, 'employees', company.otherEmployeeId))?.employee_status).toBe('Inactive');
    const events = await eventsSince(testApp, mark);
    expect(events.map((e) => [e.type, e.payload.employeeStatus])).toEqual([['org.employee.changed.v1', 'Inactive']]);
    const form = await postForm(testApp, '/employee/saveStatus', admin, [
      ['id', company.otherEmployeeId],
      ['status', 'Active'],
      ['reason', 'back'],
    ]);
    expect(form).toEqual({ status: 200, body: { message: 'success' } });
    const history = await call<Record<string, unknown>[]>(
      testApp,
      'GET',
      `/api/employees/${company.otherEmployeeId}/status-history`,
      { token: admin },
    );
    expect(history.body).toEqual([
      expect.objectContaining({ statusBefore: 'Active', statusAfter: 'Inactive', reason: 'on leave' }),
      expect.objectContaining({ statusBefore: 'Inactive', statusAfter: 'Active', reason: 'back' }),
    ]);
    expect(history.body[0]?.changedBy).toEqual(expect.any(String));
  });

  it('refuses making an employee Active beyond the licences, without a department, or with a taken clock id', async () => {
    const id = company.otherEmployeeId;
    expect((await saveStatus({ id, status: 'Terminated', reason: 'left' })).status).toBe(200);
    const used = (await call<{ used: number }>(testApp, 'GET', '/api/employees/user-count', { token: admin })).body
      .used;
    await setLicences(used, 1);
    const licences = await saveStatus({ id, status: 'Active' });
    expect(licences.status).toBe(409);
    expect(licences.body).toMatchObject({ message: 'licenses', detail: LICENCE_WARNING });
    await setLicences(used + 10, 1);

    // a terminated employee's clock id may go to a new one; bringing the old one back then clashes
    const clock = Number((await rowOf(testApp, 'employees', id))?.clock_id);
    const reuse = await save({ ...minimal(6), clockId: clock });
    expect(reuse.status).toBe(200);
    const clash = await saveStatus({ id, status: 'Active' });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({
      message: 'employeeClockIdExit',
      detail: 'Warning: Clock ID is being used by another employee.',
    });
    await organisationDb(testApp).query(`UPDATE organisation.employees SET department_id = NULL WHERE id = $1`, [id]);
    const noDepartment = await saveStatus({ id, status: 'Active' });
    expect(noDepartment.body).toMatchObject({
      message: 'noDepartment',
      detail:
        'error: Please update employee profile and assign a department to this employee before you change the status to Active.',
    });
    expect((await rowOf(testApp, 'employees', id))?.employee_status).toBe('Terminated');
    expect((await saveStatus({ id, status: 'Retired' })).status).toBe(400);
    expect((await saveStatus({ id, status: 'Active' }, employee)).status).toBe(403);
  });

  it('creates many employees in one transaction, one event each; any refusal refuses them all and writes nothing', async () => {
    const employees = testApp.app.get(EmployeesService, { strict: false });
    const used = (await call<{ used: number }>(testApp, 'GET', '/api/employees/user-count', { token: admin })).body
      .used;
    const person = (n: number, clockId = 9700 + n) => ({
      firstName: `Batch${n}`,
      lastName: 'Person',
      clockId,
      payId: `EMA-B${n}`,
      departmentId: positionId,
      paygroupId: payGroupId,
      hireOnDate: '2026-01-05',
    });
    const refusalOf = (work: Promise<unknown>) =>
      work.then(
        () => 'created',
        (e: { response?: { message?: string } }) => e.response?.message,
      );
    const batchRows = async () =>
      (await organisationDb(testApp).query(`SELECT 1 FROM organisation.employees WHERE first_name LIKE 'Batch%'`))
        .length as number;
    const mark = await outboxMark(testApp);

    await setLicences(used + 3, 1);
    expect(
      await refusalOf(
        employees.createMany(
          company.companyId,
          [1, 2, 3, 4].map((n) => person(n)),
        ),
      ),
    ).toBe('licenses');
    await setLicences(used + 10, 1);
    expect(await refusalOf(employees.createMany(company.companyId, [person(1), person(2, 9701)]))).toBe(
      'employeeNumerExit',
    );
    const taken = Number((await rowOf(testApp, 'employees', company.employeeId))?.clock_id);
    expect(await refusalOf(employees.createMany(company.companyId, [person(1), person(2, taken)]))).toBe(
      'employeeNumerExit',
    );
    expect(
      await refusalOf(
        employees.createMany(company.companyId, [person(1), { ...person(2), paygroupId: crypto.randomUUID() }]),
      ),
    ).toBe('noPaygroup');
    expect(await batchRows()).toBe(0);
    expect(await eventsSince(testApp, mark)).toEqual([]);

    const created = await employees.createMany(
      company.companyId,
      [1, 2, 3].map((n) => person(n)),
    );
    expect(created.map((e) => e.clockId)).toEqual([9701, 9702, 9703]);
    expect(await batchRows()).toBe(3);
    const events = await eventsSince(testApp, mark);
    expect(events.map((e) => [e.type, e.key, e.payload.clockId, e.payload.timeZoneId])).toEqual(
      created.map((e) => ['org.employee.changed.v1', e.id, e.clockId, 'Pacific/Auckland']),
    );
  });
});
