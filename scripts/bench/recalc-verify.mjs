// After the attacks: `rollcall recalc verify` (the real CLI, signed in as the company's admin in a config folder of
// its own) over the last days of the benched company, so the run ends by proving the stored results equal a fresh
// calculation (issue 19).
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DateTime } from 'luxon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = path.join(root, 'cli/bin/rollcall.js');

/**
 * Answers { from, to, exitCode, days, employees, differing, differences } (the verifier's JSON answer), or
 * { from, to, exitCode, failure } when the CLI printed no answer.
 */
export async function verifyRecalculation({ url, email, password, days, zone = 'Pacific/Auckland' }) {
  const today = DateTime.now().setZone(zone);
  const from = today.minus({ days: days - 1 }).toISODate();
  const to = today.toISODate();
  const configDir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-bench-cli-'));
  const env = { ...process.env, ROLLCALL_CONFIG_DIR: configDir, ROLLCALL_PASSWORD: password };
  const cli = (args) => spawnSync(process.execPath, [CLI, ...args], { cwd: root, env, encoding: 'utf8' });
  try {
    const login = cli(['login', '--email', email, '--url', url]);
    if (login.status !== 0) return { from, to, exitCode: login.status, failure: login.stderr.trim() };
    const verify = cli(['recalc', 'verify', '--from', from, '--to', to, '--json']);
    try {
      return { from, to, exitCode: verify.status, ...JSON.parse(verify.stdout) };
    } catch {
      return { from, to, exitCode: verify.status, failure: (verify.stderr || verify.stdout).trim() };
    }
  } finally {
    await rm(configDir, { recursive: true, force: true });
  }
}
