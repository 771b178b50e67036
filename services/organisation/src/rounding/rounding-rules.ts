import type { RoundingRule } from '@rollcall/contracts';

/** One row of a rounding rule set as the console edits it: minutes `fromTime`..`toT` of the hour become `value`. */
export interface RoundingRow {
  orderNumber: number;
  fromTime: number;
  toT: number;
  value: number;
}

export const MAX_ROUNDING_ROWS = 20;
export const MINUTE_MIN = 0;
export const MINUTE_MAX = 60;

/** The spec's rounding validation codes (002 §8), in the order they are checked. */
export type RoundingRowsRefusal = 'noRules' | 'tooManyRules' | 'toNotAfterFrom' | 'outOfRange' | 'overlap';

const inRange = (n: number): boolean => Number.isFinite(n) && n >= MINUTE_MIN && n <= MINUTE_MAX;

/**
 * Why a rules table cannot be saved, or null when it can: at least one row, at most 20, every To greater than its
 * From, From, To and Value each between 0 and 60, and no minute in two rows (the engine refuses overlapping rules).
 */
export function roundingRowsRefusal(rows: readonly RoundingRow[]): RoundingRowsRefusal | null {
  if (rows.length === 0) return 'noRules';
  if (rows.length > MAX_ROUNDING_ROWS) return 'tooManyRules';
  if (rows.some((row) => !(row.toT > row.fromTime))) return 'toNotAfterFrom';
  if (rows.some((row) => !inRange(row.fromTime) || !inRange(row.toT) || !inRange(row.value))) return 'outOfRange';
  const overlaps = rows.some((row, i) =>
    rows.some((other, j) => j < i && other.fromTime <= row.toT && row.fromTime <= other.toT),
  );
  if (overlaps) return 'overlap';
  return null;
}

/** The rows ordered by orderNumber (then as given) and renumbered 1..n. */
export function orderedRows(rows: readonly RoundingRow[]): RoundingRow[] {
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => a.row.orderNumber - b.row.orderNumber || a.index - b.index)
    .map(({ row }, index) => ({ ...row, orderNumber: index + 1 }));
}

/**
 * A row to append: it starts just after the previous row's To (the first at 0), ends a minute later, value 0.
 */
export function nextRow(rows: readonly RoundingRow[]): RoundingRow {
  const last = rows[rows.length - 1];
  const fromTime = last ? Math.min(last.toT + 1, MINUTE_MAX) : MINUTE_MIN;
  return { orderNumber: rows.length + 1, fromTime, toT: Math.min(fromTime + 1, MINUTE_MAX), value: 0 };
}

/** The rules in the calculation engine's form (org.rounding.changed.v1). */
export function engineRules(rows: readonly RoundingRow[]): RoundingRule[] {
  return orderedRows(rows).map((row) => ({ from: row.fromTime, to: row.toT, value: row.value }));
}
