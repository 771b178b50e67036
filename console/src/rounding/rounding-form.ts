// The rounding rule form (spec 002 §3 RoundingRule, §5 validation): values, row editing and the checks made before
// anything is sent.

import type { RoundingDetail, RoundingSaveRequest } from '@rollcall/api-client';
import { ROUNDING_MESSAGES } from './rounding-messages';

export const MAX_ROWS = 20;

/** One editable row; the numbers are kept as typed (text) until saved. */
export interface RowValues {
  key: number;
  fromTime: string;
  toT: string;
  value: string;
}

export interface RoundingFormValues {
  name: string;
  description: string;
  active: boolean;
  rows: RowValues[];
}

let nextKey = 1;
const keyed = (row: Omit<RowValues, 'key'>): RowValues => ({ key: nextKey++, ...row });

export function roundingFormValues(detail: RoundingDetail | null): RoundingFormValues {
  if (!detail)
    return { name: '', description: '', active: true, rows: [keyed({ fromTime: '0', toT: '1', value: '0' })] };
  return {
    name: detail.name,
    description: detail.description ?? '',
    active: detail.active,
    rows: [...detail.rules]
      .sort((a, b) => (a.orderNumber ?? 0) - (b.orderNumber ?? 0))
      .map((r) => keyed({ fromTime: String(r.fromTime), toT: String(r.toT), value: String(r.value) })),
  };
}

const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** A row to append: it starts just after the previous row's To (the first at 0), ends a minute later, value 0. */
export function appendRow(rows: RowValues[]): RowValues[] {
  const last = rows[rows.length - 1];
  const previousTo = last ? numberOf(last.toT) : Number.NaN;
  const from = Number.isFinite(previousTo) ? Math.min(previousTo + 1, 60) : 0;
  return [...rows, keyed({ fromTime: String(from), toT: String(Math.min(from + 1, 60)), value: '0' })];
}

export function removeRow(rows: RowValues[], key: number): RowValues[] {
  return rows.filter((r) => r.key !== key);
}

export function canAddRow(rows: RowValues[]): boolean {
  return rows.length < MAX_ROWS;
}

/** The first problem of the form, as the spec's warning; null when it can be sent. */
export function roundingFormProblem(values: RoundingFormValues): { field: 'name' | 'rules'; message: string } | null {
  if (values.name.trim() === '') return { field: 'name', message: ROUNDING_MESSAGES.nameRequired };
  const rows = values.rows;
  if (rows.length === 0) return { field: 'rules', message: ROUNDING_MESSAGES.noRules };
  if (rows.length > MAX_ROWS) return { field: 'rules', message: ROUNDING_MESSAGES.tooManyRules };
  const numbers = rows.map((r) => [numberOf(r.fromTime), numberOf(r.toT), numberOf(r.value)] as const);
  if (numbers.some(([from, to]) => !(to > from))) return { field: 'rules', message: ROUNDING_MESSAGES.toNotAfterFrom };
  if (numbers.some((ns) => ns.some((n) => !Number.isFinite(n) || n < 0 || n > 60)))
    return { field: 'rules', message: ROUNDING_MESSAGES.outOfRange };
  const overlaps = numbers.some(([from, to], i) =>
    numbers.some(([otherFrom, otherTo], j) => j < i && otherFrom <= to && from <= otherTo),
  );
  if (overlaps) return { field: 'rules', message: ROUNDING_MESSAGES.overlap };
  return null;
}

export function roundingSaveBody(id: string | null, values: RoundingFormValues): RoundingSaveRequest {
  return {
    ...(id ? { id } : {}),
    name: values.name.trim(),
    description: values.description.trim() === '' ? null : values.description.trim(),
    active: values.active,
    rules: values.rows.map((r, i) => ({
      orderNumber: i + 1,
      fromTime: Number(r.fromTime),
      toT: Number(r.toT),
      value: Number(r.value),
    })),
  };
}
