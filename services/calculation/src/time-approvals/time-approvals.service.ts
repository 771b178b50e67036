import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DayResult } from '@rollcall/contracts';
import {
  type Actor,
  outsideScope,
  type Page,
  type PageColumn,
  peopleScopeCondition,
  peopleScopeOf,
  rawPage,
  refusal,
} from '@rollcall/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { EMPLOYEE_SCOPE_COLUMNS } from '../access/employee-scope.js';
import { CALCULATION } from '../calculation.constants.js';
import { companyCalendar, companyWindows, scopedDaysCte } from '../day-lists/company-days.js';
import { checkRange, dailyWindow, type WindowChoice } from '../day-lists/company-windows.js';
import { PayPeriodStore } from '../pay-periods/pay-period-store.js';
import { RecalcQueue } from '../recalc/recalc-queue.js';
import { RecalcService } from '../recalc/recalc.service.js';
import {
  TIME_APPROVAL_ANSWERS,
  type TimeApprovalChangeAnswer,
  type TimeApprovalCounts,
  type TimeApprovalRow,
} from './time-approval.answers.js';
import type { TimeApprovalListQuery } from './time-approval-list.query.js';

const s = CALCULATION;

/** Above this many employee-days an approval's recalculation is queued for the worker instead of run before the answer. */
const RECALCULATE_NOW_LIMIT = 500;

/** The list's columns as the table shows them (the select's output names). */
const COLUMNS: Record<string, PageColumn> = {
  employeeName: { sql: 'listed."employeeName"', sortSql: 'lower(listed."employeeName")' },
  clockId: { sql: 'CAST(listed."clockId" AS text)', sortSql: 'listed."clockId"' },
  date: { sql: `to_char(listed.date::date, 'DD/MM/YYYY')`, sortSql: 'listed.date' },
  actualIn: { sql: 'listed."actualIn"', searchable: false },
  actualOut: { sql: 'listed."actualOut"', searchable: false },
  paidHours: { sql: 'CAST(listed."paidHours" AS text)', sortSql: 'listed."paidHours"', searchable: false },
  position: { sql: 'listed.position' },
  job: { sql: 'listed.job' },
  approver: { sql: 'listed.approver' },
  approved: {
    sql: `CASE WHEN listed.approved THEN 'Approved' ELSE 'Unapproved' END`,
    sortSql: 'listed.approved',
  },
};

/**
 * The complete punch pairs (an in and an out punch) of the `days` CTE, one row each, with whether their shift is
 * approved: an approval names a pair by its in punch, and approving one pair approves its shift (the engine's
 * approval is per shift).
 */
export const PAIRS_SELECT = `
  SELECT p.pair->>'inPunchId' AS "punchPairId", p.employee_id AS "employeeId", p.e_clock_id AS "clockId",
         p.e_first_name || ' ' || p.e_last_name AS "employeeName", to_char(p.date, 'YYYY-MM-DD') AS date,
         to_char(pin.punch_time AT TIME ZONE p.e_zone, 'HH24:MI') AS "actualIn",
         to_char(pout.punch_time AT TIME ZONE p.e_zone, 'HH24:MI') AS "actualOut",
         round((p.pair->>'minutes')::numeric / 60, 2)::float8 AS "paidHours",
         CASE WHEN p.pair_no = 1 THEN round((p.shift->>'breakDeductedMinutes')::numeric / 60, 2)::float8 ELSE 0 END
           AS "breakTime",
         pos.name AS position, j.name AS job, ap.email AS approver, ap.email IS NOT NULL AS approved
    FROM (SELECT days.*, sh.value AS shift, pr.value AS pair, pr.ordinality AS pair_no
            FROM days, jsonb_array_elements(days.result->'shifts') sh,
                 jsonb_array_elements(sh.value->'pairs') WITH ORDINALITY pr
           WHERE pr.value->>'inPunchId' IS NOT NULL AND pr.value->>'outPunchId' IS NOT NULL) p
    LEFT JOIN "${s}".punches pin ON pin.id = (p.pair->>'inPunchId')::uuid
    LEFT JOIN "${s}".punches pout ON pout.id = (p.pair->>'outPunchId')::uuid
    LEFT JOIN "${s}".departments pos ON pos.id::text = pin.position_id
    LEFT JOIN "${s}".jobs j ON j.id::text = pin.job_id
    LEFT JOIN LATERAL (
      SELECT a.changed_by_email AS email FROM jsonb_array_elements(p.shift->'pairs') q
        JOIN "${s}".pair_approvals a ON a.punch_id = (q->>'inPunchId')::uuid AND a.approved
       ORDER BY a.changed_at DESC LIMIT 1) ap ON true`;

/** A pair found for approve or disapprove: its day, its shift's in punches, and whether the caller reaches it. */
interface FoundPair {
  punchId: string;
  employeeId: string;
  paygroupId: string | null;
  date: string;
  reached: boolean;
  result: DayResult;
}

