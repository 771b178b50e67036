import type { TimesheetChange } from '@rollcall/api-client';

// A day's history as the timesheet shows it (issue 11, "history"): what changed, and its fields before and after.

const ENTITY: Record<TimesheetChange['entity'], string> = {
  punch: 'Punch',
  punchPair: 'Punch pair',
  shift: 'Shift',
  payCard: 'Pay card',
  leave: 'Leave',
};

/** "Punch created", "Shift updated", … */
export function changeTitle(change: Pick<TimesheetChange, 'entity' | 'action'>): string {
  return `${ENTITY[change.entity] ?? change.entity} ${change.action}`;
}

function fieldText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '--';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * The fields a change touched, each with its value before and after ("--" where there was none): for an update
 * only the fields that differ; for a creation or a deletion every field of the record.
 */
export function changedFields(change: Pick<TimesheetChange, 'before' | 'after'>): {
  field: string;
  before: string;
  after: string;
}[] {
  const before = change.before ?? {};
  const after = change.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .map((field) => ({ field, before: fieldText(before[field]), after: fieldText(after[field]) }))
    .filter((f) => !(change.before && change.after) || f.before !== f.after);
}
