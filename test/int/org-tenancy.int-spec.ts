import { jest } from '@jest/globals';
import type { TestApp } from '../support/test-app.js';
import { eventsSince, outboxMark, postFile, rowOf, TINY_PNG } from '../support/org-fixture.js';
import { call, createCompany, signIn, startThinPath, type TestCompany } from '../support/thin-path-fixture.js';

jest.setTimeout(60_000);

/** Every organisation route, called by company A's admin with company B's ids: refused, and B unchanged. */
describe('organisation routes are scoped by the caller’s company', () => {
  let testApp: TestApp;
  let mine: TestCompany;
  let theirs: TestCompany;
  let admin: string;
  let theirRoot: string;
  let theirPosition: string;
  let theirPayGroup: string;
  let theirLogo: string;

  beforeAll(async () => {
    testApp = await startThinPath();
    mine = await createCompany(testApp, 'TNA', 1000);
    theirs = await createCompany(testApp, 'TNB', 2000);
    admin = await signIn(testApp, mine.adminEmail);
    const theirAdmin = await signIn(testApp, theirs.adminEmail);
    const tree = await call<{ key: string }[]>(testApp, 'GET', '/api/departments', { token: theirAdmin });
    theirRoot = tree.body[0]?.key ?? '';
    const row = await rowOf(testApp, 'employees', theirs.employeeId);
    theirPosition = String(row?.department_id);
    theirPayGroup = String(row?.paygroup_id);
    const logo = await postFile<{ logoUrl: string }>(
      testApp,
      '/api/company/logo',
      theirAdmin,
      'logo',
      TINY_PNG,
      'l.png',
      'image/png',
    );
    theirLogo = logo.body.logoUrl;
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('refuses every read of another company’s ids with 404', async () => {
    const paths = [
      `/api/departments/${theirPosition}`,
      `/api/departments/${theirRoot}/child-company-structure`,
      `/api/employees/${theirs.employeeId}`,
      `/api/employees/${theirs.employeeId}/status-history`,
      `/api/company/logo?logoUrl=${theirLogo}`,
    ];
    for (const path of paths) {
      const answer = await call(testApp, 'GET', path, { token: admin });
      expect([path, answer.status]).toEqual([path, 404]);
    }
    const tree = await call<{ key: string }[]>(testApp, 'GET', '/api/departments?status=All', { token: admin });
    expect(JSON.stringify(tree.body)).not.toContain(theirRoot);
    const list = await call<{ id: string }[]>(testApp, 'GET', '/api/employees', { token: admin });
    expect(list.body.map((e) => e.id)).not.toContain(theirs.employeeId);
  });

  it('refuses every write to another company’s ids, and changes nothing there', async () => {
    const before = {
      company: await rowOf(testApp, 'companies', theirs.companyId),
      position: await rowOf(testApp, 'departments', theirPosition),
      root: await rowOf(testApp, 'departments', theirRoot),
      employee: await rowOf(testApp, 'employees', theirs.employeeId),
    };
    const mark = await outboxMark(testApp);
    const writes: [string, Record<string, unknown>, number][] = [
      ['/mydetail/save', { id: theirs.companyId, name: 'Taken over' }, 404],
      ['/department/save', { id: theirPosition, departmentName: 'Taken over', timeZoneId: 'UTC' }, 404],
      ['/department/save', { parent: theirRoot, departmentName: 'Planted' }, 404],
      ['/department/delete', { ids: [theirPosition] }, 404],
      ['/employee/save-without-photo', { employeeId: theirs.employeeId, firstName: 'Taken' }, 404],
      ['/employee/save-without-photo', { id: theirs.employeeId, firstName: 'Taken' }, 404],
      ['/employee/saveStatus', { id: theirs.employeeId, status: 'Terminated', reason: 'x' }, 404],
      ['/api/departments/selected', { departmentId: theirPosition }, 404],
    ];
    for (const [path, body, status] of writes) {
      const answer = await call(testApp, 'POST', path, { token: admin, body });
      expect([path, answer.status]).toEqual([path, status]);
    }
    // their structure nodes and pay groups are not mine to use either
    const myRow = await rowOf(testApp, 'employees', mine.employeeId);
    const refs: [Record<string, unknown>, string][] = [
      [{ employeeId: mine.employeeId, departmentId: theirPosition }, 'noDepartment'],
      [{ employeeId: mine.employeeId, paygroupId: theirPayGroup }, 'noPaygroup'],
      [{ employeeId: mine.employeeId, departments: [theirPosition] }, 'noDepartment'],
    ];
    for (const [body, code] of refs) {
      const answer = await call<{ message: string }>(testApp, 'POST', '/employee/save-without-photo', {
        token: admin,
        body,
      });
      expect(answer.body.message).toBe(code);
    }
    const myDepartment = String(myRow?.department_id);
    const defaultPosition = await call<{ message: string }>(testApp, 'POST', '/department/save', {
      token: admin,
      body: { id: myDepartment, defaultPositionId: theirPosition },
    });
    expect(defaultPosition.status).toBe(400);

    expect(await rowOf(testApp, 'companies', theirs.companyId)).toEqual(before.company);
    expect(await rowOf(testApp, 'departments', theirPosition)).toEqual(before.position);
    expect(await rowOf(testApp, 'departments', theirRoot)).toEqual(before.root);
    expect(await rowOf(testApp, 'employees', theirs.employeeId)).toEqual(before.employee);
    expect(await rowOf(testApp, 'employees', mine.employeeId)).toEqual(myRow);
    expect(await eventsSince(testApp, mark)).toEqual([]);
  });

  it('refuses structure and company saves that name another company’s holidays, jobs, work sites or rounding', async () => {
    const theirAdmin = await signIn(testApp, theirs.adminEmail);
    const created = async (path: string, body: Record<string, unknown>, idOf: (answer: never) => string) => {
      const answer = await call<never>(testApp, 'POST', path, { token: theirAdmin, body });
      expect([path, answer.status]).toEqual([path, 200]);
      return idOf(answer.body);
    };
    const holidayId = await created(
      '/holiday/save',
      { name: 'Their day', date: '2027-03-01', alterdate: '2027-03-01' },
      (a: { id: string }) => a.id,
    );
    const jobId = await created('/job/save', { code: 'THEIRJOB', name: 'Their job' }, (a: { id: string }) => a.id);
    const roundingId = await created(
      '/roundingrules/save',
      { name: 'Their rounding', rules: [{ orderNumber: 1, fromTime: 0, toT: 7, value: 0 }] },
      (a: { id: string }) => a.id,
    );
    const workplaceId = await created(
      '/workPlace/save',
      { name: 'Their site', address: '1 Queen St', coordinate: '(-36.85, 174.76)', radius: 50, workSiteStatus: true },
      (a: { id: string }) => a.id,
    );
    const myRow = await rowOf(testApp, 'employees', mine.employeeId);
    const myDepartment = String(myRow?.department_id);
    const beforeNode = await rowOf(testApp, 'departments', myDepartment);
    const beforeCompany = await rowOf(testApp, 'companies', mine.companyId);
    const mark = await outboxMark(testApp);
    const saves: [string, Record<string, unknown>, string][] = [
      ['/department/save', { id: myDepartment, holidayIds: [holidayId] }, 'holidayIds'],
      ['/department/save', { id: myDepartment, jobIds: [jobId] }, 'jobIds'],
      ['/department/save', { id: myDepartment, workPlaceId: [workplaceId] }, 'workPlaceId'],
      ['/department/save', { id: myDepartment, timeRoundingId: roundingId }, 'timeRoundingId'],
      ['/mydetail/save', { timeRoundingId: roundingId }, 'timeRoundingId'],
    ];
    for (const [path, body, field] of saves) {
      const answer = await call<{ details?: { field: string }[] }>(testApp, 'POST', path, { token: admin, body });
      expect([path, field, answer.status]).toEqual([path, field, 400]);
      expect(answer.body.details?.map((d) => d.field)).toEqual([field]);
    }
    expect(await rowOf(testApp, 'departments', myDepartment)).toEqual(beforeNode);
    expect(await rowOf(testApp, 'companies', mine.companyId)).toEqual(beforeCompany);
    expect(await eventsSince(testApp, mark)).toEqual([]);
  });

  it('counts and suggestions cover only the caller’s company', async () => {
    expect((await call(testApp, 'GET', '/api/employees/user-count', { token: admin })).body).toEqual({
      used: 2,
      total: 10,
      remaining: 8,
    });
    expect((await call(testApp, 'GET', '/api/employees/next-clock-id', { token: admin })).body).toEqual({
      clockId: 1002,
    });
    const info = await call<{ id: string }>(testApp, 'GET', '/api/company/info', { token: admin });
    expect(info.body.id).toBe(mine.companyId);
  });
});
