// Distributed mode on one machine: every service and the gateway as its own child process
// (`node services/<name>/dist/main.js`), each on its own port, waiting for each one's GET /health.
// Used by scripts/start-distributed.mjs and by the event-flow tests (test/flow). Typed by launch.d.mts.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { freePort, isPortFree } from '@rollcall/platform/free-port';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The services in start order; each gets basePort + its index. */
export const SERVICE_NAMES = Object.freeze([
  'identity',
  'organisation',
  'scheduling',
  'time-capture',
  'calculation',
  'integrations',
  'reporting',
]);

/** The gateway's variable naming each service's URL (services/gateway/src/routing/route-table.ts). */
const UPSTREAM_ENV = {
  identity: 'IDENTITY_URL',
  organisation: 'ORGANISATION_URL',
  scheduling: 'SCHEDULING_URL',
  'time-capture': 'TIME_CAPTURE_URL',
  calculation: 'CALCULATION_URL',
  integrations: 'INTEGRATIONS_URL',
  reporting: 'REPORTING_URL',
};

const HOST = '127.0.0.1';
const TAIL_LINES = 40;
const STOP_GRACE_MS = 10_000;

/** Where a child's main.js is. */
export function mainOf(name) {
  return path.join(REPO_ROOT, 'services', name, 'dist', 'main.js');
}

function required(env, name, check, hint) {
  const value = env[name];
  if (!value || !check(value)) throw new Error(`launchDistributed: ${name} ${hint}`);
  return value;
}

/** On Linux, setpriv --pdeathsig makes the kernel stop a child when this process dies without stop(). */
const SETPRIV =
  process.platform === 'linux' ? ['/usr/bin/setpriv', '/bin/setpriv'].find((p) => existsSync(p)) : undefined;

/**
 * Starts every service, then the gateway, and resolves once each answers GET /health.
 * A child that dies later, other than through stopService() or stop(), is reported through onExit.
 */
