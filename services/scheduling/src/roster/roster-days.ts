import type { SqlRunner } from '@rollcall/platform';
import type { StoredSection } from '../schedule-days/stored-section.js';
import { SCHEDULING } from '../scheduling.constants.js';
import { EMPTY_DAY, type RosterDayState, withSectionIds } from './roster-rules.js';

export const dayKey = (employeeId: string, date: string): string => `${employeeId} ${date}`;

/**
 * Holds the employees' roster until the transaction ends, so two drops on one employee apply one after the other
 * (each reads the day the other wrote). Ids are locked in order: two writers never wait on each other crosswise.
 */
export async function lockEmployees(runner: SqlRunner, employeeIds: readonly string[]): Promise<void> {
  const ids = [...new Set(employeeIds)].sort();
  await runner.query(
    `SELECT pg_advisory_xact_lock(hashtextextended('roster ' || id, 0)) FROM unnest($1::text[]) AS id ORDER BY id`,
    [ids],
  );
}

/** The employee-days as stored (a day without a row is an empty day). Inside a transaction pass its manager. */
export async function readDays(
  runner: SqlRunner,
  companyId: string,
  keys: readonly { employeeId: string; date: string }[],
): Promise<Map<string, RosterDayState>> {
  const days = new Map<string, RosterDayState>(keys.map((k) => [dayKey(k.employeeId, k.date), EMPTY_DAY]));
  if (keys.length === 0) return days;
  const rows = (await runner.query(
    `SELECT d.employee_id AS "employeeId", to_char(d.date, 'YYYY-MM-DD') AS date, d.off_day AS "offDay", d.sections
       FROM "${SCHEDULING}".schedule_days d
       JOIN unnest($2::uuid[], $3::date[]) AS k(employee_id, date) ON k.employee_id = d.employee_id AND k.date = d.date
      WHERE d.company_id = $1`,
    [companyId, keys.map((k) => k.employeeId), keys.map((k) => k.date)],
  )) as { employeeId: string; date: string; offDay: boolean; sections: StoredSection[] }[];
  for (const row of rows) {
    days.set(dayKey(row.employeeId, row.date), {
      offDay: row.offDay,
      sections: withSectionIds(row.employeeId, row.date, row.sections),
    });
  }
  return days;
}

/** Every day of these employees from `from` to `to` that has a row. */
export async function readRange(
  runner: SqlRunner,
  companyId: string,
  employeeIds: readonly string[],
  from: string,
  to: string,
): Promise<Map<string, RosterDayState>> {
  const rows = (await runner.query(
    `SELECT employee_id AS "employeeId", to_char(date, 'YYYY-MM-DD') AS date, off_day AS "offDay", sections
       FROM "${SCHEDULING}".schedule_days
      WHERE company_id = $1 AND employee_id = ANY($2::uuid[]) AND date BETWEEN $3 AND $4`,
    [companyId, employeeIds, from, to],
  )) as { employeeId: string; date: string; offDay: boolean; sections: StoredSection[] }[];
  return new Map(
    rows.map((row) => [
      dayKey(row.employeeId, row.date),
      { offDay: row.offDay, sections: withSectionIds(row.employeeId, row.date, row.sections) },
    ]),
  );
}
