import { type DataSource, MigrationExecutor, type QueryRunner } from 'typeorm';
import type { ReadinessCheck } from './readiness-report.js';

/** How long a readiness check waits for a pooled connection (issue 18: not ready beyond a second). */
export const READY_ACQUIRE_TIMEOUT_MS = 1000;

/** A DataSource's service as people name it: "time_capture" is the time-capture service. */
export function serviceOf(dataSource: DataSource): string {
  const name = (dataSource.options as { name?: string }).name ?? 'database';
  return name.replace(/_/g, '-');
}

interface Attempt {
  startedAt: number;
  outcome: Promise<{ pending: boolean }>;
}

/**
 * One service's database, as its readiness sees it: a connection taken from the service's own pool, as a request
 * would, with `SELECT 1` on it; and, until every migration is known to have run, the migrations table compared
 * with the service's migrations. An attempt still waiting for a connection is shared by the checks that follow,
 * so a stuck pool never gets a queue of probes.
 */
export class DatabaseProbe {
  readonly service: string;
  private attempt: Attempt | null = null;
  private migrated = false;

  constructor(private readonly dataSource: DataSource) {
    this.service = serviceOf(dataSource);
  }

  async check(withinMs = READY_ACQUIRE_TIMEOUT_MS): Promise<ReadinessCheck[]> {
    const attempt = (this.attempt ??= this.connect());
    let timer: NodeJS.Timeout | undefined;
    // on a busy event loop the timer and the connection can be due together; the timer's phase comes first, so
    // the answer waits one turn (setImmediate) for I/O that is already in
    const late = new Promise<'late'>(
      (resolve) => (timer = setTimeout(() => setImmediate(() => resolve('late')), withinMs)),
    );
    try {
      const outcome = await Promise.race([attempt.outcome, late]);
      if (outcome === 'late') return this.failed(`no database connection within ${withinMs / 1000} s`);
      return [
        {
          service: this.service,
          check: 'database',
          ok: true,
          detail: `a connection in ${Date.now() - attempt.startedAt} ms`,
        },
        {
          service: this.service,
          check: 'migrations',
          ok: !outcome.pending,
          detail: outcome.pending ? 'migrations have not all run' : 'every migration ran',
        },
      ];
    } catch (error) {
      return this.failed(`database error: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      clearTimeout(timer);
    }
  }

  private connect(): Attempt {
    const runner = this.dataSource.createQueryRunner();
    const outcome = this.connectAndCheck(runner);
    outcome
      .finally(() => {
        this.attempt = null;
        return runner.release();
      })
      .catch(() => undefined);
    return { startedAt: Date.now(), outcome };
  }

  private async connectAndCheck(runner: QueryRunner): Promise<{ pending: boolean }> {
    await runner.connect();
    await runner.query('SELECT 1');
    if (this.migrated) return { pending: false };
    const pending = await new MigrationExecutor(this.dataSource, runner).showMigrations();
    this.migrated = !pending;
    return { pending };
  }

  private failed(detail: string): ReadinessCheck[] {
    const checks: ReadinessCheck[] = [{ service: this.service, check: 'database', ok: false, detail }];
    if (!this.migrated) {
      checks.push({ service: this.service, check: 'migrations', ok: false, detail: `not checked (${detail})` });
    }
    return checks;
  }
}
