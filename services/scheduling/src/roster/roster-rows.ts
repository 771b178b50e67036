import { datesOf, isAllowed, sectionHours } from '@rollcall/contracts';
import { type Actor, peopleScopeCondition, peopleScopeOf, type SqlRunner } from '@rollcall/platform';
import { EMPLOYEE_SCOPE_COLUMNS } from '../access/employee-scope.js';
import type { StoredSection } from '../schedule-days/stored-section.js';
import { SCHEDULING } from '../scheduling.constants.js';
import type {
  RosterDayAnswer,
  RosterEmployee,
  RosterEmployeePage,
  RosterPage,
  RosterSectionAnswer,
} from './roster.answers.js';
import { withSectionIds } from './roster-rules.js';
import type { RosterSort } from './roster-rows.query.js';

const s = SCHEDULING;

const ORDER: Record<RosterSort, string> = {
  department: 'lower(d.name), lower(e.last_name), lower(e.first_name), e.id',
  firstName: 'lower(e.first_name), lower(e.last_name), e.id',
  lastName: 'lower(e.last_name), lower(e.first_name), e.id',
};

export interface RosterFilter {
  startDate: string;
  endDate: string;
  departmentIds: string[];
  sortBy: RosterSort;
  search: string;
  page: number;
  pageSize: number;
}

interface EmployeeOfSql {
  id: string;
  clockId: number | null;
  firstName: string;
  lastName: string;
  departmentId: string | null;
  departmentName: string;
  standardHours: string | null;
  payRate: string | null;
  total: number;
}

interface RowOfSql extends EmployeeOfSql {
  days: { date: string; offDay: boolean; sections: StoredSection[] }[];
  closed: [string, string][];
}

