// `npm run bench`: load benchmarks of the embedded app, each beside the same load on a trivial route of the same
// app in the same run (the baseline). Builds what is stale, builds vegeta once (Go module proxy), starts the app
// in its own process on a temporary data folder with the demo company and a scale company (through the services'
// own code paths), then runs, in this order (the one most likely to leave a backlog last):
//   reads   the employees list, a week's timesheet and the pay groups at a constant rate
//   closed  kiosk punches from 1, 10, 50, 200 concurrent senders (closed loop), with connections left idle in a
//           transaction (pg_stat_activity) and a single punch timed after each burst
//   roster  the weekly roster's page of 1,000 employees × 7 days, p95 beside a plain SELECT of the same rows
//   timesheet  a shift dropped on the roster until the employee's timesheet shows it, beside the drop's answer plus
//           one timesheet answer
//   template  a weekly template assigned to 1,000 employees (8 weeks of days, an event each) until recalculation
//           drained, beside a plain INSERT … SELECT of as many rows (scripts/bench/scheduling-bench.mjs)
//   kiosk   kiosk punch ingest at rising constant arrival rates (unique device punch ids over all clock ids)
// After each attack it waits (at most --settle seconds) until every outbox is sent and the recalculation queue is
// empty, and prints how long that took ("catch-up"). At the end it waits for the recalculation to catch up (at most
// 10 minutes) and runs `rollcall recalc verify` over the benched company's last --verify-days days: the stored
// results must equal a fresh calculation.
// Options: --employees N (scale company; default 10000; 0 = the 50-employee demo only), --weeks N (default 2),
// --duration S (each attack; default 30), --rates 250,500,1000,2000, --read-rate 200, --senders 1,10,50,200,
// --only kiosk,reads,roster,timesheet,template,closed, --roster-samples N (default 50; also the timesheet's drops), --settle S (longest wait for recalculation to catch up; default 180),
// --verify-days N (default 14; 0 skips the verifier), --json FILE (figures as JSON; default
// .cache/bench/bench-<time>.json), --fresh (make the scale company again
// rather than reuse this week's seeded copy in .cache/bench/). ROLLCALL_BENCH_APP_ROOT=DIR measures the built app of
// another checkout (for a before-and-after comparison) with this checkout's bench.
import { execFileSync, execSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { attack, ensureVegeta } from '../infra/load/vegeta.mjs';
import { startBenchApp } from './bench/app-process.mjs';
import { openProbe } from './bench/database-probe.mjs';
import { verifyRecalculation } from './bench/recalc-verify.mjs';
import { seededDataDir } from './bench/seeded-data-dir.mjs';
import { describeErrors, OPEN_HEADER, openRow, printTable } from './bench/report.mjs';
import { benchRoster, benchShiftToTimesheet, benchTemplate } from './bench/scheduling-bench.mjs';
import { kioskPunches, reads, trivialRoute } from './bench/targets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    employees: { type: 'string', default: '10000' },
    weeks: { type: 'string', default: '2' },
    duration: { type: 'string', default: '30' },
    rates: { type: 'string', default: '250,500,1000,2000' },
    'read-rate': { type: 'string', default: '200' },
    senders: { type: 'string', default: '1,10,50,200' },
    only: { type: 'string', default: 'kiosk,reads,roster,timesheet,template,closed' },
    'roster-samples': { type: 'string', default: '50' },
    settle: { type: 'string', default: '180' },
    'verify-days': { type: 'string', default: '14' },
    json: { type: 'string' },
    fresh: { type: 'boolean', default: false },
  },
});
const numbers = (list) => list.split(',').map(Number);
const duration = Number(values.duration);
const settleLimit = Number(values.settle);
const only = values.only.split(',');
const say = (line = '') => process.stdout.write(`${line}\n`);
/** A measured row and its baseline row of percentiles (scheduling-bench's `percentiles`), p95 over the base's. */
const percentileRows = ([name, measured], [baseName, base]) => [
  [
    name,
    measured.n,
    measured.p50,
    measured.p95,
    measured.max,
    `${(measured.p95 / Math.max(base.p95, 0.01)).toFixed(1)}×`,
  ],
  [baseName, base.n, base.p50, base.p95, base.max, '1.0×'],
];
const PROBE_RATE = 20;
const VERIFY_SETTLE_SECONDS = 600;

const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-stale'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
ensureVegeta((line) => say(line));

const appRoot = process.env.ROLLCALL_BENCH_APP_ROOT ?? root;
const commit = execSync('git rev-parse --short HEAD', { cwd: appRoot, encoding: 'utf8' }).trim();
const dirty = execSync('git status --porcelain', { cwd: appRoot, encoding: 'utf8' }).trim()
  ? ' (with local changes)'
  : '';
