import { Injectable } from '@nestjs/common';
import { DEFAULT_PAY_GROUP_RULES, type PayGroupRules } from '@rollcall/contracts';
import { DateTime } from 'luxon';
import type { EntityManager } from 'typeorm';
import { CALCULATION } from '../calculation.constants.js';
import { addDays } from '@rollcall/calc-engine';
import { runGapMinutes, widenToRuns } from './punch-runs.js';

export const RECALC_CHANNEL = 'rollcall_recalc';

/** An engine run's days, and when its result changes by time alone (null: never). */
export interface RecheckTimer {
  employeeId: string;
  companyId: string;
  zone: string;
  from: string;
  to: string;
  dueAt: string | null;
}
const s = CALCULATION;

/**
 * A queued employee-day's priority (ADR 0016). A day dirtied by a manager's edit through the API (a punch added,
 * moved or deleted, a pair edited) is `interactive`: the worker's interactive lane recalculates it ahead of the
 * background (kiosk punches, schedules, rule changes), however long that queue is.
 */
export const RecalcPriority = { background: 0, interactive: 1 } as const;
export type RecalcPriority = (typeof RecalcPriority)[keyof typeof RecalcPriority];

/**
 * Every enqueue ends with this. An employee-day already queued is updated rather than left alone: the update
 * locks its row until the enqueuing transaction commits, and a batch claims rows with SKIP LOCKED, so no batch
 * can claim the day and read the employee's facts before the change that queued it is visible; and it bumps the
 * row's version, so a batch that claimed the day before (and may have read without the change) leaves it queued
 * when it ends (ADR 0018, docs/calculation.md, live recalculation). A claimed row is not locked while its batch
 * calculates: the enqueue never waits for the batch. The day keeps the higher of its priorities (one row still:
 * coalescing holds across lanes) and its first `enqueued_at`. `xmax = 0` tells a new row from an updated one.
 */
const UPSERT = `ON CONFLICT (employee_id, date) DO UPDATE SET version = q.version + 1,
  priority = greatest(q.priority, EXCLUDED.priority) RETURNING (q.xmax = 0) AS added`;

/** The NOTIFY payload of an enqueue that queued interactive days: it wakes the worker's interactive lane too. */
export const INTERACTIVE_NOTICE = 'interactive';

function added(rows: unknown): number {
  return (rows as { added: boolean }[]).filter((r) => r.added).length;
}

/** Which employees' open pay periods to queue; every filter given must hold. */
export interface OpenPeriodScope {
  companyId: string;
  employeeIds?: readonly string[];
  /** employees now in this pay group */
  payGroupId?: string;
  /** employees whose rounding rule set this is */
  roundingId?: string;
  /** queue the open periods of this pay group instead of each employee's own (an employee who left it) */
  periodsOfPayGroup?: string;
}

/**
 * Employee-days waiting to be calculated. One row per employee-day, so a burst of events for one employee
 * coalesces into one calculation; NOTIFY wakes the worker when the enqueuing transaction commits. Every enqueue
 * is one set-based statement, however many employees it covers.
 */
@Injectable()
export class RecalcQueue {
  async enqueue(
    manager: EntityManager,
    companyId: string,
    employeeId: string,
    dates: readonly string[],
    priority: RecalcPriority = RecalcPriority.background,
  ): Promise<void> {
    if (dates.length === 0) return;
    await manager.query(
      `INSERT INTO "${s}".recalc_queue AS q (employee_id, date, company_id, priority)
       SELECT $1, d::date, $2, $4 FROM unnest($3::text[]) AS d
       ${UPSERT}`,
      [employeeId, companyId, dates, priority],
    );
    await this.notify(manager, priority);
  }