export async function launchDistributed({
  env,
  gatewayPort = 3000,
  basePort = 3101,
  log = (line) => process.stdout.write(`${line}\n`),
  onExit = () => undefined,
  healthTimeoutMs = 120_000,
} = {}) {
  if (!env) throw new Error('launchDistributed: env is required');
  const databaseUrl = required(env, 'DATABASE_URL', (v) => /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// URL');
  const kafkaBrokers = required(
    env,
    'KAFKA_BROKERS',
    (v) => /^[^:\s,]+:\d+(,[^:\s,]+:\d+)*$/.test(v),
    'must be host:port[,host:port…]',
  );
  const jwtSecret = required(env, 'JWT_SECRET', (v) => v.length >= 32, 'must be set to at least 32 characters');
  for (const name of [...SERVICE_NAMES, 'gateway']) {
    if (!existsSync(mainOf(name))) {
      throw new Error(
        `launchDistributed: ${path.relative(REPO_ROOT, mainOf(name))} is missing: run npm run build first`,
      );
    }
  }

  // Ports: 0 picks free ones; otherwise basePort + index, and refuse at once when one is taken.
  const ports = new Map();
  for (const [index, name] of SERVICE_NAMES.entries())
    ports.set(name, basePort === 0 ? await freePort({ host: HOST }) : basePort + index);
  ports.set('gateway', gatewayPort === 0 ? await freePort({ host: HOST }) : gatewayPort);
  if (basePort !== 0 || gatewayPort !== 0) {
    for (const [name, port] of ports) {
      if (!(await isPortFree(port, HOST))) {
        const setting = name === 'gateway' ? 'PORT' : 'BASE_SERVICE_PORT';
        throw new Error(`launchDistributed: port ${port} (for ${name}) is already in use; choose another ${setting}`);
      }
    }
  }
  const urlOf = (name) => `http://${HOST}:${ports.get(name)}`;

  const common = {
    KAFKAJS_NO_PARTITIONER_WARNING: '1',
    ...env,
    DATABASE_URL: databaseUrl,
    KAFKA_BROKERS: kafkaBrokers,
    JWT_SECRET: jwtSecret,
    EVENT_TRANSPORT: 'kafka',
    ROLLCALL_MODE: 'distributed',
    HOST,
  };
  const envOf = (name) => {
    const own = { ...common, PORT: String(ports.get(name)) };
    if (name === 'gateway') for (const service of SERVICE_NAMES) own[UPSTREAM_ENV[service]] = urlOf(service);
    return own;
  };

  /** name -> { name, url, process, tail, exited, expectedExit } */
  const children = new Map();
  let stopping = false;

  function spawnChild(name) {
    const command = SETPRIV ? SETPRIV : process.execPath;
    const args = SETPRIV ? ['--pdeathsig', 'TERM', process.execPath, mainOf(name)] : [mainOf(name)];
    const child = spawn(command, args, { cwd: REPO_ROOT, env: envOf(name), stdio: ['ignore', 'pipe', 'pipe'] });
    const entry = children.get(name) ?? { name, url: urlOf(name), process: child, tail: [] };
    entry.process = child;
    entry.expectedExit = false;
    entry.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => resolve({ code, signal }));
      child.once('error', (error) => {
        entry.tail.push(`(could not start: ${error.message})`);
        resolve({ code: null, signal: null, error });
      });
    });
    children.set(name, entry);
    const width = Math.max(...[...SERVICE_NAMES, 'gateway'].map((n) => n.length));
    const prefix = `${name.padEnd(width)} |`;
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
        entry.tail.push(line);
        if (entry.tail.length > TAIL_LINES) entry.tail.shift();
        log(`${prefix} ${line}`);
      });
    }
    void entry.exited.then(({ code, signal }) => {
      if (entry.process !== child) return; // an older process of a restarted service
      if (!entry.expectedExit && !stopping) onExit({ name, code, signal });
    });
    return entry;
  }

  async function waitHealthy(entry) {
    const deadline = Date.now() + healthTimeoutMs;
    const child = entry.process;
    let dead = null;
    void entry.exited.then((info) => (dead = info));
    for (;;) {
      if (dead || child.exitCode !== null || child.signalCode !== null) {
        const how = dead?.signal ?? child.signalCode ?? `code ${dead?.code ?? child.exitCode}`;
        throw new Error(
          `${entry.name} exited (${how}) before answering /health; its last lines:\n${entry.tail.join('\n')}`,
        );
      }
      try {
        const answer = await fetch(`${entry.url}/health`, { signal: AbortSignal.timeout(2000) });
        if (answer.ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        throw new Error(
          `${entry.name} did not answer ${entry.url}/health within ${healthTimeoutMs / 1000} s; its last lines:\n${entry.tail.join('\n')}`,
        );
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** Resolves to how the child ended: its exit code, or the signal that killed it. */
  async function stopChild(entry, signal = 'SIGTERM') {
    const child = entry.process;
    entry.expectedExit = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await entry.exited;
      clearTimeout(timer);
    }
    return { name: entry.name, code: child.exitCode, signal: child.signalCode };
  }

  const killAllOnExit = () => {
    for (const entry of children.values()) {
      if (entry.process.exitCode === null && entry.process.signalCode === null) entry.process.kill('SIGKILL');
    }
  };
  process.once('exit', killAllOnExit);

  async function stop() {
    stopping = true;
    const gateway = children.get('gateway');
    const exits = gateway ? [await stopChild(gateway)] : [];
    exits.push(
      ...(await Promise.all([...children.values()].filter((e) => e.name !== 'gateway').map((e) => stopChild(e)))),
    );
    process.removeListener('exit', killAllOnExit);
    return exits;
  }

  try {
    // Services start together (each migrates its own schema); the gateway once they all answer.
    const services = SERVICE_NAMES.map((name) => spawnChild(name));
    await Promise.all(services.map((entry) => waitHealthy(entry)));
    await waitHealthy(spawnChild('gateway'));
  } catch (error) {
    await stop();
    throw error;
  }

  const serviceNamed = (name) => {
    const entry = children.get(name);
    if (!entry || name === 'gateway') throw new Error(`launchDistributed: no service named "${name}"`);
    return entry;
  };

  return {
    gatewayUrl: urlOf('gateway'),
    // live views: process is the current child, also after startService()
    services: SERVICE_NAMES.map((name) => ({
      name,
      url: urlOf(name),
      get process() {
        return children.get(name).process;
      },
    })),
    /** Stops one service: SIGTERM (then SIGKILL after 10 s) by default; 'SIGKILL' simulates a crash. */
    async stopService(name, signal = 'SIGTERM') {
      await stopChild(serviceNamed(name), signal);
    },
    /** Starts a stopped service again on its port and resolves once it answers /health. */
    async startService(name) {
      const entry = serviceNamed(name);
      if (entry.process.exitCode === null && entry.process.signalCode === null) {
        throw new Error(`launchDistributed: ${name} is still running`);
      }
      await waitHealthy(spawnChild(name));
    },
    stop,
  };
}
