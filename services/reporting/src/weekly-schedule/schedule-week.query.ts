import { type Actor, peopleScopeCondition, peopleScopeOf, type SqlRunner } from '@rollcall/platform';
import { REPORT_SCOPE_COLUMNS } from '../access/report-scope.js';
import type { ReportedSection } from '../read-models/reported-section.js';
import { REPORTING } from '../reporting.constants.js';
import type { WeeklyScheduleSort } from './weekly-schedule.conditions.js';

const s = REPORTING;

/** One employee's schedule days of the range, as reporting's read models hold them. */
export interface ScheduleWeekEmployee {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  /** by date (YYYY-MM-DD); a date without a row has no schedule */
  days: Map<string, { offDay: boolean; sections: ReportedSection[] }>;
}

export interface ScheduleWeekSelection {
  startDate: string;
  endDate: string;
  sortBy: WeeklyScheduleSort;
  /** structure nodes whose employees (beneath them too) are chosen; empty: all the caller reaches */
  nodeIds: readonly string[];
  /** only these employees (already checked to be in the caller's company and scope) */
  employeeIds?: readonly string[];
}

const ORDER: Record<WeeklyScheduleSort, [string, string]> = {
  LastName: ['e.last_name', 'e.first_name'],
  FirstName: ['e.first_name', 'e.last_name'],
};

/**
 * The condition choosing the selection's employees (`e`) the caller reaches: Active employees, and any other with a
 * schedule day in the range. Pushes its parameters after the company ($1), start ($2) and end ($3) dates.
 */
function chosenEmployees(actor: Actor, selection: ScheduleWeekSelection, params: unknown[]): string {
  const scope = peopleScopeCondition(peopleScopeOf(actor), REPORT_SCOPE_COLUMNS, params);
  params.push(selection.nodeIds.length ? selection.nodeIds : null);
  const nodes = `$${params.length}::uuid[]`;
  params.push(selection.employeeIds ?? null);
  const ids = `$${params.length}::uuid[]`;
  return `e.company_id = $1 AND ${scope}
          AND (${nodes} IS NULL OR e.department_id IN (
                WITH RECURSIVE chosen(id) AS (
                  SELECT unnest(${nodes})
                  UNION SELECT d.id FROM "${s}".departments d JOIN chosen ON d.parent_id = chosen.id
                ) SELECT id FROM chosen))
          AND (${ids} IS NULL OR e.id = ANY(${ids}))
          AND (e.employee_status = 'Active' OR EXISTS (
                SELECT 1 FROM "${s}".schedule_days sd WHERE sd.employee_id = e.id AND sd.date BETWEEN $2 AND $3))`;
}

/** How many employees the selection chooses (what Send All will mail). */
export async function scheduleWeekCount(
  runner: SqlRunner,
  actor: Actor,
  selection: ScheduleWeekSelection,
): Promise<number> {
  const params: unknown[] = [actor.companyId, selection.startDate, selection.endDate];
  const where = chosenEmployees(actor, selection, params);
  const [row] = (await runner.query(`SELECT count(*)::int AS n FROM "${s}".employees e WHERE ${where}`, params)) as {
    n: number;
  }[];
  return row?.n ?? 0;
}

/**
 * The chosen employees the caller reaches, in the sort's order, `pageSize` at a time (keyset paging), each with
 * their days in the range. Active employees, and any other with a schedule day in the range.
 */
export async function* scheduleWeekPages(
  runner: SqlRunner,
  actor: Actor,
  selection: ScheduleWeekSelection,
  pageSize = 200,
): AsyncGenerator<ScheduleWeekEmployee[]> {
  const [first, second] = ORDER[selection.sortBy];
  let after: { a: string; b: string; id: string } | null = null;
  for (;;) {
    const params: unknown[] = [actor.companyId, selection.startDate, selection.endDate];
    const where = chosenEmployees(actor, selection, params);
    params.push(after?.a ?? null, after?.b ?? null, after?.id ?? null);
    const n = params.length;
    params.push(pageSize);
    const rows = (await runner.query(
      `SELECT e.id, e.first_name AS "firstName", e.last_name AS "lastName", e.email
         FROM "${s}".employees e
        WHERE ${where}
          AND ($${n}::uuid IS NULL OR (${first}, ${second}, e.id) > ($${n - 2}::text, $${n - 1}::text, $${n}::uuid))
        ORDER BY ${first}, ${second}, e.id
        LIMIT $${n + 1}`,
      params,
    )) as Omit<ScheduleWeekEmployee, 'days'>[];
    if (rows.length === 0) return;
    yield await withDays(runner, rows, selection);
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1] as Omit<ScheduleWeekEmployee, 'days'>;
    after =
      selection.sortBy === 'LastName'
        ? { a: last.lastName, b: last.firstName, id: last.id }
        : { a: last.firstName, b: last.lastName, id: last.id };
  }
}

async function withDays(
  runner: SqlRunner,
  employees: Omit<ScheduleWeekEmployee, 'days'>[],
  selection: ScheduleWeekSelection,
): Promise<ScheduleWeekEmployee[]> {
  const rows = (await runner.query(
    `SELECT employee_id AS "employeeId", to_char(date, 'YYYY-MM-DD') AS date, off_day AS "offDay", sections
       FROM "${s}".schedule_days WHERE employee_id = ANY($1::uuid[]) AND date BETWEEN $2 AND $3`,
    [employees.map((e) => e.id), selection.startDate, selection.endDate],
  )) as { employeeId: string; date: string; offDay: boolean; sections: ReportedSection[] }[];
  const byEmployee = new Map(employees.map((e) => [e.id, { ...e, days: new Map() } as ScheduleWeekEmployee]));
  for (const row of rows) {
    byEmployee.get(row.employeeId)?.days.set(row.date, { offDay: row.offDay, sections: row.sections });
  }
  return [...byEmployee.values()];
}
