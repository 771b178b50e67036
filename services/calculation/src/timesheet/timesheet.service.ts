import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DayResult, isAllowed, type PayGroupRules } from '@rollcall/contracts';
import { type Actor, assertScopeReaches, peopleScopeOf } from '@rollcall/platform';
import { DateTime } from 'luxon';
import type { DataSource } from 'typeorm';
import { EMPLOYEE_SCOPE_COLUMNS } from '../access/employee-scope.js';
import { CALCULATION } from '../calculation.constants.js';
import { payPeriodOf } from '../pay-periods/pay-period-of.js';
import { PayPeriodStore } from '../pay-periods/pay-period-store.js';
import { buildPeriodResponse, type PayTypeName } from './period-builder.js';
import type { PeriodResponse } from './period-response.js';

const s = CALCULATION;
const MAX_DAYS = 62;

@Injectable()
export class TimesheetService {
  constructor(
    @InjectDataSource(CALCULATION) private readonly dataSource: DataSource,
    private readonly periods: PayPeriodStore,
  ) {}

  async punchRecords(actor: Actor, employeeId: string, fromT: string, endT: string): Promise<PeriodResponse> {
    const from = DateTime.fromISO(fromT);
    const to = DateTime.fromISO(endT);
    if (!from.isValid) throw new BadRequestException('fromT is not a real date');
    if (!to.isValid) throw new BadRequestException('endT is not a real date');
    if (to < from) throw new BadRequestException('endT must not be before fromT');
    if (to.diff(from, 'days').days >= MAX_DAYS)
      throw new BadRequestException(`A timesheet covers at most ${MAX_DAYS} days`);
    const [employee] = (await this.dataSource.query(
      `SELECT id, first_name, last_name, clock_id, pay_id, time_zone_id, paygroup_id, department_id
         FROM "${s}".employees WHERE id = $1 AND company_id = $2`,
      [employeeId, actor.companyId],
    )) as {
      id: string;
      first_name: string;
      last_name: string;
      clock_id: number | null;
      pay_id: string | null;
      time_zone_id: string;
      paygroup_id: string | null;
      department_id: string | null;
    }[];
    if (!employee) throw new NotFoundException('Employee not found.');
    await assertScopeReaches(
      this.dataSource,
      peopleScopeOf(actor),
      { id: employee.id, departmentId: employee.department_id },
      EMPLOYEE_SCOPE_COLUMNS.nodes,
    );
    const period = employee.paygroup_id
      ? await this.payPeriod(employee.paygroup_id, actor.companyId, fromT, endT)
      : null;

    const dayRows = (await this.dataSource.query(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date, result FROM "${s}".calculated_days
        WHERE employee_id = $1 AND company_id = $2 AND date BETWEEN $3 AND $4`,
      [employeeId, actor.companyId, fromT, endT],
    )) as { date: string; result: DayResult }[];
    const days = new Map(dayRows.map((r) => [r.date, r.result]));
    const punchIds = new Set<string>();
    for (const day of days.values()) {
      for (const shift of day.shifts) {
        for (const pair of shift.pairs) {
          if (pair.inPunchId) punchIds.add(pair.inPunchId);
          if (pair.outPunchId) punchIds.add(pair.outPunchId);
        }
      }
    }
    const punchRows = punchIds.size
      ? ((await this.dataSource.query(`SELECT id, punch_time FROM "${s}".punches WHERE id = ANY($1::uuid[])`, [
          [...punchIds],
        ])) as { id: string; punch_time: Date }[])
      : [];
    const payTypeRows = (await this.dataSource.query(
      `SELECT id, code, name FROM "${s}".pay_types WHERE company_id = $1`,
      [actor.companyId],
    )) as PayTypeName[];
    const response = buildPeriodResponse({
      employee: {
        id: employee.id,
        firstName: employee.first_name,
        lastName: employee.last_name,
        clockId: employee.clock_id,
        payId: employee.pay_id,
      },
      zone: employee.time_zone_id,
      range: { from: fromT, to: endT },
      days,
      punchTimes: new Map(punchRows.map((p) => [p.id, p.punch_time])),
      payTypes: new Map(payTypeRows.map((p) => [p.id, p])),
    });
    const [pending] = (await this.dataSource.query(
      `SELECT count(*)::int AS n FROM "${s}".recalc_queue WHERE employee_id = $1 AND date BETWEEN $2 AND $3`,
      [employeeId, fromT, endT],
    )) as { n: number }[];
    const ptClosed = period?.closed ?? false;
    return {
      ...response,
      recalculating: pending?.n ?? 0,
      payrollTransferId: period?.id ?? null,
      ptClosed,
      readonly: ptClosed || !isAllowed(actor.role, 'timesheet', 'update'),
    };
  }

  /**
   * The pay period containing the first day (made if missing), and whether any period the range touches is
   * closed.
   */
  private async payPeriod(
    paygroupId: string,
    companyId: string,
    fromT: string,
    endT: string,
  ): Promise<{ id: string; closed: boolean } | null> {
    const [group] = (await this.dataSource.query(`SELECT rules FROM "${s}".pay_groups WHERE id = $1`, [
      paygroupId,
    ])) as { rules: PayGroupRules }[];
    if (!group) return null;
    let first;
    try {
      first = payPeriodOf(fromT, group.rules);
    } catch {
      return null;
    }
    await this.periods.ensure(this.dataSource.manager, [
      { companyId, paygroupId, code: first.code, from: first.from, to: first.to },
    ]);
    const rows = (await this.dataSource.query(
      `SELECT id, from_date = $2::date AS first, closed FROM "${s}".pay_periods
        WHERE paygroup_id = $1 AND from_date <= $3 AND to_date >= $4
        ORDER BY from_date`,
      [paygroupId, first.from, endT, fromT],
    )) as { id: string; first: boolean; closed: boolean }[];
    const containing = rows.find((r) => r.first);
    if (!containing) return null;
    return { id: containing.id, closed: rows.some((r) => r.closed) };
  }
}
