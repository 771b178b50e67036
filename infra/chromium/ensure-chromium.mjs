#!/usr/bin/env node
// Rollcall: make sure Debian's Chromium is installed for the browser tests, and say where it is.
//
//   import { ensureChromium } from '../../infra/chromium/ensure-chromium.mjs';
//   const executablePath = await ensureChromium();   // '/usr/bin/chromium'
//
//   node infra/chromium/ensure-chromium.mjs          # same, standalone; prints the path on stdout
//
// Playwright's own browser downloads do not work here (only package registries are reachable), so the
// browser comes from Debian: `apt-get update && apt-get install -y chromium`, as root, or through sudo.
// CHROMIUM_PATH, when set, names an executable to use instead (it must exist; nothing is installed then).

import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
const LOCK_WAIT_SECONDS = 300;

function executable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(command) {
  for (const dir of (process.env.PATH || '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin').split(
    path.delimiter,
  )) {
    if (dir && executable(path.join(dir, command))) return path.join(dir, command);
  }
  return null;
}

/** Runs a command with its output on our stderr (stdout stays clean for the path). */
function run(command, args, { interactive }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: [interactive ? 'inherit' : 'ignore', 2, 2],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    child.on('error', reject);
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** How to run apt-get with root rights here: directly as root, else through sudo, else not at all. */
function privilege() {
  if (typeof process.getuid === 'function' && process.getuid() === 0) return { prefix: [], interactive: false };
  const sudo = onPath('sudo');
  if (!sudo) return null;
  // With a terminal, sudo may ask for a password; without one (CI), -n makes it fail at once instead of hanging.
  const interactive = Boolean(process.stdin.isTTY);
  return { prefix: interactive ? [sudo] : [sudo, '-n'], interactive };
}

async function aptGet(how, args) {
  // Wait for another apt/dpkg run (another test process, or an unattended upgrade) instead of failing.
  const full = ['-o', `DPkg::Lock::Timeout=${LOCK_WAIT_SECONDS}`, ...args];
  const [command, ...rest] = [...how.prefix, 'apt-get', ...full];
  const code = await run(command, rest, how);
  if (code !== 0) {
    throw new Error(
      `rollcall: \`${[...how.prefix, 'apt-get', ...args].join(' ')}\` failed (exit ${code}); ` +
        `install Chromium by hand (apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium executable.`,
    );
  }
}

async function install() {
  if (process.platform !== 'linux' || !onPath('apt-get')) {
    throw new Error(
      `rollcall: Chromium is missing (${DEFAULT_CHROMIUM}) and this machine has no apt-get to install it; ` +
        'install Chromium yourself and set CHROMIUM_PATH to its executable.',
    );
  }
  const how = privilege();
  if (!how) {
    throw new Error(
      `rollcall: Chromium is missing (${DEFAULT_CHROMIUM}); installing it needs root and this process is not root ` +
        'and has no sudo. Run `apt-get update && apt-get install -y chromium` as root, or set CHROMIUM_PATH.',
    );
  }
  process.stderr.write("rollcall: installing Debian's chromium for the browser tests (apt-get)…\n");
  const started = Date.now();
  await aptGet(how, ['update']);
  await aptGet(how, ['install', '-y', 'chromium']);
  if (!executable(DEFAULT_CHROMIUM)) {
    throw new Error(`rollcall: apt-get installed chromium but ${DEFAULT_CHROMIUM} is still missing`);
  }
  process.stderr.write(`rollcall: chromium installed in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
}

let pending = null;

/**
 * Resolves to the path of a Chromium executable: CHROMIUM_PATH if set, else /usr/bin/chromium, installing
 * Debian's package first when it is missing. Calls in one process share one installation.
 */
export function ensureChromium() {
  pending ??= (async () => {
    const override = process.env.CHROMIUM_PATH;
    if (override) {
      if (!executable(override)) throw new Error(`rollcall: CHROMIUM_PATH=${override} is not an executable file`);
      return override;
    }
    if (!executable(DEFAULT_CHROMIUM)) await install();
    return DEFAULT_CHROMIUM;
  })();
  // A failed attempt may be retried by a later call.
  pending.catch(() => {
    pending = null;
  });
  return pending;
}

function version(executablePath) {
  const result = spawnSync(executablePath, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  return (result.stdout || '').trim();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureChromium().then(
    (executablePath) => {
      const v = version(executablePath);
      if (v) process.stderr.write(`rollcall: ${v}\n`);
      process.stdout.write(`${executablePath}\n`);
    },
    (err) => {
      process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    },
  );
}
