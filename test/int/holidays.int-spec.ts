import { jest } from '@jest/globals';
import { EmployeeSchedulesService } from '@rollcall/scheduling';
import { eventsSince, organisationDb, outboxMark, postForm, rowOf, signInAs } from '../support/org-fixture.js';
import { recalcSettled, storedDay } from '../support/recalc-fixture.js';
import type { TestApp } from '../support/test-app.js';
import { call, createCompany, signIn, startThinPath, type TestCompany, waitFor } from '../support/thin-path-fixture.js';

jest.setTimeout(90_000);

interface Refusal {
  statusCode: number;
  message: string;
  detail?: string;
  details?: { field: string; message: string }[];
}
interface Saved {
  message: string;
  id: string;
}
interface HolidayRow {
  id: string;
  name: string;
  date: string;
  alterdate: string;
  sysCode: string | null;
}
interface Generated {
  sysCode: string;
  name: string;
  date: string;
  alterdate: string;
  exists: boolean;
}

describe('holidays', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let other: TestCompany;
  let admin: string;
  let otherAdmin: string;
  let supervisor: string;
  let employee: string;

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'HOLA', 7000);
    other = await createCompany(testApp, 'HOLB', 7100);
    admin = await signIn(testApp, company.adminEmail);
    otherAdmin = await signIn(testApp, other.adminEmail);
    employee = await signIn(testApp, company.employeeEmail);
    supervisor = await signInAs(testApp, company.companyId, 'Supervisor', 'sup@hola.test');
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const save = (body: Record<string, unknown>, token = admin) =>
    call<Saved & Refusal>(testApp, 'POST', '/holiday/save', { token, body });
  const remove = (ids: string[], token = admin) =>
    call<Refusal>(testApp, 'POST', '/holiday/delete', { token, body: { ids } });
  const list = async (query = '', token = admin) =>
    (await call<HolidayRow[]>(testApp, 'GET', `/api/holidays${query}`, { token })).body;
  const count = async () => {
    const [row] = (await organisationDb(testApp).query(`SELECT count(*)::int AS n FROM organisation.holidays`)) as {
      n: number;
    }[];
    return row?.n ?? -1;
  };

  it('creates (JSON and form-encoded), reads, lists by year and publishes every write', async () => {
    const mark = await outboxMark(testApp);
    const show = await save({ name: 'Show Day', date: '2026-11-13', alterdate: '2026-11-13' });
    expect(show).toMatchObject({ status: 200, body: { message: 'success' } });
    const form = await postForm<Saved>(testApp, '/holiday/save', admin, [
      ['name', 'Picnic Day'],
      ['date', '2027-03-06'],
      ['alterdate', '2027-03-08'],
    ]);
    expect(form).toMatchObject({ status: 200, body: { message: 'success' } });
    const detail = await call<HolidayRow>(testApp, 'GET', `/api/holidays/${form.body.id}`, { token: admin });
    expect(detail.body).toEqual({
      id: form.body.id,
      name: 'Picnic Day',
      date: '2027-03-06',
      alterdate: '2027-03-08',
      sysCode: null,
    });
    expect((await list()).map((h) => h.name)).toEqual(['Show Day', 'Picnic Day']);
    expect((await list('?year=2027')).map((h) => h.name)).toEqual(['Picnic Day']);
    expect((await call(testApp, 'GET', '/api/holidays?year=soon', { token: admin })).status).toBe(400);
    const events = await eventsSince(testApp, mark);
    expect(events.map((e) => [e.type, e.payload])).toEqual([
      [
        'org.holiday.changed.v1',
        {
          holidayId: show.body.id,
          name: 'Show Day',
          date: '2026-11-13',
          alterdate: '2026-11-13',
          departmentIds: [],
          deleted: false,
        },
      ],
      [
        'org.holiday.changed.v1',
        {
          holidayId: form.body.id,
          name: 'Picnic Day',
          date: '2027-03-06',
          alterdate: '2027-03-08',
          departmentIds: [],
          deleted: false,
        },
      ],
    ]);

    const edit = await save({ id: form.body.id, name: 'Picnic Day', date: '2027-03-05', alterdate: '2027-03-05' });
    expect(edit).toMatchObject({ status: 200, body: { message: 'success', id: form.body.id } });
    expect(await rowOf(testApp, 'holidays', form.body.id)).toMatchObject({ name: 'Picnic Day', sys_code: null });
  });

  it('refuses missing fields, bad dates and a name taken in the same year, changing nothing', async () => {
    const before = await count();
    const mark = await outboxMark(testApp);
    const cases: [Record<string, unknown>, number, string, string?][] = [
      [{ date: '2026-12-01', alterdate: '2026-12-01' }, 400, 'name is required.'],
      [{ name: 'X', alterdate: '2026-12-01' }, 400, 'date is required.'],
      [{ name: 'X', date: '2026-12-01', alterdate: '' }, 400, 'alterdate is required.'],
      [{ name: 'X', date: '2026-02-30', alterdate: '2026-03-01' }, 400, 'date must be a date written YYYY-MM-DD'],
      [
        { name: 'X', date: '2026-12-02', alterdate: '2026-12-01' },
        400,
        'alterdateBeforeDate',
        'Warning: Alternative Date cannot be before Date.',
      ],
      [{ name: 'show day', date: '2026-03-01', alterdate: '2026-03-01' }, 409, 'exist', 'Warning: Name has existed.'],
      [
        { id: '00000000-0000-4000-8000-000000000000', name: 'Y', date: '2026-03-01', alterdate: '2026-03-01' },
        404,
        'notFound',
      ],
    ];
    for (const [body, status, message, detail] of cases) {
      const answer = await save(body);
      expect([body, answer.status, answer.body.message]).toEqual([body, status, message]);
      if (detail) expect(answer.body.detail).toBe(detail);
    }
    expect(await count()).toBe(before);
    expect(await eventsSince(testApp, mark)).toEqual([]);
    // the same name in another year is a different holiday
    expect((await save({ name: 'Show Day', date: '2027-11-12', alterdate: '2027-11-12' })).status).toBe(200);
  });

  it('deletes all or none and publishes the deletions', async () => {
    const a = await save({ name: 'Gone A', date: '2026-08-03', alterdate: '2026-08-03' });
    const b = await save({ name: 'Gone B', date: '2026-08-04', alterdate: '2026-08-04' });
    const mark = await outboxMark(testApp);
    expect((await remove([a.body.id, '00000000-0000-4000-8000-000000000000'])).status).toBe(404);
    expect(await rowOf(testApp, 'holidays', a.body.id)).toBeDefined();
    expect(await remove([a.body.id, b.body.id])).toMatchObject({ status: 200, body: { message: 'success' } });
    expect(await rowOf(testApp, 'holidays', a.body.id)).toBeUndefined();
    const events = await eventsSince(testApp, mark);
    expect(events.map((e) => [e.payload.name, e.payload.deleted])).toEqual([
      ['Gone A', true],
      ['Gone B', true],
    ]);
    expect((await call(testApp, 'POST', '/holiday/delete', { token: admin, body: { ids: 'x' } })).status).toBe(400);
  });

  it('previews the New Zealand holidays, marking those already there, and adds a reviewed selection', async () => {
    const regions = await call<{ regions: string[]; firstYear: number; lastYear: number }>(
      testApp,
      'GET',
      '/api/holidays/regions',
      { token: admin },
    );
    expect(regions.body).toMatchObject({ firstYear: 2022, lastYear: 2052 });
    expect(regions.body.regions).toContain("Hawke's Bay");

    await save({ name: 'anzac day', date: '2027-04-25', alterdate: '2027-04-26' });
    const preview = await call<{ year: number; region: string; holidays: Generated[] }>(
      testApp,
      'GET',
      '/api/holidays/generate?year=2027&region=auckland',
      { token: admin },
    );
    expect(preview.status).toBe(200);
    expect(preview.body.region).toBe('Auckland');
    expect(preview.body.holidays).toHaveLength(12);
    expect(preview.body.holidays.filter((h) => h.exists).map((h) => h.sysCode)).toEqual(['NZ-ANZAC']);
    expect(preview.body.holidays.find((h) => h.sysCode === 'NZ-WAITANGI')).toEqual({
      sysCode: 'NZ-WAITANGI',
      name: 'Waitangi Day',
      date: '2027-02-06',
      alterdate: '2027-02-08',
      exists: false,
    });

    const mark = await outboxMark(testApp);
    const added = await call<{ message: string; added: HolidayRow[]; skipped: Generated[] }>(
      testApp,
      'POST',
      '/api/holidays/generate',
      {
        token: admin,
        body: { year: 2027, region: 'Auckland', sysCodes: ['NZ-WAITANGI', 'NZ-ANZAC', 'NZ-ANNIV-AUCKLAND'] },
      },
    );
    expect(added.status).toBe(200);
    expect(added.body.added.map((h) => [h.sysCode, h.name, h.date, h.alterdate])).toEqual([
      ['NZ-ANNIV-AUCKLAND', 'Auckland Anniversary Day', '2027-02-01', '2027-02-01'],
      ['NZ-WAITANGI', 'Waitangi Day', '2027-02-06', '2027-02-08'],
    ]);
    expect(added.body.skipped.map((h) => h.sysCode)).toEqual(['NZ-ANZAC']);
    expect((await eventsSince(testApp, mark)).map((e) => e.payload.name)).toEqual([
      'Auckland Anniversary Day',
      'Waitangi Day',
    ]);
    const year = await list('?year=2027');
    expect(year.find((h) => h.name === 'Waitangi Day')?.sysCode).toBe('NZ-WAITANGI');

    // again: everything selected is skipped
    const again = await call<{ added: HolidayRow[]; skipped: Generated[] }>(testApp, 'POST', '/api/holidays/generate', {
      token: admin,
      body: { year: 2027, region: 'Auckland', sysCodes: ['NZ-WAITANGI'] },
    });
    expect([again.body.added.length, again.body.skipped.length]).toEqual([0, 1]);
  });

  it('refuses a year outside the Matariki schedule, an unknown region and a foreign code', async () => {
    const before = await count();
    const cases: [string, number, string][] = [
      ['/api/holidays/generate?year=2060&region=Auckland', 400, 'badYear'],
      ['/api/holidays/generate?year=2027&region=Gondor', 400, 'badRegion'],
      ['/api/holidays/generate?year=next&region=Auckland', 400, 'year must be a whole number such as 2027'],
    ];
    for (const [path, status, message] of cases) {
      const answer = await call<Refusal>(testApp, 'GET', path, { token: admin });
      expect([path, answer.status, answer.body.message]).toEqual([path, status, message]);
    }
    const year = await call<Refusal>(testApp, 'GET', '/api/holidays/generate?year=2060&region=Auckland', {
      token: admin,
    });
    expect(year.body.detail).toMatch(/2022 to 2052/);
    const foreign = await call<Refusal>(testApp, 'POST', '/api/holidays/generate', {
      token: admin,
      body: { year: 2027, region: 'Auckland', sysCodes: ['NZ-ANNIV-CANTERBURY'] },
    });
    expect([foreign.status, foreign.body.message]).toEqual([400, 'unknownSysCode']);
    expect(await count()).toBe(before);
  });

  it('keeps holidays to the roles allowed them', async () => {
    expect((await call(testApp, 'GET', '/api/holidays', { token: supervisor })).status).toBe(200);
    for (const token of [employee, supervisor]) {
      expect((await save({ name: 'Mine', date: '2026-05-01', alterdate: '2026-05-01' }, token)).status).toBe(403);
      expect((await remove(['00000000-0000-4000-8000-000000000000'], token)).status).toBe(403);
      const gen = await call(testApp, 'POST', '/api/holidays/generate', {
        token,
        body: { year: 2027, region: 'Auckland', sysCodes: ['NZ-MATARIKI'] },
      });
      expect(gen.status).toBe(403);
    }
    expect((await call(testApp, 'GET', '/api/holidays', { token: employee })).status).toBe(403);
  });

  it('scopes every call by the caller’s company', async () => {
    const theirs = await save({ name: 'Their Day', date: '2026-09-01', alterdate: '2026-09-01' }, otherAdmin);
    const before = await rowOf(testApp, 'holidays', theirs.body.id);
    const mark = await outboxMark(testApp);
    expect((await call(testApp, 'GET', `/api/holidays/${theirs.body.id}`, { token: admin })).status).toBe(404);
    expect((await list()).map((h) => h.id)).not.toContain(theirs.body.id);
    expect(
      (await save({ id: theirs.body.id, name: 'Taken', date: '2026-09-01', alterdate: '2026-09-01' })).status,
    ).toBe(404);
    expect((await remove([theirs.body.id])).status).toBe(404);
    expect(await rowOf(testApp, 'holidays', theirs.body.id)).toEqual(before);
    expect(await eventsSince(testApp, mark)).toEqual([]);
    // their generated holidays do not mark mine as existing
    const preview = await call<{ holidays: Generated[] }>(
      testApp,
      'GET',
      '/api/holidays/generate?year=2027&region=Auckland',
      {
        token: otherAdmin,
      },
    );
    expect(preview.body.holidays.some((h) => h.exists)).toBe(false);
  });

  it('turns a scheduled day into a public holiday in the stored results', async () => {
    await testApp.app
      .get(EmployeeSchedulesService, { strict: false })
      .setDays(company.companyId, company.employeeId, [
        { date: '2026-11-17', offDay: false, sections: [{ start: '08:00', end: '16:30', breakMinutes: 30 }] },
      ]);
    await recalcSettled(testApp);
    expect((await storedDay(testApp, company.employeeId, '2026-11-17'))?.status).toBe('Absent');

    const holiday = await save({ name: 'Staff Day', date: '2026-11-17', alterdate: '2026-11-17' });
    expect(holiday.status).toBe(200);
    await waitFor(testApp, async (ds) => {
      const r = (await ds.query(`SELECT 1 FROM calculation.holidays WHERE id = $1`, [holiday.body.id])) as unknown[];
      return r.length === 1;
    });
    await recalcSettled(testApp);
    expect((await storedDay(testApp, company.employeeId, '2026-11-17'))?.status).toBe('HOL');

    expect((await remove([holiday.body.id])).status).toBe(200);
    await waitFor(testApp, async (ds) => {
      const r = (await ds.query(`SELECT 1 FROM calculation.holidays WHERE id = $1`, [holiday.body.id])) as unknown[];
      return r.length === 0;
    });
    await recalcSettled(testApp);
    expect((await storedDay(testApp, company.employeeId, '2026-11-17'))?.status).toBe('Absent');
  });
});
