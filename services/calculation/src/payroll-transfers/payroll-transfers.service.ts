import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { addDays } from '@rollcall/calc-engine';
import { type Actor, type Page, type PageColumn, rawPage } from '@rollcall/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { CALCULATION } from '../calculation.constants.js';
import { CloseWarnings } from '../pay-periods/close-warnings.js';
import { PAY_PERIOD_COLUMNS, type PayPeriodRow, PayPeriodStore } from '../pay-periods/pay-period-store.js';
import { PeriodClosing } from '../pay-periods/period-closing.js';
import { PeriodTotalsReader } from '../pay-periods/period-totals-reader.js';
import { type PeriodTotals, type StoredClose, verifyChain } from '../pay-periods/period-totals.js';
import { todayIn } from '../pay-periods/today-in.js';
import type {
  CloseAnswer,
  CloseCheckAnswer,
  PayrollTransferRow,
  PeriodChangeAnswer,
  VerifyAnswer,
} from './payroll-transfer.answers.js';
import type { PayrollTransferSearch } from './payroll-transfer.request.js';

const s = CALCULATION;

/** How far ahead "Advance pay periods" reaches. */
export const ADVANCE_DAYS = 90;
/** How many exceptions a close check lists (it counts them all). */
const WARNINGS_LISTED = 100;

const COLUMNS: Record<string, PageColumn> = {
  periodCode: { sql: 'listed.period_code' },
  fromDate: { sql: "to_char(listed.from_sort, 'DD/MM/YYYY')", sortSql: 'listed.from_sort' },
  toDate: { sql: "to_char(listed.to_sort, 'DD/MM/YYYY')", sortSql: 'listed.to_sort' },
  isClosed: { sql: "CASE WHEN listed.closed THEN 'Closed' ELSE 'Open' END", sortSql: 'listed.closed' },
  isExported: { sql: "CASE WHEN listed.exported THEN 'Exported' ELSE '' END", sortSql: 'listed.exported' },
  paygroupName: { sql: 'listed.paygroup_name', sortSql: 'lower(listed.paygroup_name)' },
};

const PROBLEM_TEXT: Record<string, string> = {
  totalsChanged: 'its totals changed after it was closed',
  digestMismatch: 'its stored totals no longer match the digest taken when it was closed',
  chainBroken: 'its close does not follow the pay group’s previous close (a close was changed or removed)',
};

type ListedRow = Omit<PayPeriodRow, 'company_id'> & { paygroup_name: string; digest: string | null };

const toRow = (r: ListedRow): PayrollTransferRow => ({
  id: r.id,
  periodCode: r.period_code,
  fromDate: r.from_date,
  toDate: r.to_date,
  isClosed: r.closed,
  isExported: r.exported,
  paygroupId: r.paygroup_id,
  paygroupName: r.paygroup_name,
  digest: r.closed ? r.digest : null,
});

/** The Payroll Transfer screen's calls: the table, open, close (with its check) and the close chain's check. */
@Injectable()
export class PayrollTransfersService {
  constructor(
    @InjectDataSource(CALCULATION) private readonly dataSource: DataSource,
    private readonly store: PayPeriodStore,
    private readonly closing: PeriodClosing,
    private readonly warnings: CloseWarnings,
    private readonly reader: PeriodTotalsReader,
  ) {}

