import { jest } from '@jest/globals';
import { getDataSourceToken } from '@nestjs/typeorm';
import { IdentityModule, MailerService } from '@rollcall/identity';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { call, createUser, login, PASSWORD, userEvents, type Tokens } from '../support/identity-test-kit.js';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

jest.setTimeout(60_000);

const SENT = 'Email has been sent successfully!';
const PUBLIC_URL = 'https://rollcall.example.test';

/** The token of the reset link in a recovery mail's text. */
function tokenIn(text: string): string {
  const link = /https:\/\/rollcall\.example\.test\/#\/password\/changePasswordByEmail\?token=([A-Za-z0-9_-]+)/.exec(
    text,
  );
  if (!link?.[1]) throw new Error(`no reset link in:\n${text}`);
  return link[1];
}

describe('identity: account recovery by e-mail, over real SMTP', () => {
  let smtp: SmtpCapture;
  let app: TestApp;
  let dataSource: DataSource;
  const saved: Record<string, string | undefined> = {};
  const companyId = randomUUID();

  beforeAll(async () => {
    smtp = await startSmtpCapture({ user: 'mailer', password: 'mail-secret' });
    const env = smtp.env({ PUBLIC_URL: `${PUBLIC_URL}/` });
    for (const [name, value] of Object.entries(env)) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
    app = await startTestApp([IdentityModule]);
    dataSource = app.app.get<DataSource>(getDataSourceToken('identity'));
  });

  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  const sendEmail = (email: unknown) => call(app, 'POST', '/password/sendEmail', { body: { email } });
  const changePassword = (token: unknown, password: unknown) =>
    call(app, 'POST', '/password/changepwd', { body: { token, password } });

  it('mails a link whose token resets the password once; the old password and sessions stop working', async () => {
    const user = await createUser(app, companyId, 'Admin', { email: `Reset-${randomUUID().slice(0, 6)}@Example.com` });
    const before: Tokens = await login(app, user.email);

    const answer = await sendEmail(user.email.toUpperCase());
    expect(answer).toEqual({ status: 200, body: { message: SENT } });

    const mail = await smtp.waitFor((m) => m.to.includes(user.email));
    expect(mail.from).toBe('no-reply@rollcall.test');
    expect(mail.authUser).toBe('mailer');
    expect(mail.subject).toBe('Reset your Rollcall password');
    expect(mail.text).toContain('within 1 hour');
    const token = tokenIn(mail.text);
    expect(mail.html).toContain(`${PUBLIC_URL}/#/password/changePasswordByEmail?token=${token}`);

    // stored hashed, with an expiry an hour out
    const [stored] = (await dataSource.query(
      `SELECT token_hash, expires_at - created_at AS ttl FROM identity.password_reset_tokens WHERE user_id = $1`,
      [user.id],
    )) as { token_hash: string; ttl: { hours?: number } }[];
    expect(stored?.token_hash).not.toContain(token);
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.ttl.hours).toBe(1);

    // a weak password is refused and leaves the link usable
    const weak = await changePassword(token, 'password1');
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(
      'This password is one of the most common ones, which are guessed first. Please choose another.',
    );
    expect(await changePassword(token, 'a brand new password')).toEqual({ status: 200, body: { message: 'success' } });
    await expect(login(app, user.email)).rejects.toThrow('401');
    await expect(login(app, user.email, 'a brand new password')).resolves.toHaveProperty('accessToken');
    const refresh = await call(app, 'POST', '/account/refresh-token', { body: { refreshToken: before.refreshToken } });
    expect(refresh.status).toBe(400);
    expect((await userEvents(app, user.id)).length).toBe(2);

    // used up
    const again = await changePassword(token, 'yet another password');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: 'Invalid', detail: 'Invalid token.' });
    await expect(login(app, user.email, 'a brand new password')).resolves.toHaveProperty('accessToken');
  });

  it('answers the same for an unknown e-mail and an inactive account, and sends nothing', async () => {
    const inactive = await createUser(app, companyId, 'Supervisor');
    await dataSource.query(`UPDATE identity.users SET status = 'Inactive' WHERE id = $1`, [inactive.id]);
    smtp.clear();
    const unknown = await sendEmail(`nobody-${randomUUID().slice(0, 6)}@example.com`);
    const notActive = await sendEmail(inactive.email);
    expect(unknown).toEqual({ status: 200, body: { message: SENT } });
    expect(notActive).toEqual(unknown);
    await app.app.get(MailerService).idle();
    expect(smtp.mails).toEqual([]);
    const tokens = (await dataSource.query(`SELECT 1 FROM identity.password_reset_tokens WHERE user_id = $1`, [
      inactive.id,
    ])) as unknown[];
    expect(tokens).toEqual([]);
  });

  it('refuses a bad, expired or superseded token with Invalid and changes nothing', async () => {
    const user = await createUser(app, companyId, 'Employee', { employeeId: randomUUID() });
    await sendEmail(user.email);
    const first = tokenIn((await smtp.waitFor((m) => m.to.includes(user.email))).text);
    smtp.clear();
    await sendEmail(user.email);
    const second = tokenIn((await smtp.waitFor((m) => m.to.includes(user.email))).text);
    expect(second).not.toBe(first);

    for (const token of [first, 'not-a-token', 'x'.repeat(43), '']) {
      const answer = await changePassword(token, 'whatever password');
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Invalid');
    }
    await dataSource.query(
      `UPDATE identity.password_reset_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [user.id],
    );
    const expired = await changePassword(second, 'whatever password');
    expect(expired.body).toMatchObject({ message: 'Invalid' });
    await expect(login(app, user.email, PASSWORD)).resolves.toHaveProperty('accessToken');
  });

  it('sends at most 3 mails an hour per account, still answering the same', async () => {
    const user = await createUser(app, companyId, 'Admin');
    smtp.clear();
    for (let i = 0; i < 5; i++) expect((await sendEmail(user.email)).body).toEqual({ message: SENT });
    await app.app.get(MailerService).idle();
    expect(smtp.mails.filter((m) => m.to.includes(user.email))).toHaveLength(3);
  });

  it('lifts a sign-in lockout when the password is reset', async () => {
    const user = await createUser(app, companyId, 'Admin');
    for (let i = 0; i < 5; i++)
      await call(app, 'POST', '/account/login', { body: { email: user.email, password: 'x', appType: 'web' } });
    const locked = await call(app, 'POST', '/account/login', {
      body: { email: user.email, password: PASSWORD, appType: 'web' },
    });
    expect(locked.status).toBe(429);
    await sendEmail(user.email);
    const token = tokenIn((await smtp.waitFor((m) => m.to.includes(user.email))).text);
    await changePassword(token, 'fresh password here');
    await expect(login(app, user.email, 'fresh password here')).resolves.toHaveProperty('accessToken');
  });

  it('validates the request with the spec’s messages', async () => {
    const empty = await sendEmail('');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Email can't be empty, please fill in a valid email here.");
    expect((await sendEmail('not an email')).body.message).toBe('Invalid Email address!');
    const noPassword = await changePassword('x'.repeat(43), '');
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toBe('Please input your password!');
  });
});

describe('identity: account recovery without SMTP', () => {
  it('in the embedded demo, writes the mail, link included, to the log and answers success', async () => {
    const lines: string[] = [];
    const app = await startTestApp([IdentityModule], { logLines: lines });
    try {
      const user = await createUser(app, randomUUID(), 'Admin');
      const answer = await call(app, 'POST', '/password/sendEmail', { body: { email: user.email } });
      expect(answer).toEqual({ status: 200, body: { message: SENT } });
      await app.app.get(MailerService).idle();
      const dataSource = app.app.get<DataSource>(getDataSourceToken('identity'));
      const rows = (await dataSource.query(`SELECT 1 FROM identity.password_reset_tokens WHERE user_id = $1`, [
        user.id,
      ])) as unknown[];
      expect(rows).toHaveLength(1);
      const logged = lines.filter((line) => line.includes('embedded demo without SMTP'));
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatch(/changePasswordByEmail\?token=[A-Za-z0-9_-]{43}/);
    } finally {
      await app.close();
    }
  });

  it('anywhere else, answers that e-mail is not set up, makes no link and logs none', async () => {
    const lines: string[] = [];
    const app = await startTestApp([IdentityModule], { mode: 'distributed', logLines: lines });
    try {
      const user = await createUser(app, randomUUID(), 'Admin');
      const answer = await call(app, 'POST', '/password/sendEmail', { body: { email: user.email } });
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({
        message:
          'Password recovery by e-mail is not set up on this server. Please ask your administrator to reset your password.',
      });
      // the same answer for an e-mail nobody has: it tells nothing about accounts
      const unknown = await call(app, 'POST', '/password/sendEmail', { body: { email: 'nobody@example.com' } });
      expect(unknown).toEqual(answer);
      await app.app.get(MailerService).idle();
      const dataSource = app.app.get<DataSource>(getDataSourceToken('identity'));
      const rows = (await dataSource.query(`SELECT 1 FROM identity.password_reset_tokens WHERE user_id = $1`, [
        user.id,
      ])) as unknown[];
      expect(rows).toEqual([]);
      expect(lines.filter((line) => /token=|changePasswordByEmail/.test(line))).toEqual([]);
      expect(lines.some((line) => line.includes('password recovery by e-mail is off'))).toBe(true);
    } finally {
      await app.close();
    }
  });
});
