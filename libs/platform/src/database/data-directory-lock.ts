import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Another PostgreSQL, normally another Rollcall's, holds the cluster in this data directory. */
export class DataDirectoryInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number | null,
  ) {
    super(
      `Another Rollcall already uses the data directory ${dataDir}` +
        (pid ? ` (its PostgreSQL runs as process ${pid})` : '') +
        '. Stop that Rollcall first, or start this one with another DATA_DIR.',
    );
    this.name = 'DataDirectoryInUseError';
  }
}

/**
 * The PostgreSQL that holds the cluster in `databaseDir`, from the lock file PostgreSQL writes there
 * (postmaster.pid: its process id on the first line). Null when there is no lock file, or its process is gone
 * (a crash leaves the file behind; PostgreSQL then takes the lock over).
 */
export async function lockHolder(databaseDir: string): Promise<number | null> {
  let text: string;
  try {
    text = await readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const pid = Number(text.split('\n', 1)[0]?.trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  return processExists(pid) ? pid : null;
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user (PostgreSQL started as root runs as postgres)
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PostgreSQL's own refusal, from its log, when two start on one data directory at the same moment:
 * `FATAL: lock file "postmaster.pid" already exists` and `HINT: Is another postmaster (PID 123) running …`.
 */
export function lockRefusalIn(logLines: readonly string[]): { pid: number | null } | null {
  const text = logLines.join('\n');
  if (!text.includes('lock file "postmaster.pid" already exists')) return null;
  const pid = /another postmaster \(PID (\d+)\)/.exec(text)?.[1];
  return { pid: pid ? Number(pid) : null };
}
