// `npm run start:distributed`: every service and the gateway as separate processes on this machine, against the
// PostgreSQL in DATABASE_URL and the Kafka broker(s) in KAFKA_BROKERS. Ctrl-C stops them all.
//
//   PORT               the gateway's port (default 3000)
//   BASE_SERVICE_PORT  the first service's port (default 3101; the seven services take 3101..3107)
//   JWT_SECRET         shared by every process, at least 32 characters (required)
//   LOG_LEVEL          passed to every process (default info)
import { launchDistributed, SERVICE_NAMES } from './distributed/launch.mjs';

const env = process.env;
const problems = [];
if (!env.DATABASE_URL) {
  problems.push(
    'DATABASE_URL is not set: give the PostgreSQL to use, e.g. DATABASE_URL=postgres://rollcall:rollcall@127.0.0.1:5432/rollcall',
  );
} else if (!/^postgres(ql)?:\/\//.test(env.DATABASE_URL)) {
  problems.push(`DATABASE_URL must be a postgres:// URL (got "${env.DATABASE_URL}")`);
}
if (!env.KAFKA_BROKERS) {
  problems.push(
    'KAFKA_BROKERS is not set: give the broker(s) as host:port. For a local broker run `node infra/kafka/kafka.mjs start` in another shell and use the KAFKA_BROKERS=… line it prints (127.0.0.1:19092)',
  );
} else if (!/^[^:\s,]+:\d+(,[^:\s,]+:\d+)*$/.test(env.KAFKA_BROKERS)) {
  problems.push(`KAFKA_BROKERS must be host:port[,host:port…] (got "${env.KAFKA_BROKERS}")`);
}
if (!env.JWT_SECRET) {
  problems.push(
    'JWT_SECRET is not set: every process signs and checks tokens with it; e.g. export JWT_SECRET=$(openssl rand -hex 32)',
  );
} else if (env.JWT_SECRET.length < 32) {
  problems.push(`JWT_SECRET must be at least 32 characters (it has ${env.JWT_SECRET.length})`);
}
const port = (name, fallback) => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    problems.push(`${name} must be a whole number from 1 to 65535 (got "${raw}")`);
    return fallback;
  }
  return value;
};
const gatewayPort = port('PORT', 3000);
const basePort = port('BASE_SERVICE_PORT', 3101);
if (basePort + SERVICE_NAMES.length - 1 > 65535)
  problems.push(`BASE_SERVICE_PORT ${basePort} leaves no room for ${SERVICE_NAMES.length} services`);
if (gatewayPort >= basePort && gatewayPort < basePort + SERVICE_NAMES.length) {
  problems.push(
    `PORT ${gatewayPort} falls among the service ports ${basePort}..${basePort + SERVICE_NAMES.length - 1}; change PORT or BASE_SERVICE_PORT`,
  );
}
if (problems.length) {
  process.stderr.write(`Rollcall: cannot start in distributed mode.\n${problems.map((p) => `  - ${p}`).join('\n')}\n`);
  process.exit(2);
}

const say = (line) => process.stdout.write(`${line}\n`);
let system = null;
let stopping = false;

async function stopAll(code, why) {
  if (stopping) return;
  stopping = true;
  if (why) say(`\nRollcall: ${why}, stopping every process…`);
  try {
    await system?.stop();
  } catch (error) {
    process.stderr.write(`Rollcall: stopping failed: ${error instanceof Error ? error.message : String(error)}\n`);
    code = code || 1;
  }
  process.exit(code);
}

process.on('SIGINT', () => void stopAll(0, 'SIGINT received'));
process.on('SIGTERM', () => void stopAll(0, 'SIGTERM received'));

say(
  `Rollcall: starting in distributed mode (${SERVICE_NAMES.length} services and the gateway, Kafka at ${env.KAFKA_BROKERS})…`,
);
const started = Date.now();
try {
  system = await launchDistributed({
    env: { ...env, LOG_LEVEL: env.LOG_LEVEL || 'info' },
    gatewayPort,
    basePort,
    log: say,
    onExit: ({ name, code, signal }) => {
      process.stderr.write(`Rollcall: ${name} exited unexpectedly (${signal ?? `code ${code}`}).\n`);
      void stopAll(1, `${name} died`);
    },
  });
} catch (error) {
  process.stderr.write(
    `Rollcall: distributed start failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
if (stopping) {
  // a signal arrived while starting; stopAll is under way
} else {
  const width = Math.max(...SERVICE_NAMES.map((n) => n.length));
  say(
    [
      '',
      `Rollcall is running in distributed mode (${Date.now() - started} ms).`,
      '',
      `  Console:   ${system.gatewayUrl}/`,
      `  API docs:  ${system.gatewayUrl}/api/docs`,
      `  Health:    ${system.gatewayUrl}/health`,
      '',
      '  Services:',
      ...system.services.map((s) => `    ${s.name.padEnd(width)}  ${s.url}  (pid ${s.process.pid})`),
      '',
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}