  /** A page of the company's periods by `days`; each pay group's current period (and, for advance, the coming ones) is made if missing. */
  async search(actor: Actor, query: PayrollTransferSearch): Promise<Page<PayrollTransferRow>> {
    return this.dataSource.transaction(async (manager) => {
      const advance = query.days === 'advance';
      await this.store.ensureCurrent(manager, actor.companyId, null, new Date(), advance ? ADVANCE_DAYS : 0);
      const today = todayIn(await this.companyZone(manager, actor.companyId));
      const since = advance ? today : query.days === undefined ? null : addDays(today, -query.days);
      const page = await rawPage<ListedRow>(
        manager,
        {
          sql: `SELECT p.id, p.period_code, to_char(p.from_date, 'YYYY-MM-DD') AS from_date,
                       to_char(p.to_date, 'YYYY-MM-DD') AS to_date, p.from_date AS from_sort, p.to_date AS to_sort,
                       p.closed, p.exported, p.paygroup_id, coalesce(g.name, '') AS paygroup_name, c.digest
                  FROM "${s}".pay_periods p
                  LEFT JOIN "${s}".pay_groups g ON g.id = p.paygroup_id
                  LEFT JOIN LATERAL (SELECT digest FROM "${s}".pay_period_closes
                                      WHERE pay_period_id = p.id ORDER BY id DESC LIMIT 1) c ON p.closed
                 WHERE p.company_id = $1 AND ($2::date IS NULL OR p.to_date >= $2::date)`,
          params: [actor.companyId, since],
        },
        query,
        COLUMNS,
        { defaultSort: 'listed.from_sort', newestFirst: true, tieBreak: 'lower(listed.paygroup_name), listed.id' },
      );
      return { ...page, rows: page.rows.map(toRow) };
    });
  }

  /** Reopens the closed ones of the periods, recording why. */
  async open(actor: Actor, ids: readonly string[], reason: string | null): Promise<PeriodChangeAnswer> {
    return this.dataSource.transaction(async (manager) => {
      const periods = await this.lockPeriods(manager, actor, ids);
      await this.closing.reopen(manager, actor, periods, reason);
      return { message: 'success', periods: await this.rows(manager, actor, ids) };
    });
  }

  /** What closing the periods would warn about, and whether it would be refused for queued days. */
  async closeCheck(actor: Actor, ids: readonly string[]): Promise<CloseCheckAnswer> {
    return this.dataSource.transaction(async (manager) => {
      const periods = (await this.periodsOf(manager, actor, ids, false)).filter((p) => !p.closed);
      return this.check(manager, periods);
    });
  }

  /**
   * Closes the open ones of the periods: refused (409 `recalculating`, nothing changed) while any of their days is
   * queued for recalculation; the unreviewed exceptions and unapproved pairs still on their days are answered as the
   * warnings the close was confirmed over.
   */
  async close(actor: Actor, ids: readonly string[]): Promise<CloseAnswer> {
    return this.dataSource.transaction(async (manager) => {
      const periods = await this.lockPeriods(manager, actor, ids);
      const warnings = await this.check(
        manager,
        periods.filter((p) => !p.closed),
      );
      await this.closing.close(manager, actor, periods);
      return { message: 'success', periods: await this.rows(manager, actor, ids), warnings };
    });
  }

