import type { Employee } from './employee.entity.js';

/** The employee form's GreenTree section (spec 000 §3); lastUpdate is when one of them last changed. */
export const GREENTREE_FIELDS = ['defaultActivity', 'defaultWorkcentre', 'payCostcode', 'glTransType'] as const;

type GreenTreeValues = Pick<Employee, (typeof GREENTREE_FIELDS)[number]>;

/** Whether a save changed a GreenTree field (a new employee: whether it has any). */
export function greenTreeChanged(before: GreenTreeValues | null, after: GreenTreeValues): boolean {
  return GREENTREE_FIELDS.some((key) => (before?.[key] ?? null) !== (after[key] ?? null));
}
