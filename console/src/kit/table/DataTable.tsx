import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { errorText } from '../../api/error-text';
import { entriesText, nextSorter, pageCount, pageParams, type PageOf, type PageParams } from './table-paging';
import { PAGE_SIZES } from './table-settings';
import { useTableSettings } from './use-table-settings';

/** Where a table's pages come from: a query key (invalidating it refreshes the table) and the page call. */
export interface PageSource<Row> {
  key: readonly unknown[];
  load: (params: PageParams) => Promise<PageOf<Row>>;
  /** false: not yet (the table says Loading… until it is). */
  enabled?: boolean;
}

export interface Column<Row> {
  key: string;
  title: string;
  /** The shown text (the server searches and sorts the same column by its key). */
  text: (row: Row) => string;
  render?: (row: Row) => ReactNode;
  /** Shown in the column's head instead of its title; gets the rows of the page shown (a select-all box). */
  header?: (rows: Row[]) => ReactNode;
  /** false: the server does not sort by this column. */
  sortable?: boolean;
  /** Always shown (for example the action column); not offered in the column chooser. */
  fixed?: boolean;
}

/**
 * The shared table (spec 000 §3, §9) on server paging: page size, hidden columns and sort remembered per table, a
 * filter box the server searches every column with, "Show X to Y of N entries". Only the page shown is loaded.
 */
export function DataTable<Row>({
  tableId,
  columns,
  source,
  rowKey,
  defaultHidden = [],
  empty = 'No data',
  toolbar,
  onLoad,
}: {
  tableId: string;
  columns: Column<Row>[];
  source: PageSource<Row>;
  rowKey: (row: Row) => string;
  defaultHidden?: string[];
  empty?: string;
  /** The buttons and filters beside the filter box; a function gets the rows of the page shown. */
  toolbar?: ReactNode | ((rows: Row[]) => ReactNode);
  /** Called with the page's rows whenever a page (re)loads: a selection of rows is cleared then (spec 001 §2). */
  onLoad?: (rows: Row[]) => void;
}) {
  const [settings, update] = useTableSettings(tableId, defaultHidden);
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  const params = pageParams(settings, page, filter);
  const answer = useQuery({
    queryKey: [...source.key, 'page', params],
    queryFn: () => source.load(params),
    enabled: source.enabled ?? true,
  });
  // only a new load calls onLoad, not a new callback (the screens pass an inline one)
  const onLoadRef = useRef(onLoad);
  onLoadRef.current = onLoad;
  const loadedAt = answer.dataUpdatedAt;
  const loadedRows = answer.data?.rows;
  useEffect(() => {
    if (loadedAt) onLoadRef.current?.(loadedRows ?? []);
  }, [loadedAt, loadedRows]);
  const visible = columns.filter((c) => c.fixed || !settings.hidden.includes(c.key));
  const rows = answer.data?.rows ?? [];
  const total = answer.data?.total ?? 0;
  const current = { page: answer.data?.page ?? page, pages: pageCount(total, settings.pageSize) };
  const error = answer.error ? errorText(answer.error) : undefined;

  function toggleColumn(key: string) {
    const hidden = settings.hidden.includes(key) ? settings.hidden.filter((h) => h !== key) : [...settings.hidden, key];
    update({ hidden });
  }

  return (
    <div className="flex flex-col gap-3" data-testid={`table-${tableId}`}>
      <div className="flex flex-wrap items-center gap-2">
        {typeof toolbar === 'function' ? toolbar(rows) : toolbar}
        <div className="ml-auto flex items-center gap-2">
          <input
            aria-label="Filter"
            placeholder="Filter"
            value={filter}
            onChange={(e) => {
              setFilter(e.target.value);
              setPage(1);
            }}
            className="h-9 w-56 rounded-md border border-line bg-white px-3 outline-none focus:border-primary"
          />
          <Popover className="relative">
            <PopoverButton className="h-9 rounded-md border border-line bg-white px-3 hover:border-primary">
              Columns
            </PopoverButton>
            <PopoverPanel
              anchor="bottom end"
              className="z-40 mt-1 flex w-56 flex-col gap-1 rounded-md border border-line bg-white p-3 shadow-lg"
            >
              {columns
                .filter((c) => !c.fixed)
                .map((c) => (
                  <label key={c.key} className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      checked={!settings.hidden.includes(c.key)}
                      onChange={() => toggleColumn(c.key)}
                    />
                    {c.title}
                  </label>
                ))}
            </PopoverPanel>
          </Popover>
        </div>
      </div>
      <div className="overflow-x-auto rounded-lg bg-white">
        <table className="w-full border-collapse text-left">
          <thead>
            <tr className="border-b border-line bg-canvas/60">
              {visible.map((c) => {
                const sortable = c.sortable !== false && !c.fixed;
                const order = settings.sorter?.key === c.key ? settings.sorter.order : undefined;
                return (
                  <th
                    key={c.key}
                    className="px-3 py-2 font-semibold whitespace-nowrap"
                    aria-sort={order === 'ascend' ? 'ascending' : order === 'descend' ? 'descending' : undefined}
                  >
                    {c.header ? (
                      c.header(rows)
                    ) : sortable ? (
                      <button
                        type="button"
                        className="flex items-center gap-1 hover:text-primary"
                        onClick={() => {
                          update({ sorter: nextSorter(settings.sorter, c.key) });
                          setPage(1);
                        }}
                      >
                        {c.title}
                        <span className="text-[11px] text-muted">
                          {order === 'ascend' ? '▲' : order === 'descend' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      c.title
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={rowKey(row)}
                data-testid="table-row"
                className="border-b border-line last:border-0 hover:bg-primary-soft/40"
              >
                {visible.map((c) => (
                  <td key={c.key} className="px-3 py-2 align-middle">
                    {c.render ? c.render(row) : c.text(row)}
                  </td>
                ))}
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td
                  colSpan={visible.length}
                  className={`px-3 py-10 text-center ${error ? 'text-danger' : 'text-muted'}`}
                  role={error ? 'alert' : undefined}
                >
                  {answer.isPending ? 'Loading…' : (error ?? (filter.trim() ? 'No matching entries' : empty))}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <span data-testid="table-entries" className="text-muted">
          {entriesText(total, current.page, settings.pageSize)}
        </span>
        <div className="ml-auto flex items-center gap-2">
          <button
            type="button"
            className="h-8 rounded-md border border-line bg-white px-3 disabled:opacity-50"
            disabled={current.page <= 1}
            onClick={() => setPage(current.page - 1)}
          >
            Previous
          </button>
          <span>
            {current.page} / {current.pages}
          </span>
          <button
            type="button"
            className="h-8 rounded-md border border-line bg-white px-3 disabled:opacity-50"
            disabled={current.page >= current.pages}
            onClick={() => setPage(current.page + 1)}
          >
            Next
          </button>
          <select
            aria-label="Page size"
            className="h-8 rounded-md border border-line bg-white px-2"
            value={settings.pageSize}
            onChange={(e) => {
              update({ pageSize: Number(e.target.value) });
              setPage(1);
            }}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size} / page
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
