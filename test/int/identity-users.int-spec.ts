import { jest } from '@jest/globals';
import { IdentityModule, UserAccountsService } from '@rollcall/identity';
import { randomUUID } from 'node:crypto';
import {
  call,
  createUser,
  feedCompany,
  feedDepartment,
  feedEmployee,
  feedPayGroup,
  login,
  postForm,
  userEvents,
} from '../support/identity-test-kit.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

jest.setTimeout(90_000);

interface Problem {
  statusCode: number;
  message: string;
  detail?: string;
  details?: { field: string; message: string }[];
}
interface SaveAnswer {
  message: string;
  id: string;
  employeeId: string | null;
}
interface Row {
  id: string;
  email: string;
  userStatus: string;
  roleId: string;
  roleName: string;
  employeeId: string | null;
  exportDevisions: string;
}

describe('identity: users', () => {
  let app: TestApp;
  const companyId = randomUUID();
  const ids = {
    root: randomUUID(),
    division: randomUUID(),
    branch: randomUUID(),
    department: randomUUID(),
    position: randomUUID(),
    otherPosition: randomUUID(),
    payGroup: randomUUID(),
  };
  const tokens = { Superadmin: '', Admin: '', Supervisor: '', Employee: '' };
  let adminId = '';
  let superadminId = '';
  let supervisorId = '';

  beforeAll(async () => {
    app = await startTestApp([IdentityModule]);
    await feedCompany(app, companyId, 'Users Co', 5);
    await feedDepartment(app, companyId, ids.root, null, null);
    await feedDepartment(app, companyId, ids.division, ids.root, 'division');
    await feedDepartment(app, companyId, ids.branch, ids.division, 'branch');
    await feedDepartment(app, companyId, ids.department, ids.branch, 'department');
    await feedDepartment(app, companyId, ids.position, ids.department, 'position');
    await feedDepartment(app, companyId, ids.otherPosition, ids.department, 'position');
    await feedPayGroup(app, companyId, ids.payGroup);
    for (const role of ['Superadmin', 'Admin', 'Supervisor', 'Employee'] as const) {
      const user = await createUser(app, companyId, role, role === 'Employee' ? { employeeId: randomUUID() } : {});
      tokens[role] = (await login(app, user.email)).accessToken;
      if (role === 'Admin') adminId = user.id;
      if (role === 'Superadmin') superadminId = user.id;
      if (role === 'Supervisor') supervisorId = user.id;
    }
  });

  afterAll(async () => {
    await app?.close();
  });

  const email = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@users.test`;
  const baseForm = (tag: string) => ({
    email: email(tag),
    firstName: 'Hemi',
    lastName: 'Walker',
    password: 'a good password',
    confirm_password: 'a good password',
    roleId: '2',
  });
  const employeeForm = (tag: string, extra: Record<string, string | number | boolean | string[]> = {}) => ({
    ...baseForm(tag),
    roleId: '4',
    isEmployee: 'true',
    hireOnDateValue: '2026-02-01',
    departmentId: ids.position,
    paygroupId: ids.payGroup,
    ...extra,
  });
  const save = (fields: Parameters<typeof postForm>[2], token = tokens.Admin) =>
    postForm<SaveAnswer & Problem>(app, '/user/save-without-photo', fields, token);

  describe('POST /user/save-without-photo', () => {
    it('creates a user from a form-encoded body and answers success with its id', async () => {
      const form = { ...baseForm('admin'), exportDevisions: `${ids.division}`, middleName: 'Tane' };
      const saved = await save(form);
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({ message: 'success', id: expect.any(String), employeeId: null });
      const detail = await call(app, 'GET', `/api/users/${saved.body.id}`, { token: tokens.Admin });
      expect(detail.body).toMatchObject({
        email: form.email,
        firstName: 'Hemi',
        lastName: 'Walker',
        middleName: 'Tane',
        roleId: '2',
        roleName: 'Admin',
        userStatus: 'Active',
        isEmployee: false,
        exportDevisions: ids.division,
        employee: null,
      });
      await expect(login(app, form.email, 'a good password')).resolves.toHaveProperty('accessToken');
    });

    it('takes JSON too; a Supervisor gets departments and funs', async () => {
      const answer = await call<SaveAnswer>(app, 'POST', '/user/save-without-photo', {
        token: tokens.Admin,
        body: {
          ...baseForm('sup'),
          roleId: '3',
          departments: [ids.department],
          funs: ['Timesheet approval'],
          isLeave: true,
          forwardTo: adminId,
        },
      });
      expect(answer.status).toBe(200);
      const detail = await call(app, 'GET', `/api/users/${answer.body.id}`, { token: tokens.Admin });
      expect(detail.body).toMatchObject({
        roleId: '3',
        departments: [ids.department],
        funs: ['Timesheet approval'],
        isLeave: true,
        forwardTo: adminId,
      });
    });

    it('creates an employee user: keeps the link, hands the employee info to organisation in the event', async () => {
      const form = employeeForm('emp', { clockId: 4242, payId: 'P-4242', mobileApp: 'on', pin: '1234', title: 'Mr' });
      const saved = await save(form);
      expect(saved.status).toBe(200);
      expect(saved.body.employeeId).toEqual(expect.any(String));
      const [event] = await userEvents(app, saved.body.id);
      expect(event).toMatchObject({
        userId: saved.body.id,
        role: 'Employee',
        roleId: '4',
        employeeId: saved.body.employeeId,
        mobileApp: true,
        hasPin: true,
        employee: {
          hireOnDateValue: '2026-02-01',
          departmentId: ids.position,
          paygroupId: ids.payGroup,
          clockId: 4242,
          payId: 'P-4242',
          title: 'Mr',
          isExport: true,
          terminateDateValue: null,
        },
      });
      expect(JSON.stringify(event)).not.toContain('1234');
      expect(JSON.stringify(event)).not.toContain('a good password');
    });

    it('answers each field problem with the spec’s message and saves nothing', async () => {
      const empty = await save({});
      expect(empty.status).toBe(400);
      expect(empty.body.details).toEqual(
        expect.arrayContaining([
          { field: 'email', message: 'This field is required.' },
          { field: 'firstName', message: 'This field is required.' },
          { field: 'lastName', message: 'This field is required.' },
          { field: 'password', message: 'Please input your password!' },
          { field: 'confirm_password', message: 'Please confirm your password!' },
          { field: 'roleId', message: 'This field is required.' },
        ]),
      );
      const mismatch = await save({ ...baseForm('x'), confirm_password: 'other', email: 'bad email' });
      expect(mismatch.body.details).toEqual([
        { field: 'email', message: 'Invalid Email address!' },
        { field: 'confirm_password', message: 'The two passwords that you entered do not match!' },
      ]);
      const supervisor = await save({ ...baseForm('x'), roleId: '3', isLeave: 'true', pin: '12' });
      expect(supervisor.body.details).toEqual([
        { field: 'departments', message: 'This field is required.' },
        { field: 'forwardTo', message: 'This field is required.' },
        { field: 'pin', message: 'Please input 4 digit number!' },
      ]);
      const employee = await save({ ...baseForm('x'), roleId: '4', isEmployee: 'true', clockId: 1_000_000_000 });
      expect(employee.body.details).toEqual([
        { field: 'hireOnDateValue', message: 'This field is required.' },
        { field: 'departmentId', message: 'This field is required.' },
        { field: 'clockId', message: 'Clock ID must be a whole number from 0 to 999999999' },
      ]);
      const mobile = await save({ ...baseForm('x'), mobileApp: 'true' });
      expect(mobile.body.details).toEqual([{ field: 'pin', message: 'Please input 4 digit number!' }]);
      const employeeRole = await save({ ...baseForm('x'), roleId: '4' });
      expect(employeeRole.body.details?.[0]?.field).toBe('isEmployee');
      const unknownRole = await save({ ...baseForm('x'), roleId: '9' });
      expect(unknownRole.body.details).toEqual([{ field: 'roleId', message: 'roleId must be one of 1, 2, 3, 4' }]);
      const list = await call<Row[]>(app, 'GET', '/api/users', { token: tokens.Admin });
      expect(list.body.some((r) => r.email.startsWith('x-'))).toBe(false);
    });

    it('userEmailExit: an e-mail any account has, in any case', async () => {
      const first = baseForm('dup');
      expect((await save(first)).status).toBe(200);
      const again = await save({ ...baseForm('dup'), email: first.email.toUpperCase() });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ message: 'userEmailExit', detail: 'Warning: Email is exist.' });
    });

    it('noDepartment and noPaygroup: nodes and pay groups the company does not have', async () => {
      const noDepartment = await save(employeeForm('nd', { departmentId: randomUUID() }));
      expect(noDepartment.status).toBe(400);
      expect(noDepartment.body).toMatchObject({
        message: 'noDepartment',
        detail: 'Warning: The department does not exist.',
      });
      const managed = await save({ ...baseForm('nd'), roleId: '3', departments: [randomUUID()] });
      expect(managed.body.message).toBe('noDepartment');
      const divisions = await save({ ...baseForm('nd'), exportDevisions: `${ids.division},${randomUUID()}` });
      expect(divisions.body.message).toBe('noDepartment');
      const noPaygroup = await save(employeeForm('np', { paygroupId: randomUUID() }));
      expect(noPaygroup.status).toBe(400);
      expect(noPaygroup.body).toMatchObject({
        message: 'noPaygroup',
        detail: 'Warning: The pay group does not exist.',
      });
    });

    it('employeeNumerExit and employeePayIdExit: another Active employee has the clock id or the pay id', async () => {
      await feedEmployee(app, companyId, {
        employeeId: randomUUID(),
        departmentId: ids.position,
        clockId: 777,
        payId: 'P-777',
      });
      const clock = await save(employeeForm('clock', { clockId: 777 }));
      expect(clock.status).toBe(409);
      expect(clock.body).toMatchObject({ message: 'employeeNumerExit', detail: 'Warning: Employee ClockId is exist.' });
      const pay = await save(employeeForm('pay', { payId: 'P-777' }));
      expect(pay.status).toBe(409);
      expect(pay.body.message).toBe('employeePayIdExit');
    });

    it('noCompany: a company identity has not heard of', async () => {
      const admin = await createUser(app, randomUUID(), 'Admin');
      const { accessToken } = await login(app, admin.email);
      const answer = await save(baseForm('nc'), accessToken);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: 'noCompany', detail: 'Warning: The company does not exist.' });
    });

    it('licenses: no new employee past the company’s licences', async () => {
      const small = randomUUID();
      const position = randomUUID();
      await feedCompany(app, small, 'Small Co', 1);
      await feedDepartment(app, small, position, null, 'position');
      const admin = await createUser(app, small, 'Admin');
      const { accessToken } = await login(app, admin.email);
      const form = (tag: string) => ({ ...employeeForm(tag), departmentId: position, paygroupId: '' });
      const first = await save(form('lic'), accessToken);
      expect(first.status).toBe(200);
      // organisation creates the employee and tells identity
      await feedEmployee(app, small, { employeeId: first.body.employeeId ?? '', departmentId: position });
      const second = await save(form('lic'), accessToken);
      expect(second.status).toBe(409);
      expect(second.body).toMatchObject({ message: 'licenses', detail: 'Warning: The employee Upper bound.' });
      // the existing employee user can still be saved
      const again = await save(
        { ...form('lic'), id: first.body.id, email: (await userEmail(first.body.id, accessToken)) ?? '' },
        accessToken,
      );
      expect(again.status).toBe(200);
    });

    async function userEmail(id: string, token: string): Promise<string | undefined> {
      return (await call<{ email: string }>(app, 'GET', `/api/users/${id}`, { token })).body.email;
    }

    it('updates a user: names, role, a new password that ends their sessions, no employee any more', async () => {
      const form = employeeForm('upd');
      const created = await save(form);
      const session = await login(app, form.email, 'a good password');
      const updated = await save({
        id: created.body.id,
        email: form.email,
        firstName: 'Wiremu',
        lastName: 'Walker',
        roleId: '3',
        departments: [ids.department],
        changePassword: 'true',
        password: 'changed password!',
        confirm_password: 'changed password!',
        isEmployee: 'false',
      });
      expect(updated.status).toBe(200);
      expect(updated.body.employeeId).toBeNull();
      const detail = await call(app, 'GET', `/api/users/${created.body.id}`, { token: tokens.Admin });
      expect(detail.body).toMatchObject({ firstName: 'Wiremu', roleName: 'Supervisor', isEmployee: false });
      const refresh = await call(app, 'POST', '/account/refresh-token', {
        body: { refreshToken: session.refreshToken },
      });
      expect(refresh.status).toBe(400);
      await expect(login(app, form.email, 'changed password!')).resolves.toHaveProperty('accessToken');
      const events = await userEvents(app, created.body.id);
      expect(events).toHaveLength(2);
      expect(events[1]).toMatchObject({ employeeId: null, role: 'Supervisor', departments: [ids.department] });
      expect(events[1]).not.toHaveProperty('employee');
    });

    it('without changePassword on an update, needs no password and keeps it', async () => {
      const form = baseForm('keep');
      const created = await save(form);
      const updated = await save({
        id: created.body.id,
        email: form.email,
        firstName: 'K',
        lastName: 'P',
        roleId: '2',
      });
      expect(updated.status).toBe(200);
      await expect(login(app, form.email, 'a good password')).resolves.toHaveProperty('accessToken');
    });

    it('links an existing employee of the company by employeeId', async () => {
      const employeeId = randomUUID();
      await feedEmployee(app, companyId, { employeeId, departmentId: ids.otherPosition, clockId: 9001 });
      const saved = await save(employeeForm('link', { employeeId, clockId: 9001 }));
      expect(saved.status).toBe(200);
      expect(saved.body.employeeId).toBe(employeeId);
      const detail = await call(app, 'GET', `/api/users/${saved.body.id}`, { token: tokens.Admin });
      expect(detail.body).toMatchObject({
        isEmployee: true,
        employee: { clockId: 9001, departmentId: ids.otherPosition, employeeStatus: 'Active' },
      });
      const twice = await save(employeeForm('link2', { employeeId }));
      expect(twice.status).toBe(409);
    });

    it('refuses to change one’s own role, to touch a Superadmin, or to give the Superadmin role', async () => {
      const own = await save({
        id: adminId,
        email: 'x@y.zz',
        firstName: 'A',
        lastName: 'B',
        roleId: '3',
        departments: [ids.department],
      });
      expect(own.status).toBeGreaterThanOrEqual(400);
      const superadmin = await save({
        id: superadminId,
        email: email('sa'),
        firstName: 'A',
        lastName: 'B',
        roleId: '2',
      });
      expect(superadmin.status).toBe(403);
      const give = await save({ ...baseForm('give'), roleId: '1' });
      expect(give.status).toBe(403);
      const bySuperadmin = await save({ ...baseForm('give'), roleId: '1' }, tokens.Superadmin);
      expect(bySuperadmin.status).toBe(200);
    });

    it('answers 404 for an id that is no user', async () => {
      const answer = await save({ ...baseForm('none'), id: randomUUID() });
      expect(answer.status).toBe(404);
    });
  });

  describe('GET /api/users', () => {
    it('lists the company’s Active users by default, Inactive on request', async () => {
      const form = baseForm('status');
      const created = await save(form);
      let rows = (await call<Row[]>(app, 'GET', '/api/users', { token: tokens.Admin })).body;
      expect(rows.map((r) => r.id)).toContain(created.body.id);
      expect(rows.every((r) => r.userStatus === 'Active')).toBe(true);
      await call(app, 'POST', `/api/users/${created.body.id}/status`, {
        token: tokens.Admin,
        body: { userStatus: 'Inactive' },
      });
      rows = (await call<Row[]>(app, 'GET', '/api/users', { token: tokens.Admin })).body;
      expect(rows.map((r) => r.id)).not.toContain(created.body.id);
      rows = (await call<Row[]>(app, 'GET', '/api/users?userStatus=Inactive', { token: tokens.Admin })).body;
      expect(rows.map((r) => r.id)).toEqual([created.body.id]);
      const bad = await call<Problem>(app, 'GET', '/api/users?userStatus=Gone', { token: tokens.Admin });
      expect(bad.status).toBe(400);
    });

    it('filters by departmentIds: employees at or under the nodes, and supervisors managing one', async () => {
      const employeeId = randomUUID();
      await feedEmployee(app, companyId, { employeeId, departmentId: ids.position });
      const employee = await save(employeeForm('dept', { employeeId }));
      const supervisor = await save({ ...baseForm('dept'), roleId: '3', departments: [ids.branch] });
      const elsewhere = await save(employeeForm('else', { departmentId: ids.otherPosition }));
      // organisation creates that employee from the event and tells identity where it sits
      await feedEmployee(app, companyId, {
        employeeId: elsewhere.body.employeeId ?? '',
        departmentId: ids.otherPosition,
      });
      const list = async (query: string) =>
        (await call<Row[]>(app, 'GET', `/api/users?departmentIds=${query}`, { token: tokens.Admin })).body.map(
          (r) => r.id,
        );
      const underDivision = await list(ids.division);
      expect(underDivision).toEqual(expect.arrayContaining([employee.body.id, supervisor.body.id, elsewhere.body.id]));
      const position = await list(ids.position);
      expect(position).toContain(employee.body.id);
      expect(position).not.toContain(supervisor.body.id);
      expect(position).not.toContain(elsewhere.body.id);
      const two = await list(`${ids.branch},${ids.otherPosition}`);
      expect(two).toEqual(expect.arrayContaining([employee.body.id, supervisor.body.id, elsewhere.body.id]));
      const other = await list(ids.otherPosition);
      expect(other).toContain(elsewhere.body.id);
      expect(other).not.toContain(employee.body.id);
      expect(other).not.toContain(supervisor.body.id);
      expect(await list(randomUUID())).toEqual([]);
      const bad = await call<Problem>(app, 'GET', '/api/users?departmentIds=nope', { token: tokens.Admin });
      expect(bad.status).toBe(400);
    });
  });

  describe('POST /api/users/{userId}/status', () => {
    it('changes the status, ends the sessions of a user no longer Active, publishes the change', async () => {
      const form = baseForm('st');
      const created = await save(form);
      const session = await login(app, form.email, 'a good password');
      const answer = await call(app, 'POST', `/api/users/${created.body.id}/status`, {
        token: tokens.Admin,
        body: { userStatus: 'Terminated' },
      });
      expect(answer).toEqual({ status: 200, body: { message: 'success' } });
      await expect(login(app, form.email, 'a good password')).rejects.toThrow('401');
      const refresh = await call(app, 'POST', '/account/refresh-token', {
        body: { refreshToken: session.refreshToken },
      });
      expect(refresh.status).toBe(400);
      expect((await userEvents(app, created.body.id)).at(-1)).toMatchObject({ status: 'Terminated' });
      const back = await call(app, 'POST', `/api/users/${created.body.id}/status`, {
        token: tokens.Admin,
        body: { userStatus: 'Active' },
      });
      expect(back.status).toBe(200);
      await expect(login(app, form.email, 'a good password')).resolves.toHaveProperty('accessToken');
    });

    it('refuses a bad status, one’s own status, a Superadmin’s, and an unknown user', async () => {
      const target = (await save(baseForm('st2'))).body.id;
      const bad = await call(app, 'POST', `/api/users/${target}/status`, {
        token: tokens.Admin,
        body: { userStatus: 'Gone' },
      });
      expect(bad.status).toBe(400);
      const own = await call(app, 'POST', `/api/users/${adminId}/status`, {
        token: tokens.Admin,
        body: { userStatus: 'Inactive' },
      });
      expect(own.status).toBe(400);
      const superadmin = await call(app, 'POST', `/api/users/${superadminId}/status`, {
        token: tokens.Admin,
        body: { userStatus: 'Inactive' },
      });
      expect(superadmin.status).toBe(403);
      const unknown = await call(app, 'POST', `/api/users/${randomUUID()}/status`, {
        token: tokens.Admin,
        body: { userStatus: 'Inactive' },
      });
      expect(unknown.status).toBe(404);
    });
  });

  describe('permissions', () => {
    it.each(['Supervisor', 'Employee'] as const)(
      'a %s can neither create, update, list nor change users',
      async (role) => {
        const token = tokens[role];
        const create = await save(baseForm(`no-${role}`), token);
        expect(create.status).toBe(403);
        expect(create.body.message).toBe('You do not have permission to create user.');
        const update = await save({ ...baseForm(`no-${role}`), id: adminId }, token);
        expect(update.status).toBe(403);
        expect(update.body.message).toBe('You do not have permission to update user.');
        for (const path of [
          '/api/users',
          `/api/users/${adminId}`,
          '/api/users/forward-to',
          '/api/roles',
          '/api/resources',
        ]) {
          expect((await call(app, 'GET', path, { token })).status).toBe(403);
        }
        const status = await call(app, 'POST', `/api/users/${adminId}/status`, {
          token,
          body: { userStatus: 'Inactive' },
        });
        expect(status.status).toBe(403);
        const stillActive = await call<{ userStatus: string }>(app, 'GET', `/api/users/${adminId}`, {
          token: tokens.Admin,
        });
        expect(stillActive.body.userStatus).toBe('Active');
      },
    );

    it('the report-to choices need employee visible: a Supervisor yes, an Employee no', async () => {
      expect((await call(app, 'GET', '/api/users/report-to', { token: tokens.Supervisor })).status).toBe(200);
      expect((await call(app, 'GET', '/api/users/report-to', { token: tokens.Employee })).status).toBe(403);
    });

    it('every users route needs a bearer token', async () => {
      for (const path of ['/api/users', '/api/users/forward-to', '/api/roles', '/api/resources']) {
        expect((await call(app, 'GET', path)).status).toBe(401);
      }
      expect((await postForm(app, '/user/save-without-photo', baseForm('anon'))).status).toBe(401);
    });
  });

  describe('lookups', () => {
    it('forward-to and report-to: Active Admins and Supervisors of the company, less the given user', async () => {
      const all = await call<{ id: string; roleName: string }[]>(app, 'GET', '/api/users/forward-to', {
        token: tokens.Admin,
      });
      expect(all.status).toBe(200);
      expect(all.body.map((u) => u.id)).toEqual(expect.arrayContaining([adminId, supervisorId]));
      expect(new Set(all.body.map((u) => u.roleName))).toEqual(new Set(['Admin', 'Supervisor']));
      const less = await call<{ id: string }[]>(app, 'GET', `/api/users/report-to?userId=${supervisorId}`, {
        token: tokens.Admin,
      });
      expect(less.body.map((u) => u.id)).not.toContain(supervisorId);
      expect(less.body.map((u) => u.id)).toContain(adminId);
    });

    it('pages and searches the approver choices, and names the chosen ones by id (the pickers)', async () => {
      const tag = randomUUID().slice(0, 6);
      const accounts = app.app.get(UserAccountsService);
      const named = (id: string, role: 'Supervisor' | 'Employee', at = companyId) =>
        accounts.createUser({
          companyId: at,
          email: email(`approver-${id}`),
          password: 'a good password',
          firstName: 'Wiremu',
          lastName: `Picker${tag}${id}`,
          role,
        });
      const [picker, other, worker] = [
        await named('a', 'Supervisor'),
        await named('b', 'Supervisor'),
        await named('c', 'Employee'),
      ];
      const elsewhere = randomUUID();
      await feedCompany(app, elsewhere, 'Elsewhere Co');
      const theirs = await named('d', 'Supervisor', elsewhere);
      type Page = { rows: { id: string; firstName: string; lastName: string; roleName: string }[]; total: number };
      const page = (query: string, token = tokens.Admin) =>
        call<Page>(app, 'GET', `/api/users/approvers/page?${query}`, { token });

      const found = await page(`search=${encodeURIComponent(`wiremu picker${tag}`)}&pageSize=10`);
      expect(found.status).toBe(200);
      expect(found.body.rows.map((r) => r.id)).toEqual([picker.id, other.id]);
      expect(found.body.total).toBe(2);
      const less = await page(`search=picker${tag}&userId=${picker.id}`, tokens.Supervisor);
      expect(less.body.rows.map((r) => r.id)).toEqual([other.id]);
      const admins = await page('search=admin&pageSize=100');
      expect(admins.body.rows.map((r) => r.roleName)).toContain('Admin');
      expect(new Set(admins.body.rows.map((r) => r.roleName))).toEqual(new Set(['Admin']));
      expect((await page('search=x', tokens.Employee)).status).toBe(403);

      const byIds = (ids: string[], token = tokens.Admin) =>
        call<Page['rows']>(app, 'GET', `/api/users/approvers/by-ids?ids=${ids.join(',')}`, { token });
      const chosen = await byIds([worker.id, theirs.id, other.id, picker.id, randomUUID()], tokens.Supervisor);
      expect([chosen.status, chosen.body.map((r) => r.id)]).toEqual([200, [picker.id, other.id]]);
      expect(chosen.body[0]).toMatchObject({ firstName: 'Wiremu', lastName: `Picker${tag}a`, roleName: 'Supervisor' });
      expect((await byIds([picker.id], tokens.Employee)).status).toBe(403);
      const tooMany = await byIds(Array.from({ length: 101 }, () => randomUUID()));
      expect([tooMany.status, (tooMany.body as unknown as Problem).details]).toEqual([
        400,
        [{ field: 'ids', message: 'ids may name at most 100 at a time (101 given): ask in parts of 100' }],
      ]);
    });

    it('GET /api/roles: the roles with their ids, Superadmin only for a Superadmin', async () => {
      const admin = await call(app, 'GET', '/api/roles', { token: tokens.Admin });
      expect(admin.body).toEqual([
        { id: '2', name: 'Admin' },
        { id: '3', name: 'Supervisor' },
        { id: '4', name: 'Employee' },
      ]);
      const superadmin = await call<{ id: string }[]>(app, 'GET', '/api/roles', { token: tokens.Superadmin });
      expect(superadmin.body[0]).toEqual({ id: '1', name: 'Superadmin' });
    });

    it('GET /api/resources: every resource with the five actions', async () => {
      const answer = await call<{ name: string; actions: string[] }[]>(app, 'GET', '/api/resources', {
        token: tokens.Admin,
      });
      expect(answer.body.map((r) => r.name)).toEqual(
        expect.arrayContaining(['user', 'employee', 'payRate', 'profile']),
      );
      for (const resource of answer.body) {
        expect(resource.actions).toEqual(['create', 'update', 'delete', 'approve', 'visible']);
      }
    });
  });

  describe('POST /api/customers/{companyId}/admin', () => {
    it('lets a Superadmin create a customer company’s first admin, once', async () => {
      const customer = randomUUID();
      await feedCompany(app, customer, 'Customer Ltd');
      const body = { email: email('first-admin'), firstName: 'Ana', lastName: 'Lee', password: 'first admin pass' };
      const created = await call<{ message: string; userId: string }>(app, 'POST', `/api/customers/${customer}/admin`, {
        token: tokens.Superadmin,
        body,
      });
      expect(created.status).toBe(201);
      expect(created.body.message).toBe('success');
      const session = await login(app, body.email, body.password);
      const profile = await call(app, 'GET', '/profile', { token: session.accessToken });
      expect(profile.body).toMatchObject({ companyId: customer, roleName: 'Admin', companyName: 'Customer Ltd' });
      expect((await userEvents(app, created.body.userId))[0]).toMatchObject({ role: 'Admin', roleId: '2' });

      const second = await call<Problem>(app, 'POST', `/api/customers/${customer}/admin`, {
        token: tokens.Superadmin,
        body: { ...body, email: email('second-admin') },
      });
      expect(second.status).toBe(409);
    });

    it('refuses anyone but a Superadmin, an unknown company and a taken e-mail', async () => {
      const customer = randomUUID();
      await feedCompany(app, customer, 'Another Customer');
      const body = { email: email('ca'), firstName: 'A', lastName: 'B', password: 'pass word' };
      for (const role of ['Admin', 'Supervisor', 'Employee'] as const) {
        const answer = await call(app, 'POST', `/api/customers/${customer}/admin`, { token: tokens[role], body });
        expect(answer.status).toBe(403);
      }
      const unknown = await call<Problem>(app, 'POST', `/api/customers/${randomUUID()}/admin`, {
        token: tokens.Superadmin,
        body,
      });
      expect(unknown.body).toMatchObject({ statusCode: 400, message: 'noCompany' });
      const taken = await call<Problem>(app, 'POST', `/api/customers/${customer}/admin`, {
        token: tokens.Superadmin,
        body: {
          ...body,
          email: (await call<{ email: string }>(app, 'GET', '/profile', { token: tokens.Admin })).body.email,
        },
      });
      expect(taken.body).toMatchObject({ statusCode: 409, message: 'userEmailExit' });
      const invalid = await call<Problem>(app, 'POST', `/api/customers/${customer}/admin`, {
        token: tokens.Superadmin,
        body: { email: 'nope', firstName: '', lastName: 'B' },
      });
      expect(invalid.status).toBe(400);
      expect(invalid.body.details).toEqual(
        expect.arrayContaining([
          { field: 'email', message: 'Invalid Email address!' },
          { field: 'firstName', message: 'This field is required.' },
          { field: 'password', message: 'Please input your password!' },
        ]),
      );
    });
  });
});
