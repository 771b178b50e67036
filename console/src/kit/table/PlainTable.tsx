import type { ReactNode } from 'react';

/**
 * A small table of one call's rows, inside a modal (a day's exceptions, a day's history): the column titles, the
 * rows the caller renders, and a line saying Loading… or `empty` while there are none. Lists that page and sort on
 * the server use DataTable.
 */
export function PlainTable({
  testId,
  titles,
  rowCount,
  loading,
  empty,
  children,
}: {
  testId: string;
  titles: readonly string[];
  rowCount: number;
  loading: boolean;
  empty: string;
  children: ReactNode;
}) {
  return (
    <table className="w-full border-collapse text-left" data-testid={testId}>
      <thead>
        <tr className="border-b border-line bg-canvas/60">
          {titles.map((title) => (
            <th key={title} className="px-3 py-2 font-semibold">
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {children}
        {rowCount === 0 && (
          <tr>
            <td colSpan={titles.length} className="px-3 py-6 text-center text-muted">
              {loading ? 'Loading…' : empty}
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
