import { DEFAULT_PAY_GROUP_RULES } from '@rollcall/contracts';
import { refusal, type SqlRunner } from '@rollcall/platform';
import type { StoredSection } from '../schedule-days/stored-section.js';
import { SCHEDULING } from '../scheduling.constants.js';
import { LEAVE_ANSWERS, leaveRefusal } from './leave.answers.js';
import type { LeaveGroupRules, ScheduleOfDay } from './leave-day-rules.js';

const s = SCHEDULING;

/** An employee as leave reads them. */
export interface LeaveEmployee {
  id: string;
  departmentId: string | null;
  paygroupId: string | null;
  name: string;
  clockId: number | null;
  standardHours: number | null;
  userId: string | null;
  timeZoneId: string;
}

/** A leave type: one of the company's pay types with leaveStatus on. */
export interface LeaveType {
  id: string;
  code: string;
  name: string;
  isLeave: boolean;
  active: boolean;
  paidLeave: boolean;
  allowNegativeLeave: boolean;
  hideBalance: boolean;
  dayMode: 'convertToDay' | 'byStandardHour' | 'percentage';
  ctDay: number;
}

/** The approver of an employee's leave ("Report To"): a user, or null (the company's admins). */
export interface Approver {
  userId: string;
  name: string;
  email: string;
}

export async function leaveEmployee(runner: SqlRunner, companyId: string, id: string): Promise<LeaveEmployee> {
  const [row] = (await runner.query(
    `SELECT id, department_id AS "departmentId", paygroup_id AS "paygroupId",
            trim(first_name || ' ' || last_name) AS name, clock_id AS "clockId",
            standard_hours::float8 AS "standardHours", user_id AS "userId", time_zone_id AS "timeZoneId"
       FROM "${s}".employees WHERE id = $1 AND company_id = $2`,
    [id, companyId],
  )) as LeaveEmployee[];
  if (!row) throw refusal(LEAVE_ANSWERS, 'noEmployee');
  return row;
}

/** The company's employee of this clock id, else noEmployee (404). */
export async function employeeOfClock(runner: SqlRunner, companyId: string, clockId: number): Promise<string> {
  const [row] = (await runner.query(`SELECT id FROM "${s}".employees WHERE company_id = $1 AND clock_id = $2`, [
    companyId,
    clockId,
  ])) as { id: string }[];
  if (!row) throw refusal(LEAVE_ANSWERS, 'noEmployee');
  return row.id;
}

const TYPE_SELECT = `SELECT id, code, name, is_leave AS "isLeave", active, paid_leave AS "paidLeave",
       allow_negative_leave AS "allowNegativeLeave", hide_balance AS "hideBalance", day_mode AS "dayMode",
       ct_day::float8 AS "ctDay"
  FROM "${s}".leave_pay_types`;

/** The active leave type of this id, else notLeaveType (400). */
export async function leaveType(runner: SqlRunner, companyId: string, id: string): Promise<LeaveType> {
  const [row] = (await runner.query(`${TYPE_SELECT} WHERE id = $1 AND company_id = $2 AND NOT deleted`, [
    id,
    companyId,
  ])) as LeaveType[];
  if (!row?.isLeave || !row.active) throw leaveRefusal('notLeaveType');
  return row;
}

/** The company's leave types (leaveStatus on, not deleted), by name. */
export async function leaveTypes(runner: SqlRunner, companyId: string): Promise<LeaveType[]> {
  return (await runner.query(`${TYPE_SELECT} WHERE company_id = $1 AND is_leave AND NOT deleted ORDER BY name, id`, [
    companyId,
  ])) as LeaveType[];
}

/** The leave rules of the employee's pay group (the defaults where it has none, as calculation assumes). */
export async function groupRules(runner: SqlRunner, paygroupId: string | null): Promise<LeaveGroupRules> {
  const [row] = paygroupId
    ? ((await runner.query(`SELECT rules FROM "${s}".pay_groups WHERE id = $1`, [paygroupId])) as {
        rules: Partial<LeaveGroupRules> | null;
      }[])
    : [];
  const rules = { ...DEFAULT_PAY_GROUP_RULES, ...(row?.rules ?? {}) };
  return {
    skipHoliday: rules.skipHoliday,
    skipUnscheduleDay: rules.skipUnscheduleDay,
    durationBySchedule: rules.durationBySchedule,
    convertUnit: rules.convertUnit,
  };
}

