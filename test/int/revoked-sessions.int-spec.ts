// A session that ends (sign-out, a copied refresh token, a password change, deactivation) is refused by every
// service within seconds, not when its access token expires. Embedded mode: identity.session.revoked.v1 on the
// in-process bus; the same check over Kafka is in test/flow/sessions-and-secrets.ts.
import { jest } from '@jest/globals';
import { JwtService } from '@nestjs/jwt';
import { getDataSourceToken } from '@nestjs/typeorm';
import { SERVICE_MODULES } from '@rollcall/embedded';
import { RevokedSessionsLoader } from '@rollcall/identity';
import { RevokedSessions } from '@rollcall/platform';
import type { DataSource } from 'typeorm';
import { answersOf, type BearerCall, refusedEverywhere, SESSION_ENDED } from '../support/session-probes.js';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '../support/test-app.js';
import { call, createCompany, PASSWORD, type TestCompany } from '../support/thin-path-fixture.js';
import { signInAs } from '../support/org-fixture.js';

jest.setTimeout(120_000);

interface Tokens {
  accessToken: string;
  refreshToken: string;
}

const ACCEPTED = { identity: 200, organisation: 200, calculation: 200, integrations: 200 };

describe('revoked sessions are refused by every service (embedded mode)', () => {
  let app: TestApp;
  let company: TestCompany;
  let adminToken: string;

  const bearer: BearerCall = async (path, token) => {
    const answer = await call<{ message?: string }>(app, 'GET', path, { token });
    return { status: answer.status, ...(answer.body?.message ? { message: answer.body.message } : {}) };
  };

  async function signInTokens(email: string, password = PASSWORD): Promise<Tokens> {
    const answer = await call<Tokens>(app, 'POST', '/account/login', { body: { email, password, appType: 'web' } });
    if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status}`);
    return answer.body;
  }

  /** A second Admin of the company, signed in twice (two sessions), and their user id. */
  async function twoSessionsOfNewAdmin(name: string): Promise<{ userId: string; first: Tokens; second: Tokens }> {
    const email = `${name}@revoked.test`;
    await signInAs(app, company.companyId, 'Admin', email);
    const first = await signInTokens(email);
    const second = await signInTokens(email);
    const users = await call<{ id: string; email: string }[] | { rows: { id: string; email: string }[] }>(
      app,
      'GET',
      '/api/users',
      { token: adminToken },
    );
    const list = Array.isArray(users.body) ? users.body : users.body.rows;
    const userId = list.find((u) => u.email === email)?.id;
    if (!userId) throw new Error(`no user ${email} in ${JSON.stringify(users.body).slice(0, 300)}`);
    return { userId, first, second };
  }

  beforeAll(async () => {
    app = await startTestApp(SERVICE_MODULES);
    company = await createCompany(app, 'REVOKE', 7100);
    adminToken = (await signInTokens(company.adminEmail)).accessToken;
  });

  afterAll(async () => {
    await app?.close();
  });

  it('refuses a deactivated user’s sessions on every service', async () => {
    const { userId, first, second } = await twoSessionsOfNewAdmin('deactivated');
    expect(await answersOf(bearer, first.accessToken)).toEqual(ACCEPTED);

    const status = await call(app, 'POST', `/api/users/${userId}/status`, {
      token: adminToken,
      body: { userStatus: 'Inactive' },
    });
    expect(status.status).toBe(200);
    const endedAt = Date.now();
    await refusedEverywhere(bearer, first.accessToken, endedAt);
    await refusedEverywhere(bearer, second.accessToken, endedAt);
    // the one who deactivated them carries on
    expect(await answersOf(bearer, adminToken)).toEqual(ACCEPTED);
  });

  it('refuses a signed-out session, and only that one', async () => {
    const { first, second } = await twoSessionsOfNewAdmin('signed-out');
    const out = await call(app, 'POST', '/account/logout', { body: { refreshToken: first.refreshToken } });
    expect(out.status).toBe(200);
    await refusedEverywhere(bearer, first.accessToken, Date.now());
    expect(await answersOf(bearer, second.accessToken)).toEqual(ACCEPTED);
  });

  it('refuses the session whose rotated refresh token came back (a copy), with its new access token', async () => {
    const { first } = await twoSessionsOfNewAdmin('reused');
    const rotated = await call<Tokens>(app, 'POST', '/account/refresh-token', {
      body: { refreshToken: first.refreshToken },
    });
    expect(rotated.status).toBe(200);
    expect(await answersOf(bearer, rotated.body.accessToken)).toEqual(ACCEPTED);

    const replay = await call(app, 'POST', '/account/refresh-token', { body: { refreshToken: first.refreshToken } });
    expect(replay.status).toBe(400);
    const endedAt = Date.now();
    await refusedEverywhere(bearer, rotated.body.accessToken, endedAt);
    await refusedEverywhere(bearer, first.accessToken, endedAt);
  });

  it('refuses the other sessions after a password change; the new session works', async () => {
    const { first, second } = await twoSessionsOfNewAdmin('password');
    const changed = await call<Tokens & { message: string }>(app, 'POST', '/profile/change-password', {
      token: first.accessToken,
      body: {
        currentPassword: PASSWORD,
        newPassword: 'a different long password',
        confirmPassword: 'a different long password',
      },
    });
    expect(changed.status).toBe(200);
    const endedAt = Date.now();
    await refusedEverywhere(bearer, first.accessToken, endedAt);
    await refusedEverywhere(bearer, second.accessToken, endedAt);
    expect(await answersOf(bearer, changed.body.accessToken)).toEqual(ACCEPTED);
  });

  it('still refuses them after a restart: identity loads the recent revocations from its outbox', async () => {
    const { userId, first } = await twoSessionsOfNewAdmin('restarted');
    await call(app, 'POST', `/api/users/${userId}/status`, { token: adminToken, body: { userStatus: 'Terminated' } });
    await refusedEverywhere(bearer, first.accessToken, Date.now());

    const sid = JSON.parse(Buffer.from(first.accessToken.split('.')[1] ?? '', 'base64url').toString()).sid as string;
    const afterRestart = new RevokedSessions(app.config);
    expect(afterRestart.isRevoked(sid)).toBe(false);
    const identityDb = app.app.get<DataSource>(getDataSourceToken('identity'), { strict: false });
    await new RevokedSessionsLoader(identityDb, app.config, afterRestart).onApplicationBootstrap();
    expect(afterRestart.isRevoked(sid)).toBe(true);
    // a session that ended longer ago than an access token lives is forgotten
    expect(afterRestart.isRevoked(sid, Date.now() + app.config.accessTokenTtlSeconds * 1000 + 1)).toBe(false);
  });

  it('refuses a token that names no session (signed before sessions were named)', async () => {
    const claims = JSON.parse(Buffer.from(adminToken.split('.')[1] ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const { sid: _sid, iat: _iat, exp: _exp, ...withoutSession } = claims;
    const token = new JwtService({ secret: TEST_JWT_SECRET }).sign(withoutSession, { expiresIn: 300 });
    const answer = await bearer('/profile', token);
    expect(answer).toEqual({ status: 401, message: 'Please sign in again: the access token is missing or expired.' });
    expect(SESSION_ENDED).not.toBe(answer.message);
  });
});
