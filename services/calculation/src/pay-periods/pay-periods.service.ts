import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Actor } from '@rollcall/platform';
import type { DataSource } from 'typeorm';
import { CALCULATION } from '../calculation.constants.js';
import { addDays } from '@rollcall/calc-engine';
import { todayIn } from './today-in.js';
import type { PayPeriodAnswer } from './pay-period.answer.js';
import { PAY_PERIOD_COLUMNS, type PayPeriodRow, PayPeriodStore } from './pay-period-store.js';
import { PeriodClosing } from './period-closing.js';

const s = CALCULATION;

/** The Payroll Transfer screen's pay periods: list, close, reopen. */
@Injectable()
export class PayPeriodsService {
  constructor(
    @InjectDataSource(CALCULATION) private readonly dataSource: DataSource,
    private readonly store: PayPeriodStore,
    private readonly closing: PeriodClosing,
  ) {}

  /** Periods of the company (or one pay group), newest first; each pay group's current period is made if missing. */
  async list(actor: Actor, paygroupId: string | undefined, days: number | undefined): Promise<PayPeriodAnswer[]> {
    return this.dataSource.transaction(async (manager) => {
      await this.store.ensureCurrent(manager, actor.companyId, paygroupId ? [paygroupId] : null);
      const [company] = (await manager.query(`SELECT time_zone_id FROM "${s}".company_settings WHERE company_id = $1`, [
        actor.companyId,
      ])) as { time_zone_id: string }[];
      const since = days === undefined ? null : addDays(todayIn(company?.time_zone_id ?? 'UTC'), -days);
      const rows = (await manager.query(
        `SELECT p.id, p.period_code, to_char(p.from_date, 'YYYY-MM-DD') AS from_date,
                to_char(p.to_date, 'YYYY-MM-DD') AS to_date, p.closed, p.exported, p.paygroup_id,
                coalesce(g.name, '') AS paygroup_name
           FROM "${s}".pay_periods p LEFT JOIN "${s}".pay_groups g ON g.id = p.paygroup_id
          WHERE p.company_id = $1 AND ($2::uuid IS NULL OR p.paygroup_id = $2::uuid)
            AND ($3::date IS NULL OR p.to_date >= $3::date)
          ORDER BY p.from_date DESC, paygroup_name, p.id`,
        [actor.companyId, paygroupId ?? null, since],
      )) as (Omit<PayPeriodRow, 'company_id'> & { paygroup_name: string })[];
      return rows.map((r) => ({
        id: r.id,
        periodCode: r.period_code,
        fromDate: r.from_date,
        toDate: r.to_date,
        isClosed: r.closed,
        isExported: r.exported,
        paygroupId: r.paygroup_id,
        paygroupName: r.paygroup_name,
      }));
    });
  }

  /**
   * Closes or reopens a period (PeriodClosing: the close's digest, who, when, why, the history and
   * payroll.period.changed.v1). Asking for the state it is already in changes nothing.
   */
  async setClosed(actor: Actor, id: string, closed: boolean, reason: string | undefined): Promise<PayPeriodAnswer> {
    return this.dataSource.transaction(async (manager) => {
      const rows = (await manager.query(
        `SELECT ${PAY_PERIOD_COLUMNS} FROM "${s}".pay_periods WHERE id = $1 AND company_id = $2 FOR UPDATE`,
        [id, actor.companyId],
      )) as PayPeriodRow[];
      const before = rows[0];
      if (!before) throw new NotFoundException('Pay period not found.');
      const [after = before] = closed
        ? await this.closing.close(manager, actor, [before], reason ?? null)
        : await this.closing.reopen(manager, actor, [before], reason ?? null);
      const [group] = (await manager.query(`SELECT name FROM "${s}".pay_groups WHERE id = $1`, [
        before.paygroup_id,
      ])) as { name: string }[];
      return {
        id,
        periodCode: after.period_code,
        fromDate: after.from_date,
        toDate: after.to_date,
        isClosed: after.closed,
        isExported: after.exported,
        paygroupId: after.paygroup_id,
        paygroupName: group?.name ?? '',
      };
    });
  }
}
