import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CALCULATION } from '../calculation.constants.js';
import type { PayPeriodRow } from './pay-period-store.js';

const s = CALCULATION;

export interface UnreviewedException {
  periodCode: string;
  employeeId: string;
  employeeName: string;
  date: string;
  type: string;
}

/**
 * What a close warns about before it is confirmed: the exceptions on the periods' stored days. Every exception
 * counts as unreviewed until exception review is built (spec 001, time-card exceptions), and unapproved punch
 * pairs join the list with time approvals.
 */
@Injectable()
export class CloseWarnings {
  async unreviewedExceptions(
    manager: EntityManager,
    periods: readonly PayPeriodRow[],
    limit: number,
  ): Promise<{ total: number; first: UnreviewedException[] }> {
    if (periods.length === 0) return { total: 0, first: [] };
    const rows = (await manager.query(
      `WITH listed AS (
         SELECT w.code AS period_code, e.id AS employee_id, e.first_name || ' ' || e.last_name AS employee_name,
                to_char(d.date, 'YYYY-MM-DD') AS date, x->>'type' AS type, e.last_name, e.first_name, d.date AS day
           FROM unnest($1::uuid[], $2::text[], $3::date[], $4::date[]) AS w(paygroup_id, code, from_date, to_date)
           JOIN "${s}".employees e ON e.paygroup_id = w.paygroup_id
           JOIN "${s}".calculated_days d ON d.employee_id = e.id AND d.date BETWEEN w.from_date AND w.to_date
          CROSS JOIN LATERAL jsonb_array_elements(d.result->'exceptions') AS x
       )
       SELECT period_code, employee_id, employee_name, date, type, count(*) OVER ()::int AS total
         FROM listed ORDER BY period_code, last_name, first_name, employee_id, day, type LIMIT $5`,
      [
        periods.map((p) => p.paygroup_id),
        periods.map((p) => p.period_code),
        periods.map((p) => p.from_date),
        periods.map((p) => p.to_date),
        limit,
      ],
    )) as {
      period_code: string;
      employee_id: string;
      employee_name: string;
      date: string;
      type: string;
      total: number;
    }[];
    return {
      total: rows[0]?.total ?? 0,
      first: rows.map((r) => ({
        periodCode: r.period_code,
        employeeId: r.employee_id,
        employeeName: r.employee_name,
        date: r.date,
        type: r.type,
      })),
    };
  }
}
