import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ScheduleDay } from '@rollcall/contracts';
import {
  type Actor,
  managedNodeCondition,
  NODE_NOT_MANAGED,
  outsideScope,
  type Page,
  type PageColumn,
  peopleScopeCondition,
  peopleScopeOf,
  rawPage,
} from '@rollcall/platform';
import type { DataSource } from 'typeorm';
import { EMPLOYEE_SCOPE_COLUMNS } from '../access/employee-scope.js';
import { CALCULATION } from '../calculation.constants.js';
import { readStatuses } from '../live/punch-status-read.js';
import type {
  DashboardEmployeeInfo,
  DashboardEmployeeRow,
  LastPunchAnswer,
  PunchStatusAnswer,
} from './dashboard.answers.js';
import type { DashboardEmployeesQuery } from './dashboard.query.js';
import { nextScheduled } from './next-scheduled.js';

const s = CALCULATION;
/** How far ahead the next scheduled time looks. */
const SCHEDULE_DAYS = 14;

const COLUMNS: Record<string, PageColumn> = {
  clockId: { sql: 'CAST(listed."clockId" AS text)', sortSql: 'listed."clockId"' },
  payId: { sql: 'listed."payId"' },
  firstName: { sql: 'listed."firstName"', sortSql: 'lower(listed."firstName")' },
  lastName: { sql: 'listed."lastName"', sortSql: 'lower(listed."lastName")' },
  departmentName: { sql: 'listed."departmentName"', sortSql: 'lower(listed."departmentName")' },
  payGroupName: { sql: 'listed."payGroupName"', sortSql: 'lower(listed."payGroupName")' },
};

/** NotFound when a node is not the company's. */
const UNKNOWN_NODES = 'Some of the chosen structure nodes are not in your company.';

/**
 * The dashboard's people (spec 001 §2 "Dashboard"): the employees list with their punch status, what is shown beside
 * each (next scheduled time, last punch's job and position), and the punch status calls. Everything follows the
 * caller's people scope.
 */
@Injectable()
export class DashboardService {
  constructor(@InjectDataSource(CALCULATION) private readonly dataSource: DataSource) {}

  async employees(actor: Actor, query: DashboardEmployeesQuery, now = new Date()): Promise<Page<DashboardEmployeeRow>> {
    const params: unknown[] = [actor.companyId, query.employeeStatus ?? 'Active'];
    const scope = peopleScopeCondition(peopleScopeOf(actor), EMPLOYEE_SCOPE_COLUMNS, params);
    let nodes = '';
    const departmentIds = query.departmentIds ?? [];
    if (departmentIds.length > 0) {
      await this.checkNodes(actor, departmentIds);
      params.push(departmentIds);
      nodes = ` AND e.department_id IN (WITH RECURSIVE under(id) AS (
                   SELECT unnest($${params.length}::uuid[])
                   UNION SELECT n.id FROM "${s}".departments n JOIN under ON n.parent_id = under.id
                 ) SELECT id FROM under)`;
    }
    const page = await rawPage<Omit<DashboardEmployeeRow, 'status' | 'punchPositionId' | 'punchJobId'>>(
      this.dataSource,
      {
        sql: `SELECT e.id, NULL::text AS "avatarFileName", e.clock_id AS "clockId", e.pay_id AS "payId",
                     e.first_name AS "firstName", e.last_name AS "lastName", e.department_id AS "departmentId",
                     d.name AS "departmentName", g.name AS "payGroupName"
                FROM "${s}".employees e
                LEFT JOIN "${s}".departments d ON d.id = e.department_id
                LEFT JOIN "${s}".pay_groups g ON g.id = e.paygroup_id
               WHERE e.company_id = $1 AND e.employee_status = $2 AND ${scope}${nodes}`,
        params,
      },
      query,
      COLUMNS,
      { defaultSort: 'lower(listed."lastName")', tieBreak: 'lower(listed."firstName"), listed.id' },
    );
    const statuses = new Map(
      (
        await readStatuses(
          this.dataSource,
          page.rows.map((r) => r.id),
          now,
          actor.companyId,
        )
      ).map((st) => [st.employeeId, st]),
    );
    return {
      ...page,
      rows: page.rows.map((r) => {
        const st = statuses.get(r.id);
        return {
          ...r,
          status: st?.status ?? 'NoPunch',
          punchPositionId: st?.lastPunch?.positionId ?? null,
          punchJobId: st?.lastPunch?.jobId ?? null,
        };
      }),
    };
  }

