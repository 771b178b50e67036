import { jest } from '@jest/globals';
import type { TestApp } from '../support/test-app.js';
import { eventsSince, organisationDb, outboxMark, postForm, rowOf, signInAs } from '../support/org-fixture.js';
import { call, createCompany, signIn, startThinPath, type TestCompany } from '../support/thin-path-fixture.js';
import { insertCompanyLike } from '../support/rows/organisation-rows.js';

jest.setTimeout(60_000);

interface Site {
  id: string;
  name: string;
  workSiteStatus: boolean;
  address: string;
  coordinate: string;
  latitude: number;
  longitude: number;
  radius: number;
  description: string | null;
  employeeIds: string[];
  siteCode: string | null;
}
interface Answer {
  statusCode?: number;
  message: string;
  detail?: string;
  id?: string;
}

describe('work sites', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let other: TestCompany;
  let admin: string;
  let otherAdmin: string;
  let supervisor: string;
  let employee: string;
  let yardId: string;

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'WPA', 9500);
    other = await createCompany(testApp, 'WPB', 9600);
    admin = await signIn(testApp, company.adminEmail);
    otherAdmin = await signIn(testApp, other.adminEmail);
    employee = await signIn(testApp, company.employeeEmail);
    supervisor = await signInAs(testApp, company.companyId, 'Supervisor', 'sup@wpa.test');
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const save = (body: Record<string, unknown>, token = admin) =>
    call<Answer>(testApp, 'POST', '/workPlace/save', { token, body });
  const site = {
    name: 'Yard',
    address: '1 Queen Street, Auckland',
    coordinate: '(-36.8485, 174.7633)',
    radius: 25.5,
    description: 'Main yard',
    siteCode: 'Y1',
  };

  it('creates a site (Active), answers success and publishes org.workplace.changed.v1 with lat/lng parsed', async () => {
    const mark = await outboxMark(testApp);
    const answer = await save({ ...site, employeeIds: [company.employeeId] });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('success');
    yardId = answer.body.id ?? '';
    const got = await call<Site>(testApp, 'GET', `/api/workplaces/${yardId}`, { token: admin });
    expect(got.body).toEqual({
      id: yardId,
      name: 'Yard',
      workSiteStatus: true,
      address: '1 Queen Street, Auckland',
      coordinate: '(-36.8485, 174.7633)',
      latitude: -36.8485,
      longitude: 174.7633,
      radius: 25.5,
      description: 'Main yard',
      employeeIds: [company.employeeId],
      siteCode: 'Y1',
    });
    const events = await eventsSince(testApp, mark, 'org.workplace.changed.v1');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      companyId: company.companyId,
      payload: {
        workplaceId: yardId,
        name: 'Yard',
        active: true,
        latitude: -36.8485,
        longitude: 174.7633,
        radius: 25.5,
        employeeIds: [company.employeeId],
        siteCode: 'Y1',
        deleted: false,
      },
    });
  });

  it('accepts the legacy form with the radius as text and the coordinate without brackets', async () => {
    const answer = await postForm<Answer>(testApp, '/workPlace/save', admin, [
      ['name', 'Depot'],
      ['workSiteStatus', 'false'],
      ['address', '2 Wharf Road'],
      ['coordinate', '-36.9, 174.8'],
      ['radius', '0'],
      ['employeeIds', `${company.employeeId},${company.otherEmployeeId}`],
    ]);
    expect(answer.status).toBe(200);
    const got = await call<Site>(testApp, 'GET', `/api/workplaces/${answer.body.id}`, { token: admin });
    expect(got.body).toMatchObject({
      workSiteStatus: false,
      coordinate: '(-36.9, 174.8)',
      radius: 0,
      employeeIds: [company.employeeId, company.otherEmployeeId],
    });
  });

  it('lists sites by name, filtered by status', async () => {
    const all = await call<Site[]>(testApp, 'GET', '/api/workplaces', { token: admin });
    expect(all.body.map((s) => s.name)).toEqual(['Depot', 'Yard']);
    const active = await call<Site[]>(testApp, 'GET', '/api/workplaces?status=true', { token: admin });
    expect(active.body.map((s) => s.name)).toEqual(['Yard']);
    const inactive = await call<Site[]>(testApp, 'GET', '/api/workplaces?status=false', { token: admin });
    expect(inactive.body.map((s) => s.name)).toEqual(['Depot']);
  });

  it('answers the active sites an employee may punch at: to admins and to the employee themself', async () => {
    const path = `/api/workplaces/getByEmployeeId?employeeId=${company.employeeId}`;
    const byAdmin = await call<Site[]>(testApp, 'GET', path, { token: admin });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.map((s) => s.name)).toEqual(['Yard']);
    expect((await call<Site[]>(testApp, 'GET', path, { token: employee })).body.map((s) => s.name)).toEqual(['Yard']);
    const otherEmployee = `/api/workplaces/getByEmployeeId?employeeId=${company.otherEmployeeId}`;
    expect((await call<Site[]>(testApp, 'GET', otherEmployee, { token: admin })).body).toEqual([]);
    expect((await call(testApp, 'GET', otherEmployee, { token: employee })).status).toBe(403);
    expect((await call(testApp, 'GET', '/api/workplaces/getByEmployeeId', { token: admin })).status).toBe(400);
    const foreign = `/api/workplaces/getByEmployeeId?employeeId=${other.employeeId}`;
    expect((await call(testApp, 'GET', foreign, { token: admin })).status).toBe(404);
  });

  it('edits a site: the new values are stored and published', async () => {
    const mark = await outboxMark(testApp);
    const answer = await save({
      ...site,
      id: yardId,
      radius: '40',
      coordinate: '(-36.85, 174.76)',
      workSiteStatus: true,
    });
    expect(answer.status).toBe(200);
    expect(await rowOf(testApp, 'workplaces', yardId)).toMatchObject({ radius: '40.00', latitude: '-36.850000' });
    const events = await eventsSince(testApp, mark, 'org.workplace.changed.v1');
    expect(events[0]?.payload).toMatchObject({ workplaceId: yardId, latitude: -36.85, longitude: 174.76, radius: 40 });
  });

  it('refuses a taken name with name repeat, and a taken site code, changing nothing', async () => {
    const mark = await outboxMark(testApp);
    const taken = await save({ ...site, name: ' yard ', siteCode: null });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ message: 'name repeat', detail: 'Warning: The name already exist.' });
    const code = await save({ ...site, name: 'Other', siteCode: 'y1' });
    expect(code.status).toBe(409);
    expect(code.body.message).toBe('site code repeat');
    expect(await eventsSince(testApp, mark)).toHaveLength(0);
    // the same name is free in another company
    expect((await save(site, otherAdmin)).status).toBe(200);
  });

  it('validates: name, address, coordinate and radius required; coordinate parsed and in range; radius ≥ 0', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...site, name: '' }, 'name is required.'],
      [{ ...site, address: ' ' }, 'address is required.'],
      [{ ...site, coordinate: '' }, 'coordinate is required.'],
      [{ ...site, coordinate: 'Auckland' }, 'coordinate must be written (latitude, longitude)'],
      [{ ...site, coordinate: '(91, 0)' }, 'coordinate latitude must be between -90 and 90'],
      [{ ...site, coordinate: '(0, 181)' }, 'coordinate longitude must be between -180 and 180'],
      [{ ...site, radius: '' }, 'radius is required.'],
      [{ ...site, radius: -5 }, 'radius must be 0 or more'],
      [{ ...site, radius: 'wide' }, 'radius must be a number of metres'],
      [{ ...site, employeeIds: ['nope'] }, 'employeeIds must be a list of employee ids'],
    ];
    for (const [body, message] of cases) {
      const answer = await save({ ...body, name: body.name === '' ? '' : 'Checked' });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(message);
    }
    const foreignEmployee = await save({ ...site, name: 'Checked', siteCode: null, employeeIds: [other.employeeId] });
    expect(foreignEmployee.status).toBe(400);
    expect(foreignEmployee.body.message).toBe('invalidEmployees');
    const list = await call<Site[]>(testApp, 'GET', '/api/workplaces', { token: admin });
    expect(list.body.map((s) => s.name)).not.toContain('Checked');
  });

  it('answers no company when the caller’s company is gone', async () => {
    const db = organisationDb(testApp);
    // a login whose company is then deleted: its token still names the company id
    const goneId = await insertCompanyLike(db, company.companyId, {
      name: 'Gone',
      code: 'GONE',
      deviceToken: 'gone-token',
    });
    const goneToken = await signInAs(testApp, goneId, 'Admin', 'admin@gone.test');
    await db.query(`DELETE FROM organisation.companies WHERE id = $1`, [goneId]);
    const answer = await save({ ...site, name: 'Nowhere', siteCode: null }, goneToken);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: 'no company', detail: 'Warning: The company does not exist.' });
  });

  it('keeps companies apart: another company’s site answers 404 and is not listed or changed', async () => {
    expect((await call(testApp, 'GET', `/api/workplaces/${yardId}`, { token: otherAdmin })).status).toBe(404);
    const edit = await save({ ...site, id: yardId, name: 'Stolen', siteCode: null }, otherAdmin);
    expect(edit.status).toBe(404);
    expect((await rowOf(testApp, 'workplaces', yardId))?.name).toBe('Yard');
    const list = await call<Site[]>(testApp, 'GET', '/api/workplaces', { token: otherAdmin });
    expect(list.body.map((s) => s.id)).not.toContain(yardId);
  });

  it('lets a Supervisor read but not save; an Employee may not list', async () => {
    expect((await call(testApp, 'GET', '/api/workplaces', { token: supervisor })).status).toBe(200);
    expect((await save({ ...site, name: 'Sup', siteCode: null }, supervisor)).status).toBe(403);
    expect((await call(testApp, 'GET', '/api/workplaces', { token: employee })).status).toBe(403);
    expect((await call(testApp, 'GET', '/api/workplaces/nope', { token: admin })).status).toBe(400);
  });
});
