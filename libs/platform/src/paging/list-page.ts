import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { PageQuery } from './page.query.js';
import { clampPage, type PageColumn, pageRequest } from './page-request.js';

/** One page of a list and how many rows the whole list has. */
export interface Page<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * One page of `builder`'s rows, searched and sorted in SQL by the list's columns. `tieBreak` (the primary key)
 * keeps the order stable between pages; the default order is `defaultSort`. Empty values sort last either way (as the
 * tables always did); a page past the end answers the last.
 */
export async function listPage<Entity extends ObjectLiteral>(
  builder: SelectQueryBuilder<Entity>,
  query: PageQuery,
  columns: Record<string, PageColumn>,
  order: { defaultSort: string; newestFirst?: boolean; tieBreak: string },
): Promise<Page<Entity>> {
  const request = pageRequest(query, columns);
  if (request.search) {
    const { pattern } = request.search;
    builder.andWhere(`(${request.search.in.map((sql) => `${sql} ILIKE :pageSearch ESCAPE '\\'`).join(' OR ')})`, {
      pageSearch: pattern,
    });
  }
  const total = await builder.clone().getCount();
  const page = clampPage(request.page, request.pageSize, total);
  const sort = request.sort ?? { sql: order.defaultSort, descending: order.newestFirst ?? false };
  const rows = await builder
    .orderBy(sort.sql, sort.descending ? 'DESC' : 'ASC', 'NULLS LAST')
    .addOrderBy(order.tieBreak, 'ASC')
    .offset((page - 1) * request.pageSize)
    .limit(request.pageSize)
    .getMany();
  return { rows, total, page, pageSize: request.pageSize };
}
