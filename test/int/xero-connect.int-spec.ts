import { jest } from '@jest/globals';
import { getDataSourceToken } from '@nestjs/typeorm';
import { CalculationModule } from '@rollcall/calculation';
import { IdentityModule } from '@rollcall/identity';
import { IntegrationsModule, OAuthConnectionsStore, XeroIdentity } from '@rollcall/integrations';
import { OrganisationModule } from '@rollcall/organisation';
import { SchedulingModule } from '@rollcall/scheduling';
import { TimeCaptureModule } from '@rollcall/time-capture';
import type { DataSource } from 'typeorm';
import { call, createCompany, signIn, type TestCompany } from '../support/thin-path-fixture.js';
import {
  connectXero,
  redirectOf,
  startXeroRig,
  XERO_WEEKLY_CALENDAR,
  XERO_CLIENT,
  XERO_TENANT_ID,
  removeXeroConnection,
  xeroHalfHourPasses,
  type XeroTestRig,
} from '../support/xero-fixture.js';

jest.setTimeout(120_000);

interface Status {
  configured: boolean;
  connected: boolean;
  reconnect: boolean;
  tenantName: string | null;
  tenants: { tenantId: string; tenantName: string; status: string; reason: string | null }[];
}

interface StoredConnection {
  access_token: string;
  refresh_token: string;
  refresh_hash: string;
  status: string;
}

