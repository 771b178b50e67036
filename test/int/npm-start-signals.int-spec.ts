// `npm start` is what people run and what they stop with Ctrl-C, or what a supervisor stops with SIGTERM sent to
// the process it started (npm itself). Either way the app and its PostgreSQL must go with it: no orphaned server
// holding the port, no postmaster holding the data folder.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { freePort } from '@rollcall/platform';
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

jest.setTimeout(240_000);

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Every process whose command line mentions `text`. */
function processesMentioning(text: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
      if (command.includes(text)) found.push(`${entry}: ${command}`);
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

async function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

interface Started {
  npm: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Runs `npm start` on `dataDir` and resolves once it says it is running. */
async function npmStart(dataDir: string, port: number): Promise<Started> {
  const nodeOptions = (process.env.NODE_OPTIONS ?? '').replace('--experimental-vm-modules', '').trim();
  const npm = spawn('npm', ['start'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_OPTIONS: nodeOptions || undefined, DATA_DIR: dataDir, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    npm.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + 180_000;
  while (!output.includes('Rollcall is running')) {
    if (npm.exitCode !== null || npm.signalCode !== null || Date.now() > deadline) {
      npm.kill('SIGKILL');
      throw new Error(`npm start did not come up:\n${output.slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { npm, output: () => output, exited };
}

function postmasterPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

describe('npm start and signals sent to npm', () => {
  let dataDir = '';
  let running: Started | null = null;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'rollcall-signals-'));
    await chmod(dataDir, 0o755);
  });

  afterAll(async () => {
    running?.npm.kill('SIGKILL');
    for (const line of processesMentioning(dataDir)) process.kill(Number(line.split(':')[0]), 'SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it.each(['SIGTERM', 'SIGINT'] as const)('stops the app and PostgreSQL when npm gets %s', async (signal) => {
    const port = await freePort();
    running = await npmStart(dataDir, port);
    // the console's address is the one the app sends people back to (PUBLIC_URL's default): the Xero callback lands
    // in the session the person signed in to
    expect(running.output()).toContain(`  Console:   http://localhost:${port}/`);
    const postgres = postmasterPid(dataDir);
    expect(isAlive(postgres)).toBe(true);
    expect(await listening(port)).toBe(true);

    running.npm.kill(signal);
    const exit = await Promise.race([
      running.exited,
      new Promise<'still running'>((r) => setTimeout(() => r('still running'), 60_000)),
    ]);
    const output = running.output();
    running = null;

    expect({ exit, tail: output.slice(-400) }).toEqual({ exit: { code: 0, signal: null }, tail: expect.any(String) });
    expect(output).toContain(`Rollcall: ${signal} received, stopping (PostgreSQL too)`);
    expect(isAlive(postgres)).toBe(false);
    expect(processesMentioning(dataDir)).toEqual([]);
    expect(await listening(port)).toBe(false);
  });
});
