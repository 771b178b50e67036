import { jest } from '@jest/globals';
import argon2 from 'argon2';
import type { TestApp } from '../support/test-app.js';
import { organisationDb, postForm } from '../support/org-fixture.js';
import { call, createCompany, signIn, startThinPath, type TestCompany } from '../support/thin-path-fixture.js';

jest.setTimeout(90_000);

interface Client {
  id: string;
  clientId: string;
  scopes: string;
}
interface Saved {
  status: number;
  data: Client;
  clientSecret?: string;
}
interface Refusal {
  statusCode: number;
  status: number;
  message: string;
  detail?: string;
}

describe('OAuth clients', () => {
  let testApp: TestApp;
  let mine: TestCompany;
  let theirs: TestCompany;
  let admin: string;
  let employee: string;
  let otherAdmin: string;

  const db = () => organisationDb(testApp);
  const mark = async (): Promise<number> => {
    const [row] = (await db().query(`SELECT COALESCE(max(seq), 0)::int AS seq FROM identity.outbox`)) as {
      seq: number;
    }[];
    return row?.seq ?? 0;
  };
  const eventsSince = async (since: number) =>
    (await db().query(
      `SELECT type, company_id AS "companyId", payload FROM identity.outbox WHERE seq > $1 AND type = $2 ORDER BY seq`,
      [since, 'identity.oauth-client.changed.v1'],
    )) as { type: string; companyId: string; payload: Record<string, unknown> }[];
  const hashOf = async (id: string): Promise<string> => {
    const rows = (await db().query(`SELECT secret_hash FROM identity.oauth_clients WHERE id = $1`, [id])) as {
      secret_hash: string;
    }[];
    return rows[0]?.secret_hash ?? '';
  };
  const save = (body: Record<string, unknown>, token = admin) =>
    call<Saved & Refusal>(testApp, 'POST', '/oauth/save', { token, body });
  const update = (body: Record<string, unknown>, token = admin) =>
    call<Saved & Refusal>(testApp, 'POST', '/oauth/update', { token, body });

  beforeAll(async () => {
    testApp = await startThinPath();
    mine = await createCompany(testApp, 'OCA', 5000);
    theirs = await createCompany(testApp, 'OCB', 6000);
    admin = await signIn(testApp, mine.adminEmail);
    employee = await signIn(testApp, mine.employeeEmail);
    otherAdmin = await signIn(testApp, theirs.adminEmail);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  let clientRowId: string;

  it('registers a client with the given secret (hashed, never answered) and publishes without the secret', async () => {
    const since = await mark();
    const saved = await save({ clientId: 'payroll-app', clientSecret: 'a-long-secret-1234', scopes: 'read, write' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      status: 1,
      data: { id: expect.any(String), clientId: 'payroll-app', scopes: 'read write' },
    });
    clientRowId = saved.body.data.id;
    const hash = await hashOf(clientRowId);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await argon2.verify(hash, 'a-long-secret-1234')).toBe(true);
    const events = await eventsSince(since);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ companyId: mine.companyId });
    expect(events[0]?.payload).toEqual({
      oauthClientId: clientRowId,
      clientId: 'payroll-app',
      scopes: 'read write',
      deleted: false,
    });
    expect(JSON.stringify(events)).not.toContain('a-long-secret-1234');
  });

  it('generates a strong secret when none is given and answers it once', async () => {
    const saved = await postForm<Saved>(testApp, '/oauth/save', admin, [
      ['clientId', 'reporting'],
      ['clientSecret', ''],
      ['scopes', 'reports'],
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body.clientSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await argon2.verify(await hashOf(saved.body.data.id), saved.body.clientSecret ?? '')).toBe(true);
    const read = await call<{ status: number; data: Client }>(testApp, 'GET', `/oauth/get?id=${saved.body.data.id}`, {
      token: admin,
    });
    expect(read.body).toEqual({
      status: 1,
      data: { id: saved.body.data.id, clientId: 'reporting', scopes: 'reports' },
    });
  });

  it('lists the company’s clients by client id, without secrets', async () => {
    const list = await call<{ status: number; data: Client[] }>(testApp, 'GET', '/oauth/get-clients', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.status).toBe(1);
    expect(list.body.data.map((c) => c.clientId)).toEqual(['payroll-app', 'reporting']);
    expect(Object.keys(list.body.data[0] ?? {}).sort()).toEqual(['clientId', 'id', 'scopes']);
    const theirs = await call<{ data: Client[] }>(testApp, 'GET', '/oauth/get-clients', { token: otherAdmin });
    expect(theirs.body.data).toEqual([]);
  });

  it('refuses a taken client id (any case), a missing one and a short secret: status 0, nothing saved', async () => {
    const since = await mark();
    const taken = await save({ clientId: 'PAYROLL-APP', clientSecret: 'another-secret-99' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ status: 0, message: 'existClientId', detail: 'Client ID already exists.' });
    const missing = await save({ clientId: ' ', clientSecret: 'another-secret-99' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ status: 0, message: 'invalidClient', detail: 'Client ID is required.' });
    const short = await save({ clientId: 'new-one', clientSecret: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.detail).toBe('Client secret must be at least 12 characters.');
    const scopes = await save({ clientId: 'new-two', scopes: 'read "all"' });
    expect(scopes.status).toBe(400);
    const unknown = await save({ clientId: 'new-three', secret: 'x' });
    expect(unknown.status).toBe(400);
    expect(await eventsSince(since)).toEqual([]);
    const list = await call<{ data: Client[] }>(testApp, 'GET', '/oauth/get-clients', { token: admin });
    expect(list.body.data).toHaveLength(2);
    const sameIdElsewhere = await save({ clientId: 'payroll-app', clientSecret: 'their-secret-123' }, otherAdmin);
    expect(sameIdElsewhere.status).toBe(200);
  });

  it('updates secret and scopes but never the client id; a blank secret keeps the old one', async () => {
    const before = await hashOf(clientRowId);
    const since = await mark();
    const scopesOnly = await update({ id: clientRowId, clientSecret: '', scopes: 'read', clientId: 'renamed' });
    expect(scopesOnly.status).toBe(400);
    const kept = await update({ id: clientRowId, clientSecret: '', scopes: 'read' });
    expect(kept.status).toBe(200);
    expect(kept.body).toEqual({ status: 1, data: { id: clientRowId, clientId: 'payroll-app', scopes: 'read' } });
    expect(await hashOf(clientRowId)).toBe(before);
    const changed = await update({ id: clientRowId, clientSecret: 'brand-new-secret-42' });
    expect(changed.status).toBe(200);
    expect(changed.body.clientSecret).toBeUndefined();
    expect(changed.body.data.scopes).toBe('read');
    expect(await argon2.verify(await hashOf(clientRowId), 'brand-new-secret-42')).toBe(true);
    const notBoolean = await update({ id: clientRowId, generateSecret: 'yes' });
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body.message).toBe('generateSecret must be true or false');
    const generated = await update({ id: clientRowId, generateSecret: true });
    expect(generated.body.clientSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await argon2.verify(await hashOf(clientRowId), generated.body.clientSecret ?? '')).toBe(true);
    const events = await eventsSince(since);
    expect(events.map((e) => e.payload.scopes)).toEqual(['read', 'read', 'read']);
  });

  it('answers noClient (404) for another company’s client on get and update, changing nothing', async () => {
    const theirList = await call<{ data: Client[] }>(testApp, 'GET', '/oauth/get-clients', { token: otherAdmin });
    const theirId = theirList.body.data[0]?.id ?? '';
    const before = await hashOf(theirId);
    const since = await mark();
    const read = await call<Refusal>(testApp, 'GET', `/oauth/get?id=${theirId}`, { token: admin });
    expect(read.status).toBe(404);
    expect(read.body).toMatchObject({ status: 0, message: 'noClient', detail: 'The OAuth client does not exist.' });
    const changed = await update({ id: theirId, clientSecret: 'hijacked-secret-1', scopes: 'all' });
    expect(changed.status).toBe(404);
    expect(changed.body.message).toBe('noClient');
    expect(await hashOf(theirId)).toBe(before);
    expect(await eventsSince(since)).toEqual([]);
    const badId = await call(testApp, 'GET', '/oauth/get?id=nope', { token: admin });
    expect(badId.status).toBe(400);
  });

  it('needs the oauthClient permission (Admin); an employee is refused', async () => {
    expect((await call(testApp, 'GET', '/oauth/get-clients', { token: employee })).status).toBe(403);
    expect((await save({ clientId: 'emp', clientSecret: 'employee-secret-1' }, employee)).status).toBe(403);
    expect((await update({ id: clientRowId, scopes: 'x' }, employee)).status).toBe(403);
    expect((await call(testApp, 'GET', '/oauth/get-clients')).status).toBe(401);
  });
});
