import { type Actor, assertScopeReaches, peopleScopeOf, refusal, type SqlRunner } from '@rollcall/platform';
import { SCHEDULE_DAY_ANSWERS } from '../schedule-days/schedule-day.answers.js';
import { SCHEDULING } from '../scheduling.constants.js';
import { EMPLOYEE_SCOPE_COLUMNS } from './employee-scope.js';

/** An employee as scheduling knows them from organisation's events. */
export interface ScheduledEmployee {
  id: string;
  departmentId: string | null;
  paygroupId: string | null;
}

/**
 * The company's employees of these ids; refuses (noEmployee, 404) when any is unknown here or another company's.
 * Inside a transaction pass its manager.
 */
export async function employeesOfCompany(
  runner: SqlRunner,
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, ScheduledEmployee>> {
  const wanted = [...new Set(ids)];
  const rows = (await runner.query(
    `SELECT id, department_id AS "departmentId", paygroup_id AS "paygroupId"
       FROM "${SCHEDULING}".employees WHERE id = ANY($1::uuid[]) AND company_id = $2`,
    [wanted, companyId],
  )) as ScheduledEmployee[];
  if (rows.length !== wanted.length) throw refusal(SCHEDULE_DAY_ANSWERS, 'noEmployee');
  return new Map(rows.map((r) => [r.id, r]));
}

/** Refuses (403) when the caller's people scope does not reach every one of the employees. */
export async function assertReachesAll(
  runner: SqlRunner,
  actor: Actor,
  employees: Iterable<ScheduledEmployee>,
): Promise<void> {
  const scope = peopleScopeOf(actor);
  for (const employee of employees) {
    await assertScopeReaches(
      runner,
      scope,
      { id: employee.id, departmentId: employee.departmentId },
      EMPLOYEE_SCOPE_COLUMNS.nodes,
    );
  }
}
