// The Payroll Transfer table's period filter (spec 002 §2, §9: 'Recent 3 months' by default; a missing `days`
// means All).

export const DAYS_OPTIONS = [
  { value: '90', label: 'Recent 3 months' },
  { value: 'advance', label: 'Advance pay periods' },
  { value: '365', label: 'Recent year' },
  { value: '730', label: 'Recent 2 years' },
  { value: 'all', label: 'All' },
] as const;

export type DaysFilter = (typeof DAYS_OPTIONS)[number]['value'];

export const DEFAULT_DAYS: DaysFilter = '90';

/** The search's `days`: left out for All. */
export function daysQuery(days: DaysFilter): { days?: string } {
  return days === 'all' ? {} : { days };
}

/** The filter a stored or typed value names, else the default. */
export function daysFilterOf(value: string | null | undefined): DaysFilter {
  return DAYS_OPTIONS.find((o) => o.value === value)?.value ?? DEFAULT_DAYS;
}
