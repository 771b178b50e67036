import { Injectable } from '@nestjs/common';
import { addDays } from '@rollcall/calc-engine';
import { DEFAULT_PAY_GROUP_RULES, type PayGroupRules } from '@rollcall/contracts';
import type { EntityManager } from 'typeorm';
import { CALCULATION } from '../calculation.constants.js';
import { todayIn } from './today-in.js';
import { payPeriodsCovering, type PeriodSpan } from './pay-period-of.js';

const s = CALCULATION;

export interface NewPayPeriod {
  companyId: string;
  paygroupId: string;
  code: string;
  from: string;
  to: string;
}

export interface PayPeriodRow {
  id: string;
  company_id: string;
  paygroup_id: string;
  period_code: string;
  from_date: string;
  to_date: string;
  closed: boolean;
  exported: boolean;
}

export const PAY_PERIOD_COLUMNS = `id, company_id, paygroup_id, period_code, to_char(from_date, 'YYYY-MM-DD') AS from_date,
  to_char(to_date, 'YYYY-MM-DD') AS to_date, closed, exported`;

/** The pay periods table: periods are made on demand for the dates a calculation or a screen touches. */
@Injectable()
export class PayPeriodStore {
  /** Creates the periods that do not exist yet, in one statement (a period is keyed by pay group and first day). */
  async ensure(manager: EntityManager, periods: readonly NewPayPeriod[]): Promise<void> {
    const unique = new Map<string, NewPayPeriod>();
    for (const p of periods) unique.set(`${p.paygroupId}|${p.from}`, p);
    if (unique.size === 0) return;
    const rows = [...unique.values()].sort((a, b) =>
      a.paygroupId === b.paygroupId ? a.from.localeCompare(b.from) : a.paygroupId.localeCompare(b.paygroupId),
    );
    await manager.query(
      `INSERT INTO "${s}".pay_periods (company_id, paygroup_id, period_code, from_date, to_date)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::date[], $5::date[])
       ON CONFLICT (paygroup_id, from_date) DO NOTHING`,
      [
        rows.map((r) => r.companyId),
        rows.map((r) => r.paygroupId),
        rows.map((r) => r.code),
        rows.map((r) => r.from),
        rows.map((r) => r.to),
      ],
    );
  }

  /**
   * Makes sure each pay group of the company (or the given ones) has its current period: the one containing
   * today in the pay group's zone, else the company's. With `aheadDays`, also the periods starting in that many
   * days after today (the Payroll Transfer screen's "Advance pay periods").
   */
  async ensureCurrent(
    manager: EntityManager,
    companyId: string,
    payGroupIds: readonly string[] | null = null,
    now = new Date(),
    aheadDays = 0,
  ): Promise<void> {
    const groups = (await manager.query(
      `SELECT g.id, g.rules, c.time_zone_id FROM "${s}".pay_groups g
         LEFT JOIN "${s}".company_settings c ON c.company_id = g.company_id
        WHERE g.company_id = $1 AND ($2::uuid[] IS NULL OR g.id = ANY($2::uuid[]))`,
      [companyId, payGroupIds],
    )) as { id: string; rules: PayGroupRules; time_zone_id: string | null }[];
    await this.ensure(
      manager,
      groups.flatMap((g) => {
        const rules = { ...DEFAULT_PAY_GROUP_RULES, ...g.rules };
        const zone = g.time_zone_id ?? 'UTC';
        try {
          const today = todayIn(rules.timeZoneId ?? zone, now);
          return payPeriodsCovering(today, addDays(today, aheadDays), rules, zone).map((period) => ({
            companyId,
            paygroupId: g.id,
            code: period.code,
            from: period.from,
            to: period.to,
          }));
        } catch {
          return []; // a pay group whose period definition the engine refuses has no periods
        }
      }),
    );
  }