const figures = {
  date: new Date().toISOString(),
  commit: commit + dirty,
  cpus: os.cpus().length,
  node: process.version,
  options: values,
  loadBefore: os.loadavg().map((l) => l.toFixed(2)),
};
say(`Rollcall load benchmark, ${figures.date}, commit ${figures.commit}`);
say(
  `Machine: ${figures.cpus} CPUs, load average ${figures.loadBefore.join(' ')} (shared: other processes' work shows in the figures), Node ${process.version}`,
);

const employees = Number(values.employees);
const weeks = Number(values.weeks);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-bench-'));
if (employees > 0) {
  const seeded = await seededDataDir({ employees, weeks, fresh: values.fresh, log: say });
  figures.seed = JSON.parse(readFileSync(path.join(seeded, 'seed-complete.json'), 'utf8'));
  say(`Copying the seeded data folder ${path.relative(root, seeded)} to ${dataDir} …`);
  await cp(seeded, dataDir, { recursive: true });
  // as root, PostgreSQL runs as the postgres user (libs/platform embedded-postgres): the copy keeps the seed's owner
  if (process.getuid?.() === 0) {
    execFileSync('chown', ['-R', '--reference', path.join(seeded, 'postgres'), path.join(dataDir, 'postgres')]);
  }
}
say(`Starting the embedded app on ${dataDir} (its own process) …`);
const app = await startBenchApp({ dataDir, employees, weeks });
const { url, databaseUrl, password } = app.info;
const probe = await openProbe(databaseUrl);

