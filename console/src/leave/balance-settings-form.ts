// The leave balance settings screen's pure rules (spec 002 §2 "Leave balance settings", §3, §5): values from the
// saved mapping, the pay types each row may choose (each once), field errors and the request.
import type { LeaveBalanceSettingsAnswer, LeaveBalanceSettingsRequest } from '@rollcall/api-client';
import { BALANCE_SETTINGS_MESSAGES as M } from './leave-balance-messages';

export interface BalanceTypeRow {
  payType: string;
  paytypeColumn: string;
  byDay: boolean;
}

export interface BalanceSettingsValues {
  onePayTypePerRow: boolean;
  payIdColumn: string;
  paytypeNameColumn: string;
  isStandardHoursColumn: boolean;
  standardHoursColumn: string;
  rows: BalanceTypeRow[];
}

/** A new row: no pay type yet, its balance in column 1 (the spec's default). */
export const blankTypeRow = (): BalanceTypeRow => ({ payType: '', paytypeColumn: '1', byDay: false });

export function balanceSettingsValues(answer: LeaveBalanceSettingsAnswer): BalanceSettingsValues {
  return {
    onePayTypePerRow: answer.onePayTypePerRow,
    payIdColumn: answer.payIdColumn ?? '',
    paytypeNameColumn: answer.paytypeNameColumn ?? '',
    isStandardHoursColumn: answer.isStandardHoursColumn,
    standardHoursColumn: answer.standardHoursColumn ?? '',
    rows: answer.leavebalanceVoList.length
      ? answer.leavebalanceVoList.map((r) => ({
          payType: r.payType,
          paytypeColumn: r.paytypeColumn,
          byDay: r.byDay ?? false,
        }))
      : [blankTypeRow()],
  };
}

/** The leave types row `index` may choose: those no other row has chosen. */
export function typeChoices<T extends { id: string }>(
  types: readonly T[],
  rows: readonly BalanceTypeRow[],
  index: number,
) {
  const taken = new Set(rows.filter((_, i) => i !== index).map((r) => r.payType));
  return types.filter((t) => !taken.has(t.id));
}

const COLUMNS = /^\d+(#\d+)*$/;

/** Field errors by name (`rows.N.payType`, `rows.N.paytypeColumn` for the pay type rows). */
export function balanceSettingsErrors(v: BalanceSettingsValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const column = (name: string, value: string, required: string) => {
    if (!value.trim()) errors[name] = required;
    else if (!COLUMNS.test(value.trim())) errors[name] = M.columnFormat;
  };
  column('payIdColumn', v.payIdColumn, M.payIdRequired);
  if (v.onePayTypePerRow) column('paytypeNameColumn', v.paytypeNameColumn, M.payTypeNameRequired);
  if (v.isStandardHoursColumn) column('standardHoursColumn', v.standardHoursColumn, M.standardHoursRequired);
  v.rows.forEach((row, i) => {
    if (!row.payType) errors[`rows.${i}.payType`] = M.payTypeRequired;
    column(`rows.${i}.paytypeColumn`, row.paytypeColumn, M.columnRequired);
  });
  if (v.rows.length === 0) errors.rows = M.noPayType;
  return errors;
}

/** The save's request: the pay type name column only one per row, the standard hours column null when off. */
export function balanceSettingsBody(v: BalanceSettingsValues): LeaveBalanceSettingsRequest {
  return {
    onePayTypePerRow: v.onePayTypePerRow,
    payIdColumn: v.payIdColumn.trim(),
    paytypeNameColumn: v.onePayTypePerRow ? v.paytypeNameColumn.trim() : null,
    isStandardHoursColumn: v.isStandardHoursColumn,
    standardHoursColumn: v.isStandardHoursColumn ? v.standardHoursColumn.trim() : null,
    leavebalanceVoList: v.rows.map((r) => ({
      payType: r.payType,
      paytypeColumn: r.paytypeColumn.trim(),
      byDay: r.byDay,
    })),
  };
}
