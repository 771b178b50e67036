// Embedded mode's liveness and readiness: while the demo seed runs the app is live, says it is starting, and
// answers API calls 503 with Retry-After (a sign-in would otherwise be refused for want of the demo logins); once
// seeded it is ready; and a service that cannot get a database connection within a second makes it not ready,
// named in the answer.
import { getDataSourceToken } from '@nestjs/typeorm';
import type { ReadinessReport } from '@rollcall/platform';
import { databasePoolStats } from '@rollcall/platform';
import { startEmbedded, type EmbeddedApp } from '@rollcall/embedded';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DataSource, QueryRunner } from 'typeorm';

const PASSWORD = 'Readiness-Test-Pass-1';
const SERVICES = ['identity', 'organisation', 'scheduling', 'time-capture', 'calculation', 'integrations', 'reporting'];

interface Answer<T> {
  status: number;
  retryAfter: string | null;
  body: T;
}

async function call<T>(url: string, init: RequestInit = {}): Promise<Answer<T>> {
  const response = await fetch(url, init);
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as T,
  };
}

const signIn = (url: string) =>
  call<{ message?: string; accessToken?: string }>(`${url}/account/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: PASSWORD, appType: 'web' }),
  });

describe('readiness of the embedded app', () => {
  let dataDir: string;
  let app: EmbeddedApp | undefined;
  const whileSeeding: {
    live?: Answer<{ status: string }>;
    ready?: Answer<ReadinessReport>;
    signIn?: Answer<{ message?: string }>;
  } = {};

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'rollcall-ready-'));
    await chmod(dataDir, 0o755);
    app = await startEmbedded({
      port: 0,
      dataDir,
      demoPassword: PASSWORD,
      seed: true,
      quiet: true,
      fastDatabase: true,
      // the seed waits until these calls are answered
      onListening: async (url) => {
        whileSeeding.live = await call(`${url}/api/health`);
        whileSeeding.ready = await call(`${url}/api/ready`);
        whileSeeding.signIn = await signIn(url);
      },
    });
  }, 300_000);

  afterAll(async () => {
    await app?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  const running = () => {
    if (!app) throw new Error('the embedded app did not start');
    return app;
  };

  it('while the demo seed runs: live, starting, and a sign-in answered 503 with Retry-After', () => {
    expect(whileSeeding.live).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(whileSeeding.ready?.status).toBe(503);
    expect(whileSeeding.ready?.body).toMatchObject({
      status: 'starting',
      message: 'Rollcall is starting (creating the demo company).',
    });
    expect(whileSeeding.ready?.body.checks).toContainEqual({
      service: null,
      check: 'demo seed',
      ok: false,
      detail: 'creating the demo company',
    });
    expect(whileSeeding.signIn).toMatchObject({
      status: 503,
      retryAfter: '5',
      body: { message: 'Rollcall is starting (creating the demo company). Try again in a few seconds.' },
    });
  });

  it('once seeded: ready, every service with a database connection and its migrations run', async () => {
    const ready = await call<ReadinessReport>(`${running().url}/api/ready`);

    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', message: 'Rollcall is ready.' });
    for (const service of SERVICES) {
      expect(ready.body.checks).toContainEqual(expect.objectContaining({ service, check: 'database', ok: true }));
      expect(ready.body.checks).toContainEqual({
        service,
        check: 'migrations',
        ok: true,
        detail: 'every migration ran',
      });
    }
    expect(ready.body.checks).toContainEqual({
      service: null,
      check: 'event bus',
      ok: true,
      detail: 'in-process event bus connected',
    });
    expect((await signIn(running().url)).status).toBe(200);
  });

  it('is not ready, naming the service, while that service gets no database connection within 1 s', async () => {
    const timeCapture = running().app.get<DataSource>(getDataSourceToken('time_capture'), { strict: false });
    const size = databasePoolStats().time_capture?.size ?? 0;
    expect(size).toBeGreaterThan(0);
    const held: QueryRunner[] = [];
    let ready: Answer<ReadinessReport>;
    let health: Answer<{ database: Record<string, { size: number; inUse: number }> }>;
    try {
      for (let i = 0; i < size; i++) {
        const runner = timeCapture.createQueryRunner();
        await runner.connect();
        held.push(runner);
      }
      ready = await call<ReadinessReport>(`${running().url}/api/ready`);
      health = await call<{ database: Record<string, { size: number; inUse: number; timeouts: number }> }>(
        `${running().url}/health`,
      );
    } finally {
      for (const runner of held) await runner.release();
    }

    expect(ready.status).toBe(503);
    expect(ready.body.status).toBe('not ready');
    expect(ready.body.message).toBe('Rollcall is not ready: time-capture: no database connection within 1 s.');
    const failing = ready.body.checks.filter((c) => !c.ok);
    expect(failing).toEqual([
      { service: 'time-capture', check: 'database', ok: false, detail: 'no database connection within 1 s' },
    ]);

    // the health detail shows the pool taken whole
    expect(health.body.database['time_capture']).toMatchObject({ size, inUse: size });

    // the connections are back: ready again
    const again = await call<ReadinessReport>(`${running().url}/api/ready`);
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('ready');
  });
});
