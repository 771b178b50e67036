// The table's row pipeline as plain functions: filter box (every visible column, case-insensitive substring of the
// shown text), sort, page, and the footer "Show X to Y of N entries".
import type { Sorter } from './table-settings';

export interface TextColumn<Row> {
  key: string;
  /** The text the filter box searches and the sorter compares (dates in their shown form). */
  text: (row: Row) => string;
  /** A sort value when the text does not order well (numbers, ISO dates). */
  sortValue?: (row: Row) => string | number | null | undefined;
}

export function filterRows<Row>(rows: Row[], columns: TextColumn<Row>[], filter: string): Row[] {
  const needle = filter.trim().toLowerCase();
  if (!needle) return rows;
  return rows.filter((row) => columns.some((c) => c.text(row).toLowerCase().includes(needle)));
}

export function sortRows<Row>(rows: Row[], columns: TextColumn<Row>[], sorter: Sorter | null): Row[] {
  const column = sorter && columns.find((c) => c.key === sorter.key);
  if (!sorter || !column) return rows;
  const value = column.sortValue ?? column.text;
  const sign = sorter.order === 'ascend' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x == null || x === '') return y == null || y === '' ? 0 : 1;
    if (y == null || y === '') return -1;
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * sign;
    return String(x).localeCompare(String(y), undefined, { numeric: true, sensitivity: 'base' }) * sign;
  });
}

export function pageOf<Row>(rows: Row[], page: number, pageSize: number): { rows: Row[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  return { rows: rows.slice((current - 1) * pageSize, current * pageSize), page: current, pages };
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
