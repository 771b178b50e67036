// `npm run bench:recalc`: recalculation through the running service. Starts the embedded app (its own PostgreSQL in
// a temporary data folder, no demo seed), makes a company through the organisation service (so calculation gets its
// pay types, settings and pay group as events), writes N employees with a fortnight of schedules and punches
// straight into the calculation read models, then times a full recalculation through the queue and the worker,
// beside a plain streamed SELECT of the same punches and an INSERT of as many result rows; then the pay group's
// what-if preview of the same employees and days (three runs) beside that recalculation.
// Options: --employees N (default 10000), --from YYYY-MM-DD (a Monday; default 2026-10-05), --days N (default 14),
// --json (print the figures as JSON only).
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const employees = Number(option('employees', '10000'));
const from = option('from', '2026-10-05');
const days = Number(option('days', '14'));
const json = args.includes('--json');
if (
  !Number.isInteger(employees) ||
  employees < 1 ||
  !Number.isInteger(days) ||
  days < 1 ||
  !/^\d{4}-\d{2}-\d{2}$/.test(from)
) {
  process.stderr.write('usage: npm run bench:recalc -- [--employees N] [--from YYYY-MM-DD] [--days N] [--json]\n');
  process.exit(2);
}
const say = (line) => {
  if (!json) process.stdout.write(`${line}\n`);
};

const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-stale'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const { startEmbedded } = await import(path.join(root, 'apps/embedded/dist/index.js'));
const { CompaniesService, PayGroupsService } = await import(path.join(root, 'services/organisation/dist/index.js'));
const { runRecalcBench } = await import(path.join(root, 'services/calculation/dist/bench/recalc-bench.js'));
const { getDataSourceToken } = await import('@nestjs/typeorm');

const zone = 'Pacific/Auckland';
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-bench-'));
say(`Rollcall recalculation benchmark: embedded app, PostgreSQL in ${dataDir}`);
const embedded = await startEmbedded({ port: 0, dataDir, demoPassword: 'unused-in-bench', seed: false, quiet: true });
try {
  const companies = embedded.app.get(CompaniesService, { strict: false });
  const payGroups = embedded.app.get(PayGroupsService, { strict: false });
  const company = await companies.createCompany({
    name: 'Bench Ltd',
    code: 'BENCH',
    timeZoneId: zone,
    licenses: employees,
  });
  const group = await payGroups.create(company.id, 'Fortnightly', {
    period: 'Fortnightly',
    startTime: from,
    timeZoneId: zone,
  });
  // Calculation learns the company, its pay types and the pay group from organisation's events.
  const calc = embedded.app.get(getDataSourceToken('calculation'), { strict: false });
  for (let ready = false; !ready;) {
    const [row] = await calc.query(
      `SELECT (SELECT count(*) FROM calculation.pay_groups WHERE id = $1)::int AS groups,
              (SELECT count(*) FROM calculation.pay_types WHERE company_id = $2 AND role = 'ordinary')::int AS ordinary,
              (SELECT count(*) FROM calculation.company_settings WHERE company_id = $2)::int AS settings`,
      [group.id, company.id],
    );
    ready = row.groups === 1 && row.ordinary > 0 && row.settings === 1;
    if (!ready) await new Promise((r) => setTimeout(r, 50));
  }
  const result = await runRecalcBench(embedded.app, {
    companyId: company.id,
    paygroupId: group.id,
    employees,
    from,
    days,
    zone,
    log: (line) => say(`  ${line}`),
  });
  if (json) {
    process.stdout.write(
      `${JSON.stringify({ command: 'npm run bench:recalc', cpus: os.cpus().length, node: process.version, ...result }, null, 2)}\n`,
    );
  } else {
    const n = (x) => x.toLocaleString('en-NZ');
    say('');
    say(
      `Data: ${n(result.employees)} employees × ${days} days = ${n(result.employeeDays)} employee-days, ${n(result.scheduleDays)} schedule days and ${n(result.punches)} punches,`,
    );
    say(
      `      written set-based straight into the calculation read models in ${result.generateSeconds} s (not through kiosks and events).`,
    );
    say(
      `Machine: ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, PostgreSQL ${result.postgres} (embedded, durable).`,
    );
    say('');
    say(
      `Recalculation through the service (enqueue all, until the queue is empty): ${result.recalcSeconds} s = ${n(result.employeeDaysPerSecond)} employee-days/s`,
    );
    say(
      `  worker: ${result.worker.batches} batches, ${n(result.worker.engineRuns)} engine runs, ${n(result.worker.daysCalculated)} days calculated, ${n(result.worker.daysChanged)} changed and published`,
    );
    say(
      `  time in worker batches ${result.worker.batchSeconds} s: taking rows off the queue ${result.worker.pickSeconds} s, loading read models ${result.worker.loadSeconds} s, engine ${result.worker.engineSeconds} s, writing results and events ${result.worker.writeSeconds} s, the rest (commit) ${Math.round((result.worker.batchSeconds - result.worker.pickSeconds - result.worker.loadSeconds - result.worker.engineSeconds - result.worker.writeSeconds) * 1000) / 1000} s`,
    );
    say(
      `  the outbox relay finished publishing the calc.day.calculated.v1 events ${result.outboxDrainSeconds} s after the queue emptied`,
    );
    say(`Plain streamed SELECT of the same ${n(result.selectRows)} punches: ${result.selectSeconds} s`);
    say(
      `INSERT of ${n(result.insertRows)} result rows of the same size (${n(result.averageResultBytes)} bytes of JSON each, 5,000 a statement, as the worker writes them): ${result.insertSeconds} s`,
    );
    say(`Ratio: recalculation / (SELECT + INSERT) = ${result.ratio}`);
    const p = result.preview;
    say('');
    say(
      `What-if preview of the pay group (${p.rules}; period ${p.periods}): ${n(p.employees)} employees, ${n(p.lines)} lines, ${n(p.changed)} changed, in memory (nothing stored)`,
    );
    say(
      `  ${p.seconds.length} runs: ${p.seconds.map((x) => `${x} s`).join(', ')}; median ${p.medianSeconds} s (goal: under 2 s at 1,000 employees × 14 days)`,
    );
    say(
      `  of which loading read models ${p.parts.map((x) => `${x.loadSeconds} s`).join(', ')}; engine ${p.parts.map((x) => `${x.engineSeconds} s`).join(', ')}; CPU time of the app's process (every thread) ${p.parts.map((x) => `${x.cpuSeconds} s`).join(', ')}`,
    );
    say(
      `  baseline, same run: the recalculation of the same employee-days above ${result.recalcSeconds} s; the preview's SELECT of the stored days alone ${p.storedDaysSeconds} s`,
    );
  }
} finally {
  await embedded.stop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(0);