  /**
   * A pay group's period definition changed: its open periods (not closed, not exported) are cut again under the
   * new rules over the same days, so the days they held stay in open periods and are recalculated. A new period
   * that would overlap a closed or exported one is not made (those days stay as they were).
   */
  async recutOpenPeriods(
    manager: EntityManager,
    companyId: string,
    payGroupId: string,
    rules: PayGroupRules,
    zone: string,
  ): Promise<void> {
    const removed = (await manager.query(
      `DELETE FROM "${s}".pay_periods WHERE paygroup_id = $1 AND NOT closed AND NOT exported
       RETURNING to_char(from_date, 'YYYY-MM-DD') AS from_date, to_char(to_date, 'YYYY-MM-DD') AS to_date`,
      [payGroupId],
    )) as [{ from_date: string; to_date: string }[], number];
    const spans = removed[0];
    if (spans.length === 0) return;
    const from = spans.reduce((min, r) => (r.from_date < min ? r.from_date : min), spans[0]?.from_date ?? '');
    const to = spans.reduce((max, r) => (r.to_date > max ? r.to_date : max), spans[0]?.to_date ?? '');
    const kept = (await manager.query(
      `SELECT to_char(from_date, 'YYYY-MM-DD') AS from_date, to_char(to_date, 'YYYY-MM-DD') AS to_date
         FROM "${s}".pay_periods WHERE paygroup_id = $1`,
      [payGroupId],
    )) as { from_date: string; to_date: string }[];
    let periods: ReturnType<typeof payPeriodsCovering>;
    try {
      periods = payPeriodsCovering(from, to, { ...DEFAULT_PAY_GROUP_RULES, ...rules }, zone);
    } catch {
      return; // a definition the engine refuses has no periods
    }
    await this.ensure(
      manager,
      periods
        .filter((p) => !kept.some((k) => k.from_date <= p.to && k.to_date >= p.from))
        .map((p) => ({ companyId, paygroupId: payGroupId, code: p.code, from: p.from, to: p.to })),
    );
  }

  /** The closed periods of the given pay groups overlapping `from`..`to`, by pay group. */
  async closedSpans(
    manager: EntityManager,
    payGroupIds: readonly string[],
    from: string,
    to: string,
  ): Promise<Map<string, PeriodSpan[]>> {
    const spans = new Map<string, PeriodSpan[]>();
    if (payGroupIds.length === 0) return spans;
    const rows = (await manager.query(
      `SELECT paygroup_id, to_char(from_date, 'YYYY-MM-DD') AS from_date, to_char(to_date, 'YYYY-MM-DD') AS to_date
         FROM "${s}".pay_periods
        WHERE closed AND paygroup_id = ANY($1::uuid[]) AND from_date <= $3 AND to_date >= $2`,
      [payGroupIds, from, to],
    )) as { paygroup_id: string; from_date: string; to_date: string }[];
    for (const r of rows) {
      const list = spans.get(r.paygroup_id) ?? [];
      list.push({ from: r.from_date, to: r.to_date });
      spans.set(r.paygroup_id, list);
    }
    return spans;
  }

  /**
   * Whether any of the employees' pay groups has a closed period overlapping `from`..`to`. For a write in the
   * caller's transaction (`forWrite`) the overlapping periods, open or closed, stay locked FOR SHARE until it ends:
   * a close (which takes them FOR UPDATE) waits for the write and then counts it, and a write that comes while a
   * close runs waits for the close and sees the period closed. Without the lock, a write that found the period
   * open could commit after a close had read its totals, into a closed period whose digest no longer matches.
   */
  async anyClosedFor(
    manager: EntityManager,
    employeeIds: readonly string[],
    from: string,
    to: string,
    forWrite = false,
  ): Promise<boolean> {
    if (employeeIds.length === 0) return false;
    const rows = (await manager.query(
      `SELECT p.closed FROM "${s}".employees e
         JOIN "${s}".pay_periods p ON p.paygroup_id = e.paygroup_id AND p.from_date <= $3 AND p.to_date >= $2
        WHERE e.id = ANY($1::uuid[]) ${forWrite ? 'ORDER BY p.id FOR SHARE OF p' : 'AND p.closed LIMIT 1'}`,
      [employeeIds, from, to],
    )) as { closed: boolean }[];
    return rows.some((r) => r.closed);
  }

  async find(manager: EntityManager, companyId: string, id: string): Promise<PayPeriodRow | null> {
    const rows = (await manager.query(
      `SELECT ${PAY_PERIOD_COLUMNS} FROM "${s}".pay_periods WHERE id = $1 AND company_id = $2`,
      [id, companyId],
    )) as PayPeriodRow[];
    return rows[0] ?? null;
  }
}
