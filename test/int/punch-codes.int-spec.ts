import { jest } from '@jest/globals';
import type { TestApp } from '../support/test-app.js';
import { call, createCompany, signIn, startThinPath, type TestCompany } from '../support/thin-path-fixture.js';

jest.setTimeout(90_000);

interface Node {
  key: string;
  title: string;
  children: Node[];
}
interface Position {
  id: string;
  name: string;
  punchCode: string | null;
  path: string;
}
interface Coded {
  id: string;
  code: string;
}

const find = (nodes: Node[], title: string): Node | undefined => {
  for (const node of nodes) {
    if (node.title === title) return node;
    const found = find(node.children, title);
    if (found) return found;
  }
  return undefined;
};

describe('punch code generator lookups', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let admin: string;
  let otherAdmin: string;
  let employee: string;
  let departmentId: string;
  let positionId: string;

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'PCG', 9300);
    const other = await createCompany(testApp, 'PCX', 9400);
    admin = await signIn(testApp, company.adminEmail);
    otherAdmin = await signIn(testApp, other.adminEmail);
    employee = await signIn(testApp, company.employeeEmail);
    const tree = (await call<Node[]>(testApp, 'GET', '/api/departments', { token: admin })).body;
    departmentId = find(tree, 'Department')?.key ?? '';
    positionId = find(tree, 'Position')?.key ?? '';
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const post = (path: string, body: Record<string, unknown>, token = admin) =>
    call<{ id: string; departmentVo?: { id: string } }>(testApp, 'POST', path, { token, body });
  const get = <T>(path: string, token = admin) => call<T>(testApp, 'GET', path, { token });

  it('lists Active positions whose ancestors are Active, with their path and punch code', async () => {
    const welder = await post('/department/save', { parent: departmentId, departmentName: 'Welder', punchCode: '77' });
    expect(welder.status).toBe(200);
    const retired = await post('/department/save', { parent: departmentId, departmentName: 'Retired' });
    await post('/department/save', { id: retired.body.departmentVo?.id, status: 'Inactive' });
    const positions = await get<Position[]>('/api/punch-codes/positions');
    expect(positions.body.map((p) => [p.name, p.punchCode, p.path])).toEqual([
      ['Position', null, 'Division / Branch / Department'],
      ['Welder', '77', 'Division / Branch / Department'],
    ]);
    expect((await get('/api/punch-codes/positions', employee)).status).toBe(403);
    expect((await get<Position[]>('/api/punch-codes/positions', otherAdmin)).body.map((p) => p.name)).toEqual([
      'Position',
    ]);
  });

  it('offers a position its own linked jobs before its ancestors’, Active ones only, and a job’s Active tasks', async () => {
    const task = await post('/task/save', { code: 'T1', name: 'Weld' });
    const idleTask = await post('/task/save', { code: 'T2', name: 'Idle', active: false });
    const a = await post('/job/save', { code: 'A', name: 'Alpha', taskID: [task.body.id, idleTask.body.id] });
    const b = await post('/job/save', { code: 'B', name: 'Beta' });
    const closed = await post('/job/save', { code: 'C', name: 'Gamma' });
    await post('/job/closeAllSelected', { ids: [closed.body.id] });

    const codes = async (path: string) => (await get<Coded[]>(path)).body.map((j) => j.code);
    expect(await codes(`/api/punch-codes/departments/${positionId}/jobs`)).toEqual(['A', 'B']);
    await post('/department/save', { id: departmentId, jobIds: [a.body.id, closed.body.id] });
    expect(await codes(`/api/punch-codes/departments/${positionId}/jobs`)).toEqual(['A']);
    await post('/department/save', { id: positionId, jobIds: [b.body.id] });
    expect(await codes(`/api/punch-codes/departments/${positionId}/jobs`)).toEqual(['B']);
    expect(await codes('/api/punch-codes/jobs')).toEqual(['A', 'B']);
    expect(await codes(`/api/punch-codes/jobs/${a.body.id}/tasks`)).toEqual(['T1']);
    expect(await codes(`/api/punch-codes/jobs/${b.body.id}/tasks`)).toEqual([]);
  });

  it('answers 404 for another company’s node or job and 400 for a malformed id', async () => {
    expect((await get(`/api/punch-codes/departments/${positionId}/jobs`, otherAdmin)).status).toBe(404);
    const job = (await get<Coded[]>('/api/punch-codes/jobs')).body[0]?.id ?? '';
    expect((await get(`/api/punch-codes/jobs/${job}/tasks`, otherAdmin)).status).toBe(404);
    expect((await get('/api/punch-codes/jobs/not-an-id/tasks')).status).toBe(400);
    expect((await get('/api/punch-codes/jobs', employee)).status).toBe(403);
  });
});
