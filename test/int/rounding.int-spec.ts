import { jest } from '@jest/globals';
import { DateTime } from 'luxon';
import { eventsSince, organisationDb, outboxMark, postForm, rowOf, signInAs } from '../support/org-fixture.js';
import { recalcSettled, storedDay } from '../support/recalc-fixture.js';
import type { TestApp } from '../support/test-app.js';
import { call, createCompany, signIn, startThinPath, type TestCompany, waitFor } from '../support/thin-path-fixture.js';

jest.setTimeout(90_000);

interface Refusal {
  statusCode: number;
  message: string;
  detail?: string;
  usedRoundings?: string[];
  details?: { field: string; message: string }[];
}
interface Saved {
  message: string;
  id: string;
}
interface Row {
  orderNumber: number;
  fromTime: number;
  toT: number;
  value: number;
}
interface Detail {
  id: string;
  name: string;
  description: string | null;
  active: boolean;
  rules: Row[];
}

const ZONE = 'Pacific/Auckland';
const at = (date: string, time: string) => DateTime.fromISO(`${date}T${time}`, { zone: ZONE }).toUTC().toISO() ?? '';
const rows = (...r: [number, number, number][]) =>
  r.map(([fromTime, toT, value], i) => ({ orderNumber: i + 1, fromTime, toT, value }));

