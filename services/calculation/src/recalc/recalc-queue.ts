import { Injectable } from '@nestjs/common';
import { DateTime } from 'luxon';
import type { EntityManager } from 'typeorm';
import { CALCULATION } from '../calculation.constants.js';

export const RECALC_CHANNEL = 'rollcall_recalc';
const s = CALCULATION;

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
  async enqueue(manager: EntityManager, companyId: string, employeeId: string, dates: string[]): Promise<void> {
    if (dates.length === 0) return;
    await manager.query(
      `INSERT INTO "${s}".recalc_queue (employee_id, date, company_id)
       SELECT $1, d::date, $2 FROM unnest($3::text[]) AS d
       ON CONFLICT (employee_id, date) DO NOTHING`,
      [employeeId, companyId, dates],
    );
    await this.notify(manager);
  }

  /** A punch can belong to a shift of its own local date or of the day before (an overnight shift). */
  async enqueueAround(
    manager: EntityManager,
    companyId: string,
    employeeId: string,
    instant: string,
    zone: string,
  ): Promise<void> {
    const local = DateTime.fromISO(instant, { zone });
    const date = local.toISODate() ?? local.toUTC().toISODate() ?? instant.slice(0, 10);
    const previous = DateTime.fromISO(date).minus({ days: 1 }).toISODate() ?? date;
    await this.enqueue(manager, companyId, employeeId, [previous, date]);
  }

  /** Every day with punches in the last `days` days (after an employee's zone or pay group changed). */
  async enqueueRecentPunchDays(manager: EntityManager, employeeId: string, zone: string, days = 35): Promise<void> {
    await manager.query(
      `INSERT INTO "${s}".recalc_queue (employee_id, date, company_id)
       SELECT DISTINCT p.employee_id, (p.punch_time AT TIME ZONE $2)::date, p.company_id
         FROM "${s}".punches p
        WHERE p.employee_id = $1 AND p.punch_time > now() - make_interval(days => $3)
       ON CONFLICT (employee_id, date) DO NOTHING`,
      [employeeId, zone, days],
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
      `INSERT INTO "${s}".recalc_queue (employee_id, date, company_id)
       SELECT e.id, d::date, e.company_id
         FROM "${s}".employees e
         JOIN "${s}".pay_periods p ON p.paygroup_id = coalesce($5::uuid, e.paygroup_id) AND NOT p.closed
        CROSS JOIN LATERAL generate_series(greatest(p.from_date, e.hire_on_date)::timestamp,
                                           least(p.to_date, e.terminate_date)::timestamp, interval '1 day') AS d
        WHERE e.company_id = $1
          AND ($2::uuid[] IS NULL OR e.id = ANY($2::uuid[]))
          AND ($3::uuid IS NULL OR e.paygroup_id = $3::uuid)
          AND ($4::uuid IS NULL OR e.time_rounding_id = $4::uuid)
       ON CONFLICT (employee_id, date) DO NOTHING
       RETURNING 1`,
      [
        scope.companyId,
        scope.employeeIds ?? null,
        scope.payGroupId ?? null,
        scope.roundingId ?? null,
        scope.periodsOfPayGroup ?? null,
      ],
    )) as unknown[];
    await this.notify(manager);
    return result.length;
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
       INSERT INTO "${s}".recalc_queue (employee_id, date, company_id)
       SELECT e.id, d, e.company_id
         FROM "${s}".employees e CROSS JOIN unnest($2::date[]) AS d
        WHERE e.company_id = $1 AND ($3::uuid[] IS NULL OR e.department_id IN (SELECT id FROM scope))
       ON CONFLICT (employee_id, date) DO NOTHING`,
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
      `INSERT INTO "${s}".recalc_queue (employee_id, date, company_id)
       SELECT e, d::date, $1 FROM unnest($2::uuid[]) AS e
        CROSS JOIN generate_series($3::date::timestamp, $4::date::timestamp, interval '1 day') AS d
       ON CONFLICT (employee_id, date) DO NOTHING`,
      [companyId, employeeIds, from, to],
    );
    await this.notify(manager);
  }

  private async notify(manager: EntityManager): Promise<void> {
    await manager.query(`SELECT pg_notify($1, '')`, [RECALC_CHANNEL]);
  }
}
