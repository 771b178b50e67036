// Rollcall: a real single-node Kafka broker (KRaft, loopback only) for the event-flow tests and for
// `npm run start:distributed` on one machine. No Docker engine and no npm package carries a broker, so the
// broker's jars come from Maven Central (see pom.xml beside this file) and run on the machine's Java 17+.
//
//   import { startKafka } from '../../infra/kafka/broker.mjs';
//   const kafka = await startKafka({ port: 0 });   // 0 = any free port pair
//   process.env.KAFKA_BROKERS = kafka.brokers;     // "127.0.0.1:PORT"
//   ...
//   await kafka.stop();                            // SIGTERM, SIGKILL after 10 s, never hangs
//
// Layout (all under the repo's .cache/, which git ignores):
//   .cache/kafka/libs/            the broker jars, fetched once by `mvn dependency:copy-dependencies`
//   .cache/kafka/run-<port>/      server.properties, log4j2.properties, broker.log, data/ (KRaft log dirs)
//
// Plain Node ESM (no TypeScript, no dependency beyond Node and kafkajs), typed by broker.d.mts.

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import kafkajs from 'kafkajs';
import { freePort, isPortFree } from '@rollcall/platform/free-port';

const { Kafka, logLevel: KafkaLogLevel } = kafkajs;

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(HERE, '..', '..');
export const POM = path.join(HERE, 'pom.xml');
export const DEFAULT_PORT = 19092;
const HOST = '127.0.0.1';
const READY_TIMEOUT_MS = 90_000;
const STOP_GRACE_MS = 10_000;
const MARKER = '.rollcall-kafka-version';

/** The broker version, read from pom.xml so that the pom stays the one place that names it. */
export const KAFKA_VERSION = (() => {
  const match = /<kafka\.version>([^<]+)<\/kafka\.version>/.exec(readFileSync(POM, 'utf8'));
  if (!match) throw new Error(`rollcall: ${POM} has no <kafka.version> property`);
  return match[1].trim();
})();

/** Where the jars live: ROLLCALL_KAFKA_LIBS if set, else <repo>/.cache/kafka/libs. */
export function kafkaLibsDir() {
  return process.env.ROLLCALL_KAFKA_LIBS
    ? path.resolve(process.env.ROLLCALL_KAFKA_LIBS)
    : path.join(REPO_ROOT, '.cache', 'kafka', 'libs');
}

function defaultLog(line) {
  process.stderr.write(`${line}\n`);
}

function makeLog(log) {
  if (log === false || log === null) return () => {};
  if (typeof log === 'function') return log;
  return defaultLog;
}

async function libsComplete(dir) {
  try {
    const version = (await readFile(path.join(dir, MARKER), 'utf8')).trim();
    return version === KAFKA_VERSION && existsSync(path.join(dir, `kafka_2.13-${KAFKA_VERSION}.jar`));
  } catch {
    return false;
  }
}

function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    let output = '';
    let child;
    try {
      child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    } catch (err) {
      reject(err);
      return;
    }
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, output }));
  });
}

/**
 * Makes sure the broker jars are in kafkaLibsDir(), fetching them from Maven Central with Maven when they
 * are missing or of another version. Safe to call from several processes at once: each fetches into its own
 * temporary folder and the first to finish renames it into place.
 * @returns the folder that holds the jars
 */
