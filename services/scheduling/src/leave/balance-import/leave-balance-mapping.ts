// The leave balance import's column mapping (spec 002 §2 "Leave balance settings", §3): which columns of the file
// hold the pay ID, the pay type (one pay type per row) or each pay type's balance (one per column), and the standard
// hours. Columns count from 0; a mapping of several columns joins them with '#': a pay ID's parts are put together,
// balances are added up. Pure: the service reads the file and the employees.
import type { SheetCell } from '../../schedule-import/schedule-workbook.js';

/** One pay type's place in the file. */
export interface MappedPayType {
  payTypeId: string;
  /** the balance's column(s), e.g. "3" or "3#4" */
  paytypeColumn: string;
  /** the balance is in days: hours = days × the day's hours */
  byDay: boolean;
}

export interface LeaveBalanceMapping {
  onePayTypePerRow: boolean;
  payIdColumn: string;
  /** one pay type per row: the column naming the row's pay type (its code or name) */
  paytypeNameColumn: string | null;
  /** the employee's weekly standard hours: a day of a byDay balance is a fifth of them */
  standardHoursColumn: string | null;
  items: MappedPayType[];
}

/** A column mapping as written: column numbers from 0, several joined with '#'. */
export const COLUMNS = /^\d{1,3}(#\d{1,3})*$/;

export const columnsOf = (mapping: string): number[] => mapping.split('#').map(Number);

/** A balance the file gives: still by pay ID, in the file's unit. */
export interface FileBalance {
  /** the sheet's row number (from 1) */
  row: number;
  payId: string;
  payTypeId: string;
  value: number;
  byDay: boolean;
  /** the row's standard hours, when mapped and given */
  standardHours: number | null;
}

export interface RefusedBalanceRow {
  row: number;
  payId: string | null;
  reason: string;
}

const text = (cell: SheetCell | undefined): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
};

/** A number cell, or a text one written as a number ("12.5", "1,234.5"); null when blank, NaN when not a number. */
const numberOf = (cell: SheetCell | undefined): number | null => {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === 'number') return cell;
  const written = text(cell).replace(/,/g, '');
  if (written === '') return null;
  return /^-?\d+(\.\d+)?$/.test(written) ? Number(written) : Number.NaN;
};

/** The mapped columns' sum; null when all are blank, NaN when one is not a number. */
function sumOf(cells: readonly SheetCell[], mapping: string): number | null {
  let sum: number | null = null;
  for (const column of columnsOf(mapping)) {
    const value = numberOf(cells[column]);
    if (value === null) continue;
    sum = (sum ?? 0) + value;
  }
  return sum;
}

/**
 * The balances of the rows `from`..`to` (0-based, end excluded) by the mapping. A row without a pay ID is skipped;
 * the first row is a heading when its balance cells are not numbers. `typeOfName` matches a pay type's code or
 * name (one pay type per row) among the mapped ones.
 */
export function readBalanceRows(
  table: readonly (readonly SheetCell[])[],
  mapping: LeaveBalanceMapping,
  typeOfName: (name: string) => string | null,
  from: number,
  to: number,
): { balances: FileBalance[]; refused: RefusedBalanceRow[] } {
  const balances: FileBalance[] = [];
  const refused: RefusedBalanceRow[] = [];
  const itemOf = new Map(mapping.items.map((i) => [i.payTypeId, i]));
  for (let index = from; index < Math.min(to, table.length); index++) {
    const cells = table[index] ?? [];
    const row = index + 1;
    const payId = columnsOf(mapping.payIdColumn)
      .map((c) => text(cells[c]))
      .join('');
    if (payId === '') continue;
    const standardHours = mapping.standardHoursColumn === null ? null : sumOf(cells, mapping.standardHoursColumn);
    let items: MappedPayType[];
    if (mapping.onePayTypePerRow) {
      const name = text(cells[columnsOf(mapping.paytypeNameColumn ?? '0')[0] ?? 0]);
      const payTypeId = typeOfName(name);
      const item = payTypeId ? itemOf.get(payTypeId) : undefined;
      if (!item) {
        if (index === 0) continue;
        refused.push({ row, payId, reason: `"${name}" is not a pay type of the import settings` });
        continue;
      }
      items = [item];
    } else {
      items = mapping.items;
    }
    const values = items.map((item) => ({ item, value: sumOf(cells, item.paytypeColumn) }));
    if (values.some((v) => v.value !== null && Number.isNaN(v.value))) {
      if (index !== 0) refused.push({ row, payId, reason: 'a balance is not a number' });
      continue;
    }
    if (standardHours !== null && Number.isNaN(standardHours)) {
      if (index !== 0) refused.push({ row, payId, reason: 'the standard hours are not a number' });
      continue;
    }
    for (const { item, value } of values) {
      if (value === null) continue;
      balances.push({ row, payId, payTypeId: item.payTypeId, value, byDay: item.byDay, standardHours });
    }
  }
  return { balances, refused };
}

/**
 * A balance in hours: as given, or days × the day's hours (a fifth of the row's standard hours, else the day the
 * pay type or the employee gives); null when a byDay balance has no day length.
 */
export function balanceHours(balance: FileBalance, dayHours: number | null): number | null {
  if (!balance.byDay) return round4(balance.value);
  const day = balance.standardHours !== null && balance.standardHours > 0 ? balance.standardHours / 5 : dayHours;
  return day === null ? null : round4(balance.value * day);
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;
