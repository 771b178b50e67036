import type { SqlRunner } from '@rollcall/platform';
import { CALCULATION } from '../calculation.constants.js';
import { punchStatus, type PunchStatus } from './punch-status.js';

const s = CALCULATION;

/** The engine's default punchPairCompletionTime, for an employee with no pay group (hours). */
const DEFAULT_COMPLETION_HOURS = 12;
/** How far back the status reads punches: a night shift's in punch and the punches before it. */
const LOOK_BACK = '3 days';

/** An employee's live punch status and last punch. */
export interface EmployeeStatus {
  employeeId: string;
  companyId: string;
  departmentId: string | null;
  status: PunchStatus;
  lastPunch: { id: string; punchTime: string; positionId: string | null; jobId: string | null } | null;
}

interface Row {
  id: string;
  company_id: string;
  department_id: string | null;
  time_zone_id: string;
  completion_hours: number;
  on_leave: boolean;
  punches: { id: string; ms: number; positionId: string | null; jobId: string | null }[];
}

/**
 * The punch status of employees now (docs/api.md "Live punch status"), read in one statement: their punches of the
 * last three days, their pay group's completion time and whether approved leave covers their today, in the order
 * the ids are given. Employees of another company than `companyId` (when given) are left out.
 */
export async function readStatuses(
  runner: SqlRunner,
  employeeIds: readonly string[],
  now: Date,
  companyId?: string,
): Promise<EmployeeStatus[]> {
  if (employeeIds.length === 0) return [];
  const rows = (await runner.query(
    `SELECT e.id, e.company_id, e.department_id, e.time_zone_id,
            coalesce((g.rules->>'punchPairCompletionTime')::float8, ${DEFAULT_COMPLETION_HOURS}) AS completion_hours,
            EXISTS (SELECT 1 FROM "${s}".leaves l
                     WHERE l.employee_id = e.id AND l.leave->>'status' = 'Approved'
                       AND l.from_date <= ($2::timestamptz AT TIME ZONE e.time_zone_id)::date
                       AND l.to_date >= ($2::timestamptz AT TIME ZONE e.time_zone_id)::date) AS on_leave,
            (SELECT coalesce(json_agg(json_build_object('id', p.id, 'ms', floor(extract(epoch FROM p.punch_time) * 1000),
                      'positionId', p.position_id, 'jobId', p.job_id) ORDER BY p.punch_time, p.id), '[]'::json)
               FROM "${s}".punches p
              WHERE p.employee_id = e.id AND p.punch_time > $2::timestamptz - interval '${LOOK_BACK}'
                AND p.punch_time <= $2::timestamptz) AS punches
       FROM "${s}".employees e LEFT JOIN "${s}".pay_groups g ON g.id = e.paygroup_id
      WHERE e.id = ANY($1::uuid[]) AND ($3::uuid IS NULL OR e.company_id = $3::uuid)`,
    [employeeIds, now.toISOString(), companyId ?? null],
  )) as Row[];
  const order = new Map(employeeIds.map((id, i) => [id, i]));
  rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return rows.map((r) => {
    const answer = punchStatus({
      punches: r.punches.map((p) => p.ms),
      now: now.getTime(),
      completionMs: r.completion_hours * 3_600_000,
      zone: r.time_zone_id,
      onLeaveToday: r.on_leave,
    });
    const last = r.punches[r.punches.length - 1];
    return {
      employeeId: r.id,
      companyId: r.company_id,
      departmentId: r.department_id,
      status: answer.status,
      lastPunch: last
        ? { id: last.id, punchTime: new Date(last.ms).toISOString(), positionId: last.positionId, jobId: last.jobId }
        : null,
    };
  });
}
