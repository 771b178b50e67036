import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EXCEPTION_TYPES, type ExceptionType } from '@rollcall/contracts';
import {
  type Actor,
  outsideScope,
  type Page,
  type PageColumn,
  peopleScopeCondition,
  peopleScopeOf,
  rawPage,
  refusal,
  type SqlRunner,
} from '@rollcall/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { EMPLOYEE_SCOPE_COLUMNS } from '../access/employee-scope.js';
import { CALCULATION } from '../calculation.constants.js';
import { companyCalendar, companyWindows, scopedDaysCte } from '../day-lists/company-days.js';
import { checkRange, dailyWindow } from '../day-lists/company-windows.js';
import { PayPeriodStore } from '../pay-periods/pay-period-store.js';
import {
  type ExceptionCounts,
  TIME_CARD_EXCEPTION_ANSWERS,
  type TimeCardExceptionRow,
} from './time-card-exception.answers.js';
import type {
  ExceptionListType,
  HideExceptionQuery,
  TimeCardExceptionListQuery,
} from './time-card-exception-list.query.js';

const s = CALCULATION;

const COLUMNS: Record<string, PageColumn> = {
  employeeName: { sql: 'listed."employeeName"', sortSql: 'lower(listed."employeeName")' },
  clockId: { sql: 'CAST(listed."clockId" AS text)', sortSql: 'listed."clockId"' },
  date: { sql: `to_char(listed.date::date, 'DD/MM/YYYY')`, sortSql: 'listed.date' },
  scheduleIn: { sql: 'listed."scheduleIn"', searchable: false },
  scheduleOut: { sql: 'listed."scheduleOut"', searchable: false },
  actuaIn: { sql: 'listed."actuaIn"', searchable: false },
  actuaOut: { sql: 'listed."actuaOut"', searchable: false },
  actuaInException: { sql: 'listed."actuaInException"' },
  approver: { sql: 'listed.approver' },
};

/**
 * The exceptions of the `days` CTE, one row each, with what the screen shows and what identifies an exception
 * (`identity`: scheduled and actual in and out as HH:mm local, '' when none): the exception's shift (by its key;
 * a day-level one: the day's first scheduled shift), its scheduled start and end, its first in and last out punch
 * (a MissingPunch: the lone punch), and the review that matches it, if any.
 */
export const EXCEPTIONS_SELECT = `
  SELECT x.employee_id AS "employeeId", x.e_clock_id AS "clockId",
         x.e_first_name || ' ' || x.e_last_name AS "employeeName", to_char(x.date, 'YYYY-MM-DD') AS date,
         x.schedule_in, x.schedule_out, x.actual_in, x.actual_out, x.type AS "actuaInException",
         (x.ex->>'minutes')::int AS minutes, x.shift->>'key' AS "shiftId", x.n,
         r.id AS reviewed_id, r.reviewed_by_email
    FROM (
      SELECT ex.*,
             coalesce(to_char((ex.shift->'scheduled'->>'start')::timestamptz AT TIME ZONE ex.e_zone, 'HH24:MI'), '')
               AS schedule_in,
             coalesce(to_char((ex.shift->'scheduled'->>'end')::timestamptz AT TIME ZONE ex.e_zone, 'HH24:MI'), '')
               AS schedule_out,
             coalesce(to_char(pin.punch_time AT TIME ZONE ex.e_zone, 'HH24:MI'), '') AS actual_in,
             coalesce(to_char(pout.punch_time AT TIME ZONE ex.e_zone, 'HH24:MI'), '') AS actual_out
        FROM (
          SELECT days.employee_id, days.date, days.e_clock_id, days.e_first_name, days.e_last_name, days.e_zone,
                 e.value AS ex, e.value->>'type' AS type, e.ordinality AS n,
                 coalesce(
                   (SELECT sh FROM jsonb_array_elements(days.result->'shifts') sh
                     WHERE sh->>'key' = e.value->>'shiftKey' LIMIT 1),
                   CASE WHEN e.value->>'shiftKey' IS NULL THEN
                     (SELECT sh.value FROM jsonb_array_elements(days.result->'shifts') WITH ORDINALITY sh
                       WHERE jsonb_typeof(sh.value->'scheduled') = 'object' ORDER BY sh.ordinality LIMIT 1) END
                 ) AS shift
            FROM days, jsonb_array_elements(days.result->'exceptions') WITH ORDINALITY e
        ) ex
        LEFT JOIN "${s}".punches pin ON pin.id = coalesce(
          CASE WHEN ex.type = 'MissingPunch' THEN ex.ex->>'punchId' END, ex.shift->'pairs'->0->>'inPunchId')::uuid
        LEFT JOIN "${s}".punches pout ON pout.id = (
          CASE WHEN ex.type = 'MissingPunch' THEN NULL ELSE ex.shift->'pairs'-> -1->>'outPunchId' END)::uuid
    ) x
    LEFT JOIN "${s}".reviewed_exceptions r
      ON r.employee_id = x.employee_id AND r.date = x.date AND r.exception_type = x.type
     AND r.schedule_in = x.schedule_in AND r.schedule_out = x.schedule_out
     AND r.actual_in = x.actual_in AND r.actual_out = x.actual_out`;

