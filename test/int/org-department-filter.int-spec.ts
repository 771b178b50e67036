import { jest } from '@jest/globals';
import type { TestApp } from '../support/test-app.js';
import { organisationDb, rowOf, signInAs } from '../support/org-fixture.js';
import { call, createCompany, signIn, startThinPath, type TestCompany } from '../support/thin-path-fixture.js';
import { insertSiblingDepartment } from '../support/rows/organisation-rows.js';

jest.setTimeout(60_000);

interface Selected {
  departmentId: string | null;
}

/** GET and POST /api/departments/selected: the header's department filter, per user, within the company. */
describe('the header department filter', () => {
  let testApp: TestApp;
  let mine: TestCompany;
  let theirs: TestCompany;
  let admin: string;
  let theirAdmin: string;
  let myPosition: string;
  let theirPosition: string;

  beforeAll(async () => {
    testApp = await startThinPath();
    mine = await createCompany(testApp, 'DFA', 1000);
    theirs = await createCompany(testApp, 'DFB', 2000);
    admin = await signIn(testApp, mine.adminEmail);
    theirAdmin = await signIn(testApp, theirs.adminEmail);
    myPosition = String((await rowOf(testApp, 'employees', mine.employeeId))?.department_id);
    theirPosition = String((await rowOf(testApp, 'employees', theirs.employeeId))?.department_id);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('starts with no filter, keeps the chosen node, and clears it with null', async () => {
    expect((await call<Selected>(testApp, 'GET', '/api/departments/selected', { token: admin })).body).toEqual({
      departmentId: null,
    });
    const set = await call(testApp, 'POST', '/api/departments/selected', {
      token: admin,
      body: { departmentId: myPosition },
    });
    expect(set).toEqual({ status: 200, body: { message: 'success', departmentId: myPosition } });
    expect((await call<Selected>(testApp, 'GET', '/api/departments/selected', { token: admin })).body).toEqual({
      departmentId: myPosition,
    });
    const cleared = await call(testApp, 'POST', '/api/departments/selected', {
      token: admin,
      body: { departmentId: null },
    });
    expect(cleared.status).toBe(200);
    expect((await call<Selected>(testApp, 'GET', '/api/departments/selected', { token: admin })).body).toEqual({
      departmentId: null,
    });
  });

  it('keeps one choice per user', async () => {
    const supervisor = await signInAs(testApp, mine.companyId, 'Supervisor', 'df-supervisor@dfa.test');
    await call(testApp, 'POST', '/api/departments/selected', { token: admin, body: { departmentId: myPosition } });
    expect((await call<Selected>(testApp, 'GET', '/api/departments/selected', { token: supervisor })).body).toEqual({
      departmentId: null,
    });
  });

  it('refuses another company’s node with 404 and keeps the caller’s choice', async () => {
    await call(testApp, 'POST', '/api/departments/selected', { token: admin, body: { departmentId: myPosition } });
    const refused = await call(testApp, 'POST', '/api/departments/selected', {
      token: admin,
      body: { departmentId: theirPosition },
    });
    expect(refused.status).toBe(404);
    expect((await call<Selected>(testApp, 'GET', '/api/departments/selected', { token: admin })).body).toEqual({
      departmentId: myPosition,
    });
    expect((await call<Selected>(testApp, 'GET', '/api/departments/selected', { token: theirAdmin })).body).toEqual({
      departmentId: null,
    });
  });

  it('refuses a value that is not a department id with 400', async () => {
    const refused = await call(testApp, 'POST', '/api/departments/selected', {
      token: admin,
      body: { departmentId: 'everything' },
    });
    expect(refused.status).toBe(400);
    expect((await call<Selected>(testApp, 'GET', '/api/departments/selected', { token: admin })).body).toEqual({
      departmentId: myPosition,
    });
  });

  it('forgets the choice when the node is gone', async () => {
    const db = organisationDb(testApp);
    const nodeId = await insertSiblingDepartment(db, myPosition, 'Short lived');
    await call(testApp, 'POST', '/api/departments/selected', { token: admin, body: { departmentId: nodeId } });
    const deleted = await call(testApp, 'POST', '/department/delete', { token: admin, body: { ids: [nodeId] } });
    expect(deleted.status).toBe(200);
    expect((await call<Selected>(testApp, 'GET', '/api/departments/selected', { token: admin })).body).toEqual({
      departmentId: null,
    });
  });

  it('needs a signed-in caller', async () => {
    expect((await call(testApp, 'GET', '/api/departments/selected')).status).toBe(401);
    expect((await call(testApp, 'POST', '/api/departments/selected', { body: { departmentId: null } })).status).toBe(
      401,
    );
  });
});