export async function fetchKafka({ log } = {}) {
  const say = makeLog(log);
  const libs = kafkaLibsDir();
  if (await libsComplete(libs)) return libs;

  say('rollcall: fetching the Kafka broker jars from Maven Central (once)…');
  say(`rollcall:   org.apache.kafka:kafka_2.13:${KAFKA_VERSION} and its runtime dependencies -> ${libs}`);
  const started = Date.now();
  await mkdir(path.dirname(libs), { recursive: true });
  const tmp = `${libs}.tmp-${process.pid}-${randomBytes(3).toString('hex')}`;
  const args = [
    '-q',
    '-B',
    '-f',
    POM,
    'dependency:copy-dependencies',
    '-DincludeScope=runtime',
    `-DoutputDirectory=${tmp}`,
  ];
  let result;
  try {
    result = await run(process.env.MVN || 'mvn', args, { cwd: REPO_ROOT });
  } catch (err) {
    await rm(tmp, { recursive: true, force: true });
    if (err && err.code === 'ENOENT') {
      throw new Error(
        'rollcall: Maven (mvn) is not installed, and it is needed once to fetch the Kafka broker jars. ' +
          'Install it (apt-get install -y maven) or set ROLLCALL_KAFKA_LIBS to a folder that holds them.',
      );
    }
    throw err;
  }
  if (result.code !== 0) {
    await rm(tmp, { recursive: true, force: true });
    throw new Error(
      `rollcall: fetching the Kafka broker jars failed (mvn ${args.join(' ')} exited with ${result.code ?? result.signal}):\n` +
        result.output.trim().split('\n').slice(-30).join('\n'),
    );
  }
  await writeFile(path.join(tmp, MARKER), `${KAFKA_VERSION}\n`);

  // Replace a stale or partial folder, then move ours into place; if another process won the race, keep its.
  if (existsSync(libs) && !(await libsComplete(libs))) {
    const old = `${libs}.old-${process.pid}-${randomBytes(3).toString('hex')}`;
    await rename(libs, old).catch(() => {});
    await rm(old, { recursive: true, force: true });
  }
  try {
    await rename(tmp, libs);
  } catch (err) {
    await rm(tmp, { recursive: true, force: true });
    if (!(await libsComplete(libs))) throw err;
  }
  const jars = (await readdir(libs)).filter((name) => name.endsWith('.jar')).length;
  say(`rollcall: fetched ${jars} jars in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return libs;
}

async function choosePort(requested) {
  if (requested === 0) {
    return freePort({ host: HOST, pair: true });
  }
  if (!Number.isInteger(requested) || requested < 1 || requested > 65534) {
    throw new Error(`rollcall: Kafka port must be an integer from 1 to 65534 (or 0 for any), not ${requested}`);
  }
  for (const port of [requested, requested + 1]) {
    if (!(await isPortFree(port, HOST))) {
      throw new Error(
        `rollcall: cannot start Kafka: port ${port} on ${HOST} is already in use ` +
          `(the broker needs ${requested} for clients and ${requested + 1} for its controller). ` +
          'Is another broker running? Stop it or choose another port (--port / { port }).',
      );
    }
  }
  return requested;
}

function serverProperties({ port, dataDir }) {
  return [
    '# Written by infra/kafka/broker.mjs: a single-node KRaft broker on loopback only.',
    'process.roles=broker,controller',
    'node.id=1',
    `controller.quorum.voters=1@${HOST}:${port + 1}`,
    `listeners=PLAINTEXT://${HOST}:${port},CONTROLLER://${HOST}:${port + 1}`,
    `advertised.listeners=PLAINTEXT://${HOST}:${port}`,
    'controller.listener.names=CONTROLLER',
    'inter.broker.listener.name=PLAINTEXT',
    'listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT',
    `log.dirs=${dataDir}`,
    'num.partitions=3',
    'auto.create.topics.enable=true',
    'offsets.topic.replication.factor=1',
    'transaction.state.log.replication.factor=1',
    'transaction.state.log.min.isr=1',
    'min.insync.replicas=1',
    'share.coordinator.state.topic.replication.factor=1',
    'share.coordinator.state.topic.min.isr=1',
    'group.initial.rebalance.delay.ms=0',
    // A test broker: a few threads are plenty on two cores.
    'num.network.threads=2',
    'num.io.threads=4',
    'num.recovery.threads.per.data.dir=1',
    '',
  ].join('\n');
}

function log4jProperties() {
  return [
    '# Written by infra/kafka/broker.mjs: everything to stdout, which the launcher sends to broker.log.',
    'status = warn',
    'appender.out.type = Console',
    'appender.out.name = STDOUT',
    'appender.out.layout.type = PatternLayout',
    'appender.out.layout.pattern = [%d] %p %m (%c)%n',
    'rootLogger.level = INFO',
    'rootLogger.appenderRef.out.ref = STDOUT',
    'logger.statechange.name = state.change.logger',
    'logger.statechange.level = WARN',
    'logger.request.name = kafka.request.logger',
    'logger.request.level = WARN',
    '',
  ].join('\n');
}

