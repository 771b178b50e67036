import type { SqlRunner } from '@rollcall/platform';
import { SCHEDULING } from '../scheduling.constants.js';

/**
 * Which of the employee-days lie in a closed pay period of the employee's pay group (scheduling's read model of
 * calculation's periods). Inside a transaction pass its manager.
 */
export async function closedEmployeeDays(
  runner: SqlRunner,
  companyId: string,
  days: readonly { employeeId: string; date: string }[],
): Promise<{ employeeId: string; date: string }[]> {
  if (days.length === 0) return [];
  return (await runner.query(
    `SELECT DISTINCT d.employee_id AS "employeeId", to_char(d.date, 'YYYY-MM-DD') AS date
       FROM unnest($1::uuid[], $2::date[]) AS d(employee_id, date)
       JOIN "${SCHEDULING}".employees e ON e.id = d.employee_id AND e.company_id = $3
       JOIN "${SCHEDULING}".pay_periods p ON p.paygroup_id = e.paygroup_id AND p.closed
            AND d.date BETWEEN p.from_date AND p.to_date
      ORDER BY 1, 2`,
    [days.map((d) => d.employeeId), days.map((d) => d.date), companyId],
  )) as { employeeId: string; date: string }[];
}
