import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CALCULATION } from '../calculation.constants.js';
import { PAIRS_SELECT } from '../time-approvals/time-approvals.service.js';
import { EXCEPTIONS_SELECT } from '../time-card-exceptions/time-card-exceptions.service.js';
import type { PayPeriodRow } from './pay-period-store.js';

const s = CALCULATION;

export interface UnreviewedException {
  periodCode: string;
  employeeId: string;
  employeeName: string;
  date: string;
  type: string;
}

export interface UnapprovedPair {
  periodCode: string;
  employeeId: string;
  employeeName: string;
  date: string;
  /** HH:mm in the employee's zone */
  actualIn: string;
  actualOut: string;
}

/** The first rows of a warning and how many there are in all. */
export interface Listed<Row> {
  total: number;
  first: Row[];
}

/**
 * A `days` CTE (the columns the time approvals' and exceptions' selects read) of the periods' calculated days: each
 * period's days of the employees of its pay group, with the period's code (`period_code`).
 */
function periodDaysCte(periods: readonly PayPeriodRow[], params: unknown[]): string {
  params.push(
    periods.map((p) => p.paygroup_id),
    periods.map((p) => p.period_code),
    periods.map((p) => p.from_date),
    periods.map((p) => p.to_date),
  );
  const n = params.length;
  return `periods AS (
      SELECT * FROM unnest($${n - 3}::uuid[], $${n - 2}::text[], $${n - 1}::date[], $${n}::date[])
        AS w(paygroup_id, code, from_date, to_date)
    ), days AS (
      SELECT d.employee_id, d.date, d.result, e.clock_id AS e_clock_id, e.first_name AS e_first_name,
             e.last_name AS e_last_name, e.time_zone_id AS e_zone, e.paygroup_id AS e_paygroup_id
        FROM periods w
        JOIN "${s}".employees e ON e.paygroup_id = w.paygroup_id
        JOIN "${s}".calculated_days d ON d.employee_id = e.id AND d.date BETWEEN w.from_date AND w.to_date
    )`;
}

/** The period (of the CTE `periods`) a listed row's employee and day fall in. */
const PERIOD_OF_ROW = `JOIN "${s}".employees pe ON pe.id = listed."employeeId"
  JOIN periods w ON w.paygroup_id = pe.paygroup_id AND listed.date::date BETWEEN w.from_date AND w.to_date`;

/**
 * What a close warns about before it is confirmed (a confirmation, not a refusal): the exceptions on the periods'
 * days that nobody reviewed (the time-card exceptions' rule: a review matches the employee, day, type and the
 * scheduled and actual times), and the complete punch pairs whose shift nobody approved (the time approvals' rule).
 */
@Injectable()
export class CloseWarnings {
  unreviewedExceptions(
    manager: EntityManager,
    periods: readonly PayPeriodRow[],
    limit: number,
  ): Promise<Listed<UnreviewedException>> {
    return this.listed<UnreviewedException>(manager, periods, limit, {
      select: `listed."actuaInException" AS type`,
      from: EXCEPTIONS_SELECT,
      where: 'listed.reviewed_id IS NULL',
      order: 'listed.n',
    });
  }

  unapprovedPairs(
    manager: EntityManager,
    periods: readonly PayPeriodRow[],
    limit: number,
  ): Promise<Listed<UnapprovedPair>> {
    return this.listed<UnapprovedPair>(manager, periods, limit, {
      select: `listed."actualIn", listed."actualOut"`,
      from: PAIRS_SELECT,
      where: 'NOT listed.approved',
      order: 'listed."actualIn"',
    });
  }

  /** The first rows of a select over the periods' days, by period, employee and day, and how many there are. */
  private async listed<Row>(
    manager: EntityManager,
    periods: readonly PayPeriodRow[],
    limit: number,
    rows: { select: string; from: string; where: string; order: string },
  ): Promise<Listed<Row>> {
    if (periods.length === 0) return { total: 0, first: [] };
    const params: unknown[] = [];
    const days = periodDaysCte(periods, params);
    params.push(limit);
    const found = (await manager.query(
      `WITH ${days}
       SELECT w.code AS "periodCode", listed."employeeId", listed."employeeName", listed.date, ${rows.select},
              count(*) OVER ()::int AS total
         FROM (${rows.from}) listed ${PERIOD_OF_ROW}
        WHERE ${rows.where}
        ORDER BY w.code, pe.last_name, pe.first_name, listed."employeeId", listed.date, ${rows.order}
        LIMIT $${params.length}`,
      params,
    )) as (Row & { total: number })[];
    return { total: found[0]?.total ?? 0, first: found.map(({ total: _, ...row }) => row as Row) };
  }
}
