// The columns every list repeats: the row's select box, its status tag and its Edit action.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '../Button';
import { StatusTag } from '../StatusTag';
import type { Column } from './DataTable';

/** The rows picked (for Delete: use-delete-selected.ts); `toggle` gets the row too, for lists that keep it. */
export interface Selection<Row = unknown> {
  selected: string[];
  toggle: (id: string, on: boolean, row: Row) => void;
}

/** The select box, labelled `Select <name>`; `locked` rows (system defaults) cannot be picked. */
export function selectColumn<Row extends { id: string }>(
  selection: Selection<Row>,
  name: (row: Row) => string,
  locked: (row: Row) => boolean = () => false,
): Column<Row> {
  return {
    key: 'select',
    title: '',
    fixed: true,
    sortable: false,
    text: () => '',
    render: (row) => (
      <input
        type="checkbox"
        className="size-4 accent-primary"
        aria-label={`Select ${name(row)}`}
        disabled={locked(row)}
        checked={selection.selected.includes(row.id)}
        onChange={(e) => selection.toggle(row.id, e.target.checked, row)}
      />
    ),
  };
}

/** Status: Active or Inactive as a tag. */
export function statusColumn<Row>(active: (row: Row) => boolean): Column<Row> {
  const text = (row: Row) => (active(row) ? 'Active' : 'Inactive');
  return { key: 'status', title: 'Status', text, render: (row) => <StatusTag status={text(row)} /> };
}

/**
 * The Edit action of a row (`Edit <name>`: a modal's `onEdit`, or a screen's `href`), shown only to those who may
 * edit; the column is titled Edit or Action, and `extra` adds the row's other actions.
 */
export function editColumn<Row>(options: {
  allowed: boolean;
  name: (row: Row) => string;
  onEdit?: (row: Row) => void;
  href?: (row: Row) => string;
  title?: 'Edit' | 'Action';
  extra?: (row: Row) => ReactNode;
}): Column<Row> {
  const title = options.title ?? 'Edit';
  return {
    key: title === 'Edit' ? 'edit' : 'action',
    title,
    fixed: true,
    sortable: false,
    text: () => '',
    render: (row) => (
      <>
        {options.allowed &&
          (options.href ? (
            <Link
              href={options.href(row)}
              className="text-primary hover:underline"
              aria-label={`Edit ${options.name(row)}`}
            >
              Edit
            </Link>
          ) : (
            <Button variant="link" aria-label={`Edit ${options.name(row)}`} onClick={() => options.onEdit?.(row)}>
              Edit
            </Button>
          ))}
        {options.extra?.(row)}
      </>
    ),
  };
}