/** Kafka's cluster ids are 16 random bytes in URL-safe base64 (22 characters); avoid a leading dash. */
function randomClusterId() {
  for (;;) {
    const id = randomBytes(16).toString('base64url');
    if (!id.startsWith('-')) return id;
  }
}

function tail(file, lines = 40) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no broker log)';
  }
}

function javaCommand() {
  return process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
}

// An unref'd timer: a pending grace period never keeps the process (or jest) alive by itself.
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref());

async function brokerAnswers(brokers) {
  const kafka = new Kafka({
    clientId: 'rollcall-kafka-ready',
    brokers: [brokers],
    logLevel: KafkaLogLevel.NOTHING,
    connectionTimeout: 1000,
    requestTimeout: 2000,
    retry: { retries: 0 },
  });
  const admin = kafka.admin();
  try {
    await admin.connect();
    const cluster = await admin.describeCluster();
    return cluster.brokers.length > 0 && cluster.controller !== null && cluster.controller !== undefined;
  } catch {
    return false;
  } finally {
    await admin.disconnect().catch(() => {});
  }
}

/**
 * Starts a single-node KRaft broker on 127.0.0.1 and resolves once a kafkajs admin client can talk to it.
 * @param {object} [options]
 * @param {number} [options.port] client port (default 19092; the controller uses port + 1; 0 picks a free pair)
 * @param {string} [options.dir] working folder (default .cache/kafka/run-<port>, emptied first); a folder that
 *   already holds formatted storage is reused as it is
 * @param {((line: string) => void) | false} [options.log] progress lines (default: stderr; false: silent)
 * @param {string} [options.heap] -Xmx value (default 512m)
 * @param {number} [options.readyTimeoutMs] default 90 000
 */
