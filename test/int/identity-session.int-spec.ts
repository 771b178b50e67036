import { jest } from '@jest/globals';
import { getDataSourceToken } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { IdentityModule } from '@rollcall/identity';
import { call, claimsOf, createUser, login, PASSWORD, type Tokens } from '../support/identity-test-kit.js';
import { insertSignInFailures } from '../support/rows/identity-rows.js';

// argon2id is meant to be slow: a test that signs in a dozen times takes seconds.
jest.setTimeout(60_000);

describe('identity: sign-in and session', () => {
  let app: TestApp;
  const companyId = randomUUID();
  const logLines: string[] = [];

  beforeAll(async () => {
    // behind a proxy on this machine, as in production: X-Forwarded-For names the caller's address
    app = await startTestApp([IdentityModule], { logLines, trustProxy: 'loopback' });
  });

  afterAll(async () => {
    await app?.close();
  });

  describe('POST /account/login', () => {
    it('answers 200 with an access and a refresh token for the right password, any e-mail case', async () => {
      const user = await createUser(app, companyId, 'Admin', { email: 'Mere.Tane@Example.com' });
      expect(user.email).toBe('mere.tane@example.com');
      const answer = await call<Tokens>(app, 'POST', '/account/login', {
        body: { email: '  MERE.TANE@example.COM ', password: PASSWORD, appType: 'web' },
      });
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body).sort()).toEqual(['accessToken', 'refreshToken']);
      expect(answer.body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const claims = claimsOf(answer.body.accessToken);
      expect(claims).toMatchObject({
        sub: user.id,
        cid: companyId,
        role: 'Admin',
        email: user.email,
        eid: null,
        typ: 'access',
      });
      expect(Number(claims.exp) - Number(claims.iat)).toBe(app.config.accessTokenTtlSeconds);
    });

    it('answers the same 401 "Failed to login." for a wrong password and for an unknown e-mail', async () => {
      const user = await createUser(app, companyId, 'Supervisor');
      const wrongPassword = await call(app, 'POST', '/account/login', {
        body: { email: user.email, password: 'nope', appType: 'web' },
      });
      const unknownEmail = await call(app, 'POST', '/account/login', {
        body: { email: `nobody-${randomUUID()}@example.com`, password: PASSWORD, appType: 'web' },
      });
      expect(wrongPassword.status).toBe(401);
      expect(wrongPassword.body).toEqual({ statusCode: 401, message: 'Failed to login.', error: 'Unauthorized' });
      expect(unknownEmail.status).toBe(401);
      expect(unknownEmail.body).toEqual(wrongPassword.body);
    });

    it('refuses a body without a usable e-mail or password with a 400 naming the field', async () => {
      const noPassword = await call(app, 'POST', '/account/login', {
        body: { email: 'a@b.co', password: '', appType: 'web' },
      });
      expect(noPassword.status).toBe(400);
      expect(noPassword.body.message).toBe('Wrong password or click Forgot password to reset it.');
      const numberEmail = await call(app, 'POST', '/account/login', {
        body: { email: 5, password: 'x', appType: 'web' },
      });
      expect(numberEmail.status).toBe(400);
      expect(numberEmail.body.details).toEqual(
        expect.arrayContaining([{ field: 'email', message: 'email must be a string' }]),
      );
    });

    it('gives a token that opens /profile', async () => {
      const user = await createUser(app, companyId, 'Admin');
      const tokens = await login(app, user.email);
      const profile = await call(app, 'GET', '/profile', { token: tokens.accessToken });
      expect(profile.status).toBe(200);
      expect(profile.body).toMatchObject({ userId: user.id, email: user.email, roleName: 'Admin' });
      expect((await call(app, 'GET', '/profile')).status).toBe(401);
      expect((await call(app, 'GET', '/profile', { token: `${tokens.accessToken}x` })).status).toBe(401);
    });
  });

  describe('POST /account/refresh-token', () => {
    it('rotates: a new pair, and the old refresh token is refused afterwards', async () => {
      const user = await createUser(app, companyId, 'Admin');
      const first = await login(app, user.email);
      const second = await call<Tokens>(app, 'POST', '/account/refresh-token', {
        body: { refreshToken: first.refreshToken },
      });
      expect(second.status).toBe(200);
      expect(second.body.refreshToken).not.toBe(first.refreshToken);
      expect(claimsOf(second.body.accessToken)).toMatchObject({ sub: user.id, role: 'Admin', typ: 'access' });
      expect((await call(app, 'GET', '/profile', { token: second.body.accessToken })).status).toBe(200);

      const again = await call(app, 'POST', '/account/refresh-token', { body: { refreshToken: first.refreshToken } });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe('The refresh token is invalid or expired.');
    });

    it('revokes the whole family when a rotated token is presented again (theft)', async () => {
      const user = await createUser(app, companyId, 'Admin');
      const first = await login(app, user.email);
      const second = (
        await call<Tokens>(app, 'POST', '/account/refresh-token', { body: { refreshToken: first.refreshToken } })
      ).body;
      const third = (
        await call<Tokens>(app, 'POST', '/account/refresh-token', { body: { refreshToken: second.refreshToken } })
      ).body;

      // The thief replays the first token: refused, and the legitimate holder's newest token dies with it.
      expect(
        (await call(app, 'POST', '/account/refresh-token', { body: { refreshToken: first.refreshToken } })).status,
      ).toBe(400);
      const legit = await call(app, 'POST', '/account/refresh-token', { body: { refreshToken: third.refreshToken } });
      expect(legit.status).toBe(400);
      expect(legit.body.message).toBe('The refresh token is invalid or expired.');

      // Other sessions of the same user are not touched.
      const other = await login(app, user.email);
      expect(
        (await call(app, 'POST', '/account/refresh-token', { body: { refreshToken: other.refreshToken } })).status,
      ).toBe(200);
    });

    it('answers 400 for an unknown or malformed token', async () => {
      for (const refreshToken of ['', 'junk', 'A'.repeat(43)]) {
        const answer = await call(app, 'POST', '/account/refresh-token', { body: { refreshToken } });
        expect(answer.status).toBe(400);
        expect(answer.body.message).toBe('The refresh token is invalid or expired.');
      }
    });
  });

  describe('POST /account/logout', () => {
    it('answers success and the refresh token no longer works', async () => {
      const user = await createUser(app, companyId, 'Supervisor');
      const tokens = await login(app, user.email);
      const answer = await call(app, 'POST', '/account/logout', { body: { refreshToken: tokens.refreshToken } });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ message: 'success' });
      expect(
        (await call(app, 'POST', '/account/refresh-token', { body: { refreshToken: tokens.refreshToken } })).status,
      ).toBe(400);
      // Idempotent.
      expect(
        (await call(app, 'POST', '/account/logout', { body: { refreshToken: tokens.refreshToken } })).body,
      ).toEqual({
        message: 'success',
      });
    });
  });

  describe('POST /account/login-as-employee', () => {
    it('gives an Admin who is also an employee Employee tokens, kept through refresh', async () => {
      const employeeId = randomUUID();
      const user = await createUser(app, companyId, 'Admin', { employeeId });
      const admin = await login(app, user.email);
      const profile = await call(app, 'GET', '/profile', { token: admin.accessToken });
      expect(profile.body).toMatchObject({ allowLoginAsEmployee: true, redirectUrl: '/dashboard', roleName: 'Admin' });

      const answer = await call<Tokens & { redirectUrl: string }>(app, 'POST', '/account/login-as-employee', {
        token: admin.accessToken,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.redirectUrl).toBe('/timesheet/view');
      expect(claimsOf(answer.body.accessToken)).toMatchObject({ sub: user.id, role: 'Employee', eid: employeeId });

      const asEmployee = await call(app, 'GET', '/profile', { token: answer.body.accessToken });
      expect(asEmployee.body).toMatchObject({
        roleName: 'Employee',
        redirectUrl: '/timesheet/view',
        allowLoginAsEmployee: false,
      });

      const refreshed = await call<Tokens>(app, 'POST', '/account/refresh-token', {
        body: { refreshToken: answer.body.refreshToken },
      });
      expect(refreshed.status).toBe(200);
      expect(claimsOf(refreshed.body.accessToken)).toMatchObject({ role: 'Employee', eid: employeeId });

      // The admin session stays an admin session.
      const adminRefreshed = await call<Tokens>(app, 'POST', '/account/refresh-token', {
        body: { refreshToken: admin.refreshToken },
      });
      expect(claimsOf(adminRefreshed.body.accessToken)).toMatchObject({ role: 'Admin' });
    });

    it('works for a Supervisor who is also an employee', async () => {
      const user = await createUser(app, companyId, 'Supervisor', { employeeId: randomUUID() });
      const tokens = await login(app, user.email);
      expect((await call(app, 'POST', '/account/login-as-employee', { token: tokens.accessToken })).status).toBe(200);
    });

    it('refuses with 403 a user without an employee record, an Employee and a Superadmin', async () => {
      const admin = await createUser(app, companyId, 'Admin');
      const employee = await createUser(app, companyId, 'Employee', { employeeId: randomUUID() });
      const superadmin = await createUser(app, companyId, 'Superadmin', { employeeId: randomUUID() });
      for (const user of [admin, employee, superadmin]) {
        const tokens = await login(app, user.email);
        const answer = await call(app, 'POST', '/account/login-as-employee', { token: tokens.accessToken });
        expect(answer.status).toBe(403);
        expect(answer.body.message).toBe('Failed to login as employee.');
      }
    });

    it('needs a bearer token', async () => {
      expect((await call(app, 'POST', '/account/login-as-employee')).status).toBe(401);
    });
  });

  describe('brute force', () => {
    /** A sign-in from `address`, as the proxy in front reports it. */
    const signInFrom = async (address: string, email: string, password: string) => {
      const response = await fetch(`${app.url}/account/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ email, password, appType: 'web' }),
      });
      return { status: response.status, body: (await response.json()) as { message?: string } };
    };
    const dataSource = () => app.app.get<DataSource>(getDataSourceToken('identity'));
    /** Failed sign-ins of the last minutes, as earlier attempts would have left them. */
    const earlierFailures = (pairs: [email: string, address: string][]) =>
      insertSignInFailures(
        dataSource(),
        pairs.map(([email, address]) => ({ email, address, minutesAgo: 1 })),
      );

    it('refuses an e-mail from one address with 429 after 5 failures there, even with the right password', async () => {
      const user = await createUser(app, companyId, 'Admin');
      const other = await createUser(app, companyId, 'Admin');
      for (let i = 0; i < 5; i += 1) {
        const answer = await call(app, 'POST', '/account/login', {
          body: { email: user.email, password: 'wrong', appType: 'web' },
        });
        expect(answer.status).toBe(401);
      }
      const locked = await call(app, 'POST', '/account/login', {
        body: { email: user.email.toUpperCase(), password: PASSWORD, appType: 'web' },
      });
      expect(locked.status).toBe(429);
      expect(locked.body).toEqual({
        statusCode: 429,
        message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
        error: 'Too Many Requests',
      });
      // Other e-mails are not affected.
      await expect(login(app, other.email)).resolves.toHaveProperty('accessToken');
    });

    it('keeps the owner in from their own address while a guesser elsewhere is locked out', async () => {
      const user = await createUser(app, companyId, 'Supervisor');
      for (let i = 0; i < 5; i += 1) {
        expect((await signInFrom('198.51.100.66', user.email, `guess ${i}`)).status).toBe(401);
      }
      expect((await signInFrom('198.51.100.66', user.email, PASSWORD)).status).toBe(429);
      expect((await signInFrom('203.0.113.10', user.email, PASSWORD)).status).toBe(200);
      // an IPv6 guesser is one whole /64: a new address in it is still locked out
      for (let i = 0; i < 5; i += 1) {
        expect((await signInFrom(`2001:db8:66:1::${i + 1}`, user.email, 'guess')).status).toBe(401);
      }
      expect((await signInFrom('2001:db8:66:1::99', user.email, PASSWORD)).status).toBe(429);
      expect((await signInFrom('2001:db8:66:2::1', user.email, PASSWORD)).status).toBe(200);
    });

    it('locks out an address that sprays guesses across accounts after 30, for every account, and alerts', async () => {
      const user = await createUser(app, companyId, 'Admin');
      const sprayer = '198.51.100.77';
      await earlierFailures(
        Array.from({ length: 27 }, (_, i): [string, string] => [`sprayed-${i}-${randomUUID()}@example.com`, sprayer]),
      );
      // the last guesses arrive together: they are counted one by one, and nothing fails
      const last = await Promise.all(
        Array.from({ length: 4 }, (_, i) => signInFrom(sprayer, `sprayed-last-${i}@example.com`, 'guess')),
      );
      expect(last.map((answer) => answer.status)).toEqual([401, 401, 401, 401]);

      const refused = await signInFrom(sprayer, user.email, PASSWORD);
      expect(refused).toEqual({
        status: 429,
        body: {
          statusCode: 429,
          message: 'Too many failed sign-in attempts from this address. Please try again in 15 minutes.',
          error: 'Too Many Requests',
        },
      });
      expect((await signInFrom('198.51.100.78', user.email, PASSWORD)).status).toBe(200);
      const alerts = logLines.filter((line) => line.includes('"alert":"sign-in-address-locked"'));
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toContain(`"address":"${sprayer}"`);
    });

    it('slows, never locks, an account guessed at from many addresses, and alerts once', async () => {
      const user = await createUser(app, companyId, 'Admin');
      // 19 failures from 19 addresses: no pair and no address reaches its own limit
      await earlierFailures(Array.from({ length: 19 }, (_, i): [string, string] => [user.email, `192.0.2.${i + 1}`]));
      expect((await signInFrom('192.0.2.100', user.email, 'guess')).status).toBe(401); // the 20th: the ceiling
      expect((await signInFrom('192.0.2.101', user.email, 'guess')).status).toBe(401);
      // the owner still gets in, from anywhere
      expect((await signInFrom('203.0.113.20', user.email, PASSWORD)).status).toBe(200);
      const alerts = logLines.filter(
        (line) => line.includes('"alert":"sign-in-account-ceiling"') && line.includes(`"email":"${user.email}"`),
      );
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toContain('"failures":20');
    });

    it('counts unknown e-mails too, and a success resets the count', async () => {
      const user = await createUser(app, companyId, 'Admin');
      for (let i = 0; i < 4; i += 1) {
        await call(app, 'POST', '/account/login', { body: { email: user.email, password: 'wrong', appType: 'web' } });
      }
      await login(app, user.email);
      for (let i = 0; i < 4; i += 1) {
        await call(app, 'POST', '/account/login', { body: { email: user.email, password: 'wrong', appType: 'web' } });
      }
      await expect(login(app, user.email)).resolves.toHaveProperty('accessToken');

      const unknown = `ghost-${randomUUID()}@example.com`;
      for (let i = 0; i < 5; i += 1) {
        await call(app, 'POST', '/account/login', { body: { email: unknown, password: 'x', appType: 'web' } });
      }
      expect(
        (await call(app, 'POST', '/account/login', { body: { email: unknown, password: 'x', appType: 'web' } })).status,
      ).toBe(429);
    });

    it('counts only the failures of the last 15 minutes', async () => {
      const user = await createUser(app, companyId, 'Admin');
      const dataSource = app.app.get<DataSource>(getDataSourceToken('identity'));
      await insertSignInFailures(
        dataSource,
        Array.from({ length: 4 }, () => ({ email: user.email, minutesAgo: 16 })),
      );
      const fifth = await call(app, 'POST', '/account/login', {
        body: { email: user.email, password: 'wrong', appType: 'web' },
      });
      expect(fifth.status).toBe(401);
      await expect(login(app, user.email)).resolves.toHaveProperty('accessToken');
      const left = (await dataSource.query(
        `SELECT count(*)::int AS n FROM identity.sign_in_failures WHERE email = $1`,
        [user.email],
      )) as { n: number }[];
      expect(left[0]?.n).toBe(0);
    });

    it('lets the e-mail in again once the lockout is over', async () => {
      const user = await createUser(app, companyId, 'Admin');
      for (let i = 0; i < 5; i += 1) {
        await call(app, 'POST', '/account/login', { body: { email: user.email, password: 'wrong', appType: 'web' } });
      }
      expect(
        (await call(app, 'POST', '/account/login', { body: { email: user.email, password: PASSWORD, appType: 'web' } }))
          .status,
      ).toBe(429);
      const dataSource = app.app.get<DataSource>(getDataSourceToken('identity'));
      await dataSource.query(
        `UPDATE identity.sign_in_lockouts SET locked_until = now() - interval '1 second' WHERE email = $1`,
        [user.email],
      );
      await expect(login(app, user.email)).resolves.toHaveProperty('accessToken');
    });
  });

  describe('accounts', () => {
    it('refuses a second account for the same employee', async () => {
      const employeeId = randomUUID();
      await createUser(app, companyId, 'Employee', { employeeId });
      await expect(createUser(app, companyId, 'Supervisor', { employeeId })).rejects.toThrow(
        'The employee already has a user account.',
      );
    });

    it('publishes identity.user.changed.v1 with the new user through the outbox', async () => {
      const user = await createUser(app, companyId, 'Supervisor', { employeeId: randomUUID() });
      const dataSource = app.app.get<DataSource>(getDataSourceToken('identity'));
      const rows = (await dataSource.query(
        `SELECT type, company_id, key, producer, payload FROM identity.outbox WHERE payload->>'userId' = $1`,
        [user.id],
      )) as Record<string, unknown>[];
      expect(rows).toEqual([
        {
          type: 'identity.user.changed.v1',
          company_id: companyId,
          key: companyId,
          producer: 'identity',
          payload: {
            userId: user.id,
            email: user.email,
            firstName: 'Aroha',
            lastName: 'Ngata',
            role: 'Supervisor',
            employeeId: user.employeeId,
            status: 'Active',
            // optional v1 additions
            middleName: null,
            roleId: '3',
            avatarFileName: null,
            mobile: null,
            phone: null,
            fax: null,
            departments: [],
            funs: [],
            exportDevisions: [],
            isLeave: false,
            forwardTo: null,
            mobileApp: false,
            evacuator: false,
            hasPin: false,
          },
        },
      ]);
      const stored = (await dataSource.query(`SELECT password_hash FROM identity.users WHERE id = $1`, [user.id])) as {
        password_hash: string;
      }[];
      expect(stored[0]?.password_hash).toMatch(/^\$argon2id\$/);
    });

    it('refuses a second account with the same e-mail in any case', async () => {
      const user = await createUser(app, companyId, 'Admin');
      await expect(createUser(app, randomUUID(), 'Employee', { email: user.email.toUpperCase() })).rejects.toThrow(
        'Warning: Email is exist.',
      );
    });
  });
});
