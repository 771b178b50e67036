// Global Leave's form as plain functions (spec 002 §3 "Global leave", §5): its values, field errors and the body of
// POST /global-leave/save.
import type { GlobalLeaveRequest } from '@rollcall/api-client';
import { leaveFormErrors, leaveFormValues, leaveSaveBody, type LeaveFormValues } from './leave-form';
import { GLOBAL_LEAVE_MESSAGES as M } from './leave-messages';

export interface GlobalLeaveValues extends LeaveFormValues {
  byEmployee: boolean;
  employees: string[];
  departments: string[];
}

export function blankGlobalLeave(today: string): GlobalLeaveValues {
  return { ...leaveFormValues(null, { date: today }), byEmployee: true, employees: [], departments: [] };
}

/** The leave form's errors, and the employees or departments (whichever the form is by). */
export function globalLeaveErrors(values: GlobalLeaveValues): Record<string, string> {
  const errors = leaveFormErrors(values, false);
  if (values.byEmployee && values.employees.length === 0) errors.employees = M.employeesRequired;
  if (!values.byEmployee && values.departments.length === 0) errors.departments = M.departmentsRequired;
  return errors;
}

/** The leave's fields as the save sends them, the list the form is by, and the signed-in role (the spec's loginRole). */
export function globalLeaveBody(values: GlobalLeaveValues, loginRole: string | null): GlobalLeaveRequest {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a global leave has neither
  const { id, employeeId, ...fields } = leaveSaveBody(null, { ...values, employeeId: '' });
  return {
    ...fields,
    byEmployee: values.byEmployee,
    ...(values.byEmployee ? { employees: values.employees } : { departments: values.departments }),
    ...(loginRole ? { loginRole } : {}),
  };
}
