import type { Queryable } from './queryable.js';

/**
 * Fixture rows written straight into the `time_capture` schema, for tests that need a punch no API call makes yet
 * (an auto-paired out punch: auto punch is not built). A schema change is fixed here, once.
 */

export interface PunchRow {
  companyId: string;
  employeeId: string;
  clockId: number;
  punchTime: Date;
  source: 'Kiosk' | 'Mobile' | 'Manual' | 'Import' | 'AutoPair';
}

export async function insertPunch(db: Queryable, row: PunchRow): Promise<string> {
  const [inserted] = (await db.query(
    `INSERT INTO time_capture.punches (company_id, employee_id, clock_id, punch_time, source)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [row.companyId, row.employeeId, row.clockId, row.punchTime, row.source],
  )) as { id: string }[];
  if (!inserted) throw new Error('fixture insert returned no punch');
  return inserted.id;
}