/** Time approvals (spec 001 §2, §7): the list of punch pairs, their counts, approve and disapprove. */
@Injectable()
export class TimeApprovalsService {
  constructor(
    @InjectDataSource(CALCULATION) private readonly dataSource: DataSource,
    private readonly periods: PayPeriodStore,
    private readonly queue: RecalcQueue,
    private readonly recalc: RecalcService,
  ) {}

  async list(actor: Actor, query: TimeApprovalListQuery, now = new Date()): Promise<Page<TimeApprovalRow>> {
    const choice: WindowChoice = query.period
      ? { period: query.period }
      : { range: await this.rangeOf(actor, query.startDate, query.endDate, now) };
    const windows = await companyWindows(this.dataSource, actor.companyId, choice, now);
    const params: unknown[] = [];
    const days = scopedDaysCte(actor, windows, params);
    let status = '';
    if (query.status) status = `WHERE pairs.approved = ${query.status === 'Approved' ? 'true' : 'false'}`;
    return rawPage<TimeApprovalRow>(
      this.dataSource,
      { sql: `WITH ${days} SELECT * FROM (${PAIRS_SELECT}) AS pairs ${status}`, params },
      query,
      COLUMNS,
      { defaultSort: 'lower(listed."employeeName")', tieBreak: 'listed.date, listed."actualIn", listed."punchPairId"' },
    );
  }

  /** GET /time-approvals/daily-count: yesterday to today in the company's zone. */
  async dailyCount(actor: Actor, now = new Date()): Promise<TimeApprovalCounts> {
    const { today } = await companyCalendar(this.dataSource, actor.companyId, now);
    return this.count(actor, { range: dailyWindow(today) }, now);
  }

  /** Each employee's current pay period (this-period-count) or the one before (last-period-count). */
  periodCount(actor: Actor, period: 'Current' | 'Previous', now = new Date()): Promise<TimeApprovalCounts> {
    return this.count(actor, { period }, now);
  }

  private async count(actor: Actor, choice: WindowChoice, now: Date): Promise<TimeApprovalCounts> {
    const windows = await companyWindows(this.dataSource, actor.companyId, choice, now);
    const params: unknown[] = [];
    const days = scopedDaysCte(actor, windows, params);
    const [row] = (await this.dataSource.query(
      `WITH ${days} SELECT count(*) FILTER (WHERE approved)::int AS approved,
                           count(*) FILTER (WHERE NOT approved)::int AS unapproved
         FROM (${PAIRS_SELECT}) AS pairs`,
      params,
    )) as { approved: number; unapproved: number }[];
    return {
      approved: row?.approved ?? 0,
      unapproved: row?.unapproved ?? 0,
      startDate: windows.from,
      endDate: windows.to,
    };
  }

  /**
   * Approves (or disapproves) the pairs' shifts: every pair must be a complete pair of the caller's company that
   * the caller reaches, on a day outside closed pay periods; else nothing is written. The days are then
   * recalculated in the same transaction (the approval is an engine input: overtime under supervisorMAOT and
   * unscheduled work), or queued when there are many.
   */
  async change(actor: Actor, punchPairIds: readonly string[], approved: boolean): Promise<TimeApprovalChangeAnswer> {
    const ids = [...new Set(punchPairIds.map((id) => id.toLowerCase()))];
    return this.dataSource.transaction(async (manager) => {
      const found = await this.findPairs(manager, actor, ids);
      if (found.length !== ids.length) throw refusal(TIME_APPROVAL_ANSWERS, 'noPunchPair');
      if (found.some((p) => !p.reached)) throw outsideScope(peopleScopeOf(actor));
      const shifts = found.map((p) => ({ ...p, shiftPunchIds: shiftInPunchIds(p.result, p.punchId) }));
      if (shifts.some((p) => p.shiftPunchIds === null)) throw refusal(TIME_APPROVAL_ANSWERS, 'pairNotComplete');
      await this.refuseClosedDays(manager, found);
      // Approving names the chosen pair; disapproving clears every pair of its shift, which the shift's approval
      // came from.
      const rows = shifts.flatMap((p) =>
        (approved ? [p.punchId] : (p.shiftPunchIds ?? [])).map((punchId) => ({
          punchId,
          employeeId: p.employeeId,
          date: p.date,
        })),
      );
      await this.write(manager, actor, rows, approved);
      const byEmployee = new Map<string, Set<string>>();
      for (const p of found) byEmployee.set(p.employeeId, (byEmployee.get(p.employeeId) ?? new Set()).add(p.date));
      const requests = [...byEmployee].map(([employeeId, dates]) => ({ employeeId, dates: [...dates] }));
      const employeeDays = requests.reduce((n, r) => n + r.dates.length, 0);
      if (employeeDays <= RECALCULATE_NOW_LIMIT) {
        await this.recalc.calculate(manager, requests, new Date());
      } else {
        for (const r of requests) await this.queue.enqueue(manager, actor.companyId, r.employeeId, r.dates);
      }
      return {
        message: 'success',
        count: found.length,
        recalculated: employeeDays <= RECALCULATE_NOW_LIMIT ? employeeDays : 0,
      };
    });
  }

