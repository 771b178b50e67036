import { NotFoundException } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { outsideScope, type PeopleScope, peopleScopeCondition, type SqlRunner } from '@rollcall/platform';
import { DateTime } from 'luxon';
import { EMPLOYEE_SCOPE_COLUMNS } from '../access/employee-scope.js';
import { CALCULATION } from '../calculation.constants.js';
import type { PayTypesByMonthQuery } from './pay-types-by-month.query.js';

// GET /api/timesheet/paytype-by-month (spec 001 §7 names it, "payload not shown"; designed here): one employee's
// pay-type totals over a calendar month, from the stored calculated days, with the units of the pay cards that start
// in the month (a card belongs to the month of its first day, so a card across two months is counted once).

const s = CALCULATION;

export class MonthPayTypeTotal {
  @ApiProperty() payTypeId!: string;
  @ApiProperty() payTypeName!: string;
  @ApiProperty() code!: string;
  @ApiPropertyOptional({ description: 'calculated minutes (pay types paid by time)' }) minutes?: number;
  @ApiPropertyOptional({ description: 'calculated units (pay types paid by the unit)' }) units?: number;
  @ApiPropertyOptional({ description: 'the units of the pay cards starting in the month, 2 decimals' })
  payCardUnits?: number;
}

export class PayTypesByMonth {
  @ApiProperty() employeeId!: string;
  @ApiProperty({ description: 'YYYY-MM' }) month!: string;
  @ApiProperty({ description: 'the month’s first day, YYYY-MM-DD' }) fromDate!: string;
  @ApiProperty({ description: 'the month’s last day, YYYY-MM-DD' }) toDate!: string;
  @ApiProperty({ description: 'how many days of the month have been calculated' }) calculatedDays!: number;
  @ApiProperty({ description: 'days of the month queued for recalculation: while above 0 the totals are not final' })
  recalculating!: number;
  @ApiProperty({ type: MonthPayTypeTotal, isArray: true, description: 'by pay type name' })
  payTypes!: MonthPayTypeTotal[];
}

interface MonthRow {
  in_scope: boolean | null;
  calculated_days: number;
  recalculating: number;
  totals: {
    payTypeId: string;
    name: string | null;
    code: string | null;
    minutes: number | null;
    units: number | null;
    card: number | null;
  }[];
}

/** One statement: the employee (404 unless the company's, 403 outside `scope`), the month's sums by pay type. */
export async function payTypesByMonth(
  runner: SqlRunner,
  scope: PeopleScope,
  companyId: string,
  query: PayTypesByMonthQuery,
): Promise<PayTypesByMonth> {
  const first = DateTime.fromISO(`${query.month}-01`, { zone: 'utc' });
  const fromDate = first.toISODate() ?? '';
  const toDate = first.endOf('month').toISODate() ?? '';
  const params: unknown[] = [query.employeeId, companyId, fromDate, toDate];
  const inScope = peopleScopeCondition(scope, EMPLOYEE_SCOPE_COLUMNS, params);
  const [row] = (await runner.query(
    `WITH days AS (
       SELECT d.result FROM "${s}".calculated_days d
        WHERE d.employee_id = $1 AND d.company_id = $2 AND d.date BETWEEN $3::date AND $4::date
     ), calculated AS (
       SELECT a->>'payTypeId' AS pay_type_id,
              sum((a->>'minutes')::numeric) AS minutes, sum((a->>'units')::numeric) AS units
         FROM days, jsonb_array_elements(days.result->'payTypes') AS a
        GROUP BY 1
     ), carded AS (
       SELECT d.pay_type_id::text AS pay_type_id, sum(d.units) AS units
         FROM "${s}".pay_card_details d JOIN "${s}".pay_cards c ON c.id = d.pay_card_id
        WHERE c.employee_id = $1 AND c.company_id = $2 AND c.from_date BETWEEN $3::date AND $4::date
        GROUP BY 1
     )
     SELECT ${inScope} AS in_scope,
            (SELECT count(*)::int FROM days) AS calculated_days,
            (SELECT count(*)::int FROM "${s}".recalc_queue q
              WHERE q.employee_id = $1 AND q.date BETWEEN $3::date AND $4::date) AS recalculating,
            (SELECT coalesce(json_agg(json_build_object('payTypeId', x.pay_type_id, 'name', t.name, 'code', t.code,
                      'minutes', c.minutes, 'units', c.units, 'card', k.units)), '[]'::json)
               FROM (SELECT pay_type_id FROM calculated UNION SELECT pay_type_id FROM carded) x
               LEFT JOIN calculated c ON c.pay_type_id = x.pay_type_id
               LEFT JOIN carded k ON k.pay_type_id = x.pay_type_id
               LEFT JOIN "${s}".pay_types t ON t.id::text = x.pay_type_id AND t.company_id = $2) AS totals
       FROM "${s}".employees e WHERE e.id = $1 AND e.company_id = $2`,
    params,
  )) as MonthRow[];
  if (!row) throw new NotFoundException('Employee not found.');
  if (row.in_scope !== true) throw outsideScope(scope);
  const payTypes = row.totals
    .map((t) => ({
      payTypeId: t.payTypeId,
      payTypeName: t.name ?? '',
      code: t.code ?? '',
      ...(t.minutes !== null ? { minutes: Number(t.minutes) } : {}),
      ...(t.units !== null ? { units: Math.round(Number(t.units) * 100) / 100 } : {}),
      ...(t.card !== null ? { payCardUnits: Math.round(Number(t.card) * 100) / 100 } : {}),
    }))
    .sort((a, b) => a.payTypeName.localeCompare(b.payTypeName) || a.payTypeId.localeCompare(b.payTypeId));
  return {
    employeeId: query.employeeId,
    month: query.month,
    fromDate,
    toDate,
    calculatedDays: row.calculated_days,
    recalculating: row.recalculating,
    payTypes,
  };
}
