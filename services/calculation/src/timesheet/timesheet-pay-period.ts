import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { PayGroupRules } from '@rollcall/contracts';
import { type PeopleScope, peopleScopeCondition, type SqlRunner } from '@rollcall/platform';
import { IsUUID, Matches } from 'class-validator';
import { DateTime } from 'luxon';
import { EMPLOYEE_SCOPE_COLUMNS } from '../access/employee-scope.js';
import { CALCULATION } from '../calculation.constants.js';
import { payPeriodOf } from '../pay-periods/pay-period-of.js';

const s = CALCULATION;

/** GET /api/timesheet/pay-period: an employee and a local date. */
export class TimesheetPayPeriodQuery {
  @ApiProperty() @IsUUID('all', { message: 'employeeId must be an employee id' }) employeeId!: string;
  @ApiProperty({ description: 'a local date, YYYY-MM-DD', example: '2026-12-01' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'date must be a date as YYYY-MM-DD' })
  date!: string;
}

/** The pay period around a date for an employee: what the leave list's Timesheet link opens (spec 001 §2). */
export class TimesheetPayPeriod {
  @ApiProperty() employeeId!: string;
  @ApiProperty({ example: '2026-12-01' }) date!: string;
  @ApiProperty({ description: 'the period’s first day', example: '2026-11-30' }) fromDate!: string;
  @ApiProperty({ description: 'the period’s last day', example: '2026-12-06' }) toDate!: string;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'the period code (e.g. W20261130); null when the employee has no pay group: then the week',
  })
  periodCode!: string | null;
}

interface Row {
  in_scope: boolean;
  rules: PayGroupRules | null;
}

/**
 * The employee's pay group's period containing `date` (the engine's rule, as the timesheet and the close use);
 * without a pay group, the Monday-to-Sunday week around it (the timesheet's default period). Null when the company
 * has no such employee; `inScope` false when the caller does not reach them.
 */
export async function timesheetPayPeriod(
  runner: SqlRunner,
  scope: PeopleScope,
  companyId: string,
  employeeId: string,
  date: string,
): Promise<{ inScope: boolean; period: TimesheetPayPeriod } | null> {
  const params: unknown[] = [employeeId, companyId];
  const inScope = peopleScopeCondition(scope, EMPLOYEE_SCOPE_COLUMNS, params);
  const [row] = (await runner.query(
    `SELECT ${inScope} AS in_scope, g.rules
       FROM "${s}".employees e LEFT JOIN "${s}".pay_groups g ON g.id = e.paygroup_id
      WHERE e.id = $1 AND e.company_id = $2`,
    params,
  )) as Row[];
  if (!row) return null;
  const span = periodAround(date, row.rules);
  return { inScope: row.in_scope === true, period: { employeeId, date, ...span } };
}

function periodAround(
  date: string,
  rules: PayGroupRules | null,
): { fromDate: string; toDate: string; periodCode: string | null } {
  if (rules) {
    try {
      // as the timesheet's payrollTransferId (timesheet.service.ts): the period of the pay group's rules
      const period = payPeriodOf(date, rules);
      return { fromDate: period.from, toDate: period.to, periodCode: period.code };
    } catch {
      // a pay group whose rules name no period the engine knows: the week, as below
    }
  }
  const monday = DateTime.fromISO(date, { zone: 'utc' }).startOf('week');
  return {
    fromDate: monday.toISODate() ?? date,
    toDate: monday.plus({ days: 6 }).toISODate() ?? date,
    periodCode: null,
  };
}