  /**
   * Recomputes every close of the company's pay groups: each must follow the one before it, match its digest, and
   * (while its period is still closed) hold the totals its period has now. Names the periods that do not.
   */
  async verify(actor: Actor): Promise<VerifyAnswer> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const closes = (await manager.query(
        `SELECT c.id::text AS id, c.pay_period_id, c.paygroup_id, c.totals, c.digest, c.previous_digest,
                (c.reopened_at IS NULL AND p.closed) AS current, p.period_code, coalesce(g.name, '') AS paygroup_name
           FROM "${s}".pay_period_closes c
           JOIN "${s}".pay_periods p ON p.id = c.pay_period_id
           LEFT JOIN "${s}".pay_groups g ON g.id = c.paygroup_id
          WHERE c.company_id = $1 ORDER BY c.paygroup_id, c.id`,
        [actor.companyId],
      )) as {
        id: string;
        pay_period_id: string;
        paygroup_id: string;
        totals: PeriodTotals;
        digest: string;
        previous_digest: string;
        current: boolean;
        period_code: string;
        paygroup_name: string;
      }[];
      const groups = new Map<string, StoredClose[]>();
      const recomputed = new Map<string, PeriodTotals>();
      const names = new Map<string, string>();
      for (const c of closes) {
        const close: StoredClose = {
          id: c.id,
          payPeriodId: c.pay_period_id,
          periodCode: c.period_code,
          totals: c.totals,
          digest: c.digest,
          previousDigest: c.previous_digest,
          current: c.current,
        };
        groups.set(c.paygroup_id, [...(groups.get(c.paygroup_id) ?? []), close]);
        names.set(c.id, c.paygroup_name);
        if (c.current) {
          const period = await this.store.find(manager, actor.companyId, c.pay_period_id);
          if (period) recomputed.set(c.id, await this.reader.totals(manager, period, c.totals.employeeIds));
        }
      }
      const problems = [...groups.values()].flatMap((chain) => verifyChain(chain, recomputed));
      return {
        closes: closes.length,
        closedPeriods: recomputed.size,
        problems: problems.map(({ close, problem }) => ({
          payPeriodId: close.payPeriodId,
          periodCode: close.periodCode,
          paygroupName: names.get(close.id) ?? '',
          problem,
          text: `${names.get(close.id) ?? ''} ${close.periodCode}: ${PROBLEM_TEXT[problem] ?? problem}`.trim(),
        })),
      };
    });
  }

  private async check(manager: EntityManager, open: readonly PayPeriodRow[]): Promise<CloseCheckAnswer> {
    const exceptions = await this.warnings.unreviewedExceptions(manager, open, WARNINGS_LISTED);
    const pairs = await this.warnings.unapprovedPairs(manager, open, WARNINGS_LISTED);
    return {
      queued: await this.closing.queuedDays(manager, open),
      exceptionCount: exceptions.total,
      exceptions: exceptions.first,
      unapprovedPairCount: pairs.total,
      unapprovedPairs: pairs.first,
    };
  }

  /** The periods of the caller's company, locked in id order; one unknown (or another company's) id is a 404. */
  private lockPeriods(manager: EntityManager, actor: Actor, ids: readonly string[]): Promise<PayPeriodRow[]> {
    return this.periodsOf(manager, actor, ids, true);
  }

  private async periodsOf(
    manager: EntityManager,
    actor: Actor,
    ids: readonly string[],
    lock: boolean,
  ): Promise<PayPeriodRow[]> {
    const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
    const rows = (await manager.query(
      `SELECT ${PAY_PERIOD_COLUMNS} FROM "${s}".pay_periods WHERE id = ANY($1::uuid[]) AND company_id = $2
        ORDER BY id ${lock ? 'FOR UPDATE' : ''}`,
      [unique, actor.companyId],
    )) as PayPeriodRow[];
    if (rows.length !== unique.length) throw new NotFoundException('Pay period not found.');
    return rows;
  }

  private async rows(manager: EntityManager, actor: Actor, ids: readonly string[]): Promise<PayrollTransferRow[]> {
    const rows = (await manager.query(
      `SELECT p.id, p.period_code, to_char(p.from_date, 'YYYY-MM-DD') AS from_date,
              to_char(p.to_date, 'YYYY-MM-DD') AS to_date, p.closed, p.exported, p.paygroup_id,
              coalesce(g.name, '') AS paygroup_name, c.digest
         FROM "${s}".pay_periods p
         LEFT JOIN "${s}".pay_groups g ON g.id = p.paygroup_id
         LEFT JOIN LATERAL (SELECT digest FROM "${s}".pay_period_closes
                             WHERE pay_period_id = p.id ORDER BY id DESC LIMIT 1) c ON p.closed
        WHERE p.id = ANY($1::uuid[]) AND p.company_id = $2 ORDER BY p.from_date DESC, paygroup_name, p.id`,
      [ids, actor.companyId],
    )) as ListedRow[];
    return rows.map(toRow);
  }

  private async companyZone(manager: EntityManager, companyId: string): Promise<string> {
    const rows = (await manager.query(`SELECT time_zone_id FROM "${s}".company_settings WHERE company_id = $1`, [
      companyId,
    ])) as { time_zone_id: string }[];
    return rows[0]?.time_zone_id ?? 'UTC';
  }
}