/** A row as the list answers it, from the select's columns. */
const ROW_SELECT = `
  SELECT coalesce(ex.reviewed_id::text, ex."employeeId"::text || ':' || ex.date || ':' || ex."actuaInException" || ':' || ex.n)
           AS id,
         ex."employeeId", ex."clockId", ex."employeeName", ex.date,
         nullif(ex.schedule_in, '') AS "scheduleIn", nullif(ex.schedule_out, '') AS "scheduleOut",
         nullif(ex.actual_in, '') AS "actuaIn", nullif(ex.actual_out, '') AS "actuaOut",
         ex."actuaInException", ex.minutes, ex.reviewed_by_email AS approver, ex."shiftId"`;

/** Which rows of EXCEPTIONS_SELECT a list type keeps (`$n` is the type, for one exception type). */
function typeFilter(type: ExceptionListType, params: unknown[]): string {
  if (type === 'AllReviewed') return 'ex.reviewed_id IS NOT NULL';
  if (type === 'AllException') return 'ex.reviewed_id IS NULL';
  params.push(type);
  return `ex.reviewed_id IS NULL AND ex."actuaInException" = $${params.length}`;
}

/**
 * The reviewed exceptions of an employee's days from `range.from` to `range.to`, as `<date>#<n>` (n: the exception's
 * 1-based place among the day's exceptions): the timesheet marks them reviewed.
 */
export async function reviewedExceptionKeys(
  runner: SqlRunner,
  actor: Actor,
  employeeId: string,
  range: { from: string; to: string },
): Promise<Set<string>> {
  const params: unknown[] = [];
  const days = scopedDaysCte(actor, { windows: null, ...range }, params, employeeId);
  const rows = (await runner.query(
    `WITH ${days} SELECT ex.date, ex.n FROM (${EXCEPTIONS_SELECT}) ex WHERE ex.reviewed_id IS NOT NULL`,
    params,
  )) as { date: string; n: string | number }[];
  return new Set(rows.map((row) => `${row.date}#${Number(row.n)}`));
}

/** Time-card exceptions (spec 001 §2, §7): the list, review and revert, and the counts by type. */
@Injectable()
export class TimeCardExceptionsService {
  constructor(
    @InjectDataSource(CALCULATION) private readonly dataSource: DataSource,
    private readonly periods: PayPeriodStore,
  ) {}

  async list(actor: Actor, query: TimeCardExceptionListQuery, now = new Date()): Promise<Page<TimeCardExceptionRow>> {
    const { today } = await companyCalendar(this.dataSource, actor.companyId, now);
    const daily = dailyWindow(today);
    const range = { from: query.startDate ?? daily.from, to: query.endDate ?? daily.to };
    checkRange(range);
    const params: unknown[] = [];
    const days = scopedDaysCte(actor, { windows: null, ...range }, params, query.employeeId);
    const where = typeFilter(query.type ?? 'AllException', params);
    return rawPage<TimeCardExceptionRow>(
      this.dataSource,
      { sql: `WITH ${days} ${ROW_SELECT} FROM (${EXCEPTIONS_SELECT}) ex WHERE ${where}`, params },
      query,
      COLUMNS,
      { defaultSort: 'lower(listed."employeeName")', tieBreak: 'listed.date, listed."actuaInException", listed.id' },
    );
  }

  /** GET /exceptionNum: unreviewed exceptions by type over each employee's current pay period. */
  async counts(actor: Actor, now = new Date()): Promise<ExceptionCounts> {
    const windows = await companyWindows(this.dataSource, actor.companyId, { period: 'Current' }, now);
    const params: unknown[] = [];
    const days = scopedDaysCte(actor, windows, params);
    const rows = (await this.dataSource.query(
      `WITH ${days} SELECT ex."actuaInException" AS type, count(*)::int AS n
         FROM (${EXCEPTIONS_SELECT}) ex WHERE ex.reviewed_id IS NULL GROUP BY 1`,
      params,
    )) as { type: ExceptionType; n: number }[];
    const byType = Object.fromEntries(EXCEPTION_TYPES.map((t) => [t, 0])) as Record<ExceptionType, number>;
    for (const r of rows) byType[r.type] = r.n;
    return {
      startDate: windows.from,
      endDate: windows.to,
      total: rows.reduce((sum, r) => sum + r.n, 0),
      ...byType,
    };
  }

