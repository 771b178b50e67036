// `npm run bench:delivery`: how fast events get from a service's outbox to the calculation service's handler (its
// punch read model, inbox and recalculation queue), in each run mode, beside a baseline measured in the same run.
// A company of a few employees is seeded through the services' own code; then N `time.punch.recorded.v1` events
// for them are written into time capture's outbox in one transaction (what N kiosk punches leave there), and the
// clock runs from that commit until calculation's inbox holds all N.
// - distributed: Kafka, PostgreSQL and a process per service (scripts/distributed). Baseline: kafkajs alone on the
//   same broker, the same N messages produced (acks all, 500 a batch) and consumed by a new group.
// - embedded: the embedded app in this process (in-process bus). Baseline: the database alone, the same N punch
//   rows inserted 500 a statement.
// Options: --mode embedded|distributed|both (default both), --events N (default 5000), --employees N (default 20),
// --json (the figures as JSON only).
import { randomUUID } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const mode = option('mode', 'both');
const events = Number(option('events', '5000'));
const employees = Number(option('employees', '20'));
const json = args.includes('--json');
if (
  !['embedded', 'distributed', 'both'].includes(mode) ||
  !Number.isInteger(events) ||
  events < 1 ||
  !Number.isInteger(employees) ||
  employees < 1
) {
  process.stderr.write(
    'usage: npm run bench:delivery -- [--mode embedded|distributed|both] [--events N] [--employees N] [--json]\n',
  );
  process.exit(2);
}
const say = (line) => {
  if (!json) process.stdout.write(`${line}\n`);
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const load = () =>
  execFileSync('uptime', { encoding: 'utf8' })
    .trim()
    .replace(/^.*load average:\s*/, 'load ');
const PUNCHES_CONSUMER = 'calculation.punches';
const CHUNK = 500;

const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-stale'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const { default: pg } = await import('pg');

/** N punch events of the company's employees, as time capture writes them (punches/punch-events.ts). */
function punchEvents(companyId, employeeIds, n) {
  const now = Date.now();
  return Array.from({ length: n }, (_, i) => {
    const employeeId = employeeIds[i % employeeIds.length];
    const punchTime = new Date(now - 86_400_000 * (1 + (i % 5)) - 60_000 * Math.floor(i / employeeIds.length));
    return {
      id: randomUUID(),
      type: 'time.punch.recorded.v1',
      companyId,
      key: employeeId,
      occurredAt: new Date(now).toISOString(),
      producer: 'time-capture',
      payload: {
        punchId: randomUUID(),
        employeeId,
        clockId: 100_001 + (i % employeeIds.length),
        punchTime: punchTime.toISOString(),
        source: 'Kiosk',
        deviceId: 'bench-delivery',
        devicePunchId: `bench-${i}`,
        workPlaceId: null,
        positionId: null,
        jobId: null,
        taskId: null,
      },
    };
  });
}

async function handled(sql) {
  const { rows } = await sql.query(`SELECT count(*)::int AS n FROM calculation.inbox WHERE consumer = $1`, [
    PUNCHES_CONSUMER,
  ]);
  return rows[0].n;
}

async function until(what, check, limitMs) {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not so after ${limitMs / 1000} s`);
    await sleep(50);
  }
}

/** Waits for calculation's recalculation queue to be empty, so the run starts from a quiet system. */
async function quiet(sql) {
  await until(
    'the recalculation queue drains',
    async () => (await sql.query(`SELECT count(*)::int AS n FROM calculation.recalc_queue`)).rows[0].n === 0,
    300_000,
  );
}

/**
 * Writes the events into time capture's outbox in one transaction and times the relay (every row sent) and the
 * delivery (calculation's inbox holds them all) from its commit.
 */
async function deliver(sql, companyId) {
  const employeeIds = (
    await sql.query(`SELECT id FROM calculation.employees WHERE company_id = $1 ORDER BY clock_id`, [companyId])
  ).rows.map((r) => r.id);
  if (employeeIds.length === 0) throw new Error('calculation knows no employee of the company');
  await quiet(sql);
  const before = await handled(sql);
  const list = punchEvents(companyId, employeeIds, events);
  const client = await sql.connect();
  try {
    await client.query('BEGIN');
    for (let i = 0; i < list.length; i += CHUNK) {
      const chunk = list.slice(i, i + CHUNK);
      await client.query(
        `INSERT INTO time_capture.outbox (id, type, company_id, key, occurred_at, producer, payload)
         SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::timestamptz[], $6::text[], $7::jsonb[])`,
        [
          chunk.map((e) => e.id),
          chunk.map((e) => e.type),
          chunk.map((e) => e.companyId),
          chunk.map((e) => e.key),
          chunk.map((e) => e.occurredAt),
          chunk.map((e) => e.producer),
          chunk.map((e) => JSON.stringify(e.payload)),
        ],
      );
    }
    await client.query(`SELECT pg_notify('rollcall_outbox_time_capture', '')`);
    await client.query('COMMIT');
  } finally {
    client.release();
  }
  const started = Date.now();
  let relayed = null;
  for (;;) {
    if (relayed === null) {
      const { rows } = await sql.query(`SELECT count(*)::int AS n FROM time_capture.outbox WHERE sent_at IS NULL`);
      if (rows[0].n === 0) relayed = (Date.now() - started) / 1000;
    }
    if ((await handled(sql)) - before >= events) break;
    if (Date.now() - started > 15 * 60_000) throw new Error('not delivered within 15 minutes');
    await sleep(50);
  }
  const seconds = (Date.now() - started) / 1000;
  return { events, seconds, perSecond: Math.round(events / seconds), relaySeconds: relayed ?? seconds, load: load() };
}

async function embeddedRun() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-bench-delivery-'));
  say(`embedded: starting the app, PostgreSQL in ${dataDir} …`);
  const { startEmbedded, seedScaleCompany } = await import(path.join(root, 'apps/embedded/dist/index.js'));
  const embedded = await startEmbedded({
    port: 0,
    dataDir,
    demoPassword: 'unused-in-bench',
    seed: false,
    quiet: true,
    fastDatabase: true,
  });
  const { getDataSourceToken } = await import('@nestjs/typeorm');
  const url = embedded.app.get(getDataSourceToken('calculation'), { strict: false }).options.url;
  const sql = new pg.Pool({ connectionString: url, max: 2, application_name: 'rollcall-bench-delivery' });
  try {
    say(`embedded: seeding ${employees} employees …`);
    const company = await seedScaleCompany(embedded.app, {
      employees,
      weeks: 1,
      password: 'Bench-Delivery-Pass-1',
      now: new Date(),
    });
    const baseline = await databaseBaseline(sql, company.companyId);
    say(`embedded: ${events} punch events through the in-process relay …`);
    const delivery = await deliver(sql, company.companyId);
    return { mode: 'embedded', baseline, delivery };
  } finally {
    await sql.end();
    await embedded.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The database alone: the same number of punch rows, 500 a statement, into a table of the same shape. */
async function databaseBaseline(sql, companyId) {
  const list = punchEvents(companyId, [randomUUID()], events);
  const client = await sql.connect();
  try {
    await client.query(`CREATE TEMPORARY TABLE bench_punches (LIKE calculation.punches INCLUDING ALL)`);
    const started = Date.now();
    for (let i = 0; i < list.length; i += CHUNK) {
      const chunk = list.slice(i, i + CHUNK).map((e) => e.payload);
      await client.query(
        `INSERT INTO bench_punches (id, company_id, employee_id, punch_time, source)
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::timestamptz[], $5::text[])`,
        [
          chunk.map((p) => p.punchId),
          chunk.map(() => companyId),
          chunk.map((p) => p.employeeId),
          chunk.map((p) => p.punchTime),
          chunk.map((p) => p.source),
        ],
      );
    }
    const seconds = (Date.now() - started) / 1000;
    return {
      what: 'PostgreSQL: the punch rows, 500 a statement',
      perSecond: Math.round(events / seconds),
      load: load(),
    };
  } finally {
    await client.query(`DROP TABLE IF EXISTS bench_punches`).catch(() => undefined);
    client.release();
  }
}

async function distributedRun() {
  const { startEmbeddedPostgres } = await import('@rollcall/platform');
  const { startKafka } = await import(path.join(root, 'infra/kafka/broker.mjs'));
  const { launchDistributed } = await import(path.join(root, 'scripts/distributed/launch.mjs'));
  const { childEnv, runSeed } = await import(path.join(root, 'scripts/chaos/chaos-run.mjs'));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-bench-delivery-'));
  await chmod(dataDir, 0o755);
  let kafka = null;
  let database = null;
  let system = null;
  let sql = null;
  try {
    say(`distributed: starting Kafka and PostgreSQL in ${dataDir} …`);
    [kafka, database] = await Promise.all([
      startKafka({ port: 0, dir: path.join(dataDir, 'kafka'), log: false }),
      startEmbeddedPostgres({ dataDir, fast: true }),
    ]);
    sql = new pg.Pool({ connectionString: database.url, max: 2, application_name: 'rollcall-bench-delivery' });
    const env = childEnv({
      DATABASE_URL: database.url,
      KAFKA_BROKERS: kafka.brokers,
      JWT_SECRET: 'bench-delivery-secret-bench-delivery-secret-0123',
      LOG_LEVEL: 'warn',
    });
    say(`distributed: seeding ${employees} employees, starting every service …`);
    const seeded = await runSeed(env, employees, () => undefined, {
      email: 'admin@bench.test',
      password: 'Bench-Delivery-Pass-1',
    });
    system = await launchDistributed({ env, gatewayPort: 0, basePort: 0, log: () => undefined });
    await until(
      'calculation knows every employee',
      async () =>
        (
          await sql.query(`SELECT count(*)::int AS n FROM calculation.employees WHERE company_id = $1`, [
            seeded.companyId,
          ])
        ).rows[0].n >= employees,
      120_000,
    );
    say(`distributed: kafkajs alone, ${events} messages …`);
    const baseline = await kafkaBaseline(kafka.brokers, seeded.companyId);
    say(`distributed: ${events} punch events through the relay, Kafka and calculation's consumer …`);
    const delivery = await deliver(sql, seeded.companyId);
    return { mode: 'distributed', baseline, delivery };
  } finally {
    await system?.stop().catch(() => undefined);
    await sql?.end().catch(() => undefined);
    await kafka?.stop().catch(() => undefined);
    await database?.stop().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** kafkajs alone on the same broker: produce N messages of the punch events' size, then consume them in a new group. */
async function kafkaBaseline(brokers, companyId) {
  const { Kafka, logLevel } = await import('kafkajs');
  const kafka = new Kafka({ clientId: 'rollcall-bench-delivery', brokers: [brokers], logLevel: logLevel.NOTHING });
  const topic = `bench.delivery.${Date.now().toString(36)}`;
  const admin = kafka.admin();
  await admin.connect();
  await admin.createTopics({ waitForLeaders: true, topics: [{ topic, numPartitions: 3, replicationFactor: 1 }] });
  await admin.disconnect();
  const list = punchEvents(
    companyId,
    Array.from({ length: employees }, () => randomUUID()),
    events,
  );
  const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
  await producer.connect();
  const produceStart = Date.now();
  for (let i = 0; i < list.length; i += CHUNK) {
    await producer.send({
      topic,
      acks: -1,
      messages: list.slice(i, i + CHUNK).map((e) => ({ key: e.key, value: JSON.stringify(e) })),
    });
  }
  const produceSeconds = (Date.now() - produceStart) / 1000;
  await producer.disconnect();
  const consumer = kafka.consumer({ groupId: `${topic}.group` });
  await consumer.connect();
  await consumer.subscribe({ topics: [topic], fromBeginning: true });
  let seen = 0;
  let first = 0;
  let done;
  const all = new Promise((resolve) => (done = resolve));
  await consumer.run({
    partitionsConsumedConcurrently: 3,
    eachBatch: async ({ batch }) => {
      first ||= Date.now();
      for (const message of batch.messages) JSON.parse(String(message.value));
      seen += batch.messages.length;
      if (seen >= events) done(Date.now());
    },
  });
  const last = await all;
  await consumer.disconnect();
  const consumeSeconds = Math.max((last - first) / 1000, 0.001);
  return {
    what: 'kafkajs alone: produce (acks all, 500 a batch), then consume in a new group from its first message',
    producePerSecond: Math.round(events / produceSeconds),
    perSecond: Math.round(events / consumeSeconds),
    load: load(),
  };
}

const results = [];
say(`Rollcall event delivery benchmark: ${events} punch events, ${employees} employees`);
for (const run of mode === 'both' ? ['embedded', 'distributed'] : [mode]) {
  const result = run === 'embedded' ? await embeddedRun() : await distributedRun();
  results.push(result);
  const { baseline, delivery } = result;
  say('');
  say(`${run}: outbox → calculation's handler (inbox, punch read model, recalculation queue)`);
  say(
    `  delivered   ${String(delivery.perSecond).padStart(7)} events/s  (${delivery.events} in ${delivery.seconds.toFixed(1)} s; relay done after ${delivery.relaySeconds.toFixed(1)} s)  ${delivery.load}`,
  );
  say(
    `  baseline    ${String(baseline.perSecond).padStart(7)} /s         ${baseline.what}${baseline.producePerSecond ? ` (produced at ${baseline.producePerSecond}/s)` : ''}  ${baseline.load}`,
  );
  say(`  ratio       ${(delivery.perSecond / baseline.perSecond).toFixed(3)} of the baseline`);
}
if (json) process.stdout.write(`${JSON.stringify(results, null, 1)}\n`);
process.exit(0);
