import type { DaysCalculatedUpdate } from '../api/use-live-updates';
import type { Period } from './period';

/**
 * Whether a days-calculated push touches the timesheet on screen: its employee, a date of its period (dates are
 * YYYY-MM-DD, so they compare as text).
 */
export function touchesTimesheet(update: DaysCalculatedUpdate, employeeId: string, period: Period): boolean {
  return update.employees.some(
    (e) => e.employeeId === employeeId && e.dates.some((date) => date >= period.fromT && date <= period.toT),
  );
}
