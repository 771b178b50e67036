import type { ReactNode } from 'react';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog';
import { DataTable, type Column, type PageSource } from '../table/DataTable';
import type { DeleteSelected } from '../table/use-delete-selected';

/**
 * The list screen every area uses: title, toolbar (its filters, New, its own actions, Delete), the server-paged
 * table and the delete confirmation; the screen's modals come as children.
 */
export function ListScreen<Row>({
  title,
  tableId,
  columns,
  source,
  rowKey,
  defaultHidden,
  empty,
  filters,
  onCreate,
  actions,
  removal,
  onLoad,
  children,
}: {
  title: string;
  tableId: string;
  columns: Column<Row>[];
  source: PageSource<Row>;
  rowKey: (row: Row) => string;
  defaultHidden?: string[];
  empty?: string;
  filters?: ReactNode;
  /** New, when the user may create. */
  onCreate?: (() => void) | false;
  /** The screen's other toolbar buttons; a function gets the rows of the page shown. */
  actions?: ReactNode | ((rows: Row[]) => ReactNode);
  /** Delete of the selected rows, when the user may delete; `counted` shows how many are selected. */
  removal?: (DeleteSelected & { question: string; counted?: boolean }) | false;
  /** Called with the page's rows whenever a page (re)loads. */
  onLoad?: (rows: Row[]) => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{title}</h1>
      <DataTable
        tableId={tableId}
        columns={columns}
        source={source}
        rowKey={rowKey}
        defaultHidden={defaultHidden}
        empty={empty}
        onLoad={onLoad}
        toolbar={(rows) => (
          <>
            {filters}
            {onCreate && (
              <Button variant="primary" onClick={onCreate}>
                New
              </Button>
            )}
            {typeof actions === 'function' ? actions(rows) : actions}
            {removal && (
              <Button disabled={removal.selected.length === 0} onClick={removal.confirm}>
                Delete{removal.counted && removal.selected.length ? ` (${removal.selected.length})` : ''}
              </Button>
            )}
          </>
        )}
      />
      {removal && <ConfirmDialog question={removal.question} {...removal.dialog} />}
      {children}
    </div>
  );
}
