import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { listPage, type Page, type PageColumn } from '@rollcall/platform';
import { type DataSource, type SelectQueryBuilder } from 'typeorm';
import { INTEGRATIONS } from '../integrations.constants.js';
import { SyncResult } from './sync-result.entity.js';
import { dayRange, ERROR_COUNT_DEFAULT_DAYS, type InstantRange, SYNC_RESULTS_LIMIT } from './sync-result-rules.js';
import type { SyncResultAnswer, SyncResultsAnswer } from './sync-results.answer.js';
import type { SyncResultsPageQuery, SyncResultsQuery, SyncResultsRangeQuery } from './sync-results.query.js';

/** The results table's columns (console sync-results/SyncResultsScreen.tsx) as SQL. */
const SYNC_RESULT_COLUMNS: Record<string, PageColumn> = {
  date: { sql: "to_char(r.date, 'DD/MM/YYYY HH24:MI')", sortSql: 'r.date' },
  type: { sql: 'r.type' },
  status: { sql: 'r.status' },
  message: { sql: 'r.message', sortSql: 'lower(r.message)' },
};

const answerOf = (r: SyncResult): SyncResultAnswer => ({
  id: r.id,
  date: r.date.toISOString(),
  type: r.type,
  status: r.status,
  message: r.message,
});

function rangeOf(query: SyncResultsRangeQuery): InstantRange {
  const range = dayRange(query.startDate, query.endDate, query.timeZone ?? 'UTC');
  if (!range) {
    throw new BadRequestException(
      'startDate and endDate must be real dates, endDate not before startDate, and timeZone an IANA time zone.',
    );
  }
  return range;
}

@Injectable()
export class SyncResultsService {
  constructor(@InjectDataSource(INTEGRATIONS) private readonly dataSource: DataSource) {}

  async search(companyId: string, query: SyncResultsQuery): Promise<SyncResultsAnswer> {
    const [rows, total] = await this.searched(companyId, query)
      .orderBy('r.date', 'DESC')
      .addOrderBy('r.id', 'ASC')
      .take(SYNC_RESULTS_LIMIT)
      .getManyAndCount();
    return {
      data: rows.map(answerOf),
      total,
    };
  }

  /** A page of the search: sorted and searched in SQL by the table's columns, newest first by default. */
  async page(companyId: string, query: SyncResultsPageQuery): Promise<Page<SyncResultAnswer>> {
    const { rows, ...page } = await listPage(this.searched(companyId, query), query, SYNC_RESULT_COLUMNS, {
      defaultSort: 'r.date',
      newestFirst: true,
      tieBreak: 'r.id',
    });
    return { ...page, rows: rows.map(answerOf) };
  }

  private searched(companyId: string, query: SyncResultsQuery): SelectQueryBuilder<SyncResult> {
    const where = this.scoped(companyId, rangeOf(query));
    if (query.types?.length) where.andWhere('r.type IN (:...types)', { types: query.types });
    if (query.statuses?.length) where.andWhere('r.status IN (:...statuses)', { statuses: query.statuses });
    return where;
  }

  /** Errors in the range given, else in the last seven days. */
  async errorCount(companyId: string, query: SyncResultsRangeQuery): Promise<number> {
    const given = query.startDate || query.endDate;
    const range: InstantRange = given
      ? rangeOf(query)
      : { from: new Date(Date.now() - ERROR_COUNT_DEFAULT_DAYS * 86_400_000), to: null };
    return this.scoped(companyId, range).andWhere(`r.status = 'error'`).getCount();
  }

  private scoped(companyId: string, range: InstantRange): SelectQueryBuilder<SyncResult> {
    const where = this.dataSource
      .getRepository(SyncResult)
      .createQueryBuilder('r')
      .where('r.company_id = :companyId', { companyId });
    if (range.from) where.andWhere('r.date >= :from', { from: range.from });
    if (range.to) where.andWhere('r.date < :to', { to: range.to });
    return where;
  }
}