  /**
   * GET /timesheet/hideException: marks the exception reviewed, found by what its row shows. Reviewing one already
   * reviewed changes nothing. 404 when the employee's day has no such exception now.
   */
  async review(actor: Actor, q: HideExceptionQuery): Promise<{ message: 'success' }> {
    return this.dataSource.transaction(async (manager) => {
      const employee = await this.employeeInScope(manager, actor, q.id);
      await this.refuseClosedDay(manager, employee.paygroupId, q.fromT);
      const identity = {
        scheduleIn: q.scheduleIn ?? '',
        scheduleOut: q.scheduleOut ?? '',
        actualIn: q.actuaIn ?? '',
        actualOut: q.actuaOut ?? '',
      };
      const params: unknown[] = [];
      const days = scopedDaysCte(actor, { windows: null, from: q.fromT, to: q.fromT }, params, q.id);
      params.push(q.exceptionType, identity.scheduleIn, identity.scheduleOut, identity.actualIn, identity.actualOut);
      const n = params.length;
      const found = (await manager.query(
        `WITH ${days} SELECT 1 FROM (${EXCEPTIONS_SELECT}) ex
          WHERE ex."actuaInException" = $${n - 4} AND ex.schedule_in = $${n - 3} AND ex.schedule_out = $${n - 2}
            AND ex.actual_in = $${n - 1} AND ex.actual_out = $${n} LIMIT 1`,
        params,
      )) as unknown[];
      if (found.length === 0) throw refusal(TIME_CARD_EXCEPTION_ANSWERS, 'noException');
      await manager.query(
        `INSERT INTO "${s}".reviewed_exceptions (company_id, employee_id, date, exception_type, schedule_in,
           schedule_out, actual_in, actual_out, reviewed_by, reviewed_by_email)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (employee_id, date, exception_type, schedule_in, schedule_out, actual_in, actual_out) DO NOTHING`,
        [
          actor.companyId,
          q.id,
          q.fromT,
          q.exceptionType,
          identity.scheduleIn,
          identity.scheduleOut,
          identity.actualIn,
          identity.actualOut,
          actor.userId,
          actor.email,
        ],
      );
      return { message: 'success' as const };
    });
  }

  /** GET /timesheet/showException: the reviewed exception is listed again (its review is removed). */
  async revert(actor: Actor, id: string): Promise<{ message: 'success' }> {
    return this.dataSource.transaction(async (manager) => {
      const rows = (await manager.query(
        `SELECT employee_id, to_char(date, 'YYYY-MM-DD') AS date FROM "${s}".reviewed_exceptions
          WHERE id = $1 AND company_id = $2 FOR UPDATE`,
        [id, actor.companyId],
      )) as { employee_id: string; date: string }[];
      const reviewed = rows[0];
      if (!reviewed) throw refusal(TIME_CARD_EXCEPTION_ANSWERS, 'noException');
      const employee = await this.employeeInScope(manager, actor, reviewed.employee_id);
      await this.refuseClosedDay(manager, employee.paygroupId, reviewed.date);
      await manager.query(`DELETE FROM "${s}".reviewed_exceptions WHERE id = $1`, [id]);
      return { message: 'success' as const };
    });
  }

  private async employeeInScope(
    manager: EntityManager,
    actor: Actor,
    employeeId: string,
  ): Promise<{ paygroupId: string | null }> {
    const scope = peopleScopeOf(actor);
    const params: unknown[] = [employeeId, actor.companyId];
    const rows = (await manager.query(
      `SELECT e.paygroup_id, ${peopleScopeCondition(scope, EMPLOYEE_SCOPE_COLUMNS, params)} AS reached
         FROM "${s}".employees e WHERE e.id = $1 AND e.company_id = $2`,
      params,
    )) as { paygroup_id: string | null; reached: boolean }[];
    const row = rows[0];
    if (!row) throw refusal(TIME_CARD_EXCEPTION_ANSWERS, 'noEmployee');
    if (!row.reached) throw outsideScope(scope);
    return { paygroupId: row.paygroup_id };
  }

  private async refuseClosedDay(manager: EntityManager, paygroupId: string | null, date: string): Promise<void> {
    if (!paygroupId) return;
    const closed = await this.periods.closedSpans(manager, [paygroupId], date, date);
    if ((closed.get(paygroupId) ?? []).length > 0) throw refusal(TIME_CARD_EXCEPTION_ANSWERS, 'periodClosed');
  }
}