  /**
   * Punches recorded: the days whose result can depend on them (see enqueueRunsTouching). An employee's days are
   * interactive when any of their punches given is.
   */
  async enqueueAroundPunches(
    manager: EntityManager,
    punches: readonly { companyId: string; employeeId: string; at: Date; priority?: RecalcPriority }[],
  ): Promise<void> {
    const spans = new Map<string, { companyId: string; from: Date; to: Date; priority: RecalcPriority }>();
    for (const p of punches) {
      const priority = p.priority ?? RecalcPriority.background;
      const span = spans.get(p.employeeId);
      if (!span) spans.set(p.employeeId, { companyId: p.companyId, from: p.at, to: p.at, priority });
      else {
        if (p.at < span.from) span.from = p.at;
        if (p.at > span.to) span.to = p.at;
        if (priority > span.priority) span.priority = priority;
      }
    }
    await this.enqueueRunsTouching(
      manager,
      [...spans].map(([employeeId, span]) => ({
        employeeId,
        companyId: span.companyId,
        priority: span.priority,
        span: () => span,
      })),
    );
  }

  /**
   * Schedule days changed: a day's sections decide which punches from the day before to the day after are
   * scheduled, so the days whose result can depend on punches of those three days. An employee's days whose
   * three-day windows meet make one span.
   */
  async enqueueAroundScheduleDays(
    manager: EntityManager,
    days: readonly { companyId: string; employeeId: string; date: string }[],
  ): Promise<void> {
    await this.enqueueRunsTouching(
      manager,
      scheduleDaySpans(days).map((span) => ({
        companyId: span.companyId,
        employeeId: span.employeeId,
        span: (zone: string) => ({
          from: DateTime.fromISO(addDays(span.from, -1), { zone }).startOf('day').toJSDate(),
          to: DateTime.fromISO(addDays(span.to, 1), { zone }).endOf('day').toJSDate(),
        }),
      })),
    );
  }

  /**
   * The employee-days whose result can depend on punches in a span of time: every day whose calculation reads a
   * run of punches touching it. A day's calculation reads the punches from the day before it to two days after,
   * widened to the whole runs they cut (punch-runs.ts), so those are the days from two before the first punch of
   * the runs to one after the last. Calls for one employee queue one after another (transaction-scoped locks,
   * taken in employee order), so each sees the punches the one before it added. A fixed number of statements for
   * any number of employees.
   */
  private async enqueueRunsTouching(
    manager: EntityManager,
    changes: readonly {
      companyId: string;
      employeeId: string;
      priority?: RecalcPriority;
      span: (zone: string) => { from: Date; to: Date };
    }[],
  ): Promise<void> {
    if (changes.length === 0) return;
    const sorted = [...changes].sort((a, b) =>
      a.employeeId < b.employeeId ? -1 : a.employeeId > b.employeeId ? 1 : 0,
    );
    const ids = sorted.map((c) => c.employeeId);
    await manager.query(
      `SELECT pg_advisory_xact_lock(hashtextextended('punch-runs:' || e::text, 0)) FROM unnest($1::uuid[]) AS e`,
      [ids],
    );
    const facts = new Map(
      (
        (await manager.query(
          `SELECT e.id, e.time_zone_id, g.rules FROM "${s}".employees e
             LEFT JOIN "${s}".pay_groups g ON g.id = e.paygroup_id WHERE e.id = ANY($1::uuid[])`,
          [ids],
        )) as { id: string; time_zone_id: string; rules: PayGroupRules | null }[]
      ).map((f) => [f.id, f]),
    );
    const zoneOf = (employeeId: string) => facts.get(employeeId)?.time_zone_id ?? 'UTC';
    const runs = await widenToRuns(
      manager,
      sorted.map((c) => ({
        employeeId: c.employeeId,
        gapMinutes: runGapMinutes(facts.get(c.employeeId)?.rules ?? DEFAULT_PAY_GROUP_RULES),
        ...c.span(zoneOf(c.employeeId)),
      })),
    );
    const priorities = sorted.map((c) => c.priority ?? RecalcPriority.background);
    await manager.query(
      `INSERT INTO "${s}".recalc_queue AS q (employee_id, date, company_id, priority)
       SELECT DISTINCT w.e, d::date, w.c, w.p
         FROM unnest($1::uuid[], $2::uuid[], $3::date[], $4::date[], $5::smallint[]) AS w(e, c, f, t, p)
        CROSS JOIN LATERAL generate_series(w.f::timestamp, w.t::timestamp, interval '1 day') AS d
       ${UPSERT}`,
      [
        ids,
        sorted.map((c) => c.companyId),
        runs.map((r, i) => addDays(localDate(r.from, zoneOf(ids[i] as string)), -2)),
        runs.map((r, i) => addDays(localDate(r.to, zoneOf(ids[i] as string)), 1)),
        priorities,
      ],
    );
    await this.notify(manager, Math.max(...priorities) as RecalcPriority);
  }

