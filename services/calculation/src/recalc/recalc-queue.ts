import { Injectable } from '@nestjs/common';
import { DateTime } from 'luxon';
import type { EntityManager } from 'typeorm';
import { CALCULATION } from '../calculation.constants.js';

export const RECALC_CHANNEL = 'rollcall_recalc';
const s = CALCULATION;

/**
 * Employee-days waiting to be calculated. One row per employee-day, so a burst of events for one employee
 * coalesces into one calculation; NOTIFY wakes the worker when the enqueuing transaction commits.
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
    await manager.query(`SELECT pg_notify($1, '')`, [RECALC_CHANNEL]);
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
    await manager.query(`SELECT pg_notify($1, '')`, [RECALC_CHANNEL]);
  }
}