describe('Xero: connecting a company (OAuth 2.0 against the stand-in)', () => {
  let rig: XeroTestRig;
  let mine: TestCompany;
  let theirs: TestCompany;
  let admin: string;
  let otherAdmin: string;
  let db: DataSource;

  const stored = async (companyId: string) =>
    (await db.query(
      `SELECT access_token, refresh_token, refresh_hash, status FROM integrations.oauth_connections WHERE company_id = $1`,
      [companyId],
    )) as StoredConnection[];
  const storedOne = async (companyId: string): Promise<StoredConnection> => {
    const rows = await stored(companyId);
    if (rows.length !== 1) throw new Error(`expected one stored connection, found ${rows.length}`);
    return rows[0] as StoredConnection;
  };
  const halfAnHourPasses = (companyId: string) => xeroHalfHourPasses(rig, companyId);
  const status = (token = admin) => call<Status>(rig.app, 'GET', '/api/xero/status', { token });

  beforeAll(async () => {
    rig = await startXeroRig(
      [IdentityModule, OrganisationModule, SchedulingModule, TimeCaptureModule, CalculationModule, IntegrationsModule],
      {
        tenantId: XERO_TENANT_ID,
        tenantName: 'Test Company (NZ)',
        region: 'NZ',
        payRunCalendars: [XERO_WEEKLY_CALENDAR],
      },
    );
    mine = await createCompany(rig.app, 'XCA', 8000);
    theirs = await createCompany(rig.app, 'XCB', 8500);
    admin = await signIn(rig.app, mine.adminEmail);
    otherAdmin = await signIn(rig.app, theirs.adminEmail);
    db = rig.app.app.get<DataSource>(getDataSourceToken('integrations'), { strict: false });
  });
  afterAll(async () => {
    await rig?.close();
  });

  it('is configured and not connected before anyone connects', async () => {
    const before = await status();
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      configured: true,
      connected: false,
      reconnect: false,
      tenantName: null,
      tenants: [],
    });
  });

  it('starts the authorization-code flow with a single-use state, and stores the tokens encrypted', async () => {
    const start = await call<{ url: string }>(rig.app, 'GET', '/payrolltransfer/RequestAuthorization', {
      token: admin,
    });
    expect(start.status).toBe(200);
    const url = new URL(start.body.url);
    expect(`${url.origin}${url.pathname}`).toBe(rig.xero.urls.authorize);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe(XERO_CLIENT.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(`${rig.app.url}/api/xero/callback`);
    expect(url.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['offline_access', 'payroll.timesheets', 'payroll.settings.read']),
    );
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const consent = await redirectOf(start.body.url);
    expect(consent.status).toBe(302);
    const back = await redirectOf(consent.location as string);
    expect(back.status).toBe(302);
    expect(back.location).toBe(`${rig.app.url}/#/payrolltransfer/list?xero=connected`);

    const after = await status();
    expect(after.body).toMatchObject({
      configured: true,
      connected: true,
      reconnect: false,
      tenantName: 'Test Company (NZ)',
    });
    expect(after.body.tenants).toEqual([
      expect.objectContaining({ tenantId: XERO_TENANT_ID, tenantName: 'Test Company (NZ)', status: 'connected' }),
    ]);

    // the tokens the stand-in issued are nowhere in the table as text
    const issued = (await rig.xero.requests()).filter((r) => r.path === '/connect/token');
    expect(issued).toHaveLength(1);
    const row = await storedOne(mine.companyId);
    expect(row.access_token).toMatch(/^v1\./);
    expect(row.refresh_token).toMatch(/^v1\./);
    expect(row.access_token).not.toContain('xat_');
    expect(row.refresh_token).not.toContain('xrt_');

    // the same callback again: the state is used up, nothing changes
    const replay = await redirectOf(consent.location as string);
    expect(replay.status).toBe(400);
    expect(JSON.parse(replay.body)).toMatchObject({ message: 'invalidState' });
    expect((await rig.xero.requests()).filter((r) => r.path === '/connect/token')).toHaveLength(1);
  });

  it('refuses a callback whose state it did not issue, or that has none', async () => {
    const start = await call<{ url: string }>(rig.app, 'GET', '/payrolltransfer/RequestAuthorization', {
      token: admin,
    });
    const consent = await redirectOf(start.body.url);
    const forged = new URL(consent.location as string);
    forged.searchParams.set('state', 'A'.repeat(43));
    const refused = await redirectOf(forged.toString());
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toMatchObject({ message: 'invalidState' });
    forged.searchParams.delete('state');
    expect((await redirectOf(forged.toString())).status).toBe(400);
    const before = await stored(mine.companyId);
    expect(before).toHaveLength(1);
  });

  it('sends a denied consent back to the console without connecting', async () => {
    const start = await call<{ url: string }>(rig.app, 'GET', '/payrolltransfer/RequestAuthorization', {
      token: otherAdmin,
    });
    const state = new URL(start.body.url).searchParams.get('state') as string;
    const denied = await redirectOf(`${rig.app.url}/api/xero/callback?error=access_denied&state=${state}`);
    expect(denied.status).toBe(302);
    expect(denied.location).toBe(`${rig.app.url}/#/payrolltransfer/list?xero=denied`);
    expect((await status(otherAdmin)).body.connected).toBe(false);
  });

  it('keeps each company to its own connection, and lets only those who run payroll connect', async () => {
    expect((await status(otherAdmin)).body).toMatchObject({ connected: false, tenants: [] });
    const employee = await signIn(rig.app, mine.employeeEmail);
    const refused = await call(rig.app, 'GET', '/payrolltransfer/RequestAuthorization', { token: employee });
    expect(refused.status).toBe(403);
    expect((await call(rig.app, 'GET', '/payrolltransfer/RequestAuthorization')).status).toBe(401);
  });

  it('refreshes an expired access token and keeps the rotated refresh token of the grant', async () => {
    const store = rig.app.app.get(OAuthConnectionsStore, { strict: false });
    const identity = rig.app.app.get(XeroIdentity, { strict: false });
    const before = await storedOne(mine.companyId);
    const fresh = await store.tenantToken(identity, mine.companyId);
    expect(fresh.tenantId).toBe(XERO_TENANT_ID);
    expect((await storedOne(mine.companyId)).refresh_hash).toBe(before.refresh_hash);

    await halfAnHourPasses(mine.companyId);
    const rotated = await store.tenantToken(identity, mine.companyId);
    expect(rotated.accessToken).not.toBe(fresh.accessToken);
    const after = await storedOne(mine.companyId);
    expect(after.refresh_hash).not.toBe(before.refresh_hash);
    const refreshes = (await rig.xero.requests()).filter((r) => r.path === '/connect/token' && r.status === 200);
    expect(refreshes).toHaveLength(2);

    // a second rotation an hour later works from the stored (rotated) token: the one replaced first would now be
    // past its 30-minute grace and answer invalid_grant (xero-standin.int-spec.ts shows that)
    await halfAnHourPasses(mine.companyId);
    const third = await store.tenantToken(identity, mine.companyId);
    expect(third.accessToken).not.toBe(rotated.accessToken);
    expect((await status()).body.connected).toBe(true);
  });

  it('asks to reconnect when Xero answers invalid_grant (a revoked connection)', async () => {
    const store = rig.app.app.get(OAuthConnectionsStore, { strict: false });
    const identity = rig.app.app.get(XeroIdentity, { strict: false });
    expect(await removeXeroConnection(rig, mine.companyId)).toBe(204);

    await halfAnHourPasses(mine.companyId);
    await expect(store.tenantToken(identity, mine.companyId)).rejects.toThrow(/invalid_grant/);
    const after = await status();
    expect(after.body).toMatchObject({ connected: false, reconnect: true });
    expect(after.body.tenants[0]?.reason).toMatch(/connect to Xero again/);
    await expect(store.tenantToken(identity, mine.companyId)).rejects.toThrow(/invalid_grant/);

    // connecting again makes it work
    await connectXero(rig.app, admin);
    expect((await status()).body).toMatchObject({ connected: true, reconnect: false });
  });

  it('sent every identity request the contract documents describe (no refusal for shape)', async () => {
    const requests = await rig.xero.requests();
    expect(requests.filter((r) => r.contract && r.status >= 400 && r.status !== 401)).toEqual([]);
    expect(requests.flatMap((r) => r.answerProblems ?? [])).toEqual([]);
  });
});
