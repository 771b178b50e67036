// `npm run check`: typecheck, lint, format, dependency rules, the generated client, the lockfile and the engines
// field. Each step is single-threaded, so two run at once (the two longest first) and the steps' output is
// printed whole as each ends; the check fails when any step fails, after every step has run.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** npm scripts, longest first on a fresh clone (type-aware lint, then both typechecks). */
const steps = ['lint', 'typecheck', 'format', 'depcruise', 'api:verify', 'lock:verify', 'engines:verify'];
const slots = Math.max(1, Math.min(2, os.availableParallelism()));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function runStep(name) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', name], { cwd: root, env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const text = Buffer.concat(output).toString().trimEnd();
      console.log(`check: ${name} ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s`);
      if (text) console.log(text.replace(/^/gm, `  ${name} | `));
      resolve(code === 0);
    });
  });
}

const queue = [...steps];
const failed = [];
await Promise.all(
  Array.from({ length: slots }, async () => {
    for (let name = queue.shift(); name; name = queue.shift()) {
      if (!(await runStep(name))) failed.push(name);
    }
  }),
);
if (failed.length) {
  console.error(`check: failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`check: all ${steps.length} steps passed`);
