// The table's paging as plain functions: what a page asks the server, the footer "Show X to Y of N entries", and
// the sorter's cycle on a header click.
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type Sorter, type TableSettings } from './table-settings';

/** What a list endpoint's `…/page` call takes (libs/platform's PageQuery). */
export interface PageParams {
  page: number;
  pageSize: (typeof PAGE_SIZES)[number];
  sort?: string;
  order?: 'ascend' | 'descend';
  search?: string;
}

/** One page of a list as the server answers it. */
export interface PageOf<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
}

/** The call for a page: the saved size and sorter, the page shown and the filter box's text (blank: none). */
export function pageParams(settings: TableSettings, page: number, search: string): PageParams {
  const text = search.trim();
  return {
    page,
    pageSize: PAGE_SIZES.find((size) => size === settings.pageSize) ?? DEFAULT_PAGE_SIZE,
    ...(settings.sorter ? { sort: settings.sorter.key, order: settings.sorter.order } : {}),
    ...(text ? { search: text } : {}),
  };
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function entriesText(total: number, page: number, pageSize: number): string {
  if (total === 0) return 'Show 0 to 0 of 0 entries';
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return `Show ${from} to ${to} of ${total} entries`;
}

/** The sorter after a click on a column header: ascend, descend, off. */
export function nextSorter(current: Sorter | null, key: string): Sorter | null {
  if (!current || current.key !== key) return { key, order: 'ascend' };
  return current.order === 'ascend' ? { key, order: 'descend' } : null;
}
