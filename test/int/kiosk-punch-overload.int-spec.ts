import { jest } from '@jest/globals';
import net from 'node:net';
import { AdmissionRegistry } from '@rollcall/platform';
import pg from 'pg';
import {
  burstPunch,
  inParallel,
  type KioskPunchBody,
  sendKioskPunch,
  storedPerDevicePunch,
} from '../support/kiosk-client.js';
import type { TestApp } from '../support/test-app.js';
import { createCompany, startThinPath, type TestCompany } from '../support/thin-path-fixture.js';

jest.setTimeout(180_000);

/** Kiosk punches in flight at most in this test's app: a flood of FLOOD goes far past it. */
const MAX_IN_FLIGHT = 20;
const FLOOD = 400;
/** Node's own keep-alive timeout, under which a blocked event loop made the server reset connections. */
const NODE_DEFAULT_KEEP_ALIVE_MS = 5_000;

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Reads `count` HTTP/1.1 answers (each with a Content-Length) off a socket; rejects if it closes or resets first. */
function readAnswers(socket: net.Socket, count: number): Promise<RawAnswer[]> {
  return new Promise((resolve, reject) => {
    let buffered = Buffer.alloc(0);
    const answers: RawAnswer[] = [];
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        const end = buffered.indexOf('\r\n\r\n');
        if (end < 0) return;
        const [statusLine = '', ...lines] = buffered.subarray(0, end).toString('latin1').split('\r\n');
        const headers = Object.fromEntries(
          lines.map((line) => [
            line.slice(0, line.indexOf(':')).toLowerCase(),
            line.slice(line.indexOf(':') + 1).trim(),
          ]),
        );
        const length = Number(headers['content-length'] ?? 0);
        if (buffered.length < end + 4 + length) return;
        answers.push({
          status: Number(statusLine.split(' ')[1]),
          headers,
          body: buffered.subarray(end + 4, end + 4 + length).toString('utf8'),
        });
        buffered = buffered.subarray(end + 4 + length);
        if (answers.length === count) {
          socket.off('data', onData);
          socket.off('error', onError);
          socket.off('close', onClose);
          resolve(answers);
          return;
        }
      }
    };
    const onError = (error: Error) => reject(error);
    const onClose = () => reject(new Error(`the connection closed after ${answers.length} of ${count} answers`));
    socket.on('data', onData);
    socket.once('error', onError);
    socket.once('close', onClose);
  });
}