  /** The days holding the pairs, found through their in punches (a pair shows on one day, near its punch's date). */
  private async findPairs(manager: EntityManager, actor: Actor, ids: readonly string[]): Promise<FoundPair[]> {
    const params: unknown[] = [actor.companyId, ids];
    const reached = peopleScopeCondition(peopleScopeOf(actor), EMPLOYEE_SCOPE_COLUMNS, params);
    return (await manager.query(
      `SELECT pu.id AS "punchId", e.id AS "employeeId", e.paygroup_id AS "paygroupId",
              to_char(d.date, 'YYYY-MM-DD') AS date, ${reached} AS reached, d.result
         FROM "${s}".punches pu
         JOIN "${s}".employees e ON e.id = pu.employee_id AND e.company_id = $1
         JOIN LATERAL (
           SELECT c.date, c.result FROM "${s}".calculated_days c
            WHERE c.employee_id = pu.employee_id
              AND c.date BETWEEN (pu.punch_time AT TIME ZONE e.time_zone_id)::date - 2
                             AND (pu.punch_time AT TIME ZONE e.time_zone_id)::date + 2
              AND c.result @> jsonb_build_object('shifts', jsonb_build_array(jsonb_build_object(
                    'pairs', jsonb_build_array(jsonb_build_object('inPunchId', pu.id::text)))))
            ORDER BY c.date LIMIT 1) d ON true
        WHERE pu.id = ANY($2::uuid[]) AND pu.company_id = $1
        FOR UPDATE OF pu`,
      params,
    )) as FoundPair[];
  }

  private async refuseClosedDays(manager: EntityManager, pairs: readonly FoundPair[]): Promise<void> {
    const groups = [...new Set(pairs.flatMap((p) => (p.paygroupId ? [p.paygroupId] : [])))];
    const dates = pairs.map((p) => p.date).sort();
    const closed = await this.periods.closedSpans(manager, groups, dates[0] ?? '', dates[dates.length - 1] ?? '');
    const inClosed = pairs.some((p) =>
      (p.paygroupId ? (closed.get(p.paygroupId) ?? []) : []).some((span) => p.date >= span.from && p.date <= span.to),
    );
    if (inClosed) throw refusal(TIME_APPROVAL_ANSWERS, 'periodClosed');
  }

  private async write(
    manager: EntityManager,
    actor: Actor,
    rows: readonly { punchId: string; employeeId: string; date: string }[],
    approved: boolean,
  ): Promise<void> {
    const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((r) => r[key]);
    await manager.query(
      `INSERT INTO "${s}".pair_approvals
         (punch_id, company_id, employee_id, date, approved, changed_by, changed_by_email, changed_at)
       SELECT u.p, $4, u.e, u.d, $5, $6, $7, now() FROM unnest($1::uuid[], $2::uuid[], $3::date[]) AS u(p, e, d)
       ON CONFLICT (punch_id) DO UPDATE SET approved = EXCLUDED.approved, date = EXCLUDED.date,
         changed_by = EXCLUDED.changed_by, changed_by_email = EXCLUDED.changed_by_email, changed_at = now()`,
      [column('punchId'), column('employeeId'), column('date'), actor.companyId, approved, actor.userId, actor.email],
    );
    await manager.query(
      `INSERT INTO "${s}".pair_approval_history (punch_id, company_id, employee_id, date, approved, user_id, user_email)
       SELECT u.p, $4, u.e, u.d, $5, $6, $7 FROM unnest($1::uuid[], $2::uuid[], $3::date[]) AS u(p, e, d)`,
      [column('punchId'), column('employeeId'), column('date'), actor.companyId, approved, actor.userId, actor.email],
    );
  }

  private async rangeOf(
    actor: Actor,
    startDate: string | undefined,
    endDate: string | undefined,
    now: Date,
  ): Promise<{ from: string; to: string }> {
    const { today } = await companyCalendar(this.dataSource, actor.companyId, now);
    const daily = dailyWindow(today);
    const range = { from: startDate ?? daily.from, to: endDate ?? daily.to };
    checkRange(range);
    return range;
  }
}

/** The in punches of the complete pairs of the shift holding the complete pair whose in punch is `punchId`; null when that pair is not complete. */
export function shiftInPunchIds(day: DayResult, punchId: string): string[] | null {
  for (const shift of day.shifts) {
    const pair = shift.pairs.find((p) => p.inPunchId === punchId);
    if (!pair) continue;
    if (!pair.outPunchId) return null;
    return shift.pairs.flatMap((p) => (p.inPunchId && p.outPunchId ? [p.inPunchId] : []));
  }
  return null;
}
