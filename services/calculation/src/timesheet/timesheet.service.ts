import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { daysInRange, isLocalDate } from '@rollcall/calc-engine';
import { isAllowed, type PayGroupRules } from '@rollcall/contracts';
import { type Actor, outsideScope, peopleScopeOf, preparedRunner, type SqlRunner } from '@rollcall/platform';
import { DateTime } from 'luxon';
import type { DataSource } from 'typeorm';
import { CALCULATION } from '../calculation.constants.js';
import { reviewedExceptionKeys } from '../time-card-exceptions/time-card-exceptions.service.js';
import { payPeriodOf } from '../pay-periods/pay-period-of.js';
import { PayPeriodStore } from '../pay-periods/pay-period-store.js';
import { buildPeriodResponse } from './period-builder.js';
import type { PeriodResponse } from './period-response.js';
import { type PayTypesByMonth, payTypesByMonth } from './pay-types-by-month.js';
import type { PayTypesByMonthQuery } from './pay-types-by-month.query.js';
import { type OverlappingPeriod, overlappingPeriods, readTimesheet } from './timesheet-read.js';
import { type TimesheetPayPeriod, timesheetPayPeriod } from './timesheet-pay-period.js';

const MAX_DAYS = 62;

@Injectable()
export class TimesheetService {
  /** the timesheet's one statement, prepared on each connection (its planning cost more than its run) */
  private readonly prepared: SqlRunner;

  constructor(
    @InjectDataSource(CALCULATION) private readonly dataSource: DataSource,
    private readonly periods: PayPeriodStore,
  ) {
    this.prepared = preparedRunner(dataSource);
  }

  async punchRecords(
    actor: Actor,
    employeeId: string,
    fromT: string,
    endT: string,
    awaiting: readonly string[] = [],
  ): Promise<PeriodResponse> {
    // calendar arithmetic on the dates themselves: luxon's parse and diff here were 40 % of the read's own CPU
    if (!isLocalDate(fromT)) throw new BadRequestException('fromT is not a real date');
    if (!isLocalDate(endT)) throw new BadRequestException('endT is not a real date');
    const days = daysInRange(fromT, endT);
    if (days === 0) throw new BadRequestException('endT must not be before fromT');
    if (days > MAX_DAYS) throw new BadRequestException(`A timesheet covers at most ${MAX_DAYS} days`);
    const read = await readTimesheet(
      this.prepared,
      peopleScopeOf(actor),
      actor.companyId,
      employeeId,
      { from: fromT, to: endT },
      awaiting,
    );
    if (!read) throw new NotFoundException('Employee not found.');
    if (!read.inScope) throw outsideScope(peopleScopeOf(actor));
    const { employee } = read;
    const period =
      employee.paygroup_id && read.payGroup
        ? await this.payPeriod(employee.paygroup_id, read.payGroup.rules, read.periods, actor.companyId, fromT, endT)
        : null;
    // the reviewed ones are matched to the days' exceptions only when the employee has any review in the range
    const anyException = read.anyReviewed && [...read.days.values()].some((day) => day.exceptions.length > 0);
    const reviewed = anyException
      ? await reviewedExceptionKeys(this.dataSource, actor, employeeId, { from: fromT, to: endT })
      : undefined;
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
      days: read.days,
      explainRefs: read.explainRefs,
      schedule: read.schedule,
      punchTimes: read.punchTimes,
      autoPaired: read.autoPaired,
      payTypes: read.payTypes,
      leaves: read.leaves,
      payCardUnits: read.payCardUnits,
      ...(reviewed ? { reviewed } : {}),
    });
    const ptClosed = period?.closed ?? false;
    return {
      ...response,
      recalculating: read.recalculating,
      awaitingEvents: read.awaitingEvents,
      payrollTransferId: period?.id ?? null,
      ptClosed,
      readonly: ptClosed || !isAllowed(actor.role, 'timesheet', 'update'),
    };
  }

  /** GET /api/timesheet/pay-period: the pay period around a date (the leave list's Timesheet link). */
  async payPeriodAround(actor: Actor, employeeId: string, date: string): Promise<TimesheetPayPeriod> {
    if (!DateTime.fromISO(date).isValid) throw new BadRequestException('date is not a real date');
    const found = await timesheetPayPeriod(this.dataSource, peopleScopeOf(actor), actor.companyId, employeeId, date);
    if (!found) throw new NotFoundException('Employee not found.');
    if (!found.inScope) throw outsideScope(peopleScopeOf(actor));
    return found.period;
  }

  /** GET /api/timesheet/paytype-by-month. */
  payTypesByMonth(actor: Actor, query: PayTypesByMonthQuery): Promise<PayTypesByMonth> {
    return payTypesByMonth(this.dataSource, peopleScopeOf(actor), actor.companyId, query);
  }

  /**
   * The pay period containing the first day (made if missing: the only write, and only the first time), and
   * whether any period the range touches is closed.
   */
  private async payPeriod(
    paygroupId: string,
    rules: PayGroupRules,
    overlapping: OverlappingPeriod[],
    companyId: string,
    fromT: string,
    endT: string,
  ): Promise<{ id: string; closed: boolean } | null> {
    let first;
    try {
      first = payPeriodOf(fromT, rules);
    } catch {
      return null;
    }
    let periods = overlapping;
    if (!periods.some((p) => p.from === first.from)) {
      await this.periods.ensure(this.dataSource.manager, [
        { companyId, paygroupId, code: first.code, from: first.from, to: first.to },
      ]);
      periods = await overlappingPeriods(this.dataSource, paygroupId, fromT, endT);
    }
    const containing = periods.find((p) => p.from === first.from);
    if (!containing) return null;
    return { id: containing.id, closed: periods.some((p) => p.closed) };
  }
}
