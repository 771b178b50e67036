import { ConflictException, Injectable } from '@nestjs/common';
import { type Actor, EventWriter, type NewEvent } from '@rollcall/platform';
import type { EntityManager } from 'typeorm';
import { CALCULATION } from '../calculation.constants.js';
import type { PayPeriodRow } from './pay-period-store.js';
import { type PayCardLine, PeriodTotalsReader } from './period-totals-reader.js';
import { canonicalTotals, chainedDigest, GENESIS_DIGEST, type PeriodTotals } from './period-totals.js';

const s = CALCULATION;

/** The refusal of a close while days of the period wait in the recalculation queue. */
export const STILL_RECALCULATING =
  'Days of this pay period are still waiting to be recalculated. Close it once the recalculation has finished.';

/** A period's state for payroll.period.changed.v1. */
export function periodChanged(
  companyId: string,
  period: PayPeriodRow,
  payCardLines?: readonly PayCardLine[],
): NewEvent {
  return {
    type: 'payroll.period.changed.v1',
    companyId,
    key: companyId,
    payload: {
      payPeriodId: period.id,
      paygroupId: period.paygroup_id,
      periodCode: period.period_code,
      fromDate: period.from_date,
      toDate: period.to_date,
      closed: period.closed,
      exported: period.exported,
      ...(payCardLines ? { payCardLines: [...payCardLines] } : {}),
    },
  };
}

/**
 * Closing and reopening periods. A close fixes the employees the period covers and their totals, stores their
 * SHA-256 digest chained to the previous close of the pay group (who and when), keeps the history and publishes
 * payroll.period.changed.v1, all in the caller's transaction, which holds the periods' rows locked. A reopen marks
 * the close reopened with who, when and why.
 */
@Injectable()
export class PeriodClosing {
  constructor(
    private readonly reader: PeriodTotalsReader,
    private readonly events: EventWriter,
  ) {}

  /** The periods (of those given) with days of their pay group's employees waiting in the recalculation queue. */
  async queuedDays(
    manager: EntityManager,
    periods: readonly PayPeriodRow[],
  ): Promise<{ periodCode: string; days: number }[]> {
    if (periods.length === 0) return [];
    const rows = (await manager.query(
      `SELECT w.code AS period_code, count(q.*)::int AS days
         FROM unnest($1::uuid[], $2::text[], $3::date[], $4::date[]) AS w(paygroup_id, code, from_date, to_date)
         JOIN "${s}".employees e ON e.paygroup_id = w.paygroup_id
         JOIN "${s}".recalc_queue q ON q.employee_id = e.id AND q.date BETWEEN w.from_date AND w.to_date
        GROUP BY w.code ORDER BY w.code`,
      [
        periods.map((p) => p.paygroup_id),
        periods.map((p) => p.period_code),
        periods.map((p) => p.from_date),
        periods.map((p) => p.to_date),
      ],
    )) as { period_code: string; days: number }[];
    return rows.map((r) => ({ periodCode: r.period_code, days: r.days }));
  }

  /** Closes the open ones of `periods`; refuses (409, nothing changed) while any of their days is queued. */
  async close(
    manager: EntityManager,
    actor: Actor,
    periods: readonly PayPeriodRow[],
    reason: string | null = null,
  ): Promise<PayPeriodRow[]> {
    const open = periods.filter((p) => !p.closed);
    const queued = await this.queuedDays(manager, open);
    if (queued.length > 0) {
      throw new ConflictException({ message: 'recalculating', detail: STILL_RECALCULATING, periods: queued });
    }
    const changed: PayPeriodRow[] = [];
    const events: NewEvent[] = [];
    for (const period of [...open].sort((a, b) => (a.from_date < b.from_date ? -1 : 1))) {
      const employeeIds = await this.reader.employeesOf(manager, period);
      const totals = await this.reader.totals(manager, period, employeeIds);
      await this.storeClose(manager, actor, period, totals);
      await manager.query(`UPDATE "${s}".pay_periods SET closed = true WHERE id = $1`, [period.id]);
      const after = { ...period, closed: true };
      await this.history(manager, actor, period, after, 'close', reason);
      changed.push(after);
      // the pay cards go with the close: integrations sends them to Xero beside the days
      events.push(periodChanged(actor.companyId, after, await this.reader.payCardLines(manager, period, employeeIds)));
    }
    await this.events.write(manager, events);
    return periods.map((p) => changed.find((c) => c.id === p.id) ?? p);
  }