  /**
   * Replaces the recheck timers of the days of engine runs: each run's days lose theirs, and where the run's result
   * changes by time alone (`resultChangesAt`) the day of that instant and the day before get a timer for it.
   */
  async replaceRecheckTimers(manager: EntityManager, runs: readonly RecheckTimer[]): Promise<void> {
    if (runs.length === 0) return;
    await manager.query(
      `DELETE FROM "${s}".recheck_timers r USING unnest($1::uuid[], $2::date[], $3::date[]) AS w(e, f, t)
        WHERE r.employee_id = w.e AND r.date BETWEEN w.f AND w.t`,
      [runs.map((r) => r.employeeId), runs.map((r) => r.from), runs.map((r) => r.to)],
    );
    const timers = runs.flatMap((run) => {
      if (!run.dueAt) return [];
      const day = localDate(new Date(run.dueAt), run.zone);
      return [addDays(day, -1), day]
        .filter((date) => date >= run.from && date <= run.to)
        .map((date) => ({ run, date }));
    });
    if (timers.length === 0) return;
    await manager.query(
      `INSERT INTO "${s}".recheck_timers AS r (employee_id, date, company_id, due_at)
       SELECT * FROM unnest($1::uuid[], $2::date[], $3::uuid[], $4::timestamptz[])
       ON CONFLICT (employee_id, date) DO UPDATE SET due_at = least(r.due_at, EXCLUDED.due_at)`,
      [
        timers.map((t) => t.run.employeeId),
        timers.map((t) => t.date),
        timers.map((t) => t.run.companyId),
        timers.map((t) => t.run.dueAt),
      ],
    );
  }

  /** Queues the days whose recheck timer is due at `now`, and drops those timers. Returns how many. */
  async enqueueDueRechecks(manager: EntityManager, now: Date): Promise<number> {
    const due = (await manager.query(
      `WITH due AS (
         DELETE FROM "${s}".recheck_timers WHERE due_at <= $1 RETURNING employee_id, date, company_id
       )
       INSERT INTO "${s}".recalc_queue AS q (employee_id, date, company_id)
       SELECT employee_id, date, company_id FROM due
       ${UPSERT}`,
      [now],
    )) as unknown[];
    if (due.length > 0) await this.notify(manager);
    return due.length;
  }

  /**
   * Every day with punches in the last `days` days of each employee, in the given zone (after an employee's zone or
   * pay group changed).
   */
  async enqueueRecentPunchDays(
    manager: EntityManager,
    employees: readonly { employeeId: string; zone: string }[],
    days = 35,
  ): Promise<void> {
    if (employees.length === 0) return;
    await manager.query(
      `INSERT INTO "${s}".recalc_queue AS q (employee_id, date, company_id)
       SELECT DISTINCT p.employee_id, (p.punch_time AT TIME ZONE w.z)::date, p.company_id
         FROM unnest($1::uuid[], $2::text[]) AS w(e, z)
         JOIN "${s}".punches p ON p.employee_id = w.e AND p.punch_time > now() - make_interval(days => $3)
       ${UPSERT}`,
      [employees.map((e) => e.employeeId), employees.map((e) => e.zone), days],
    );
    await this.notify(manager);
  }

  /**
   * Every day of the open (not closed) pay periods of the employees in scope, within their employment dates.
   * Only periods that exist are covered: callers make the current period first (PayPeriodStore.ensureCurrent).
   * Returns the number of employee-days newly queued.
   */
  async enqueueOpenPeriods(manager: EntityManager, scope: OpenPeriodScope): Promise<number> {
    const result = (await manager.query(
      `INSERT INTO "${s}".recalc_queue AS q (employee_id, date, company_id)
       SELECT e.id, d::date, e.company_id
         FROM "${s}".employees e
         JOIN "${s}".pay_periods p ON p.paygroup_id = coalesce($5::uuid, e.paygroup_id) AND NOT p.closed
        CROSS JOIN LATERAL generate_series(greatest(p.from_date, e.hire_on_date)::timestamp,
                                           least(p.to_date, e.terminate_date)::timestamp, interval '1 day') AS d
        WHERE e.company_id = $1
          AND ($2::uuid[] IS NULL OR e.id = ANY($2::uuid[]))
          AND ($3::uuid IS NULL OR e.paygroup_id = $3::uuid)
          AND ($4::uuid IS NULL OR e.time_rounding_id = $4::uuid)
       ${UPSERT}`,
      [
        scope.companyId,
        scope.employeeIds ?? null,
        scope.payGroupId ?? null,
        scope.roundingId ?? null,
        scope.periodsOfPayGroup ?? null,
      ],
    )) as unknown[];
    await this.notify(manager);
    return added(result);
  }