describe('rounding rules', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let other: TestCompany;
  let admin: string;
  let otherAdmin: string;
  let employee: string;
  let supervisor: string;

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'RNDA', 6000);
    other = await createCompany(testApp, 'RNDB', 6100);
    admin = await signIn(testApp, company.adminEmail);
    otherAdmin = await signIn(testApp, other.adminEmail);
    employee = await signIn(testApp, company.employeeEmail);
    supervisor = await signInAs(testApp, company.companyId, 'Supervisor', 'sup@rnda.test');
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const save = (body: Record<string, unknown>, token = admin) =>
    call<Saved & Refusal>(testApp, 'POST', '/roundingrules/save', { token, body });
  const remove = (ids: string[], token = admin) =>
    call<Refusal>(testApp, 'POST', '/roundingrules/delete', { token, body: { ids } });
  const count = async () => {
    const [row] = (await organisationDb(testApp).query(
      `SELECT count(*)::int AS n FROM organisation.time_roundings`,
    )) as { n: number }[];
    return row?.n ?? -1;
  };

  it('creates a rule set (JSON), reads it back and publishes it in the engine’s form', async () => {
    const mark = await outboxMark(testApp);
    const saved = await save({
      name: 'Quarter',
      description: 'to the quarter',
      active: true,
      rules: [
        { orderNumber: 2, fromTime: 53, toT: 60, value: 60 },
        { orderNumber: 1, fromTime: 0, toT: 7, value: 0 },
      ],
    });
    expect(saved).toMatchObject({ status: 200, body: { message: 'success' } });
    const detail = await call<Detail>(testApp, 'GET', `/api/time-roundings/${saved.body.id}`, { token: admin });
    expect(detail.body).toEqual({
      id: saved.body.id,
      name: 'Quarter',
      description: 'to the quarter',
      active: true,
      rules: [
        { orderNumber: 1, fromTime: 0, toT: 7, value: 0 },
        { orderNumber: 2, fromTime: 53, toT: 60, value: 60 },
      ],
    });
    const events = await eventsSince(testApp, mark);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'org.rounding.changed.v1',
      companyId: company.companyId,
      payload: {
        roundingId: saved.body.id,
        name: 'Quarter',
        active: true,
        deleted: false,
        rules: [
          { from: 0, to: 7, value: 0 },
          { from: 53, to: 60, value: 60 },
        ],
      },
    });
  });

  it('saves form-encoded bodies (rules[i][field]) and edits by id', async () => {
    const form = await postForm<Saved>(testApp, '/roundingrules/save', admin, [
      ['name', 'Form set'],
      ['description', ''],
      ['active', 'false'],
      ['rules[0][orderNumber]', '1'],
      ['rules[0][fromTime]', '0'],
      ['rules[0][toT]', '5'],
      ['rules[0][value]', '0'],
    ]);
    expect(form).toMatchObject({ status: 200, body: { message: 'success' } });
    const id = form.body.id;
    expect(await rowOf(testApp, 'time_roundings', id)).toMatchObject({
      name: 'Form set',
      description: null,
      active: false,
      rules: [{ orderNumber: 1, fromTime: 0, toT: 5, value: 0 }],
    });
    const mark = await outboxMark(testApp);
    const edited = await postForm<Saved>(testApp, '/roundingrules/save', admin, [
      ['id', id],
      ['name', 'Form set 2'],
      ['active', 'true'],
      ['rules', JSON.stringify(rows([0, 10, 0], [50, 60, 60]))],
    ]);
    expect(edited).toMatchObject({ status: 200, body: { message: 'success', id } });
    expect(await rowOf(testApp, 'time_roundings', id)).toMatchObject({ name: 'Form set 2', active: true });
    expect((await eventsSince(testApp, mark)).map((e) => e.payload.name)).toEqual(['Form set 2']);
  });

  it('lists by name with the status filter', async () => {
    await save({ name: 'Inactive one', active: false, rules: rows([0, 5, 0]) });
    const all = await call<{ name: string; active: boolean }[]>(testApp, 'GET', '/api/time-roundings', {
      token: admin,
    });
    expect(all.body.map((r) => r.name)).toEqual(['Form set 2', 'Inactive one', 'Quarter']);
    const active = await call<{ name: string }[]>(testApp, 'GET', '/api/time-roundings?status=true', {
      token: admin,
    });
    expect(active.body.map((r) => r.name)).toEqual(['Form set 2', 'Quarter']);
    const inactive = await call<{ name: string }[]>(testApp, 'GET', '/api/time-roundings?status=false', {
      token: admin,
    });
    expect(inactive.body.map((r) => r.name)).toEqual(['Inactive one']);
    expect((await call(testApp, 'GET', '/api/time-roundings?status=maybe', { token: admin })).status).toBe(400);
  });

  it('refuses bad rule sets with the spec’s codes and changes nothing', async () => {
    const before = await count();
    const mark = await outboxMark(testApp);
    const cases: [Record<string, unknown>, number, string, string?][] = [
      [{ name: '', rules: rows([0, 5, 0]) }, 400, 'name is required.'],
      [{ rules: rows([0, 5, 0]) }, 400, 'name is required.'],
      [{ name: 'None', rules: [] }, 400, 'noRules', 'Warning: Please set the Rounding Rules.'],
      [
        {
          name: 'Many',
          rules: Array.from({ length: 21 }, (_, i) => ({ orderNumber: i, fromTime: i, toT: i + 1, value: 0 })),
        },
        400,
        'tooManyRules',
        'Warning: Rounding Rules cannot exceed 20.',
      ],
      [
        { name: 'Back', rules: rows([10, 10, 0]) },
        400,
        'toNotAfterFrom',
        'Warning: Rounding rules "To" must be greater than "From".',
      ],
      [
        { name: 'Big', rules: rows([0, 10, 61]) },
        400,
        'outOfRange',
        'Warning: Rounding Rule must be between 0 and 60.',
      ],
      [
        { name: 'Overlap', rules: rows([0, 7, 0], [7, 10, 0]) },
        400,
        'overlap',
        'Warning: Rounding rules cannot overlap.',
      ],
      [{ name: 'quarter', rules: rows([0, 5, 0]) }, 409, 'exist', 'Warning: Name has existed.'],
      [
        { name: 'Text', rules: [{ fromTime: 'a', toT: 5, value: 0 }] },
        400,
        'rules must be a list of rows, each with the numbers fromTime, toT and value',
      ],
      [{ name: 'Id', id: 'not-an-id', rules: rows([0, 5, 0]) }, 400, 'id must be an id'],
      [{ name: 'Ghost', id: '00000000-0000-4000-8000-000000000000', rules: rows([0, 5, 0]) }, 404, 'notFound'],
    ];
    for (const [body, status, message, detail] of cases) {
      const answer = await save(body);
      expect([body.name, answer.status, answer.body.message]).toEqual([body.name, status, message]);
      if (detail) expect(answer.body.detail).toBe(detail);
    }
    // renaming onto another set's name is refused too
    const list = await call<{ id: string; name: string }[]>(testApp, 'GET', '/api/time-roundings', { token: admin });
    const formSet = list.body.find((r) => r.name === 'Form set 2');
    const rename = await save({ id: formSet?.id, name: 'QUARTER', rules: rows([0, 5, 0]) });
    expect([rename.status, rename.body.message]).toEqual([409, 'exist']);
    expect(await count()).toBe(before);
    expect(await eventsSince(testApp, mark)).toEqual([]);
  });

  it('keeps rounding to the roles allowed it', async () => {
    // a Supervisor edits employees: the employee form's select lists the active sets, nothing more
    const forSelect = await call<{ name: string }[]>(testApp, 'GET', '/api/time-roundings?status=true', {
      token: supervisor,
    });
    expect(forSelect.status).toBe(200);
    expect(forSelect.body.map((r) => r.name)).toEqual(['Form set 2', 'Quarter']);
    expect((await call(testApp, 'GET', '/api/time-roundings', { token: employee })).status).toBe(403);
    for (const token of [employee, supervisor]) {
      expect(
        (await call(testApp, 'GET', '/api/time-roundings/00000000-0000-4000-8000-000000000000', { token })).status,
      ).toBe(403);
      expect((await save({ name: 'Mine', rules: rows([0, 5, 0]) }, token)).status).toBe(403);
      expect((await remove(['00000000-0000-4000-8000-000000000000'], token)).status).toBe(403);
    }
    expect((await call(testApp, 'GET', '/api/time-roundings')).status).toBe(401);
  });

  it('refuses to delete rule sets in use, naming them, and deletes the others', async () => {
    const used = await save({ name: 'Used set', rules: rows([0, 5, 0]) });
    const free = await save({ name: 'Free set', rules: rows([0, 5, 0]) });
    const assign = await call(testApp, 'POST', '/employee/save-without-photo', {
      token: admin,
      body: { employeeId: company.otherEmployeeId, timeRoundingId: used.body.id },
    });
    expect(assign.status).toBe(200);
    const mark = await outboxMark(testApp);
    const refused = await remove([used.body.id, free.body.id]);
    expect(refused).toMatchObject({
      status: 409,
      body: {
        message: 'usedRoundings',
        usedRoundings: ['Used set'],
        detail: 'Warning: Rounding rule Used set cannot be deleted as is currently in use',
      },
    });
    expect(await rowOf(testApp, 'time_roundings', free.body.id)).toBeDefined();
    expect(await eventsSince(testApp, mark)).toEqual([]);

    const deleted = await remove([free.body.id]);
    expect(deleted).toMatchObject({ status: 200, body: { message: 'success' } });
    expect(await rowOf(testApp, 'time_roundings', free.body.id)).toBeUndefined();
    const events = await eventsSince(testApp, mark, 'org.rounding.changed.v1');
    expect(events.map((e) => [e.payload.roundingId, e.payload.deleted])).toEqual([[free.body.id, true]]);
    expect((await remove([free.body.id])).status).toBe(404);
    expect((await call(testApp, 'POST', '/roundingrules/delete', { token: admin, body: {} })).status).toBe(400);
    expect((await call(testApp, 'GET', `/api/time-roundings/${free.body.id}`, { token: admin })).status).toBe(404);
  });

  it('scopes every call by the caller’s company', async () => {
    const theirs = await save({ name: 'Theirs', rules: rows([0, 5, 0]) }, otherAdmin);
    expect(theirs.status).toBe(200);
    const before = await rowOf(testApp, 'time_roundings', theirs.body.id);
    const mark = await outboxMark(testApp);
    expect((await call(testApp, 'GET', `/api/time-roundings/${theirs.body.id}`, { token: admin })).status).toBe(404);
    const mine = await call<{ id: string }[]>(testApp, 'GET', '/api/time-roundings', { token: admin });
    expect(mine.body.map((r) => r.id)).not.toContain(theirs.body.id);
    expect((await save({ id: theirs.body.id, name: 'Taken', rules: rows([0, 5, 0]) })).status).toBe(404);
    expect((await remove([theirs.body.id])).status).toBe(404);
    // the same name is free in my company
    expect((await save({ name: 'Theirs', rules: rows([0, 5, 0]) })).status).toBe(200);
    expect(await rowOf(testApp, 'time_roundings', theirs.body.id)).toEqual(before);
    expect((await eventsSince(testApp, mark)).every((e) => e.companyId === company.companyId)).toBe(true);
  });

  it('reaches the stored result of an employee using the rule set when its rules change', async () => {
    const punch = (id: string, punchTime: string) =>
      call(testApp, 'POST', '/api/kiosk-punches', {
        headers: { 'x-device-token': company.deviceToken },
        body: { deviceId: 'kiosk', devicePunchId: id, clockId: company.clockId, punchTime },
      });
    // Saturday 21st, unscheduled: 09:05 to 17:02 is 477 minutes
    expect((await punch('r-in', at('2026-11-21', '09:05'))).status).toBe(201);
    expect((await punch('r-out', at('2026-11-21', '17:02'))).status).toBe(201);
    await waitFor(testApp, async (ds) => {
      const r = (await ds.query(`SELECT count(*)::int AS n FROM calculation.punches WHERE employee_id = $1`, [
        company.employeeId,
      ])) as { n: number }[];
      return r[0]?.n === 2;
    });
    const set = await save({ name: 'Live', rules: rows([20, 21, 20]) });
    const assign = await call(testApp, 'POST', '/employee/save-without-photo', {
      token: admin,
      body: { employeeId: company.employeeId, timeRoundingId: set.body.id },
    });
    expect(assign.status).toBe(200);
    await recalcSettled(testApp);
    const minutes = async () =>
      (await storedDay(testApp, company.employeeId, '2026-11-21'))?.result.payTypes.reduce(
        (sum, p) => sum + (p.minutes ?? 0),
        0,
      );
    expect(await minutes()).toBe(477);

    const changed = await save({ id: set.body.id, name: 'Live', rules: rows([0, 7, 0], [53, 60, 60]) });
    expect(changed.status).toBe(200);
    await waitFor(testApp, async (ds) => {
      const r = (await ds.query(`SELECT rules FROM calculation.rounding_rules WHERE id = $1`, [set.body.id])) as {
        rules: unknown[];
      }[];
      return r[0]?.rules.length === 2;
    });
    await recalcSettled(testApp);
    const rounded = await storedDay(testApp, company.employeeId, '2026-11-21');
    expect(await minutes()).toBe(480);
    expect(rounded?.result.explain.join(' ')).toMatch(/Rounded/);

    // made inactive, it rounds nothing again
    await save({ id: set.body.id, name: 'Live', active: false, rules: rows([0, 7, 0], [53, 60, 60]) });
    await waitFor(testApp, async (ds) => {
      const r = (await ds.query(`SELECT active FROM calculation.rounding_rules WHERE id = $1`, [set.body.id])) as {
        active: boolean;
      }[];
      return r[0]?.active === false;
    });
    await recalcSettled(testApp);
    expect(await minutes()).toBe(477);
  });
});
