// Distributed mode over a real Kafka broker (issue 15): an ended session is refused by every service within
// 5 s, also by a service that starts after it ended; no token of the run reaches the logs (the services log at
// info, the production default, and recovery mail goes out over SMTP); the gateway sends the browser security
// headers; and every process stops cleanly on SIGTERM.
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { FlowRun, FlowSystem } from '../support/flow-system.js';
import type { SmtpCapture } from '../support/smtp-capture.js';
import { answersOf, type BearerCall, refusedEverywhere, SESSION_ENDED } from '../support/session-probes.js';

const ACCEPTED = { identity: 200, organisation: 200, calculation: 200, integrations: 200 };

interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/** A JWT: three base64url parts, the first two JSON objects. */
const JWT_SHAPED = /eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/;

let running: () => FlowRun;
let flow: FlowSystem;
let smtp: SmtpCapture;
let admin: Tokens;
/** every secret the run handed out, to look for in the logs */
const secrets = new Set<string>();

const bearer: BearerCall = async (path, token) => {
  const answer = await flow.call<{ message?: string }>('GET', path, { token });
  return { status: answer.status, ...(answer.body?.message ? { message: answer.body.message } : {}) };
};

async function signIn(email: string, password: string): Promise<Tokens> {
  const answer = await flow.call<Tokens>('POST', '/account/login', { body: { email, password, appType: 'web' } });
  if (answer.status !== 200) throw new Error(`sign-in of ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
  secrets.add(answer.body.accessToken);
  secrets.add(answer.body.refreshToken);
  return answer.body;
}

/** A new Admin of the FLOW company (identity must have heard of the company from organisation first). */
async function newAdmin(tag: string): Promise<{ id: string; email: string; password: string }> {
  const email = `${tag}@secure-flow.test`;
  const password = `${tag}-password-long`;
  const saved = await flow.eventually(`identity knows the FLOW company (saving ${tag})`, async () => {
    const answer = await flow.call<{ message: string; id: string }>('POST', '/user/save-without-photo', {
      token: admin.accessToken,
      body: { email, firstName: 'Mere', lastName: tag, password, confirm_password: password, roleId: '2' },
    });
    if (answer.status !== 200) throw new Error(`user save answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  });
  return { id: saved.id, email, password };
}

/** Registers the sessions-and-secrets tests, run on the system `run` hands them; the last one stops it. */
export function sessionsAndSecrets(run: () => FlowRun): void {
  running = run;
  describe('sessions and secrets, distributed over Kafka', sessionsAndSecretsTests);
}

function sessionsAndSecretsTests(): void {
  beforeAll(async () => {
    const given = running();
    ({ flow, smtp } = given);
    admin = await signIn(given.admin.email, given.admin.password);
  });

  let deactivated: Tokens;

  it('refuses a deactivated user’s session on every service within 5 s', async () => {
    const user = await newAdmin('deactivated');
    deactivated = await signIn(user.email, user.password);
    expect(await answersOf(bearer, deactivated.accessToken)).toEqual(ACCEPTED);

    const status = await flow.call('POST', `/api/users/${user.id}/status`, {
      token: admin.accessToken,
      body: { userStatus: 'Inactive' },
    });
    expect(status.status).toBe(200);
    await refusedEverywhere(bearer, deactivated.accessToken, Date.now());
    expect(await answersOf(bearer, admin.accessToken)).toEqual(ACCEPTED);
  }, 120_000);

  it('refuses a signed-out session on every service within 5 s, and only that session', async () => {
    const user = await newAdmin('signed-out');
    const first = await signIn(user.email, user.password);
    const second = await signIn(user.email, user.password);
    const out = await flow.call('POST', '/account/logout', { body: { refreshToken: first.refreshToken } });
    expect(out.status).toBe(200);
    await refusedEverywhere(bearer, first.accessToken, Date.now());
    expect(await answersOf(bearer, second.accessToken)).toEqual(ACCEPTED);
  }, 120_000);

  it('a service that starts after the session ended refuses it as well (it reads the revocations at start)', async () => {
    await flow.system.stopService('integrations');
    await flow.system.startService('integrations');
    const answer = await bearer('/api/sync-results/error-count', deactivated.accessToken);
    expect(answer).toEqual({ status: 401, message: SESSION_ENDED });
    expect((await bearer('/api/sync-results/error-count', admin.accessToken)).status).toBe(200);
  }, 120_000);

  it('mails the password reset link over SMTP and logs no part of it', async () => {
    const user = await newAdmin('recovering');
    const answer = await flow.call('POST', '/password/sendEmail', { body: { email: user.email } });
    expect(answer).toEqual({ status: 200, body: { message: 'Email has been sent successfully!' } });
    const mail = await smtp.waitFor((m) => m.to.includes(user.email), 30_000);
    const token = /changePasswordByEmail\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    secrets.add(token ?? '');
    await flow.eventually('identity logged the mail as sent', async () => {
      expect(flow.lines.some((line) => line.includes('e-mail sent'))).toBe(true);
    });
  }, 120_000);

  it('writes no token to the logs: no JWT, refresh token or reset token in any line', () => {
    expect(flow.lines.length).toBeGreaterThan(50); // info level: the run did log
    const leaks = flow.lines.filter((line) => JWT_SHAPED.test(line) || [...secrets].some((s) => line.includes(s)));
    expect(secrets.size).toBe(9); // four sign-ins' access and refresh tokens, and a reset token
    expect(leaks).toEqual([]);
  });

  it('serves the console and the proxied API with the browser security headers', async () => {
    for (const path of ['/', '/api/employees']) {
      const answer = await fetch(`${flow.system.gatewayUrl}${path}`, {
        headers: { authorization: `Bearer ${admin.accessToken}` },
      });
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
      const policy = answer.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("script-src 'self';");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
    // the gateway serves the console, so it allows the map's origins from the console's build
    const consolePolicy = (await fetch(`${flow.system.gatewayUrl}/`)).headers.get('content-security-policy');
    expect(consolePolicy).toContain("img-src 'self' data: blob: https://*.tile.openstreetmap.org;");
  });

  it('stops every service and the gateway cleanly on SIGTERM', async () => {
    const exits = await flow.stop();
    expect(exits.map((exit) => exit.name).sort()).toEqual(
      [
        'calculation',
        'gateway',
        'identity',
        'integrations',
        'organisation',
        'reporting',
        'scheduling',
        'time-capture',
      ].sort(),
    );
    expect(exits.filter((exit) => exit.code !== 0)).toEqual([]);
    expect(flow.crashes).toEqual([]);
  }, 120_000);
}
