// The columns every list repeats: the row's select box, its status tag and its Edit action.
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '../Button';
import { StatusTag } from '../StatusTag';
import type { Column } from './DataTable';

/** The rows picked (for Delete: use-delete-selected.ts); `toggle` gets the row too, for lists that keep it. */
export interface Selection<Row = unknown> {
  selected: string[];
  toggle: (id: string, on: boolean, row: Row) => void;
  /** Replaces the whole selection: given, the column's head is a select-all box (labelled `allLabel`). */
  setSelected?: (ids: string[]) => void;
  allLabel?: string;
}

/** A checkbox that is also indeterminate (a property only, there is no attribute for it). */
function TriStateBox({
  label,
  checked,
  indeterminate,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={box}
      type="checkbox"
      className="size-4 accent-primary"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}

/** The head's select-all box: ticks (or unticks) the page's rows that can be picked; indeterminate when some are. */
function selectAllHeader<Row extends { id: string }>(
  selection: Selection<Row> & { setSelected: (ids: string[]) => void },
  locked: (row: Row) => boolean,
) {
  return (rows: Row[]) => {
    const ids = rows.filter((r) => !locked(r)).map((r) => r.id);
    const ticked = ids.filter((id) => selection.selected.includes(id)).length;
    const others = selection.selected.filter((id) => !ids.includes(id));
    return (
      <TriStateBox
        label={selection.allLabel ?? 'Select all'}
        checked={ids.length > 0 && ticked === ids.length}
        indeterminate={ticked > 0 && ticked < ids.length}
        disabled={ids.length === 0}
        onChange={(on) => selection.setSelected(on ? [...others, ...ids] : others)}
      />
    );
  };
}

/**
 * The select box, labelled `Select <name>`; `locked` rows (system defaults) cannot be picked. With
 * `selection.setSelected` the head holds a select-all box for the page's rows.
 */
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
    header: selection.setSelected
      ? selectAllHeader({ ...selection, setSelected: selection.setSelected }, locked)
      : undefined,
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
