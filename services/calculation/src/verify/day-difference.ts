import type { DayResult } from '@rollcall/contracts';

/** The parts of a day result a verification compares, in the order it names them. */
export const COMPARED_FIELDS = ['status', 'payTypes', 'exceptions', 'shifts', 'explain'] as const;
export type ComparedField = (typeof COMPARED_FIELDS)[number];

export interface DayDifference {
  employeeId: string;
  date: string;
  /** the fields whose stored and fresh values differ; `missing` when nothing is stored for a day with content */
  fields: (ComparedField | 'missing')[];
  stored: Pick<DayResult, 'status' | 'payTypes' | 'exceptions'> | null;
  fresh: Pick<DayResult, 'status' | 'payTypes' | 'exceptions'>;
}

/** JSON with object keys sorted at every level, so two equal values print the same whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A day that shows nothing: what a day with no stored result looks like. */
function isEmpty(day: DayResult): boolean {
  return day.status === 'NoData' && day.shifts.length === 0 && day.payTypes.length === 0 && day.exceptions.length === 0;
}

function summary(day: DayResult): DayDifference['fresh'] {
  return { status: day.status, payTypes: day.payTypes, exceptions: day.exceptions };
}

/**
 * How a stored day result differs from a fresh calculation of the same inputs, or null when they are equal. A day
 * with nothing stored equals a fresh day that shows nothing.
 */
export function dayDifference(
  employeeId: string,
  fresh: DayResult,
  stored: DayResult | undefined,
): DayDifference | null {
  if (!stored) {
    return isEmpty(fresh)
      ? null
      : { employeeId, date: fresh.date, fields: ['missing'], stored: null, fresh: summary(fresh) };
  }
  const fields = COMPARED_FIELDS.filter((f) => canonicalJson(stored[f]) !== canonicalJson(fresh[f]));
  return fields.length === 0
    ? null
    : { employeeId, date: fresh.date, fields, stored: summary(stored), fresh: summary(fresh) };
}
