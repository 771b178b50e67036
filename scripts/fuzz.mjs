// `npm run fuzz`: Schemathesis against the gateway's OpenAPI document, every operation, signed in as the demo
// Admin, checking that no answer is a server error and that every answer matches its documented schema.
// Installs Schemathesis (PyPI, pinned) into a virtualenv in .cache/fuzz-venv once, starts the embedded app in a
// process of its own on a temporary data folder (the demo company), and prints the figures.
// Options: --examples N (per operation; default 100), --workers N (default 2), --seed N (repeat a run: Schemathesis
// prints its seed; default a new one each run), --only OPERATION_ID,...
// Extra arguments after -- go to `schemathesis run` as they are.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startBenchApp } from './bench/app-process.mjs';

const SCHEMATHESIS = 'schemathesis==4.32.5';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    examples: { type: 'string', default: '100' },
    workers: { type: 'string', default: '2' },
    seed: { type: 'string' },
    only: { type: 'string' },
  },
});
const say = (line = '') => process.stdout.write(`${line}\n`);

const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-stale'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const venv = path.join(root, '.cache/fuzz-venv');
const schemathesis = path.join(venv, 'bin/schemathesis');
const installed = existsSync(schemathesis)
  ? spawnSync(path.join(venv, 'bin/pip'), ['show', 'schemathesis'], { encoding: 'utf8' }).stdout.match(
      /^Version: (.*)$/m,
    )?.[1]
  : null;
if (`schemathesis==${installed}` !== SCHEMATHESIS) {
  say(`Installing ${SCHEMATHESIS} from PyPI into ${path.relative(root, venv)} (once) …`);
  for (const [command, args] of [
    ['python3', ['-m', 'venv', venv]],
    [path.join(venv, 'bin/pip'), ['install', '--quiet', SCHEMATHESIS]],
  ]) {
    const step = spawnSync(command, args, { stdio: 'inherit' });
    if (step.status !== 0) {
      say(`\`${command} ${args.join(' ')}\` failed: Python 3.9+ with venv (Debian: python3-venv) is needed.`);
      process.exit(1);
    }
  }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-fuzz-'));
say(`Starting the embedded app with the demo company on ${dataDir} …`);
const app = await startBenchApp({ dataDir, employees: 0, weeks: 0 });
const reportDir = path.join(root, '.cache/fuzz', new Date().toISOString().replace(/[:.]/g, '-'));
mkdirSync(reportDir, { recursive: true });
let code = 1;
try {
  const { url, password } = app.info;
  const args = [
    'run',
    `${url}/api/openapi.json`,
    '--checks',
    'not_a_server_error,response_schema_conformance',
    '--max-examples',
    values.examples,
    '--phases',
    'examples,coverage,fuzzing',
    '--workers',
    values.workers,
    ...(values.seed ? ['--seed', values.seed] : []),
    '--request-timeout',
    '30',
    '--no-color',
    '--report',
    'junit,ndjson',
    '--report-dir',
    reportDir,
    ...(values.only ? values.only.split(',').flatMap((id) => ['--include-operation-id', id]) : []),
    ...positionals,
  ];
  say(`schemathesis ${args.join(' ')}`);
  const child = spawn(schemathesis, args, {
    stdio: 'inherit',
    // its example database (.hypothesis/, .schemathesis/) goes beside the reports, out of the work tree
    cwd: path.dirname(reportDir),
    env: {
      ...process.env,
      SCHEMATHESIS_HOOKS: 'fuzz_auth',
      PYTHONPATH: path.join(root, 'scripts/fuzz'),
      ROLLCALL_URL: url,
      ROLLCALL_EMAIL: 'admin@demo.test',
      ROLLCALL_PASSWORD: password,
    },
  });
  code = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  say('');
  say(summary(reportDir));
  say(`Reports: ${path.relative(process.cwd(), reportDir)}`);
} finally {
  await app.stop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(code);

/** Operations and failures, from Schemathesis's JUnit report. */
function summary(dir) {
  const junit = readdirSync(dir).find((name) => name.startsWith('junit') && name.endsWith('.xml'));
  if (!junit) return 'no JUnit report was written';
  const xml = readFileSync(path.join(dir, junit), 'utf8');
  const count = (attribute) => Number(new RegExp(`<testsuites[^>]* ${attribute}="(\\d+)"`).exec(xml)?.[1] ?? 0);
  const serverErrors = (xml.match(/Server error/g) ?? []).length;
  const schema = (xml.match(/Response violates schema/g) ?? []).length;
  return `Operations: ${count('tests')}; failing: ${count('failures') + count('errors')} (server errors: ${serverErrors}, answers unlike their schema: ${schema})`;
}
