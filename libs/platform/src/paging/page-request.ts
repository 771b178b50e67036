import { BadRequestException } from '@nestjs/common';
import { PAGE_SIZES, type PageQuery } from './page.query.js';

/** One column of a paged list as SQL: what it sorts by and what the filter box searches in. */
export interface PageColumn {
  /**
   * The column as the table shows it (text, `to_char(…, 'DD/MM/YYYY')` for a date, a CASE for a status). Name
   * entity properties as `alias.property` and cast with `CAST(… AS text)`: TypeORM maps a property to its column
   * only before a space, comma or bracket, not before `::`.
   */
  sql: string;
  /** What it sorts by, when not `sql` itself (the date rather than its text, a number rather than its words). */
  sortSql?: string;
  /** false: the filter box does not search it (a tick, an action). */
  searchable?: boolean;
  /** false: not offered as a sort key. */
  sortable?: boolean;
}

export interface PageRequest {
  page: number;
  pageSize: number;
  sort: { sql: string; descending: boolean } | null;
  /** A LIKE pattern (`%text%`, wildcards escaped with `\`) and the expressions it is matched against. */
  search: { pattern: string; in: string[] } | null;
}

/** `%`, `_` and `\` match themselves in the pattern. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The page, sort and search a query asks for, checked against the list's columns: an unknown sort key is a 400
 * naming the keys there are; a blank search is none.
 */
export function pageRequest(query: PageQuery, columns: Record<string, PageColumn>): PageRequest {
  const pageSize = query.pageSize ?? PAGE_SIZES[0];
  let sort: PageRequest['sort'] = null;
  if (query.sort) {
    const column = Object.hasOwn(columns, query.sort) ? columns[query.sort] : undefined;
    if (!column || column.sortable === false) {
      const keys = Object.keys(columns).filter((key) => columns[key]?.sortable !== false);
      throw new BadRequestException({
        message: `sort must be one of: ${keys.join(', ')}`,
        details: [{ field: 'sort', message: `sort must be one of: ${keys.join(', ')}` }],
      });
    }
    sort = { sql: column.sortSql ?? column.sql, descending: query.order === 'descend' };
  }
  const text = query.search?.trim() ?? '';
  const searched = Object.values(columns)
    .filter((c) => c.searchable !== false)
    .map((c) => c.sql);
  return {
    page: query.page ?? 1,
    pageSize,
    sort,
    search: text && searched.length ? { pattern: likePattern(text), in: searched } : null,
  };
}

/** The last page there is when `page` asks past it (at least 1). */
export function clampPage(page: number, pageSize: number, total: number): number {
  return Math.min(page, Math.max(1, Math.ceil(total / pageSize)));
}
