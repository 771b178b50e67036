import type { PayCardAnswer, PayCardSaveRequest } from '@rollcall/api-client';
import { PAY_CARD_MESSAGES as M } from './pay-card-messages';

// The Pay Card's details table as a form (spec 001 §4 "Pay card detail", §5): a new line has no id and is removed
// locally; a saved manual line is deleted by call. The pay type is required on new lines, types already on the card
// are disabled, leave types are left out, options go by name; units show to 2 decimals; effUnits are numeric.

export interface PayCardLine {
  /** the form's own key (the saved id, or a local one for a new line) */
  key: string;
  id: string | null;
  payTypeId: string;
  units: string;
  effUnits: string;
  notes: string;
  manualAdd: boolean;
}

export interface PayTypeChoice {
  id: string;
  name: string;
  leaveStatus: boolean;
}

export interface PayTypeOption {
  id: string;
  name: string;
  disabled: boolean;
}

export type LineErrors = Record<string, { payTypeId?: string; units?: string; effUnits?: string }>;

/** Units as the card shows them: 2 decimals. */
export function unitsText(units: number | null | undefined): string {
  return units === null || units === undefined ? '' : units.toFixed(2);
}

export function linesOf(card: PayCardAnswer): PayCardLine[] {
  return card.details.map((d) => ({
    key: d.id,
    id: d.id,
    payTypeId: d.payTypeId,
    units: unitsText(d.units),
    effUnits: d.effUnits === null ? '' : String(d.effUnits),
    notes: d.notes ?? '',
    manualAdd: d.manualAdd,
  }));
}

export function newLine(key: string): PayCardLine {
  return { key, id: null, payTypeId: '', units: '', effUnits: '', notes: '', manualAdd: true };
}

/**
 * The pay types a line may choose, by name: no leave types (the line's own saved type stays offered, so it shows),
 * and those on another line of the card disabled.
 */
export function payTypeOptions(
  types: readonly PayTypeChoice[],
  lines: readonly PayCardLine[],
  lineKey: string,
): PayTypeOption[] {
  const own = lines.find((l) => l.key === lineKey)?.payTypeId ?? '';
  const taken = new Set(lines.filter((l) => l.key !== lineKey && l.payTypeId).map((l) => l.payTypeId));
  return types
    .filter((t) => !t.leaveStatus || t.id === own)
    .map((t) => ({ id: t.id, name: t.name, disabled: taken.has(t.id) }))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.id.localeCompare(b.id));
}

const UNITS = /^-?\d+(\.\d{1,2})?$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

export function lineErrors(lines: readonly PayCardLine[]): LineErrors {
  const errors: LineErrors = {};
  for (const line of lines) {
    const e: LineErrors[string] = {};
    if (!line.id && !line.payTypeId) e.payTypeId = M.payTypeRequired;
    if (!UNITS.test(line.units.trim())) e.units = M.unitsNumber;
    if (line.effUnits.trim() && !NUMBER.test(line.effUnits.trim())) e.effUnits = M.effUnitsNumber;
    if (Object.keys(e).length) errors[line.key] = e;
  }
  return errors;
}

/** POST /paycard/save's body: the card's fields and its lines as the parallel arrays, in the table's order. */
export function saveBody(
  card: Pick<PayCardAnswer, 'id' | 'employeeId' | 'fromDate' | 'toDate'>,
  description: string,
  lines: readonly PayCardLine[],
): PayCardSaveRequest {
  return {
    id: card.id,
    employeeId: card.employeeId,
    fromDate: card.fromDate,
    toDate: card.toDate,
    description: description.trim() || null,
    payCardDetailIdIds: lines.map((l) => l.id ?? ''),
    payTypeIds: lines.map((l) => l.payTypeId),
    units: lines.map((l) => l.units.trim()),
    effUnits: lines.map((l) => l.effUnits.trim()),
    notes: lines.map((l) => l.notes.trim()),
  };
}
