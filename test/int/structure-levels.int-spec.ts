import { jest } from '@jest/globals';
import { CompaniesService } from '@rollcall/organisation';
import type { TestApp } from '../support/test-app.js';
import { insertMissingLevelRows } from '../../services/organisation/src/structure/1764200000510-structure-levels.js';
import { eventsSince, organisationDb, outboxMark, rowOf, signInAs } from '../support/org-fixture.js';
import { call, createCompany, signIn, startThinPath, type TestCompany } from '../support/thin-path-fixture.js';

jest.setTimeout(60_000);

interface Level {
  id: string;
  level: string;
  name: string;
  labelName: string;
  timeZone: string | null;
  isActive: boolean;
  parentLevel: string | null;
  canCreate: boolean;
}
interface Node {
  key: string;
  title: string;
  level: string | null;
  labelName: string;
  children: Node[];
}
interface Answer {
  statusCode?: number;
  message: string;
  detail?: string;
  departmentVo?: { id: string };
}

const find = (nodes: Node[], title: string): Node | undefined => {
  for (const node of nodes) {
    if (node.title === title) return node;
    const found = find(node.children, title);
    if (found) return found;
  }
  return undefined;
};

describe('company structure levels', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let other: TestCompany;
  let admin: string;
  let otherAdmin: string;
  let supervisor: string;

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'LVA', 9300);
    other = await createCompany(testApp, 'LVB', 9400);
    admin = await signIn(testApp, company.adminEmail);
    otherAdmin = await signIn(testApp, other.adminEmail);
    supervisor = await signInAs(testApp, company.companyId, 'Supervisor', 'sup@lva.test');
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const levels = async (token = admin): Promise<Level[]> =>
    (await call<Level[]>(testApp, 'GET', '/api/company-structures', { token })).body;
  const byLevel = (list: Level[], level: string): Level => {
    const found = list.find((l) => l.level === level);
    if (!found) throw new Error(`no ${level}`);
    return found;
  };
  const update = (body: unknown, token = admin) => call<Answer>(testApp, 'POST', '/structure/update', { token, body });
  const item = (l: Level, change: Partial<Level> = {}) => ({
    id: l.id,
    labelName: change.labelName ?? l.labelName,
    timeZone: change.timeZone === undefined ? l.timeZone : change.timeZone,
    isActive: change.isActive ?? l.isActive,
  });

  it('answers the four stored levels of a new company, all on', async () => {
    const list = await levels();
    expect(list.map((l) => [l.level, l.name, l.labelName, l.timeZone, l.isActive, l.parentLevel, l.canCreate])).toEqual(
      [
        ['division', 'Division', 'Division', null, true, null, true],
        ['branch', 'Branch', 'Branch', null, true, 'division', true],
        ['department', 'Department', 'Department', null, true, 'branch', true],
        ['position', 'Position', 'Position', null, true, 'department', true],
      ],
    );
    const otherIds = (await levels(otherAdmin)).map((l) => l.id);
    expect(otherIds).toHaveLength(4);
    expect(otherIds.some((id) => list.some((l) => l.id === id))).toBe(false);
  });

  it('renames a level and sets its zone; the tree and node forms show the new name; publishes the event', async () => {
    const list = await levels();
    const mark = await outboxMark(testApp);
    const answer = await update([
      item(byLevel(list, 'division'), { labelName: 'Region', timeZone: 'Pacific/Chatham' }),
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('success');
    const after = byLevel(await levels(), 'division');
    expect(after).toMatchObject({ labelName: 'Region', name: 'Region', timeZone: 'Pacific/Chatham', isActive: true });
    const tree = (await call<Node[]>(testApp, 'GET', '/api/departments', { token: admin })).body;
    expect(find(tree, 'Division')?.labelName).toBe('Region');
    const root = tree[0];
    const child = await call<{ level: string; labelName: string }>(
      testApp,
      'GET',
      `/api/departments/${root?.key}/child-company-structure`,
      { token: admin },
    );
    expect(child.body).toMatchObject({ level: 'division', labelName: 'Region' });
    const events = await eventsSince(testApp, mark, 'org.structure-levels.changed.v1');
    expect(events).toHaveLength(1);
    expect(events[0]?.companyId).toBe(company.companyId);
    expect(events[0]?.payload).toEqual({
      levels: [
        { level: 'Division', labelName: 'Region', timeZone: 'Pacific/Chatham', isActive: true },
        { level: 'Branch', labelName: 'Branch', timeZone: null, isActive: true },
        { level: 'Department', labelName: 'Department', timeZone: null, isActive: true },
        { level: 'Position', labelName: 'Position', timeZone: null, isActive: true },
      ],
    });
    // a new division starts with the level's zone
    const created = await call<Answer>(testApp, 'POST', '/department/save', {
      token: admin,
      body: { parent: root?.key, departmentName: 'North' },
    });
    expect(created.status).toBe(200);
    expect(await rowOf(testApp, 'departments', created.body.departmentVo?.id ?? '')).toMatchObject({
      level: 'division',
      time_zone_id: 'Pacific/Chatham',
    });
  });

  it('refuses switching off a level that has nodes, with a clear message, and changes nothing', async () => {
    const list = await levels();
    const mark = await outboxMark(testApp);
    const answer = await update([item(byLevel(list, 'branch'), { isActive: false, labelName: 'Area' })]);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('levelHasNodes');
    expect(answer.body.detail).toBe(
      'The level Area has 1 node(s) in the company structure. Move or delete them before switching it off.',
    );
    expect(byLevel(await levels(), 'branch')).toMatchObject({ isActive: true, labelName: 'Branch' });
    expect(await eventsSince(testApp, mark)).toHaveLength(0);
  });

  it('refuses switching off the last level', async () => {
    const answer = await update([item(byLevel(await levels(), 'position'), { isActive: false })]);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      message: 'lastLevelRequired',
      detail: 'The last level (Position) cannot be switched off.',
    });
  });

  it('refuses two levels with the same name', async () => {
    const list = await levels();
    const answer = await update([item(byLevel(list, 'branch'), { labelName: 'region' })]);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('existLabelName');
  });

  it('refuses bad bodies with 400: not a list, missing fields, a bad zone, the same level twice', async () => {
    const list = await levels();
    const branch = byLevel(list, 'branch');
    expect((await update({ id: branch.id })).status).toBe(400);
    expect((await update([])).status).toBe(400);
    expect((await update([{ id: branch.id, labelName: '', isActive: true }])).status).toBe(400);
    expect((await update([{ id: branch.id, labelName: 'B', isActive: true, timeZone: 'Mars/Base' }])).status).toBe(400);
    expect((await update([{ id: branch.id, labelName: 'B', isActive: 'maybe' }])).status).toBe(400);
    expect((await update([item(branch), item(branch)])).status).toBe(400);
    expect(byLevel(await levels(), 'branch').labelName).toBe('Branch');
  });

  it('with Branch off, a division’s child is a department; Branch back on restores the chain', async () => {
    const companies = testApp.app.get(CompaniesService, { strict: false });
    const fresh = await companies.createCompany({
      name: 'LVC Ltd',
      code: 'LVC',
      timeZoneId: 'Pacific/Auckland',
      licenses: 5,
    });
    const token = await signInAs(testApp, fresh.id, 'Admin', 'admin@lvc.test');
    const list = await levels(token);
    expect(list).toHaveLength(4);
    const off = await update([item(byLevel(list, 'branch'), { isActive: false })], token);
    expect(off.status).toBe(200);
    const after = await levels(token);
    expect(byLevel(after, 'branch')).toMatchObject({ isActive: false, canCreate: false });
    expect(byLevel(after, 'department').parentLevel).toBe('division');

    const root = (await call<Node[]>(testApp, 'GET', '/api/departments', { token })).body[0]?.key ?? '';
    const save = (parent: string, departmentName: string) =>
      call<Answer>(testApp, 'POST', '/department/save', { token, body: { parent, departmentName } });
    const division = (await save(root, 'North')).body.departmentVo?.id ?? '';
    expect(await rowOf(testApp, 'departments', division)).toMatchObject({ level: 'division' });
    const child = await call<{ level: string; labelName: string }>(
      testApp,
      'GET',
      `/api/departments/${division}/child-company-structure`,
      { token },
    );
    expect(child.body).toMatchObject({ level: 'department', labelName: 'Department' });
    const department = (await save(division, 'Sales')).body.departmentVo?.id ?? '';
    expect(await rowOf(testApp, 'departments', department)).toMatchObject({ level: 'department', parent_id: division });

    // Division has a node now: it cannot be switched off
    const refused = await update([item(byLevel(after, 'division'), { isActive: false })], token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('levelHasNodes');

    // Branch back on: new children of a division are branches again; the department stays where it is
    expect((await update([item(byLevel(after, 'branch'), { isActive: true })], token)).status).toBe(200);
    const again = await call<{ level: string }>(
      testApp,
      'GET',
      `/api/departments/${division}/child-company-structure`,
      {
        token,
      },
    );
    expect(again.body.level).toBe('branch');
    expect(await rowOf(testApp, 'departments', department)).toMatchObject({ level: 'department', parent_id: division });
  });

  it('renames a level that has nodes (only switching it off is refused)', async () => {
    const list = await levels();
    expect((await update([item(byLevel(list, 'branch'), { labelName: 'Area' })])).status).toBe(200);
    const tree = (await call<Node[]>(testApp, 'GET', '/api/departments', { token: admin })).body;
    expect(find(tree, 'Branch')?.labelName).toBe('Area');
  });

  it('keeps companies apart: another company’s level id answers 404 and changes nothing', async () => {
    const mine = byLevel(await levels(), 'branch');
    const answer = await update([item(mine, { labelName: 'Stolen' })], otherAdmin);
    expect(answer.status).toBe(404);
    expect(byLevel(await levels(), 'branch').labelName).toBe('Area');
  });

  it('the migration gives a company that has no level rows the defaults, and leaves stored rows alone', async () => {
    const db = organisationDb(testApp);
    await db.query(`DELETE FROM organisation.structure_levels WHERE company_id = $1`, [other.companyId]);
    expect(await levels(otherAdmin)).toEqual([]);
    await insertMissingLevelRows(db.manager, 'organisation');
    expect((await levels(otherAdmin)).map((l) => [l.level, l.labelName, l.timeZone, l.isActive])).toEqual([
      ['division', 'Division', null, true],
      ['branch', 'Branch', null, true],
      ['department', 'Department', null, true],
      ['position', 'Position', null, true],
    ]);
    expect(byLevel(await levels(), 'division')).toMatchObject({ labelName: 'Region', timeZone: 'Pacific/Chatham' });
  });

  it('lets a Supervisor read the levels but not update them', async () => {
    expect((await call(testApp, 'GET', '/api/company-structures', { token: supervisor })).status).toBe(200);
    const branch = byLevel(await levels(), 'branch');
    expect((await update([item(branch, { labelName: 'Sup' })], supervisor)).status).toBe(403);
  });
});
