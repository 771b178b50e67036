import { jest } from '@jest/globals';
import type { TestApp } from '../support/test-app.js';
import { eventsSince, organisationDb, outboxMark, postForm, rowOf, signInAs } from '../support/org-fixture.js';
import { call, createCompany, signIn, startThinPath, type TestCompany } from '../support/thin-path-fixture.js';
import { insertPayType } from '../support/rows/organisation-rows.js';

jest.setTimeout(60_000);

interface SkillRow {
  id: string;
  name: string;
  active: boolean;
  payTypeId: string | null;
  payType: { id: string; name: string } | null;
  allowanceCalculationType: string;
}
interface Answer {
  statusCode?: number;
  message: string;
  detail?: string;
  id?: string;
}

describe('skills', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let other: TestCompany;
  let admin: string;
  let otherAdmin: string;
  let supervisor: string;
  let employee: string;
  let toolAllowance: string;
  let firstAid: string;
  let ordinary: string;
  let otherAllowance: string;

  const payType = (companyId: string, code: string, name: string, isAllowance: boolean): Promise<string> =>
    insertPayType(organisationDb(testApp), { companyId, code, name, isAllowance });

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'SKA', 9100);
    other = await createCompany(testApp, 'SKB', 9200);
    admin = await signIn(testApp, company.adminEmail);
    otherAdmin = await signIn(testApp, other.adminEmail);
    employee = await signIn(testApp, company.employeeEmail);
    supervisor = await signInAs(testApp, company.companyId, 'Supervisor', 'sup@ska.test');
    toolAllowance = await payType(company.companyId, 'TOOL', 'Tool Allowance', true);
    firstAid = await payType(company.companyId, 'FA', 'First Aid Allowance', true);
    ordinary = await payType(company.companyId, 'ORDX', 'Not An Allowance', false);
    otherAllowance = await payType(other.companyId, 'TOOL', 'Tool Allowance', true);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const save = (body: Record<string, unknown>, token = admin) =>
    call<Answer>(testApp, 'POST', '/api/skills/save', { token, body });

  it('creates a skill active, answers success and publishes org.skill.changed.v1', async () => {
    const mark = await outboxMark(testApp);
    const answer = await save({
      name: 'Forklift',
      payTypeId: toolAllowance,
      allowanceCalculationType: 'hoursWorkedForShift',
      active: false,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('success');
    const id = answer.body.id ?? '';
    expect(await rowOf(testApp, 'skills', id)).toMatchObject({ name: 'Forklift', active: true });
    const events = await eventsSince(testApp, mark, 'org.skill.changed.v1');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      companyId: company.companyId,
      payload: {
        skillId: id,
        name: 'Forklift',
        active: true,
        payTypeId: toolAllowance,
        allowanceCalculationType: 'hoursWorkedForShift',
        deleted: false,
      },
    });
  });

  it('accepts a form-encoded save without a pay type', async () => {
    const answer = await postForm<Answer>(testApp, '/api/skills/save', admin, [
      ['name', 'Crane'],
      ['payTypeId', ''],
      ['allowanceCalculationType', 'eitherOnePerShift'],
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('success');
    const got = await call<SkillRow>(testApp, 'GET', `/api/skills/${answer.body.id}`, { token: admin });
    expect(got.body).toMatchObject({ name: 'Crane', payTypeId: null, payType: null, active: true });
  });

  it('lists skills by name with their allowance, filtered by status', async () => {
    const list = await call<SkillRow[]>(testApp, 'GET', '/api/skills', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.map((s) => s.name)).toEqual(['Crane', 'Forklift']);
    expect(list.body[1]).toMatchObject({ payType: { id: toolAllowance, name: 'Tool Allowance' } });
    const forklift = list.body[1]?.id ?? '';
    const mark = await outboxMark(testApp);
    const edit = await save({
      id: forklift,
      name: 'Forklift',
      active: false,
      payTypeId: firstAid,
      allowanceCalculationType: 'hoursWorkedForDay',
    });
    expect(edit.body.message).toBe('success');
    expect((await eventsSince(testApp, mark, 'org.skill.changed.v1'))[0]?.payload).toMatchObject({
      skillId: forklift,
      active: false,
      payTypeId: firstAid,
      allowanceCalculationType: 'hoursWorkedForDay',
    });
    const active = await call<SkillRow[]>(testApp, 'GET', '/api/skills?status=true', { token: admin });
    expect(active.body.map((s) => s.name)).toEqual(['Crane']);
    const inactive = await call<SkillRow[]>(testApp, 'GET', '/api/skills?status=false', { token: admin });
    expect(inactive.body.map((s) => s.name)).toEqual(['Forklift']);
    expect((await call(testApp, 'GET', '/api/skills?status=maybe', { token: admin })).status).toBe(400);
  });

  it('refuses a taken name (ignoring case) with exist and changes nothing', async () => {
    const mark = await outboxMark(testApp);
    const answer = await save({ name: ' forklift ', allowanceCalculationType: 'eitherOnePerShift' });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ message: 'exist', detail: 'Warning: Name has existed.' });
    expect(await eventsSince(testApp, mark)).toHaveLength(0);
  });

  it('refuses a pay type that is not an allowance or is another company’s', async () => {
    for (const payTypeId of [ordinary, otherAllowance]) {
      const answer = await save({ name: 'Welding', payTypeId, allowanceCalculationType: 'eitherOnePerShift' });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('invalidPayType');
    }
    const list = await call<SkillRow[]>(testApp, 'GET', '/api/skills', { token: admin });
    expect(list.body.map((s) => s.name)).not.toContain('Welding');
  });

  it('refuses an inactive allowance for a new choice, but keeps a skill’s own when it went inactive', async () => {
    const retired = await payType(company.companyId, 'OLD', 'Old Allowance', true);
    const kept = await save({ name: 'Scaffold', payTypeId: retired, allowanceCalculationType: 'eitherOnePerShift' });
    expect(kept.status).toBe(200);
    await organisationDb(testApp).query(`UPDATE organisation.pay_types SET active = false WHERE id = $1`, [retired]);
    const refused = await save({
      name: 'Rope Access',
      payTypeId: retired,
      allowanceCalculationType: 'eitherOnePerShift',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('invalidPayType');
    const edit = await save({
      id: kept.body.id,
      name: 'Scaffolding',
      payTypeId: retired,
      allowanceCalculationType: 'hoursWorkedForDay',
    });
    expect(edit.status).toBe(200);
    expect(await rowOf(testApp, 'skills', kept.body.id ?? '')).toMatchObject({
      name: 'Scaffolding',
      pay_type_id: retired,
    });
    await organisationDb(testApp).query(`DELETE FROM organisation.skills WHERE id = $1`, [kept.body.id]);
  });

  it('requires the name and the allowance calculation type', async () => {
    const noName = await save({ name: '  ', allowanceCalculationType: 'eitherOnePerShift' });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toContain('name is required.');
    const noType = await save({ name: 'Rigging' });
    expect(noType.status).toBe(400);
    expect(noType.body.message).toContain('allowanceCalculationType is required');
    const badType = await save({ name: 'Rigging', allowanceCalculationType: 'perWeek' });
    expect(badType.status).toBe(400);
  });

  it('keeps companies apart: another company’s skill answers 404 and is not listed', async () => {
    const mine = await call<SkillRow[]>(testApp, 'GET', '/api/skills', { token: admin });
    const id = mine.body[0]?.id ?? '';
    expect((await call(testApp, 'GET', `/api/skills/${id}`, { token: otherAdmin })).status).toBe(404);
    const edit = await save({ id, name: 'Stolen', allowanceCalculationType: 'eitherOnePerShift' }, otherAdmin);
    expect(edit.status).toBe(404);
    expect((await rowOf(testApp, 'skills', id))?.name).not.toBe('Stolen');
    expect((await call<SkillRow[]>(testApp, 'GET', '/api/skills', { token: otherAdmin })).body).toEqual([]);
    // the same name is free in another company
    expect((await save({ name: 'Forklift', allowanceCalculationType: 'eitherOnePerShift' }, otherAdmin)).status).toBe(
      200,
    );
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(
      (await call(testApp, 'GET', '/api/skills/00000000-0000-4000-8000-000000000000', { token: admin })).status,
    ).toBe(404);
    expect((await call(testApp, 'GET', '/api/skills/nope', { token: admin })).status).toBe(400);
  });

  it('pages, sorts and searches the list on the server, with a total', async () => {
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        save({
          name: `Paged ${String(i + 1).padStart(2, '0')}`,
          payTypeId: i % 3 === 0 ? firstAid : null,
          allowanceCalculationType: 'eitherOnePerShift',
        }),
      ),
    );
    type SkillPage = { rows: SkillRow[]; total: number; page: number; pageSize: number };
    const page = (query: string, token = admin) =>
      call<SkillPage>(testApp, 'GET', `/api/skills/page?${query}`, { token });
    const second = await page('search=paged&page=2&pageSize=10&sort=name&order=descend');
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ total: 12, page: 2, pageSize: 10 });
    expect(second.body.rows.map((s) => s.name)).toEqual(['Paged 02', 'Paged 01']);
    const byAllowance = await page('search=FIRST%20AID&pageSize=25');
    expect(byAllowance.body.rows.map((s) => s.name)).toEqual([
      'Forklift',
      'Paged 01',
      'Paged 04',
      'Paged 07',
      'Paged 10',
    ]);
    expect(byAllowance.body.rows[1]?.payType).toEqual({ id: firstAid, name: 'First Aid Allowance' });
    expect((await page('search=inactive&status=all')).body.rows.map((s) => s.name)).toEqual(['Forklift']);
    expect((await page('status=false')).body.total).toBe(1);
    // past the last page: the last page
    expect((await page('search=paged&page=9')).body).toMatchObject({ page: 2, total: 12 });
    // wildcards are text
    expect((await page('search=%25')).body.total).toBe(0);
    // another company sees none of these
    expect((await page('search=paged', otherAdmin)).body.total).toBe(0);
    for (const bad of ['pageSize=7', 'page=0', 'sort=password', 'order=up', `search=${'x'.repeat(101)}`]) {
      expect((await page(bad)).status).toBe(400);
    }
    expect((await page('pageSize=10', employee)).status).toBe(403);
  });

  it('lets a Supervisor read but not save, and an Employee do neither', async () => {
    expect((await call(testApp, 'GET', '/api/skills', { token: supervisor })).status).toBe(200);
    expect((await save({ name: 'Sup', allowanceCalculationType: 'eitherOnePerShift' }, supervisor)).status).toBe(403);
    expect((await call(testApp, 'GET', '/api/skills', { token: employee })).status).toBe(403);
    expect((await call(testApp, 'GET', '/api/skills')).status).toBe(401);
  });
});
