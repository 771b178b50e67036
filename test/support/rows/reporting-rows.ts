import type { Queryable } from './queryable.js';

/**
 * Fixture rows written straight into the `reporting` schema, for tests that need a row the API would only make
 * with a mail server to send through. A schema change is fixed here, once.
 */

export interface ScheduleMailRunRow {
  companyId: string;
  startDate: string;
  endDate: string;
  total: number;
  sent?: number;
  status?: 'sending' | 'done' | 'failed';
}

/** A Send All run (reporting.schedule_mail_runs); resolves to its id. */
export async function insertScheduleMailRun(db: Queryable, row: ScheduleMailRunRow): Promise<string> {
  const [inserted] = (await db.query(
    `INSERT INTO reporting.schedule_mail_runs (company_id, started_by, start_date, end_date, delivery, total, sent, status)
     VALUES ($1, 'fixture', $2, $3, 'smtp', $4, $5, $6) RETURNING id`,
    [row.companyId, row.startDate, row.endDate, row.total, row.sent ?? row.total, row.status ?? 'done'],
  )) as { id: string }[];
  if (!inserted) throw new Error('fixture insert returned no schedule mail run');
  return inserted.id;
}