try {
  const scale = app.info.scale;
  const company = scale
    ? { code: 'SCALE', deviceToken: scale.deviceToken, admin: scale.adminEmail }
    : { code: 'DEMO', deviceToken: app.info.deviceToken, admin: 'admin@demo.test' };
  const people = (
    await probe.query(
      `SELECT e.id, e.clock_id FROM organisation.employees e JOIN organisation.companies c ON c.id = e.company_id
        WHERE c.code = $1 AND e.clock_id IS NOT NULL ORDER BY e.clock_id`,
      [company.code],
    )
  ).rows;
  figures.company = { code: company.code, employees: people.length };
  say('Waiting for the seed to be published and recalculated …');
  const seedSettled = await probe.settle(3600);
  say(`… caught up ${seedSettled === null ? 'not within an hour' : `${seedSettled} s after the seed`}.`);
  figures.seedCatchUpSeconds = seedSettled;

  const token = async () => {
    const answer = await fetch(`${url}/account/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: company.admin, password, appType: 'web' }),
    });
    if (!answer.ok) throw new Error(`sign-in as ${company.admin} answered ${answer.status}`);
    return (await answer.json()).accessToken;
  };
  /** What the scheduling benchmarks share: the app, a fresh token, the probe and the company with its zone. */
  const scheduling = async () => ({
    url,
    token: await token(),
    probe,
    companyCode: company.code,
    zone: 'Pacific/Auckland',
  });
  const runId = Date.now().toString(36);
  const clockIds = people.map((p) => p.clock_id);
  const notes = [];
  const noteErrors = (name, result) => {
    const text = describeErrors(result);
    if (text) notes.push(`${name}: ${text}`);
  };
  /** `work` under load, with the trivial route probed at a low rate at the same time. */
  const withProbe = async (work) => {
    const [result, during] = await Promise.all([
      work(),
      attack({ targets: trivialRoute(url), rate: PROBE_RATE, durationSeconds: duration }),
    ]);
    return { result, during };
  };

  if (only.includes('reads')) {
    const rate = Number(values['read-rate']);
    say(`reads at ${rate}/s for ${duration} s each (baseline first) …`);
    const document = await (await fetch(`${url}/api/openapi.json`)).json();
    const pagedEmployees = (document.paths['/api/employees']?.get?.parameters ?? []).some((p) => p.name === 'page');
    const baseline = await attack({ targets: trivialRoute(url), rate, durationSeconds: duration });
    const targets = reads({
      url,
      token: await token(),
      employeeIds: people.slice(0, 1000).map((p) => p.id),
      zone: 'Pacific/Auckland',
      pagedEmployees,
    });
    const rows = [];
    figures.reads = { rate, baseline, pagedEmployees, results: [] };
    for (const [name, make] of Object.entries(targets)) {
      const { result, during } = await withProbe(() => attack({ targets: make(), rate, durationSeconds: duration }));
      rows.push(openRow(name, rate, result, baseline, during));
      noteErrors(`${name} ${rate}/s`, result);
      figures.reads.results.push({ name, result, trivialDuring: during });
    }
    printTable(
      `API reads at ${people.length} employees (${pagedEmployees ? 'employees list paged, 25 a page' : 'employees list unpaged: every row'}; base = GET /health at ${rate}/s)`,
      OPEN_HEADER,
      rows,
    );
  }

  if (only.includes('roster')) {
    const samples = Number(values['roster-samples']);
    say(`roster: the page of 1,000 employees × 7 days, ${samples} calls one at a time, each beside a plain SELECT …`);
    const roster = await benchRoster({
      ...(await scheduling()),
      samples,
    });
    figures.roster = { ...roster, load: os.loadavg().map((l) => l.toFixed(2)) };
    printTable(
      `Weekly roster, GET /api/shifts/getNewShifts of ${roster.employees} employees × ${roster.week.startDate}…${roster.week.endDate} (${roster.days} employee-days); base = a plain SELECT of the same rows (${roster.plainRows}) on one connection; load ${figures.roster.load.join(' ')}`,
      ['scenario', 'calls', 'p50 ms', 'p95 ms', 'max ms', 'p95 vs base'],
      percentileRows(['roster page', roster.roster], ['plain SELECT (base)', roster.select]),
    );
  }

  if (only.includes('timesheet')) {
    const samples = Math.min(Number(values['roster-samples']), 50);
    say(`timesheet: ${samples} shifts dropped on the roster, each until the employee's timesheet shows it …`);
    const shift = await benchShiftToTimesheet({
      ...(await scheduling()),
      samples,
    });
    figures.shiftToTimesheet = { ...shift, load: os.loadavg().map((l) => l.toFixed(2)) };
    printTable(
      `A shift dropped on the roster (POST /standardshifts/newSave) until the timesheet (GET /api/timesheet/getPunchRecords) shows it, ${shift.samples} drops one at a time; base = the drop's answer plus one timesheet answer; load ${figures.shiftToTimesheet.load.join(' ')}`,
      ['scenario', 'drops', 'p50 ms', 'p95 ms', 'max ms', 'p95 vs base'],
      percentileRows(['drop → timesheet', shift.shown], ['drop + one read (base)', shift.floor]),
    );
  }

  if (only.includes('template')) {
    say('template: a weekly template assigned to 1,000 employees, then the wait for recalculation …');
    const template = await benchTemplate({
      ...(await scheduling()),
      settleLimit,
    });
    figures.template = { ...template, load: os.loadavg().map((l) => l.toFixed(2)) };
    printTable(
      `Schedule template assigned to ${template.employees} employees from ${template.startDate} to the 56-day horizon: POST /schedule/save, then every event delivered and the recalculation queue drained; base = a plain INSERT … SELECT of as many day rows and outbox rows; load ${figures.template.load.join(' ')}`,
      ['scenario', 'days', 'save ms', 'drained s', 'left then', 'events/s', 'base ms', 'save vs base'],
      [
        [
          'template save',
          template.daysWritten,
          template.saveMs,
          template.drainedSeconds ?? `>${settleLimit}`,
          template.backlogAtEnd
            ? `${template.backlogAtEnd.unsent} unsent, ${template.backlogAtEnd.queued} queued`
            : '0',
          template.deliveredPerSecond,
          template.plainInsertMs,
          `${(template.saveMs / Math.max(template.plainInsertMs, 1)).toFixed(1)}×`,
        ],
      ],
    );
  }

  if (only.includes('closed')) {
    const rows = [];
    figures.closed = [];
    for (const senders of numbers(values.senders)) {
      say(`kiosk closed loop, ${senders} concurrent senders for ${duration} s (baseline first) …`);
      const baseline = await attack({ targets: trivialRoute(url), rate: 0, senders, durationSeconds: duration });
      const watch = probe.watch();
      const result = await attack({
        targets: kioskPunches(url, company.deviceToken, clockIds, `${runId}-c${senders}`),
        rate: 0,
        senders,
        durationSeconds: duration,
      });
      const mostIdle = await watch.stop();
      await new Promise((r) => setTimeout(r, 1000));
      const after = await probe.connections();
      const single = await singlePunch(url, company.deviceToken, clockIds[0], `${runId}-single-${senders}`);
      const catchUp = await probe.settle(settleLimit);
      rows.push([
        `${senders} senders`,
        result.okPerSecond,
        result.p50,
        result.p99,
        result.errors,
        `${(result.p99 / Math.max(baseline.p99, 0.01)).toFixed(1)}×`,
        baseline.okPerSecond,
        baseline.p99,
        mostIdle,
        after.idleInTransaction,
        single,
        catchUp ?? `>${settleLimit}`,
      ]);
      noteErrors(`closed loop ${senders}`, result);
      figures.closed.push({
        senders,
        baseline,
        result,
        mostIdleInTransaction: mostIdle,
        after,
        singlePunch: single,
        catchUpSeconds: catchUp,
      });
    }
    printTable(
      `Kiosk punches, closed loop (each sender sends its next punch when the last is answered; ${duration} s each; base = GET /health with as many senders)`,
      [
        'senders',
        'ok/s',
        'p50 ms',
        'p99 ms',
        'errors',
        'p99 vs base',
        'base ok/s',
        'base p99 ms',
        'most idle in tx',
        'idle in tx 1 s after',
        'one punch after',
        'catch-up s',
      ],
      rows,
    );
  }
  if (only.includes('kiosk')) {
    const rows = [];
    figures.kiosk = [];
    for (const rate of numbers(values.rates)) {
      say(`kiosk ingest at ${rate}/s for ${duration} s (baseline first) …`);
      const baseline = await attack({ targets: trivialRoute(url), rate, durationSeconds: duration });
      app.takeLoopDelay();
      const { result, during } = await withProbe(() =>
        attack({
          targets: kioskPunches(url, company.deviceToken, clockIds, `${runId}-${rate}`),
          rate,
          durationSeconds: duration,
        }),
      );
      const loopDelay = app.takeLoopDelay();
      const catchUp = await probe.settle(settleLimit);
      const connections = await probe.connections();
      rows.push([
        ...openRow('kiosk punches', rate, result, baseline, during),
        loopDelay ? `${loopDelay.p99Ms} / ${loopDelay.maxMs}` : null,
        catchUp ?? `>${settleLimit}`,
        connections.idleInTransaction,
      ]);
      noteErrors(`kiosk ${rate}/s`, result);
      figures.kiosk.push({
        rate,
        baseline,
        result,
        trivialDuring: during,
        loopDelay,
        catchUpSeconds: catchUp,
        connections,
      });
    }
    printTable(
      `Kiosk punch ingest, open model (constant arrival rate, ${duration} s each; base = GET /health at the same rate, alone, just before; loop delay = the app's event loop during the attack, worst second's p99 / longest, ms)`,
      [...OPEN_HEADER, 'loop delay ms', 'catch-up s', 'idle in tx'],
      rows,
    );
  }

  const verifyDays = Number(values['verify-days']);
  if (verifyDays > 0) {
    say('');
    say(`Waiting for the recalculation to catch up (at most ${VERIFY_SETTLE_SECONDS} s) …`);
    const caughtUp = await probe.settle(VERIFY_SETTLE_SECONDS);
    say(`… ${caughtUp === null ? 'NOT caught up' : `caught up in ${caughtUp} s`}; rollcall recalc verify …`);
    const verified = await verifyRecalculation({ url, email: company.admin, password, days: verifyDays });
    figures.verify = { caughtUpSeconds: caughtUp, ...verified, differences: verified.differences?.slice(0, 20) };
    say(
      verified.failure === undefined
        ? `rollcall recalc verify --from ${verified.from} --to ${verified.to} (${company.code} company): ${verified.days} employee-days of ${verified.employees} employees checked, ${verified.differing} differ (exit ${verified.exitCode})`
        : `rollcall recalc verify --from ${verified.from} --to ${verified.to} failed (exit ${verified.exitCode}): ${verified.failure}`,
    );
    for (const d of verified.differences?.slice(0, 5) ?? []) {
      say(`  ${d.employeeId} ${d.date}: ${d.fields.join(', ')}`);
    }
  }

  if (notes.length) {
    say('');
    say('Errors:');
    for (const note of notes) say(`  ${note}`);
  }
  figures.loadAfter = os.loadavg().map((l) => l.toFixed(2));
  say('');
  say(`Load average after: ${figures.loadAfter.join(' ')}`);
  const out = values.json ?? path.join(root, '.cache/bench', `bench-${figures.date.replace(/[:.]/g, '-')}.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(figures, null, 2)}\n`);
  say(`Figures as JSON: ${path.relative(process.cwd(), out)}`);
} finally {
  await probe.close();
  await app.stop();
  await rm(dataDir, { recursive: true, force: true });
}

/** One punch sent alone: "201 in 12 ms", or what went wrong. */
async function singlePunch(url, deviceToken, clockId, devicePunchId) {
  const started = performance.now();
  try {
    const answer = await fetch(`${url}/api/kiosk-punches`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Device-Token': deviceToken },
      body: JSON.stringify({ deviceId: 'bench-single', devicePunchId, clockId, punchTime: new Date().toISOString() }),
      signal: AbortSignal.timeout(10_000),
    });
    return `${answer.status} in ${Math.round(performance.now() - started)} ms`;
  } catch {
    return `no answer in ${Math.round(performance.now() - started)} ms`;
  }
}
