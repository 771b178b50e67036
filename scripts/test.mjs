// Runs the test tiers: unit, then int (embedded PostgreSQL) with flow (distributed mode, real Kafka) beside it, then
// browser (the console in Chromium). Installs what npm does not bring (the Kafka jars, Debian's chromium) first.
// `node scripts/test.mjs [tier ...]` runs only those tiers.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const allTiers = ['unit', 'int', 'flow', 'browser'];
const asked = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const tiers = asked.length ? allTiers.filter((t) => asked.includes(t)) : allTiers;
const reportDir = path.join(root, '.cache/test-reports');
mkdirSync(reportDir, { recursive: true });

function run(label, command, args, extraEnv = {}) {
  console.log(`\nrollcall test: ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  return result.status ?? 1;
}

if (
  run('building the packages (swc) and the console (vite)', process.execPath, ['scripts/build.mjs', '--if-stale']) !== 0
) {
  process.exit(1);
}
if (tiers.includes('flow')) {
  if (
    run('making sure the Kafka broker jars are here (Maven Central, once)', process.execPath, [
      'infra/kafka/kafka.mjs',
      'fetch',
    ]) !== 0
  ) {
    process.exit(1);
  }
}
if (tiers.includes('browser')) {
  const code = run('making sure Debian chromium is installed', process.execPath, [
    '--input-type=module',
    '-e',
    "import('./infra/chromium/ensure-chromium.mjs').then(async (m) => console.log('chromium: ' + (await m.ensureChromium())))",
  ]);
  if (code !== 0) process.exit(1);
}

/** The machine's CPU time so far (Linux /proc/stat): busy and total jiffies over every CPU; null elsewhere. */
function machineCpu() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const idle = fields[3] + (fields[4] ?? 0);
    const total = fields.reduce((sum, n) => sum + n, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** How long a tier took and how busy the machine was meanwhile: what tells a slow test from a loaded machine. */
function usageLine(tier, startedAt, cpuBefore, loadBefore) {
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  const cpuAfter = machineCpu();
  const load = `load average ${loadBefore.toFixed(1)} -> ${os.loadavg()[0].toFixed(1)}`;
  if (!cpuBefore || !cpuAfter || cpuAfter.total === cpuBefore.total) return `tier ${tier}: ${seconds} s (${load})`;
  const busy = (100 * (cpuAfter.busy - cpuBefore.busy)) / (cpuAfter.total - cpuBefore.total);
  return `tier ${tier}: ${seconds} s; the machine's ${os.cpus().length} CPUs were ${busy.toFixed(0)} % busy (${load})`;
}

/**
 * The tiers in stages; the tiers of a stage run at once. A flow file waits on its broker and its services much of the
 * time (run alone, the tier kept the machine's CPUs about half busy), so it runs beside the int tier; the first tier
 * of a stage prints as it goes, the others print whole when the stage ends.
 */
const stages = [['unit'], ['int', 'flow'], ['browser']]
  .map((stage) => stage.filter((tier) => tiers.includes(tier)))
  .filter((stage) => stage.length > 0);

function jestArgs(tier) {
  return [
    path.join(root, 'node_modules/jest/bin/jest.js'),
    '--selectProjects',
    tier,
    '--json',
    `--outputFile=${path.join(reportDir, `${tier}.json`)}`,
    '--passWithNoTests',
    // jest's default on two cores is one worker; an int file spends much of its time waiting on PostgreSQL and
    // timers, so two files at once finish the tier sooner (each file has its own database);
    // the unit tier, all CPU, uses both cores where jest's default leaves one idle;
    // a browser suite (its own app on a copy of the seeded demo, its own Chromium) used under one core on
    // average when they ran one at a time (the tier used 456 s of CPU here, and took 520 s in a fresh-clone run);
    // a flow file (its own Kafka broker, PostgreSQL and service processes) used under one core on average: the
    // tier used about 120-260 s of CPU over 218-425 s when its two files ran one after the other
    '--maxWorkers=2',
  ];
}

/**
 * argon2id at its lowest cost for every app the tests start, in process or as a child: at the default cost each
 * sign-in and each user made spent about a quarter of a second of CPU, and the tiers make thousands. The hashes are
 * still argon2id, made and checked by the same code (PASSWORD_HASH_* in docs/operations.md).
 */
const TEST_PASSWORD_HASHING = { PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_PASSES: '1', PASSWORD_HASH_LANES: '1' };

/** Runs one tier's jest; with `buffered`, its output is kept and handed back instead of printed. */
function runTier(tier, buffered) {
  return new Promise((resolve) => {
    const startedAt = Date.now();
    const cpuBefore = machineCpu();
    const loadBefore = os.loadavg()[0];
    if (!buffered) console.log(`\nrollcall test: tier ${tier}`);
    const child = spawn(process.execPath, jestArgs(tier), {
      cwd: root,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: {
        ...process.env,
        ...TEST_PASSWORD_HASHING,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim(),
      },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.stack ?? error}\n`)));
    child.on('close', (code) =>
      resolve({
        tier,
        code: code ?? 1,
        output: Buffer.concat(output),
        usage: usageLine(tier, startedAt, cpuBefore, loadBefore),
      }),
    );
  });
}

const usage = [];
let passed = 0;
let failed = 0;
const failedTiers = [];
for (const stage of stages) {
  const results = await Promise.all(stage.map((tier, index) => runTier(tier, index > 0)));
  for (const [index, result] of results.entries()) {
    if (index > 0) {
      console.log(`\nrollcall test: tier ${result.tier} (ran beside ${stage[0]})`);
      process.stdout.write(result.output);
    }
    usage.push(index > 0 ? `${result.usage}, beside ${stage[0]}` : result.usage);
    const report = path.join(reportDir, `${result.tier}.json`);
    if (existsSync(report)) {
      const summary = JSON.parse(readFileSync(report, 'utf8'));
      passed += summary.numPassedTests;
      failed += summary.numFailedTests;
      if (summary.numTotalTests === 0) console.log(`rollcall test: tier ${result.tier} has no tests`);
    }
    if (result.code !== 0) failedTiers.push(result.tier);
  }
}
console.log(`\n${usage.map((line) => `rollcall test: ${line}`).join('\n')}`);
if (failedTiers.length) console.log(`\nrollcall test: failing tiers: ${failedTiers.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedTiers.length || failed ? 1 : 0);