describe('kiosk punches over capacity (issue 9: a 503 at once, never a hang or a reset)', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let sql: pg.Client;

  // a few minutes apart over the fortnight before today
  const punchOf = (n: number, prefix: string) => burstPunch(company, n, prefix, new Date(Date.UTC(2026, 10, 9, 19)), 5);
  const stored = (prefix: string) => storedPerDevicePunch(sql, company.companyId, prefix);
  const request = (punch: KioskPunchBody) => {
    const body = JSON.stringify(punch);
    return (
      `POST /api/kiosk-punches HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `X-Device-Token: ${company.deviceToken}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
    );
  };

  beforeAll(async () => {
    testApp = await startThinPath({ config: { kioskMaxInFlight: MAX_IN_FLIGHT } });
    company = await createCompany(testApp, 'FLOOD', 7200);
    sql = new pg.Client({ connectionString: testApp.config.databaseUrl ?? '' });
    await sql.connect();
  });
  afterAll(async () => {
    await sql?.end();
    await testApp?.close();
  });

  it(`answers each of ${FLOOD} punches sent while the stored ones are held, ${MAX_IN_FLIGHT} in flight at most: stored (201) or refused (503 with Retry-After) and not stored; sent again, each refused punch is stored once`, async () => {
    const admission = testApp.app.get(AdmissionRegistry, { strict: false }).byName().get('kiosk punches');
    if (!admission) throw new Error('no admission registered for kiosk punches');
    const seen = () => admission.admitted + admission.refusedInFlight + admission.refusedWaiting;
    const seenBefore = seen();
    // hold the punches table, as a slow disk or a long batch would: the punches admitted stay in flight
    const holder = new pg.Client({ connectionString: testApp.config.databaseUrl ?? '' });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE time_capture.punches IN EXCLUSIVE MODE');
    const punches = Array.from({ length: FLOOD }, (_, n) => punchOf(n, 'flood'));
    const flood = Promise.all(
      punches.map(async (punch) => {
        try {
          const answer = await fetch(`${testApp.url}/api/kiosk-punches`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-device-token': company.deviceToken },
            body: JSON.stringify(punch),
            signal: AbortSignal.timeout(120_000),
          });
          const body = (await answer.json()) as { message?: string };
          return { punch, status: answer.status, retryAfter: answer.headers.get('retry-after'), body };
        } catch (error) {
          // a reset, a closed connection or no answer: what this test must never see
          const cause = (error as { cause?: { code?: string } }).cause?.code;
          return { punch, status: 0, retryAfter: null, body: { message: `${String(error)} (${cause})` } };
        }
      }),
    );
    try {
      while (seen() - seenBefore < FLOOD) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(admission.inFlight).toBeLessThanOrEqual(MAX_IN_FLIGHT);
    } finally {
      await holder.query('COMMIT');
      await holder.end();
    }
    const answers = await flood;

    expect(answers.filter((a) => a.status !== 201 && a.status !== 503).map((a) => a.body)).toEqual([]);
    const refused = answers.filter((a) => a.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(
      refused.filter(
        (a) => !(Number(a.retryAfter) > 0) || a.body.message !== 'The service is busy. Try again shortly.',
      ),
    ).toEqual([]);
    const accepted = answers.filter((a) => a.status === 201).map((a) => a.punch.devicePunchId);
    expect(accepted.length).toBeGreaterThan(0);
    // every punch answered 201 is stored, once; no refused one is
    expect(await stored('flood')).toEqual(accepted.sort().map((id) => ({ device_punch_id: id, n: 1 })));

    const retried = await inParallel(
      MAX_IN_FLIGHT / 2,
      refused.map(
        ({ punch }) =>
          () =>
            sendKioskPunch(testApp.url, company.deviceToken, punch, { timeoutMs: 30_000 }),
      ),
    );
    expect(retried.filter((r) => r.status !== 201 || r.resets > 0)).toEqual([]);
    const all = await stored('flood');
    expect(all).toHaveLength(FLOOD);
    expect(all.filter((r) => r.n !== 1)).toEqual([]);
  });

  it('answers a punch sent on a kept-alive connection while the event loop is blocked past the 5 s Node used to close it at', async () => {
    const port = Number(new URL(testApp.url).port);
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    try {
      socket.write(request(punchOf(0, 'alive')));
      const [first] = await readAnswers(socket, 1);
      expect(first?.status).toBe(201);
      expect(first?.headers['keep-alive']).toBe('timeout=60');

      // the connection idles (the server has finished its answer and started its idle timer); then, as a long
      // recalculation batch did in the code that follows a database answer, the event loop is held for longer than
      // Node's own keep-alive timeout, just after the next punch has reached the server's socket
      await new Promise((resolve) => setTimeout(resolve, 500));
      const second = readAnswers(socket, 1);
      await sql.query('SELECT 1');
      socket.write(request(punchOf(1, 'alive')));
      const until = Date.now() + NODE_DEFAULT_KEEP_ALIVE_MS + 1_500;
      while (Date.now() < until) {
        // busy: nothing else runs in this process meanwhile
      }
      expect((await second)[0]?.status).toBe(201);
      expect(await stored('alive')).toEqual([
        { device_punch_id: 'alive-0', n: 1 },
        { device_punch_id: 'alive-1', n: 1 },
      ]);
    } finally {
      socket.destroy();
    }
  });
});
