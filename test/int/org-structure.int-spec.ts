import { jest } from '@jest/globals';
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

jest.setTimeout(60_000);

interface Node {
  key: string;
  title: string;
  level: string | null;
  status: string;
  parent: string | null;
  structureName: string;
  labelName: string;
  code: string | null;
  children: Node[];
}
interface Refusal {
  statusCode: number;
  message: string;
  detail?: string;
}
interface Saved {
  message: string;
  departmentVo: { id: string };
}

const find = (nodes: Node[], title: string): Node | undefined => {
  for (const node of nodes) {
    if (node.title === title) return node;
    const found = find(node.children, title);
    if (found) return found;
  }
  return undefined;
};
const titles = (node: Node): unknown => [node.title, node.children.map(titles)];

describe('company structure', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let admin: string;
  let supervisor: string;
  let employee: string;
  let rootId: string;
  let positionId: string;

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'STA', 8000);
    admin = await signIn(testApp, company.adminEmail);
    employee = await signIn(testApp, company.employeeEmail);
    supervisor = await signInAs(testApp, company.companyId, 'Supervisor', 'sup@sta.test');
    const tree = await call<Node[]>(testApp, 'GET', '/api/departments', { token: admin });
    rootId = tree.body[0]?.key ?? '';
    positionId = find(tree.body, 'Position')?.key ?? '';
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const save = (body: Record<string, unknown>, token = admin) =>
    call<Saved & Refusal>(testApp, 'POST', '/department/save', { token, body });

  it('GET /api/departments answers the tree from the root with every node field', async () => {
    const tree = await call<Node[]>(testApp, 'GET', '/api/departments', { token: admin });
    expect(tree.status).toBe(200);
    expect(tree.body.map(titles)).toEqual([
      ['STA Ltd', [['Division', [['Branch', [['Department', [['Position', []]]]]]]]]],
    ]);
    expect(tree.body[0]).toMatchObject({
      level: null,
      status: 'Active',
      parent: null,
      structureName: 'Department',
      labelName: 'Company',
    });
    expect(find(tree.body, 'Position')).toMatchObject({ level: 'position', labelName: 'Position', children: [] });
  });

  it('creates a child one level below its parent, under the permission of the child’s level', async () => {
    const mark = await outboxMark(testApp);
    const division = await save({ parent: rootId, departmentName: 'South', code: 'S' });
    expect(division.status).toBe(200);
    expect(division.body).toEqual({ message: 'success', departmentVo: { id: expect.any(String) } });
    const branch = await save({ parent: division.body.departmentVo.id, departmentName: 'Dunedin', code: 'DUD' });
    const department = await save({ parent: branch.body.departmentVo.id, departmentName: 'Kitchen' });
    const position = await save({
      parent: department.body.departmentVo.id,
      departmentName: 'Chef',
      punchCode: '55',
      timeZoneId: 'Pacific/Chatham',
      payExportCode: 'PX',
      rateExportCode: 'RX',
    });
    expect(position.status).toBe(200);
    const levels = await Promise.all(
      [division, branch, department, position].map((s) => rowOf(testApp, 'departments', s.body.departmentVo.id)),
    );
    expect(levels.map((l) => l?.level)).toEqual(['division', 'branch', 'department', 'position']);
    const events = await eventsSince(testApp, mark, 'org.department.changed.v1');
    expect(events.map((e) => e.payload.name)).toEqual(['South', 'Dunedin', 'Kitchen', 'Chef']);
    expect(events[3]?.payload).toMatchObject({ level: 'position', timeZoneId: 'Pacific/Chatham', deleted: false });

    const under = await save({ parent: position.body.departmentVo.id, departmentName: 'Below' });
    expect(under.status).toBe(400);
    expect(under.body).toMatchObject({
      message: 'noCompanyStructure',
      detail: 'Can not create department under this company structure.',
    });
  });

  it('answers existName for a sibling’s name, existCode for a code the company has, existPunchCode', async () => {
    const division = find((await call<Node[]>(testApp, 'GET', '/api/departments', { token: admin })).body, 'Division');
    const sameName = await save({ parent: division?.key, departmentName: 'branch' });
    expect(sameName.status).toBe(409);
    expect(sameName.body).toMatchObject({ message: 'existName', detail: 'Department Name is exist' });
    const sameCode = await save({ parent: division?.key, departmentName: 'Other', code: 'dud' });
    expect(sameCode.body).toMatchObject({ message: 'existCode', detail: 'Department Code is exist' });
    const samePunch = await save({ id: positionId, punchCode: '55' });
    expect(samePunch.status).toBe(409);
    expect(samePunch.body).toMatchObject({
      message: 'existPunchCode',
      detail: 'Punch code has been used by other department.',
    });
    const required = await save({ parent: division?.key });
    expect(required.status).toBe(400);
    expect(required.body.message).toBe('departmentName is required.');
  });

  it('requires a punch code for a position when position codes are on (missingPunchCode); suggests one', async () => {
    await setCompanySettings(testApp, company.companyId, { isPositionCodeEnabled: true });
    const department = find(
      (await call<Node[]>(testApp, 'GET', '/api/departments', { token: admin })).body,
      'Department',
    );
    const missing = await save({ parent: department?.key, departmentName: 'Cleaner' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: 'missingPunchCode', detail: 'Punch Code cannot be empty.' });
    const next = await call<{ punchCode: string }>(testApp, 'GET', '/api/departments/next-punch-code', {
      token: admin,
    });
    expect(next).toEqual({ status: 200, body: { punchCode: '56' } });
    const made = await save({ parent: department?.key, departmentName: 'Cleaner', punchCode: next.body.punchCode });
    expect(made.status).toBe(200);
    await setCompanySettings(testApp, company.companyId, { isPositionCodeEnabled: false });
  });

  it('saves every node field from a form-encoded body and answers them on GET /api/departments/{id}', async () => {
    const department = find(
      (await call<Node[]>(testApp, 'GET', '/api/departments', { token: admin })).body,
      'Department',
    );
    const [s1, s2, sc, ap] = Array.from({ length: 4 }, () => crypto.randomUUID());
    // holidays, jobs, work sites and the time rounding must be the company's own
    const idOf = async (path: string, body: Record<string, unknown>) => {
      const answer = await call<{ id: string }>(testApp, 'POST', path, { token: admin, body });
      expect([path, answer.status]).toEqual([path, 200]);
      return answer.body.id;
    };
    const h1 = await idOf('/holiday/save', { name: 'Structure day', date: '2027-03-01', alterdate: '2027-03-01' });
    const j1 = await idOf('/job/save', { code: 'STRJOB', name: 'Structure job' });
    const w1 = await idOf('/workPlace/save', {
      name: 'Structure site',
      address: '1 Queen St',
      coordinate: '(-36.85, 174.76)',
      radius: 50,
      workSiteStatus: true,
    });
    const tr = await idOf('/roundingrules/save', {
      name: 'Structure rounding',
      rules: [{ orderNumber: 1, fromTime: 0, toT: 7, value: 0 }],
    });
    const saved = await postForm<Saved>(testApp, '/department/save', admin, [
      ['id', department?.key ?? ''],
      ['departmentName', 'Department'],
      ['code', 'DEP'],
      ['supervisorIds', s1 ?? ''],
      ['supervisorIds', s2 ?? ''],
      ['holidayIds', h1 ?? ''],
      ['jobIds', j1 ?? ''],
      ['workPlaceId', w1 ?? ''],
      ['defaultPositionId', positionId],
      ['timeZoneId', 'Pacific/Auckland'],
      ['scheduleId', sc ?? ''],
      ['timeRoundingId', tr ?? ''],
      ['timeLeaveApproverId', ap ?? ''],
      ['greentreeWeekly', 'true'],
    ]);
    expect(saved.status).toBe(200);
    const detail = await call<Record<string, unknown>>(testApp, 'GET', `/api/departments/${department?.key}`, {
      token: admin,
    });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      id: department?.key,
      parentName: 'Branch',
      level: 'department',
      labelName: 'Department',
      departmentName: 'Department',
      code: 'DEP',
      status: 'Active',
      supervisorIds: [s1, s2],
      holidayIds: [h1],
      jobIds: [j1],
      workPlaceId: [w1],
      defaultPositionId: positionId,
      timeZoneId: 'Pacific/Auckland',
      effectiveTimeZoneId: 'Pacific/Auckland',
      scheduleId: sc,
      timeRoundingId: tr,
      timeLeaveApproverId: ap,
      greentreeWeekly: true,
    });
    const notChild = await save({ id: department?.key, defaultPositionId: rootId });
    expect(notChild.status).toBe(400);
    expect(notChild.body.message).toBe('invalidDefaultPosition');
  });

  it('answers the child structure of a node and the structure levels', async () => {
    const child = await call<Record<string, unknown>>(
      testApp,
      'GET',
      `/api/departments/${rootId}/child-company-structure`,
      { token: admin },
    );
    expect(child.body).toMatchObject({ level: 'division', labelName: 'Division', canCreate: true });
    expect((child.body.children as { name: string }[]).map((c) => c.name)).toEqual(['Division', 'South']);
    const leaf = await call<Record<string, unknown>>(
      testApp,
      'GET',
      `/api/departments/${positionId}/child-company-structure`,
      { token: supervisor },
    );
    expect(leaf.body).toMatchObject({ level: null, canCreate: false, children: [] });
    const levels = await call<{ level: string; parentLevel: string | null; canCreate: boolean }[]>(
      testApp,
      'GET',
      '/api/company-structures',
      { token: supervisor },
    );
    expect(levels.body.map((l) => [l.level, l.parentLevel, l.canCreate])).toEqual([
      ['division', null, false],
      ['branch', 'division', false],
      ['department', 'branch', false],
      ['position', 'department', false],
    ]);
  });

  it('refuses a Supervisor’s create and edit (no create or update on structure levels), an Employee’s read', async () => {
    const before = await rowOf(testApp, 'departments', positionId);
    const create = await save({ parent: rootId, departmentName: 'Sup Division' }, supervisor);
    expect(create.status).toBe(403);
    expect(create.body.message).toBe('You do not have permission to create division.');
    const edit = await save({ id: positionId, supervisorIds: [crypto.randomUUID()] }, supervisor);
    expect(edit.status).toBe(403);
    expect(await rowOf(testApp, 'departments', positionId)).toEqual(before);
    expect((await call(testApp, 'GET', '/api/departments', { token: employee })).status).toBe(403);
    expect((await call(testApp, 'GET', '/api/departments', { token: supervisor })).status).toBe(200);
  });

  it('a zone change on a node republishes the employees under it with their new zone', async () => {
    const mark = await outboxMark(testApp);
    const changed = await save({ id: positionId, timeZoneId: 'Asia/Tokyo' });
    expect(changed.status).toBe(200);
    const events = await eventsSince(testApp, mark);
    expect(events.filter((e) => e.type === 'org.department.changed.v1')).toHaveLength(1);
    const employees = events.filter((e) => e.type === 'org.employee.changed.v1');
    expect(employees.map((e) => e.key).sort()).toEqual([company.employeeId, company.otherEmployeeId].sort());
    expect(employees.every((e) => e.payload.timeZoneId === 'Asia/Tokyo')).toBe(true);

    const same = await outboxMark(testApp);
    await save({ id: positionId, payExportCode: 'PAY' });
    expect((await eventsSince(testApp, same)).map((e) => e.type)).toEqual(['org.department.changed.v1']);
  });

  it('filters the tree: Active by default, Inactive shows inactive nodes with the path to them, All', async () => {
    const south = find((await call<Node[]>(testApp, 'GET', '/api/departments', { token: admin })).body, 'South');
    const off = await save({ id: south?.key, status: 'Inactive' });
    expect(off.status).toBe(200);
    const active = await call<Node[]>(testApp, 'GET', '/api/departments', { token: admin });
    expect(find(active.body, 'South')).toBeUndefined();
    expect(find(active.body, 'Chef')).toBeUndefined();
    const inactive = await call<Node[]>(testApp, 'GET', '/api/departments?status=Inactive', { token: admin });
    expect(inactive.body.map(titles)).toEqual([['STA Ltd', [['South', []]]]]);
    const all = await call<Node[]>(testApp, 'GET', '/api/departments?status=All', { token: admin });
    expect(find(all.body, 'Chef')).toBeDefined();
    expect((await call(testApp, 'GET', '/api/departments?status=Gone', { token: admin })).status).toBe(400);
  });

  it('refuses to deactivate a node with Active employees under it (hasEmployee)', async () => {
    const division = find((await call<Node[]>(testApp, 'GET', '/api/departments', { token: admin })).body, 'Division');
    const answer = await save({ id: division?.key, status: 'Inactive' });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      message: 'hasEmployee',
      detail: 'Please remove all employees under this company node and try again!',
    });
    expect((await rowOf(testApp, 'departments', division?.key ?? ''))?.status).toBe('Active');
  });

  it('deletes: children first ("Warning: Please delete the child nodes."), never with employees, never the root', async () => {
    const all = (await call<Node[]>(testApp, 'GET', '/api/departments?status=All', { token: admin })).body;
    const kitchen = find(all, 'Kitchen');
    const chef = find(all, 'Chef');
    const withChildren = await call<Refusal>(testApp, 'POST', '/department/delete', {
      token: admin,
      body: { ids: [kitchen?.key] },
    });
    expect(withChildren.status).toBe(409);
    expect(withChildren.body).toMatchObject({
      message: 'hasChildren',
      detail: 'Warning: Please delete the child nodes.',
    });
    const withEmployees = await call<Refusal>(testApp, 'POST', '/department/delete', {
      token: admin,
      body: { ids: [positionId] },
    });
    expect(withEmployees.status).toBe(409);
    expect(withEmployees.body.message).toBe('hasEmployee');
    const root = await call<Refusal>(testApp, 'POST', '/department/delete', { token: admin, body: { ids: [rootId] } });
    expect(root.status).toBe(400);
    const bySupervisor = await call(testApp, 'POST', '/department/delete', {
      token: supervisor,
      body: { ids: [chef?.key] },
    });
    expect(bySupervisor.status).toBe(403);

    const mark = await outboxMark(testApp);
    const deleted = await postForm(testApp, '/department/delete', admin, [
      ['ids', kitchen?.key ?? ''],
      ['ids', chef?.key ?? ''],
    ]);
    expect(deleted).toEqual({ status: 200, body: { message: 'success' } });
    expect(await rowOf(testApp, 'departments', kitchen?.key ?? '')).toBeUndefined();
    const events = await eventsSince(testApp, mark, 'org.department.changed.v1');
    expect(events.map((e) => [e.payload.name, e.payload.deleted])).toEqual([
      ['Chef', true],
      ['Kitchen', true],
    ]);
  });

  it('leaves the 8 nodes that were not deleted (refused calls wrote nothing)', async () => {
    const [row] = (await organisationDb(testApp).query(
      `SELECT count(*)::int AS n FROM organisation.departments WHERE company_id = $1`,
      [company.companyId],
    )) as { n: number }[];
    // root, Division, Branch, Department, Position, Cleaner, South, Dunedin
    expect(row?.n).toBe(8);
  });
});