/** The company's active employees the caller reaches, filtered by structure nodes (and all beneath) and name. */
function employeeFilter(actor: Actor, filter: RosterFilter, params: unknown[]): string {
  const conditions = [`e.company_id = $1`, `e.employee_status = 'Active'`];
  if (filter.departmentIds.length) {
    params.push(filter.departmentIds);
    conditions.push(`e.department_id IN (WITH RECURSIVE picked(id) AS (
        SELECT unnest($${params.length}::uuid[])
        UNION SELECT n.id FROM "${s}".departments n JOIN picked ON n.parent_id = picked.id
      ) SELECT id FROM picked)`);
  }
  if (filter.search.trim()) {
    params.push(`%${filter.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const at = `$${params.length}`;
    conditions.push(`(e.first_name || ' ' || e.last_name ILIKE ${at} OR CAST(e.clock_id AS text) ILIKE ${at})`);
  }
  conditions.push(peopleScopeCondition(peopleScopeOf(actor), EMPLOYEE_SCOPE_COLUMNS, params));
  return conditions.join(' AND ');
}

/**
 * One page of the roster in one query: the employees (sorted, counted), each with their stored days of the range
 * and the closed pay periods over it; then one look-up of the positions' names the sections name.
 */
export async function rosterPage(runner: SqlRunner, actor: Actor, filter: RosterFilter): Promise<RosterPage> {
  const params: unknown[] = [actor.companyId, filter.startDate, filter.endDate];
  const where = employeeFilter(actor, filter, params);
  const offset = (filter.page - 1) * filter.pageSize;
  const rows = (await runner.query(
    `WITH listed AS (
       SELECT e.id, e.clock_id AS "clockId", e.first_name AS "firstName", e.last_name AS "lastName",
              e.department_id AS "departmentId", coalesce(d.name, '') AS "departmentName",
              e.standard_hours AS "standardHours", e.pay_rate AS "payRate", e.paygroup_id,
              count(*) OVER ()::int AS total, row_number() OVER (ORDER BY ${ORDER[filter.sortBy]}) AS n
         FROM "${s}".employees e LEFT JOIN "${s}".departments d ON d.id = e.department_id
        WHERE ${where}
        ORDER BY n LIMIT ${filter.pageSize} OFFSET ${offset})
     SELECT l.*,
       coalesce((SELECT jsonb_agg(jsonb_build_object('date', to_char(sd.date, 'YYYY-MM-DD'), 'offDay', sd.off_day,
                   'sections', sd.sections) ORDER BY sd.date)
                   FROM "${s}".schedule_days sd
                  WHERE sd.employee_id = l.id AND sd.date BETWEEN $2 AND $3), '[]') AS days,
       coalesce((SELECT jsonb_agg(jsonb_build_array(to_char(p.from_date, 'YYYY-MM-DD'), to_char(p.to_date, 'YYYY-MM-DD')))
                   FROM "${s}".pay_periods p
                  WHERE p.paygroup_id = l.paygroup_id AND p.closed AND p.from_date <= $3 AND p.to_date >= $2), '[]')
         AS closed
       FROM listed l ORDER BY l.n`,
    params,
  )) as RowOfSql[];
  const total = rows[0]?.total ?? (filter.page > 1 ? await countOf(runner, actor, filter) : 0);
  const positionNames = await namesOf(
    runner,
    actor.companyId,
    rows.flatMap((r) => r.days.flatMap((d) => d.sections.map((x) => x.positionId ?? ''))),
  );
  const showPay = isAllowed(actor.role, 'payRate', 'visible');
  const dates = datesOf(filter.startDate, filter.endDate);
  return {
    rows: rows.map((row) => {
      const byDate = new Map(row.days.map((d) => [d.date, d]));
      return {
        employee: employeeOf(row, showPay),
        scheduleRuleVoList: dates.map((date) => {
          const day = byDate.get(date);
          const closed = row.closed.some(([from, to]) => date >= from && date <= to);
          const sections = withSectionIds(row.id, date, day?.sections ?? []);
          return rosterDay(date, day?.offDay ?? false, closed, sections, positionNames);
        }),
      };
    }),
    total,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

/** A page of the employees the roster would list (the Add Shift to Employees picker), without their days. */
export async function rosterEmployees(
  runner: SqlRunner,
  actor: Actor,
  filter: RosterFilter,
): Promise<RosterEmployeePage> {
  const params: unknown[] = [actor.companyId];
  const where = employeeFilter(actor, filter, params);
  const rows = (await runner.query(
    `SELECT e.id, e.clock_id AS "clockId", e.first_name AS "firstName", e.last_name AS "lastName",
            e.department_id AS "departmentId", coalesce(d.name, '') AS "departmentName",
            e.standard_hours AS "standardHours", e.pay_rate AS "payRate", count(*) OVER ()::int AS total
       FROM "${s}".employees e LEFT JOIN "${s}".departments d ON d.id = e.department_id
      WHERE ${where}
      ORDER BY ${ORDER[filter.sortBy]} LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`,
    params,
  )) as EmployeeOfSql[];
  const showPay = isAllowed(actor.role, 'payRate', 'visible');
  return {
    rows: rows.map((row) => employeeOf(row, showPay)),
    total: rows[0]?.total ?? (filter.page > 1 ? await countOf(runner, actor, filter) : 0),
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

async function countOf(runner: SqlRunner, actor: Actor, filter: RosterFilter): Promise<number> {
  const params: unknown[] = [actor.companyId];
  const where = employeeFilter(actor, filter, params);
  const [row] = (await runner.query(`SELECT count(*)::int AS n FROM "${s}".employees e WHERE ${where}`, params)) as {
    n: number;
  }[];
  return row?.n ?? 0;
}

function employeeOf(row: EmployeeOfSql, showPay: boolean): RosterEmployee {
  return {
    id: row.id,
    clockId: row.clockId,
    firstName: row.firstName,
    middleName: null,
    lastName: row.lastName,
    departmentId: row.departmentId,
    departmentName: row.departmentName,
    payRate: showPay && row.payRate !== null ? Number(row.payRate) : null,
    standardHours: row.standardHours === null ? null : Number(row.standardHours),
  };
}

/** The names of structure nodes by id (the sections' positions). */
export async function namesOf(runner: SqlRunner, companyId: string, ids: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter(Boolean))];
  if (wanted.length === 0) return new Map();
  const rows = (await runner.query(
    `SELECT id, name FROM "${s}".departments WHERE company_id = $1 AND id = ANY($2::uuid[])`,
    [companyId, wanted],
  )) as { id: string; name: string }[];
  return new Map(rows.map((r) => [r.id, r.name]));
}

export function rosterDay(
  date: string,
  offDay: boolean,
  closed: boolean,
  sections: readonly StoredSection[],
  positionNames: Map<string, string>,
): RosterDayAnswer {
  return {
    title: date,
    isOffDay: offDay,
    isClosed: closed,
    workSections: sections.map((x) => sectionAnswer(x, positionNames)),
  };
}

function sectionAnswer(section: StoredSection, positionNames: Map<string, string>): RosterSectionAnswer {
  const positionId = section.positionId ?? null;
  return {
    id: section.id ?? '',
    startTime: section.start,
    endTime: section.end,
    startTimeType: section.startType ?? 'Today',
    endTimeType: section.endType ?? 'Today',
    type: section.type ?? null,
    breakTime: section.breakMinutes ?? 0,
    duration: Math.round(sectionHours(section) * 100) / 100,
    labelName: section.labelName ?? null,
    colorCode: section.colorCode ?? null,
    departmentId: positionId,
    departmentName: positionId ? (positionNames.get(positionId) ?? null) : null,
    baseShiftWorksectionId: section.shiftId ?? null,
  };
}