  /** Beside each listed employee the caller reaches: their next scheduled time, last punch's job, status. */
  async employeeInfo(actor: Actor, employeeIds: readonly string[], now = new Date()): Promise<DashboardEmployeeInfo[]> {
    const reached = await this.reachable(actor, employeeIds);
    if (reached.length === 0) return [];
    const statuses = await readStatuses(this.dataSource, reached, now, actor.companyId);
    const rows = (await this.dataSource.query(
      `SELECT e.id, e.time_zone_id,
              (SELECT coalesce(json_agg(json_build_object('date', to_char(d.date, 'YYYY-MM-DD'), 'offDay', d.off_day,
                        'sections', d.sections) ORDER BY d.date), '[]'::json)
                 FROM "${s}".schedule_days d
                WHERE d.employee_id = e.id
                  AND d.date BETWEEN ($2::timestamptz AT TIME ZONE e.time_zone_id)::date - 1
                                 AND ($2::timestamptz AT TIME ZONE e.time_zone_id)::date + ${SCHEDULE_DAYS}) AS days
         FROM "${s}".employees e WHERE e.id = ANY($1::uuid[])`,
      [reached, now.toISOString()],
    )) as { id: string; time_zone_id: string; days: ScheduleDay[] }[];
    const schedules = new Map(rows.map((r) => [r.id, r]));
    const jobIds = [...new Set(statuses.flatMap((st) => (st.lastPunch?.jobId ? [st.lastPunch.jobId] : [])))];
    const jobs = new Map(
      jobIds.length
        ? (
            (await this.dataSource.query(`SELECT id::text, name FROM "${s}".jobs WHERE id::text = ANY($1::text[])`, [
              jobIds,
            ])) as { id: string; name: string }[]
          ).map((j) => [j.id, j.name])
        : [],
    );
    return statuses.map((st) => {
      const schedule = schedules.get(st.employeeId);
      const next = schedule ? nextScheduled(schedule.days, now.getTime(), schedule.time_zone_id) : null;
      const jobId = st.lastPunch?.jobId ?? null;
      return {
        employeeId: st.employeeId,
        nextScheduledStartTime: next?.start ?? null,
        nextScheduledEndTime: next?.end ?? null,
        punchJobId: jobId,
        punchJobName: jobId ? (jobs.get(jobId) ?? null) : null,
        punchPositionId: st.lastPunch?.positionId ?? null,
        status: st.status,
      };
    });
  }

  /** GET /api/punches/status: the punch status of the employees the caller reaches (others left out). */
  async statuses(actor: Actor, employeeIds: readonly string[], now = new Date()): Promise<PunchStatusAnswer[]> {
    const reached = await this.reachable(actor, employeeIds);
    return (await readStatuses(this.dataSource, reached, now, actor.companyId)).map((st) => ({
      employeeId: st.employeeId,
      status: st.status,
    }));
  }

  /** GET /api/punches/last-punch: the last punch (of the last three days) and status of each. */
  async lastPunches(actor: Actor, employeeIds: readonly string[], now = new Date()): Promise<LastPunchAnswer[]> {
    const reached = await this.reachable(actor, employeeIds);
    return (await readStatuses(this.dataSource, reached, now, actor.companyId)).map((st) => ({
      employeeId: st.employeeId,
      lastPunch: st.lastPunch,
      status: st.status,
    }));
  }

  /** One employee: 404 when not the company's, 403 outside the caller's scope. */
  async one(actor: Actor, employeeId: string): Promise<LastPunchAnswer> {
    const params: unknown[] = [employeeId, actor.companyId];
    const scope = peopleScopeOf(actor);
    const rows = (await this.dataSource.query(
      `SELECT ${peopleScopeCondition(scope, EMPLOYEE_SCOPE_COLUMNS, params)} AS reached
         FROM "${s}".employees e WHERE e.id = $1 AND e.company_id = $2`,
      params,
    )) as { reached: boolean }[];
    if (!rows[0]) throw new NotFoundException('Employee not found.');
    if (!rows[0].reached) throw outsideScope(scope);
    const [answer] = await this.lastPunches(actor, [employeeId]);
    return answer ?? { employeeId, lastPunch: null, status: 'NoPunch' };
  }

  /** The ids of the caller's company the caller's scope reaches, in the order given. */
  private async reachable(actor: Actor, employeeIds: readonly string[]): Promise<string[]> {
    const params: unknown[] = [actor.companyId, employeeIds];
    const rows = (await this.dataSource.query(
      `SELECT e.id FROM "${s}".employees e
        WHERE e.company_id = $1 AND e.id = ANY($2::uuid[])
          AND ${peopleScopeCondition(peopleScopeOf(actor), EMPLOYEE_SCOPE_COLUMNS, params)}`,
      params,
    )) as { id: string }[];
    const found = new Set(rows.map((r) => r.id));
    return employeeIds.filter((id) => found.has(id));
  }

  /** 404 for a node not of the company, 403 for one a Supervisor does not manage. */
  private async checkNodes(actor: Actor, nodeIds: readonly string[]): Promise<void> {
    const params: unknown[] = [actor.companyId, nodeIds];
    const reached = managedNodeCondition(peopleScopeOf(actor), 'n.id', EMPLOYEE_SCOPE_COLUMNS.nodes, params);
    const rows = (await this.dataSource.query(
      `SELECT n.id, ${reached} AS reached FROM "${s}".departments n WHERE n.company_id = $1 AND n.id = ANY($2::uuid[])`,
      params,
    )) as { id: string; reached: boolean }[];
    if (rows.length !== new Set(nodeIds).size) throw new NotFoundException(UNKNOWN_NODES);
    if (rows.some((r) => !r.reached)) throw new ForbiddenException(NODE_NOT_MANAGED);
  }
}