  /** Reopens the closed ones of `periods`, recording why on their close and in their history. */
  async reopen(
    manager: EntityManager,
    actor: Actor,
    periods: readonly PayPeriodRow[],
    reason: string | null,
  ): Promise<PayPeriodRow[]> {
    const changed: PayPeriodRow[] = [];
    for (const period of periods.filter((p) => p.closed)) {
      await manager.query(
        `UPDATE "${s}".pay_period_closes SET reopened_by = $2, reopened_at = now(), reopen_reason = $3
          WHERE id = (SELECT max(id) FROM "${s}".pay_period_closes WHERE pay_period_id = $1) AND reopened_at IS NULL`,
        [period.id, actor.userId, reason],
      );
      await manager.query(`UPDATE "${s}".pay_periods SET closed = false WHERE id = $1`, [period.id]);
      const after = { ...period, closed: false };
      await this.history(manager, actor, period, after, 'open', reason);
      changed.push(after);
    }
    await this.events.write(
      manager,
      changed.map((p) => periodChanged(actor.companyId, p)),
    );
    return periods.map((p) => changed.find((c) => c.id === p.id) ?? p);
  }

  /** The digest of a period's current close (null while it is open or was never closed). */
  async digestsOf(manager: EntityManager, periodIds: readonly string[]): Promise<Map<string, string>> {
    const rows = (await manager.query(
      `SELECT DISTINCT ON (c.pay_period_id) c.pay_period_id, c.digest
         FROM "${s}".pay_period_closes c JOIN "${s}".pay_periods p ON p.id = c.pay_period_id AND p.closed
        WHERE c.pay_period_id = ANY($1::uuid[]) ORDER BY c.pay_period_id, c.id DESC`,
      [periodIds],
    )) as { pay_period_id: string; digest: string }[];
    return new Map(rows.map((r) => [r.pay_period_id, r.digest]));
  }

  /** The employees a period's current close covered (null: the period is open). */
  async closedEmployees(manager: EntityManager, period: PayPeriodRow): Promise<string[] | null> {
    if (!period.closed) return null;
    const rows = (await manager.query(
      `SELECT totals->'employeeIds' AS ids FROM "${s}".pay_period_closes
        WHERE pay_period_id = $1 ORDER BY id DESC LIMIT 1`,
      [period.id],
    )) as { ids: string[] }[];
    // a period closed before closes were kept covers its pay group's employees
    return rows[0]?.ids ?? null;
  }

  private async storeClose(
    manager: EntityManager,
    actor: Actor,
    period: PayPeriodRow,
    totals: PeriodTotals,
  ): Promise<void> {
    // one close of a pay group at a time, so each links to the one before it
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`pay-period-chain:${period.paygroup_id}`]);
    const last = (await manager.query(
      `SELECT digest FROM "${s}".pay_period_closes WHERE paygroup_id = $1 ORDER BY id DESC LIMIT 1`,
      [period.paygroup_id],
    )) as { digest: string }[];
    const previous = last[0]?.digest ?? GENESIS_DIGEST;
    const fixed: PeriodTotals = {
      ...totals,
      employeeIds: [...new Set(totals.employeeIds)].sort(),
      totals: canonicalTotals(totals.totals),
    };
    await manager.query(
      `INSERT INTO "${s}".pay_period_closes
         (pay_period_id, company_id, paygroup_id, totals, digest, previous_digest, closed_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        period.id,
        actor.companyId,
        period.paygroup_id,
        JSON.stringify(fixed),
        chainedDigest(previous, fixed),
        previous,
        actor.userId,
      ],
    );
  }

  /** One line of a period's history: who, when (now), why and the state before and after. */
  async history(
    manager: EntityManager,
    actor: Actor,
    before: PayPeriodRow,
    after: PayPeriodRow,
    action: string,
    reason: string | null,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO "${s}".pay_period_history (pay_period_id, company_id, action, before, after, user_id, reason)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        before.id,
        actor.companyId,
        action,
        JSON.stringify({ closed: before.closed, exported: before.exported }),
        JSON.stringify({ closed: after.closed, exported: after.exported }),
        actor.userId,
        reason,
      ],
    );
  }
}
