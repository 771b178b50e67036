import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { entriesText, filterRows, nextSorter, pageOf, sortRows } from './table-rows';
import { PAGE_SIZES } from './table-settings';
import { useTableSettings } from './use-table-settings';

export interface Column<Row> {
  key: string;
  title: string;
  /** The shown text; also what the filter box searches and the sorter compares. */
  text: (row: Row) => string;
  render?: (row: Row) => ReactNode;
  sortValue?: (row: Row) => string | number | null | undefined;
  sortable?: boolean;
  /** Always shown (for example the action column); not offered in the column chooser. */
  fixed?: boolean;
  /** Not searched by the filter box (action columns). */
  unsearchable?: boolean;
}

/**
 * The shared table (spec 000 §3, §9): page size, hidden columns and sort remembered per table, a filter box over
 * every visible column, "Show X to Y of N entries".
 */
export function DataTable<Row>({
  tableId,
  columns,
  rows,
  rowKey,
  defaultHidden = [],
  loading = false,
  error,
  empty = 'No data',
  toolbar,
}: {
  tableId: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  defaultHidden?: string[];
  loading?: boolean;
  error?: string | undefined;
  empty?: string;
  toolbar?: ReactNode;
}) {
  const [settings, update] = useTableSettings(tableId, defaultHidden);
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  const visible = columns.filter((c) => c.fixed || !settings.hidden.includes(c.key));
  const searchable = visible.filter((c) => !c.unsearchable);
  // Columns are rebuilt on every render of the screen; the rows only change with these inputs.
  const visibleKeys = visible.map((c) => c.key).join();
  const shown = useMemo(
    () => sortRows(filterRows(rows, searchable, filter), visible, settings.sorter),
    [rows, filter, settings.sorter, visibleKeys],
  );
  const current = pageOf(shown, page, settings.pageSize);

  function toggleColumn(key: string) {
    const hidden = settings.hidden.includes(key) ? settings.hidden.filter((h) => h !== key) : [...settings.hidden, key];
    update({ hidden });
  }

  return (
    <div className="flex flex-col gap-3" data-testid={`table-${tableId}`}>
      <div className="flex flex-wrap items-center gap-2">
        {toolbar}
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
                    {sortable ? (
                      <button
                        type="button"
                        className="flex items-center gap-1 hover:text-primary"
                        onClick={() => update({ sorter: nextSorter(settings.sorter, c.key) })}
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
            {current.rows.map((row) => (
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
            {current.rows.length === 0 && (
              <tr>
                <td
                  colSpan={visible.length}
                  className={`px-3 py-10 text-center ${error ? 'text-danger' : 'text-muted'}`}
                  role={error ? 'alert' : undefined}
                >
                  {loading ? 'Loading…' : (error ?? (filter ? 'No matching entries' : empty))}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <span data-testid="table-entries" className="text-muted">
          {entriesText(shown.length, current.page, settings.pageSize)}
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
