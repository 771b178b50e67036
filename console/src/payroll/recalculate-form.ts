// The Global Recalculate form as plain functions (spec 002 §3 "Global recalculate", §5): its values, field errors
// and the body of POST /recalculate/recalculate.
import type { RecalculateBody } from '@rollcall/api-client';
import { RECALCULATE_MESSAGES as M } from './payroll-messages';

export interface RecalculateValues {
  byEmployee: boolean;
  employees: string[];
  departments: string[];
  startDate: string;
  endDate: string;
}

export function blankRecalculate(today: string): RecalculateValues {
  return { byEmployee: true, employees: [], departments: [], startDate: today, endDate: today };
}

/** Field errors by name: employees or departments (whichever the form is by), and the date range. */
export function recalculateErrors(values: RecalculateValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.byEmployee && values.employees.length === 0) errors.employees = M.employeesRequired;
  if (!values.byEmployee && values.departments.length === 0) errors.departments = M.departmentsRequired;
  if (!values.startDate) errors.startDate = M.startRequired;
  if (!values.endDate) errors.endDate = M.endRequired;
  if (values.startDate && values.endDate && values.endDate < values.startDate) errors.endDate = M.endBeforeStart;
  return errors;
}

/** Only the list the form is by is sent. */
export function recalculateBody(values: RecalculateValues): RecalculateBody {
  return {
    byEmployee: values.byEmployee,
    ...(values.byEmployee ? { employees: values.employees } : { departments: values.departments }),
    startDate: values.startDate,
    endDate: values.endDate,
  };
}

/** How far a queued recalculation has come: days done of those queued when it was submitted (never below 0). */
export function progressOf(queuedAtStart: number, queuedNow: number): { done: number; total: number } {
  const total = Math.max(queuedAtStart, queuedNow, 0);
  return { done: Math.max(0, total - queuedNow), total };
}