  /**
   * The given dates of every employee of the company at or below one of the structure nodes (all employees when
   * `departmentIds` is null): a holiday's dates.
   */
  async enqueueDatesInStructure(
    manager: EntityManager,
    companyId: string,
    departmentIds: readonly string[] | null,
    dates: readonly string[],
  ): Promise<void> {
    if (dates.length === 0) return;
    await manager.query(
      `WITH RECURSIVE scope(id) AS (
         SELECT unnest($3::uuid[])
         UNION
         SELECT d.id FROM "${s}".departments d JOIN scope ON d.parent_id = scope.id
       )
       INSERT INTO "${s}".recalc_queue AS q (employee_id, date, company_id)
       SELECT e.id, d, e.company_id
         FROM "${s}".employees e CROSS JOIN unnest($2::date[]) AS d
        WHERE e.company_id = $1 AND ($3::uuid[] IS NULL OR e.department_id IN (SELECT id FROM scope))
       ${UPSERT}`,
      [companyId, [...new Set(dates)], departmentIds],
    );
    await this.notify(manager);
  }

  /** Every day from `from` to `to` of each employee (a recalculation request too large to run at once). */
  async enqueueRange(
    manager: EntityManager,
    companyId: string,
    employeeIds: readonly string[],
    from: string,
    to: string,
  ): Promise<void> {
    if (employeeIds.length === 0) return;
    await manager.query(
      `INSERT INTO "${s}".recalc_queue AS q (employee_id, date, company_id)
       SELECT e, d::date, $1 FROM unnest($2::uuid[]) AS e
        CROSS JOIN generate_series($3::date::timestamp, $4::date::timestamp, interval '1 day') AS d
       ${UPSERT}`,
      [companyId, employeeIds, from, to],
    );
    await this.notify(manager);
  }

  /** Wakes the worker once the caller's transaction commits: every lane, or (background) all but the interactive. */
  async notify(manager: EntityManager, priority: RecalcPriority = RecalcPriority.background): Promise<void> {
    await manager.query(`SELECT pg_notify($1, $2)`, [
      RECALC_CHANNEL,
      priority > RecalcPriority.background ? INTERACTIVE_NOTICE : '',
    ]);
  }
}

function localDate(instant: Date, zone: string): string {
  const local = DateTime.fromJSDate(instant, { zone });
  return (local.isValid ? local.toISODate() : null) ?? instant.toISOString().slice(0, 10);
}

/**
 * Each employee's changed schedule days as spans of dates: days whose windows (the day before to the day after)
 * meet or overlap make one span, so a fortnight written at once is one span and days weeks apart stay apart.
 */
export function scheduleDaySpans(
  days: readonly { companyId: string; employeeId: string; date: string }[],
): { companyId: string; employeeId: string; from: string; to: string }[] {
  const sorted = [...days].sort((a, b) =>
    a.employeeId === b.employeeId
      ? a.date < b.date
        ? -1
        : a.date > b.date
          ? 1
          : 0
      : a.employeeId < b.employeeId
        ? -1
        : 1,
  );
  const spans: { companyId: string; employeeId: string; from: string; to: string }[] = [];
  for (const day of sorted) {
    const last = spans.at(-1);
    if (last && last.employeeId === day.employeeId && day.date <= addDays(last.to, 3)) {
      if (day.date > last.to) last.to = day.date;
    } else {
      spans.push({ companyId: day.companyId, employeeId: day.employeeId, from: day.date, to: day.date });
    }
  }
  return spans;
}