export async function startKafka({ port, dir, log, heap = '512m', readyTimeoutMs = READY_TIMEOUT_MS } = {}) {
  const say = makeLog(log);
  const libs = await fetchKafka({ log: say });
  const chosen = await choosePort(port ?? DEFAULT_PORT);
  const brokers = `${HOST}:${chosen}`;

  const ownDir = !dir;
  const runDir = path.resolve(dir ?? path.join(REPO_ROOT, '.cache', 'kafka', `run-${chosen}`));
  const dataDir = path.join(runDir, 'data');
  if (ownDir) await rm(runDir, { recursive: true, force: true });
  await mkdir(runDir, { recursive: true });
  const configFile = path.join(runDir, 'server.properties');
  const log4jFile = path.join(runDir, 'log4j2.properties');
  const logFile = path.join(runDir, 'broker.log');
  await writeFile(configFile, serverProperties({ port: chosen, dataDir }));
  await writeFile(log4jFile, log4jProperties());

  const java = javaCommand();
  const classpath = `${libs}${path.sep}*`;
  if (!existsSync(path.join(dataDir, 'meta.properties'))) {
    const clusterId = randomClusterId();
    let formatted;
    try {
      formatted = await run(
        java,
        [
          '-Xmx256m',
          `-Dlog4j2.configurationFile=${log4jFile}`,
          '-cp',
          classpath,
          'kafka.tools.StorageTool',
          'format',
          '--cluster-id',
          clusterId,
          '--config',
          configFile,
          '--ignore-formatted',
        ],
        { cwd: runDir },
      );
    } catch (err) {
      if (err && err.code === 'ENOENT') {
        throw new Error(
          `rollcall: cannot start Kafka: "${java}" was not found; Kafka ${KAFKA_VERSION} needs Java 17+ (apt-get install -y openjdk-17-jre-headless).`,
        );
      }
      throw err;
    }
    if (formatted.code !== 0) {
      throw new Error(
        `rollcall: formatting Kafka storage in ${dataDir} failed (exit ${formatted.code ?? formatted.signal}):\n` +
          formatted.output.trim().split('\n').slice(-30).join('\n'),
      );
    }
  }

  say(
    `rollcall: starting Kafka ${KAFKA_VERSION} on ${brokers} (log: ${path.relative(process.cwd(), logFile) || logFile})`,
  );
  const started = Date.now();
  const out = openSync(logFile, 'a');
  // On Linux, setpriv --pdeathsig makes the kernel send SIGTERM to the broker if this Node process dies
  // without calling stop() (killed, crashed): no orphan broker keeps holding the ports.
  const setpriv = process.platform === 'linux' ? ['/usr/bin/setpriv', '/bin/setpriv'].find(existsSync) : undefined;
  const launcher = setpriv ? [setpriv, '--pdeathsig', 'TERM', java] : [java];
  let child;
  try {
    child = spawn(
      launcher[0],
      [
        ...launcher.slice(1),
        `-Xmx${heap}`,
        '-Xms128m',
        '-XX:+UseG1GC',
        '-XX:MaxGCPauseMillis=20',
        '-Djava.awt.headless=true',
        `-Dkafka.logs.dir=${runDir}`,
        `-Dlog4j2.configurationFile=${log4jFile}`,
        '-cp',
        classpath,
        'kafka.Kafka',
        configFile,
      ],
      { cwd: runDir, stdio: ['ignore', out, out] },
    );
  } finally {
    closeSync(out);
  }

  let exitInfo = null;
  let spawnError = null;
  const exited = new Promise((resolve) => {
    child.once('error', (err) => {
      spawnError = err;
      exitInfo = { code: null, signal: null };
      resolve(exitInfo);
    });
    child.once('exit', (code, signal) => {
      exitInfo = { code, signal };
      resolve(exitInfo);
    });
  });

  // If this Node process exits normally without calling stop(), do not leave the broker behind either.
  const killOnExit = () => {
    if (!exitInfo) {
      try {
        child.kill('SIGKILL');
      } catch {
        /* already gone */
      }
    }
  };
  process.once('exit', killOnExit);

  let stopping = null;
  const stop = (graceMs = STOP_GRACE_MS) => {
    stopping ??= (async () => {
      try {
        if (!exitInfo) {
          child.kill('SIGTERM');
          const graceful = await Promise.race([exited.then(() => true), delay(graceMs).then(() => false)]);
          if (!graceful && !exitInfo) {
            say(`rollcall: Kafka did not stop within ${graceMs / 1000} s of SIGTERM; killing it`);
            child.kill('SIGKILL');
            await Promise.race([exited, delay(5000)]);
          }
        }
      } catch {
        /* the process is gone already */
      } finally {
        process.removeListener('exit', killOnExit);
        if (ownDir) await rm(dataDir, { recursive: true, force: true }).catch(() => {});
      }
    })();
    return stopping;
  };

  // Wait until a kafkajs admin client gets cluster metadata, the broker dies, or the time runs out.
  const deadline = started + readyTimeoutMs;
  for (;;) {
    if (exitInfo) {
      process.removeListener('exit', killOnExit);
      if (spawnError && spawnError.code === 'ENOENT') {
        throw new Error(
          `rollcall: cannot start Kafka: "${java}" was not found; Kafka ${KAFKA_VERSION} needs Java 17+ (apt-get install -y openjdk-17-jre-headless).`,
        );
      }
      const how = spawnError ? spawnError.message : `exit ${exitInfo.code ?? exitInfo.signal}`;
      throw new Error(
        `rollcall: the Kafka broker stopped while starting (${how}). Last lines of ${logFile}:\n${tail(logFile)}`,
      );
    }
    if (await brokerAnswers(brokers)) break;
    if (Date.now() > deadline) {
      await stop(3000);
      throw new Error(
        `rollcall: Kafka did not answer on ${brokers} within ${Math.round(readyTimeoutMs / 1000)} s. Last lines of ${logFile}:\n${tail(logFile)}`,
      );
    }
    await delay(250);
  }
  say(`rollcall: Kafka is ready on ${brokers} after ${((Date.now() - started) / 1000).toFixed(1)} s`);

  return {
    brokers,
    port: chosen,
    dir: runDir,
    logFile,
    pid: child.pid,
    exited,
    stop: () => stop(),
  };
}
