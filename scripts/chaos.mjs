// `npm run chaos`: the fault benchmark (scripts/chaos/chaos-run.mjs) in distributed mode, real Kafka and
// PostgreSQL. Builds what is stale and fetches the Kafka jars once, then prints the ledger; exits 1 when a
// promise is broken (a punch lost or doubled, an outbox not drained, a stored day unequal to its recalculation).
// Options: --punches N (100000), --replay N (10000), --employees N (100), --days N (10), --concurrency N (32),
// --faults kafka,calculation,postgres, --down-seconds S (5), --fast (PostgreSQL without fsync), --verbose,
// --json FILE.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    punches: { type: 'string', default: '100000' },
    replay: { type: 'string', default: '10000' },
    employees: { type: 'string', default: '100' },
    days: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '32' },
    faults: { type: 'string', default: 'kafka,calculation,postgres' },
    'down-seconds': { type: 'string', default: '5' },
    fast: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});
for (const step of [
  ['scripts/build.mjs', '--if-stale'],
  ['infra/kafka/kafka.mjs', 'fetch'],
]) {
  const result = spawnSync(process.execPath, step, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const { runChaos } = await import('./chaos/chaos-run.mjs');
const say = (line = '') => process.stdout.write(`${line}\n`);
const started = new Date();
say(`Rollcall chaos run, ${started.toISOString()}`);
const result = await runChaos({
  punches: Number(values.punches),
  replay: Number(values.replay),
  employees: Number(values.employees),
  days: Number(values.days),
  concurrency: Number(values.concurrency),
  faults: values.faults ? values.faults.split(',') : [],
  downMs: Number(values['down-seconds']) * 1000,
  fastDatabase: values.fast,
  log: (line) => say(`  ${line}`),
  childLog: values.verbose ? (line) => process.stderr.write(`${line}\n`) : () => undefined,
});
const { ledger, replay, recalc, outboxes } = result;
const unsent = Object.values(outboxes).reduce((a, b) => a + b, 0);
say('');
say(
  `Sent ${result.punches} punches for ${result.employees} employees, ${result.concurrency} at once, in ${result.send.seconds.toFixed(0)} s (${result.send.perSecond}/s), ${result.send.attempts} requests in all`,
);
for (const f of result.faults) say(`  fault ${f.fault} at punch ${f.atPunch}, ${f.seconds.toFixed(1)} s until back`);
if (result.crashes.length) say(`  children that exited by themselves: ${result.crashes.join(', ')}`);
say(
  `Drained ${result.drainedSeconds === null ? 'NOT within the limit' : `${result.drainedSeconds.toFixed(0)} s after the last punch`}`,
);
const checks = [
  ['acknowledged', ledger.acknowledged, ledger.sent],
  ['acknowledged and stored exactly once', ledger.storedOnce, ledger.acknowledged],
  ['acknowledged but lost', ledger.lost, 0],
  ['stored more than once', ledger.doubled, 0],
  ['answered with another punch id than the stored one', ledger.answeredWithAnotherId, 0],
  ['stored but never acknowledged', ledger.storedNotAcknowledged, 0],
  ['stored but never sent', ledger.storedNeverSent, 0],
  ['stored but missing in calculation', ledger.missingInCalculation, 0],
  [
    '  (acknowledged only on a retry, as a replay of a punch an earlier try had stored)',
    result.send.retriedFoundStored,
    null,
  ],
  ['unsent outbox events', unsent, 0],
  [`employee-days the verifier finds differing (of ${recalc.verifierDays} checked)`, recalc.verifierDiffering, 0],
  [`employee-days whose stored totals differ from a full recalculation (of ${recalc.days})`, recalc.totalsDiffer, 0],
  ['employee-days not calculated before the full recalculation', recalc.notStoredBefore, 0],
  ['  (employee-days whose whole stored result differs)', recalc.resultsDiffer, null],
];
if (replay) {
  checks.push(
    [
      `replay: ${replay.sent} punches sent three times (${replay.requests} requests), acknowledged`,
      replay.acknowledged,
      replay.sent,
    ],
    ['replay: lost', replay.lost, 0],
    ['replay: doubled', replay.doubled, 0],
    ['replay: punches whose three answers named different punch ids', replay.answersDisagree, 0],
    ['replay: answered 201 (stored by that request)', replay.createdAnswers, replay.sent],
    ['replay: missing in calculation', replay.missingInCalculation, 0],
  );
}
let broken = 0;
say('');
for (const [what, value, expected] of checks) {
  const ok = expected === null || value === expected;
  if (!ok) broken += 1;
  say(
    `  ${expected === null ? '  ' : ok ? 'ok' : 'NO'}  ${what}: ${value}${ok || expected === null ? '' : ` (expected ${expected})`}`,
  );
}
if (recalc.examples.length) say(`  first differing days: ${JSON.stringify(recalc.examples)}`);
const out = values.json ?? path.join(root, '.cache', `chaos-${started.toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(out, `${JSON.stringify({ date: started.toISOString(), options: values, ...result }, null, 2)}\n`);
say('');
say(
  `${broken === 0 ? 'Every promise kept.' : `${broken} promise(s) broken.`} Figures as JSON: ${path.relative(process.cwd(), out)}`,
);
process.exit(broken === 0 ? 0 : 1);
