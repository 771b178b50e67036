import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CALCULATION } from '../calculation.constants.js';
import type { PayPeriodRow } from './pay-period-store.js';
import type { PeriodTotal, PeriodTotals } from './period-totals.js';

const s = CALCULATION;

/** A pay card line as a close publishes it: units in hundredths by employee, pay type and the card's first day. */
export interface PayCardLine {
  employeeId: string;
  payTypeId: string;
  date: string;
  unitHundredths: number;
}

/** The pay cards a period's totals count: the employees', wholly inside the period ($1 employees, $2..$3 dates). */
const CARDS_IN_PERIOD = `"${s}".pay_cards c JOIN "${s}".pay_card_details l ON l.pay_card_id = c.id
  WHERE c.employee_id = ANY($1::uuid[]) AND c.from_date >= $2::date AND c.to_date <= $3::date`;

/**
 * Reads a pay period's totals: for the given employees, every stored day of the period's dates, its pay types
 * summed by employee, pay type, job and task, plus the lines of their pay cards wholly inside the period (as the
 * timesheet counts them), whose units join the pay type's units without a job or task. A day's job and task are
 * those of the day's first paired punch that names one (the engine pays a day's pay types, not each pair's).
 * Nothing else counts: not a day outside the period, not a punch that no day paid, not a card reaching past it.
 */
@Injectable()
export class PeriodTotalsReader {
  /** The employees a period covers now: those of its pay group (a close keeps the ones it covered). */
  async employeesOf(manager: EntityManager, period: PayPeriodRow): Promise<string[]> {
    const rows = (await manager.query(`SELECT id FROM "${s}".employees WHERE paygroup_id = $1 ORDER BY id`, [
      period.paygroup_id,
    ])) as { id: string }[];
    return rows.map((r) => r.id);
  }

  async totals(manager: EntityManager, period: PayPeriodRow, employeeIds: readonly string[]): Promise<PeriodTotals> {
    const rows = (await manager.query(
      `SELECT employee_id, pay_type_id, job_id, task_id,
              sum(minutes)::int AS minutes, sum(unit_hundredths)::int AS unit_hundredths
         FROM (
           SELECT d.employee_id, pt->>'payTypeId' AS pay_type_id, w.job_id, w.task_id,
                  coalesce((pt->>'minutes')::int, 0) AS minutes,
                  coalesce(round((pt->>'units')::numeric * 100), 0) AS unit_hundredths
             FROM "${s}".calculated_days d
             CROSS JOIN LATERAL jsonb_array_elements(d.result->'payTypes') AS pt
             LEFT JOIN LATERAL (
               SELECT p.job_id, p.task_id FROM "${s}".punches p
                WHERE p.id IN (
                        SELECT (x #>> '{}')::uuid
                          FROM jsonb_path_query(d.result, '$.shifts[*].pairs[*].inPunchId ? (@ != null)') AS x)
                  AND (p.job_id IS NOT NULL OR p.task_id IS NOT NULL)
                ORDER BY p.punch_time, p.id LIMIT 1
             ) AS w ON true
            WHERE d.employee_id = ANY($1::uuid[]) AND d.date BETWEEN $2::date AND $3::date
           UNION ALL
           SELECT c.employee_id, l.pay_type_id::text, NULL, NULL, 0, round(l.units * 100)
             FROM ${CARDS_IN_PERIOD}
         ) AS amounts
        GROUP BY employee_id, pay_type_id, job_id, task_id`,
      [employeeIds, period.from_date, period.to_date],
    )) as {
      employee_id: string;
      pay_type_id: string;
      job_id: string | null;
      task_id: string | null;
      minutes: number;
      unit_hundredths: number;
    }[];
    const totals: PeriodTotal[] = rows.map((r) => ({
      employeeId: r.employee_id,
      payTypeId: r.pay_type_id,
      jobId: r.job_id,
      taskId: r.task_id,
      minutes: r.minutes,
      unitHundredths: r.unit_hundredths,
    }));
    return {
      paygroupId: period.paygroup_id,
      periodCode: period.period_code,
      fromDate: period.from_date,
      toDate: period.to_date,
      employeeIds: [...employeeIds],
      totals,
    };
  }

  /** The pay card lines the totals count, by employee, pay type and card (its first day), nothing of nought. */
  async payCardLines(
    manager: EntityManager,
    period: PayPeriodRow,
    employeeIds: readonly string[],
  ): Promise<PayCardLine[]> {
    const rows = (await manager.query(
      `SELECT c.employee_id, l.pay_type_id::text AS pay_type_id, to_char(c.from_date, 'YYYY-MM-DD') AS date,
              sum(round(l.units * 100))::int AS unit_hundredths
         FROM ${CARDS_IN_PERIOD}
        GROUP BY c.employee_id, l.pay_type_id, c.from_date
       HAVING sum(round(l.units * 100)) <> 0
        ORDER BY c.employee_id, c.from_date, l.pay_type_id`,
      [employeeIds, period.from_date, period.to_date],
    )) as { employee_id: string; pay_type_id: string; date: string; unit_hundredths: number }[];
    return rows.map((r) => ({
      employeeId: r.employee_id,
      payTypeId: r.pay_type_id,
      date: r.date,
      unitHundredths: r.unit_hundredths,
    }));
  }
}
