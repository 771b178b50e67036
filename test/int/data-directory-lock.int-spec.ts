// A second Rollcall on a data directory that a running one uses: it must say so and exit non-zero, and leave the
// running one's PostgreSQL alone (it used to die with a bare `undefined`).
import { DataDirectoryInUseError, startEmbeddedPostgres, type EmbeddedDatabase } from '@rollcall/platform';
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const EMBEDDED_MAIN = path.resolve('apps/embedded/dist/main.js');

async function freshDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'rollcall-lock-'));
  await chmod(dir, 0o755); // as root, initdb runs as an unprivileged user who must enter it
  return dir;
}

async function answers(database: EmbeddedDatabase): Promise<number> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ one: number }>('SELECT 1 AS one');
    return rows[0]?.one ?? 0;
  } finally {
    await client.end();
  }
}

/** `npm start` with DATA_DIR: resolves with the exit code and what it printed. */
function runEmbedded(dataDir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [EMBEDDED_MAIN], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('a second Rollcall on the same data directory', () => {
  let dataDir: string;
  let first: EmbeddedDatabase | undefined;

  beforeAll(async () => {
    dataDir = await freshDataDir();
    first = await startEmbeddedPostgres({ dataDir, fast: true });
  }, 120_000);

  afterAll(async () => {
    await first?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('says another Rollcall uses the data directory and exits with 1; the first keeps running', async () => {
    const second = await runEmbedded(dataDir);

    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`Rollcall: Another Rollcall already uses the data directory ${dataDir}`);
    expect(second.stderr).toContain('start this one with another DATA_DIR');
    expect(second.stderr).not.toMatch(/^undefined$/m);
    expect(second.stdout).not.toContain('Rollcall is running');
    if (!first) throw new Error('the first PostgreSQL did not start');
    expect(await answers(first)).toBe(1);
  }, 90_000);

  it('refuses in-process too, with the PostgreSQL process that holds the directory', async () => {
    const attempt = startEmbeddedPostgres({ dataDir, fast: true });

    await expect(attempt).rejects.toBeInstanceOf(DataDirectoryInUseError);
    await expect(attempt).rejects.toMatchObject({ dataDir, pid: expect.any(Number) as number });
  }, 60_000);
});

describe('two Rollcalls starting on one stopped cluster at the same moment', () => {
  it("one gets it; PostgreSQL's own lock refuses the other with the same message", async () => {
    const dataDir = await freshDataDir();
    const started: EmbeddedDatabase[] = [];
    try {
      const initial = await startEmbeddedPostgres({ dataDir, fast: true });
      await initial.stop();

      // Both look for postmaster.pid before either PostgreSQL has written it.
      const outcomes = await Promise.allSettled([
        startEmbeddedPostgres({ dataDir, fast: true }),
        startEmbeddedPostgres({ dataDir, fast: true }),
      ]);
      for (const outcome of outcomes) if (outcome.status === 'fulfilled') started.push(outcome.value);
      const refusals = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));

      expect(started).toHaveLength(1);
      expect(refusals).toHaveLength(1);
      expect(refusals[0]).toBeInstanceOf(DataDirectoryInUseError);
      expect((refusals[0] as Error).message).toContain(`Another Rollcall already uses the data directory ${dataDir}`);
      expect(await answers(started[0] as EmbeddedDatabase)).toBe(1);
    } finally {
      for (const database of started) await database.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
