import type { SqlRunner } from '@rollcall/platform';
import { REPORTING } from '../reporting.constants.js';
import type { ScheduleMailDelivery } from './schedule-mailer.js';
import type { ScheduleMailProblem } from './send-employee-email.answer.js';

const s = REPORTING;

/** How long a run's rows are kept. */
const KEPT_DAYS = 30;

export type ScheduleMailRunStatus = 'sending' | 'done' | 'failed';

export interface ScheduleMailRun {
  id: string;
  startDate: string;
  endDate: string;
  delivery: ScheduleMailDelivery;
  total: number;
  sent: number;
  failed: ScheduleMailProblem[];
  status: ScheduleMailRunStatus;
  reason: string | null;
  startedAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

/** Records a Send All about to start (and forgets the company's runs older than 30 days); resolves to its id. */
export async function startRun(
  runner: SqlRunner,
  run: { companyId: string; startedBy: string; startDate: string; endDate: string; delivery: string; total: number },
): Promise<string> {
  await runner.query(
    `DELETE FROM "${s}".schedule_mail_runs WHERE company_id = $1 AND started_at < now() - make_interval(days => $2)`,
    [run.companyId, KEPT_DAYS],
  );
  const [row] = (await runner.query(
    `INSERT INTO "${s}".schedule_mail_runs (company_id, started_by, start_date, end_date, delivery, total, status)
     VALUES ($1, $2, $3, $4, $5, $6, 'sending') RETURNING id`,
    [run.companyId, run.startedBy, run.startDate, run.endDate, run.delivery, run.total],
  )) as { id: string }[];
  return row?.id ?? '';
}

/** The run's progress so far; with `status`, it has ended. */
export async function recordProgress(
  runner: SqlRunner,
  id: string,
  progress: { sent: number; failed: readonly ScheduleMailProblem[]; status?: 'done' | 'failed'; reason?: string },
): Promise<void> {
  await runner.query(
    `UPDATE "${s}".schedule_mail_runs
        SET sent = $2, failed = $3::jsonb, status = coalesce($4, status), reason = coalesce($5, reason),
            updated_at = now(), finished_at = CASE WHEN $4::text IS NULL THEN NULL ELSE now() END
      WHERE id = $1`,
    [id, progress.sent, JSON.stringify(progress.failed), progress.status ?? null, progress.reason ?? null],
  );
}

/** One of the company's runs, or null. */
export async function readRun(runner: SqlRunner, companyId: string, id: string): Promise<ScheduleMailRun | null> {
  const [row] = (await runner.query(
    `SELECT id, to_char(start_date, 'YYYY-MM-DD') AS "startDate", to_char(end_date, 'YYYY-MM-DD') AS "endDate",
            delivery, total, sent, failed, status, reason, started_at AS "startedAt", updated_at AS "updatedAt",
            finished_at AS "finishedAt"
       FROM "${s}".schedule_mail_runs WHERE id = $1 AND company_id = $2`,
    [id, companyId],
  )) as (Omit<ScheduleMailRun, 'startedAt' | 'updatedAt' | 'finishedAt'> & {
    startedAt: Date;
    updatedAt: Date;
    finishedAt: Date | null;
  })[];
  if (!row) return null;
  return {
    ...row,
    startedAt: row.startedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
