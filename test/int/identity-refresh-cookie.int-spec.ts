// The console's refresh token lives in an HttpOnly cookie (docs/adr/0009-console-token-storage.md): it asks for
// that with X-Rollcall-Session: cookie, and API clients that do not keep the spec's body contract.
import { jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { IdentityModule } from '@rollcall/identity';
import { call, createUser, login, PASSWORD } from '../support/identity-test-kit.js';

jest.setTimeout(60_000);

const CONSOLE = { 'x-rollcall-session': 'cookie' };

interface CookieAnswer {
  status: number;
  body: Record<string, unknown>;
  /** the Set-Cookie header of the refresh cookie, if the answer set or cleared it */
  setCookie: string | undefined;
}

/** A call as the console makes it: the marker header, and the refresh cookie when one is held. */
async function consoleCall(
  app: TestApp,
  path: string,
  options: { body?: unknown; cookie?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<CookieAnswer> {
  const response = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.headers ?? CONSOLE),
      ...(options.cookie ? { cookie: `theme=dark; rollcall_refresh=${options.cookie}` } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: JSON.stringify(options.body ?? {}),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : null) as Record<string, unknown>,
    setCookie: response.headers.getSetCookie().find((c) => c.startsWith('rollcall_refresh=')),
  };
}

/** The cookie's value in a Set-Cookie header. */
function valueOf(setCookie: string | undefined): string {
  const value = /^rollcall_refresh=([^;]*)/.exec(setCookie ?? '')?.[1];
  if (!value) throw new Error(`no refresh cookie set: ${setCookie}`);
  return value;
}

describe('identity: the console’s refresh cookie', () => {
  let app: TestApp;
  const companyId = randomUUID();

  beforeAll(async () => {
    app = await startTestApp([IdentityModule]);
  });

  afterAll(async () => {
    await app?.close();
  });

  const signIn = async (email: string) =>
    consoleCall(app, '/account/login', { body: { email, password: PASSWORD, appType: 'web' } });

  it('puts the refresh token in a strict HttpOnly cookie, and only the access token in the body', async () => {
    const user = await createUser(app, companyId, 'Admin');
    const answer = await signIn(user.email);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['accessToken']);
    const value = valueOf(answer.setCookie);
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const attributes = (answer.setCookie ?? '').split(';').map((a) => a.trim());
    expect(attributes).toEqual(
      expect.arrayContaining(['Path=/account', 'HttpOnly', 'Secure', 'SameSite=Strict', 'Max-Age=2592000']),
    );
  });

  it('refreshes from the cookie, rotating it; the old cookie presented again ends the session', async () => {
    const user = await createUser(app, companyId, 'Supervisor');
    const first = valueOf((await signIn(user.email)).setCookie);

    const rotated = await consoleCall(app, '/account/refresh-token', { cookie: first });
    expect(rotated.status).toBe(200);
    expect(Object.keys(rotated.body)).toEqual(['accessToken']);
    const second = valueOf(rotated.setCookie);
    expect(second).not.toBe(first);
    const profile = await call(app, 'GET', '/profile', { token: String(rotated.body.accessToken) });
    expect(profile.status).toBe(200);
    const third = valueOf((await consoleCall(app, '/account/refresh-token', { cookie: second })).setCookie);

    // a copy of the first cookie comes back after its successor was used: two parties hold the session, so it
    // ends for both
    const replayed = await consoleCall(app, '/account/refresh-token', { cookie: first });
    expect(replayed.status).toBe(400);
    expect(replayed.body.message).toBe('The refresh token is invalid or expired.');
    expect(replayed.setCookie).toMatch(/^rollcall_refresh=;.*Expires=Thu, 01 Jan 1970/);
    expect((await consoleCall(app, '/account/refresh-token', { cookie: third })).status).toBe(400);
  });

  it('answers 204 with no body to the console holding no cookie; a wrong cookie is still refused and cleared', async () => {
    // every load of the sign-in page asks: nothing to refresh is an answer, not an error
    const none = await consoleCall(app, '/account/refresh-token');
    expect([none.status, none.body, none.setCookie]).toEqual([204, null, undefined]);
    const cleared = await consoleCall(app, '/account/refresh-token', {
      headers: { ...CONSOLE, cookie: 'rollcall_refresh=' },
    });
    expect(cleared.status).toBe(204);

    // a cookie that is not a session's is refused as before, and cleared
    const wrong = await consoleCall(app, '/account/refresh-token', { cookie: 'A'.repeat(43) });
    expect([wrong.status, wrong.body.message]).toEqual([400, 'The refresh token is invalid or expired.']);
    expect(wrong.setCookie).toMatch(/^rollcall_refresh=;.*Expires=Thu, 01 Jan 1970/);
    // API clients (no header) without a token: refused as before
    expect((await consoleCall(app, '/account/refresh-token', { headers: {} })).status).toBe(400);
  });

  it('rotates a cookie again whose new cookie never arrived (a reload during the refresh), retiring that one', async () => {
    const user = await createUser(app, companyId, 'Admin');
    const first = valueOf((await signIn(user.email)).setCookie);
    // the server rotated, but the page reloaded before the browser stored the answer's cookie
    const lost = valueOf((await consoleCall(app, '/account/refresh-token', { cookie: first })).setCookie);

    const again = await consoleCall(app, '/account/refresh-token', { cookie: first });
    expect(again.status).toBe(200);
    const kept = valueOf(again.setCookie);
    expect([first, lost]).not.toContain(kept);
    expect((await call(app, 'GET', '/profile', { token: String(again.body.accessToken) })).status).toBe(200);
    expect((await consoleCall(app, '/account/refresh-token', { cookie: kept })).status).toBe(200);

    // the lost cookie is dead; coming back, it is a copy, and it ends the session
    expect((await consoleCall(app, '/account/refresh-token', { cookie: lost })).status).toBe(400);
    expect((await consoleCall(app, '/account/refresh-token', { cookie: kept })).status).toBe(400);

    // an API client's body token gets no such second chance: a rotated one presented again is a copy
    const apiUser = await createUser(app, companyId, 'Admin');
    const tokens = await login(app, apiUser.email);
    const refresh = (refreshToken: unknown) => call(app, 'POST', '/account/refresh-token', { body: { refreshToken } });
    const next = await refresh(tokens.refreshToken);
    expect(next.status).toBe(200);
    expect((await refresh(tokens.refreshToken)).status).toBe(400);
    expect((await refresh(next.body.refreshToken)).status).toBe(400);
  });

  it('uses the cookie only for a call that carries the console’s header', async () => {
    const user = await createUser(app, companyId, 'Employee', { employeeId: randomUUID() });
    const cookie = valueOf((await signIn(user.email)).setCookie);

    // a cross-site form cannot add the header: the cookie alone refreshes nothing and ends nothing
    const bare = await consoleCall(app, '/account/refresh-token', { cookie, headers: {} });
    expect(bare.status).toBe(400);
    expect(bare.setCookie).toBeUndefined();
    const bareLogout = await consoleCall(app, '/account/logout', { cookie, headers: {} });
    expect(bareLogout.status).toBe(200);
    expect((await consoleCall(app, '/account/refresh-token', { cookie })).status).toBe(200);
  });

  it('signs out from the cookie and clears it', async () => {
    const user = await createUser(app, companyId, 'Admin');
    const cookie = valueOf((await signIn(user.email)).setCookie);
    const out = await consoleCall(app, '/account/logout', { cookie });
    expect(out).toMatchObject({ status: 200, body: { message: 'success' } });
    expect(out.setCookie).toMatch(/^rollcall_refresh=;.*Path=\/account.*Expires=Thu, 01 Jan 1970/);
    expect((await consoleCall(app, '/account/refresh-token', { cookie })).status).toBe(400);
    // with nothing to end, still success
    expect((await consoleCall(app, '/account/logout')).status).toBe(200);
  });

  it('sets the cookie for a changed password’s new session too', async () => {
    const user = await createUser(app, companyId, 'Admin');
    const signedIn = await signIn(user.email);
    const changed = await consoleCall(app, '/profile/change-password', {
      token: String(signedIn.body.accessToken),
      body: {
        currentPassword: PASSWORD,
        newPassword: 'another long password',
        confirmPassword: 'another long password',
      },
    });
    expect(changed.status).toBe(200);
    expect(Object.keys(changed.body).sort()).toEqual(['accessToken', 'message']);
    const cookie = valueOf(changed.setCookie);
    expect((await consoleCall(app, '/account/refresh-token', { cookie })).status).toBe(200);
    expect((await consoleCall(app, '/account/refresh-token', { cookie: valueOf(signedIn.setCookie) })).status).toBe(
      400,
    );
  });

  it('keeps the spec’s body contract for API clients: both tokens in the body, no cookie', async () => {
    const user = await createUser(app, companyId, 'Supervisor');
    const response = await fetch(`${app.url}/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: PASSWORD, appType: 'web' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
    const tokens = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(tokens).sort()).toEqual(['accessToken', 'refreshToken']);
    const refreshed = await call(app, 'POST', '/account/refresh-token', {
      body: { refreshToken: tokens.refreshToken },
    });
    expect(Object.keys(refreshed.body).sort()).toEqual(['accessToken', 'refreshToken']);
    expect((await call(app, 'POST', '/account/refresh-token', { body: {} })).status).toBe(400);
    await expect(login(app, user.email)).resolves.toHaveProperty('refreshToken');
  });

  it('leaves Secure off only on plain HTTP to an address that is not this machine', async () => {
    const user = await createUser(app, companyId, 'Admin');
    const { port } = new URL(app.url);
    const setCookie = await new Promise<string>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/account/login',
          method: 'POST',
          headers: { 'content-type': 'application/json', host: `rollcall.lan:${port}`, ...CONSOLE },
        },
        (response) => {
          response.resume();
          resolve(String(response.headers['set-cookie']?.[0] ?? ''));
        },
      );
      request.once('error', reject);
      request.end(JSON.stringify({ email: user.email, password: PASSWORD, appType: 'web' }));
    });
    expect(setCookie).toMatch(/^rollcall_refresh=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).not.toContain('Secure');
  });
});
