import {
  type Actor,
  outsideScope,
  peopleScopeCondition,
  peopleScopeOf,
  refusal,
  type SqlRunner,
} from '@rollcall/platform';
import { EMPLOYEE_SCOPE_COLUMNS } from '../access/employee-scope.js';
import { SCHEDULE_DAY_ANSWERS } from '../schedule-days/schedule-day.answers.js';
import { SCHEDULING } from '../scheduling.constants.js';
import type { GlobalScheduleOrder } from './global-schedule-rules.js';
import { GLOBAL_SCHEDULE_ANSWERS } from './global-schedule.answers.js';

/** An employee a global schedule (or Global Leave) order reaches. */
export interface ScheduleTarget {
  id: string;
  name: string;
}

/**
 * The employees of the order, in one query whatever their number: the ids named (404 noEmployee when any is
 * unknown or another company's), or every active employee of the structure nodes named and the nodes beneath them
 * (404 noDepartment for a node not the company's). 403 when the caller's people scope misses any of them.
 */
export async function scheduleTargets(
  runner: SqlRunner,
  actor: Actor,
  order: Pick<GlobalScheduleOrder, 'byEmployee' | 'employeeIds' | 'departmentIds'>,
): Promise<ScheduleTarget[]> {
  const scope = peopleScopeOf(actor);
  const params: unknown[] = [actor.companyId];
  let which: string;
  if (order.byEmployee) {
    params.push([...new Set(order.employeeIds)]);
    which = `e.id = ANY($2::uuid[])`;
  } else {
    const nodes = [...new Set(order.departmentIds)];
    const [known] = (await runner.query(
      `SELECT count(*)::int AS n FROM "${SCHEDULING}".departments WHERE company_id = $1 AND id = ANY($2::uuid[])`,
      [actor.companyId, nodes],
    )) as { n: number }[];
    if (known?.n !== nodes.length) throw refusal(GLOBAL_SCHEDULE_ANSWERS, 'noDepartment');
    params.push(nodes);
    which = `e.employee_status = 'Active' AND e.department_id IN (
      WITH RECURSIVE picked(id) AS (
        SELECT unnest($2::uuid[])
        UNION SELECT n.id FROM "${SCHEDULING}".departments n JOIN picked ON n.parent_id = picked.id
      ) SELECT id FROM picked)`;
  }
  const reaches = peopleScopeCondition(scope, EMPLOYEE_SCOPE_COLUMNS, params);
  const rows = (await runner.query(
    `SELECT e.id, e.first_name || ' ' || e.last_name AS name, ${reaches} AS reaches
       FROM "${SCHEDULING}".employees e
      WHERE e.company_id = $1 AND ${which}
      ORDER BY e.last_name, e.first_name, e.id`,
    params,
  )) as (ScheduleTarget & { reaches: boolean })[];
  if (order.byEmployee && rows.length !== new Set(order.employeeIds).size)
    throw refusal(SCHEDULE_DAY_ANSWERS, 'noEmployee');
  if (rows.length === 0) throw refusal(GLOBAL_SCHEDULE_ANSWERS, 'noEmployees');
  if (rows.some((row) => !row.reaches)) throw outsideScope(scope);
  return rows.map(({ id, name }) => ({ id, name }));
}