/** The employee's schedule days in the range. */
export async function scheduleOf(
  runner: SqlRunner,
  employeeId: string,
  from: string,
  to: string,
): Promise<Map<string, ScheduleOfDay>> {
  const rows = (await runner.query(
    `SELECT to_char(date, 'YYYY-MM-DD') AS date, off_day AS "offDay", sections
       FROM "${s}".schedule_days WHERE employee_id = $1 AND date BETWEEN $2 AND $3`,
    [employeeId, from, to],
  )) as { date: string; offDay: boolean; sections: StoredSection[] }[];
  return new Map(rows.map((r) => [r.date, { offDay: r.offDay, sections: r.sections }]));
}

/** The employee's holiday dates in the range: company-wide ones and those of their node or an ancestor. */
export async function holidaysOf(
  runner: SqlRunner,
  companyId: string,
  employeeId: string,
  from: string,
  to: string,
): Promise<Set<string>> {
  const rows = (await runner.query(
    `WITH RECURSIVE up(node_id) AS (
       SELECT e.department_id FROM "${s}".employees e WHERE e.id = $1 AND e.department_id IS NOT NULL
       UNION SELECT n.parent_id FROM up JOIN "${s}".departments n ON n.id = up.node_id WHERE n.parent_id IS NOT NULL)
     SELECT DISTINCT to_char(coalesce(h.alterdate, h.date), 'YYYY-MM-DD') AS date
       FROM "${s}".holidays h
      WHERE h.company_id = $2 AND coalesce(h.alterdate, h.date) BETWEEN $3 AND $4
        AND (cardinality(h.department_ids) = 0 OR EXISTS (SELECT 1 FROM up WHERE up.node_id = ANY(h.department_ids)))`,
    [employeeId, companyId, from, to],
  )) as { date: string }[];
  return new Set(rows.map((r) => r.date));
}

/**
 * Each employee's leave approver: the nearest Supervisor (active) who manages the employee's node or an ancestor,
 * other than the employee themself, or the user their Leave Request Forwarding names; absent: the company's admins.
 */
export async function approversOf(
  runner: SqlRunner,
  companyId: string,
  employeeIds: readonly string[],
): Promise<Map<string, Approver>> {
  if (employeeIds.length === 0) return new Map();
  const rows = (await runner.query(
    `WITH RECURSIVE up(employee_id, node_id, depth) AS (
       SELECT e.id, e.department_id, 0 FROM "${s}".employees e
        WHERE e.id = ANY($1::uuid[]) AND e.department_id IS NOT NULL
       UNION ALL SELECT up.employee_id, n.parent_id, up.depth + 1
         FROM up JOIN "${s}".departments n ON n.id = up.node_id WHERE n.parent_id IS NOT NULL AND up.depth < 50)
     SELECT DISTINCT ON (up.employee_id) up.employee_id AS "employeeId",
            coalesce(f.id, u.id) AS "userId",
            trim(coalesce(f.first_name, u.first_name) || ' ' || coalesce(f.last_name, u.last_name)) AS name,
            coalesce(f.email, u.email) AS email
       FROM up
       JOIN "${s}".leave_users u ON u.company_id = $2 AND u.role = 'Supervisor' AND u.status = 'Active'
            AND up.node_id = ANY(u.departments) AND u.employee_id IS DISTINCT FROM up.employee_id
       LEFT JOIN "${s}".leave_users f ON f.id = u.forward_to AND f.status = 'Active'
      ORDER BY up.employee_id, up.depth, u.last_name, u.first_name, u.id`,
    [employeeIds, companyId],
  )) as (Approver & { employeeId: string })[];
  return new Map(rows.map(({ employeeId, ...approver }) => [employeeId, approver]));
}

/** The company's active admins: where a request goes when the employee has no supervisor. */
export async function companyAdmins(runner: SqlRunner, companyId: string): Promise<Approver[]> {
  return (await runner.query(
    `SELECT id AS "userId", trim(first_name || ' ' || last_name) AS name, email FROM "${s}".leave_users
      WHERE company_id = $1 AND role = 'Admin' AND status = 'Active' ORDER BY last_name, first_name, id`,
    [companyId],
  )) as Approver[];
}
