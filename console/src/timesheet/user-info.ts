import type { Sorter } from '../kit/table/table-settings';

// The timesheet's User Info card (spec 001 §2): hours as the card shows them, and the order its previous and next
// employee arrows follow.

/** Standard and Guaranteed Hours: one decimal and 'hrs' (spec 001 §9); '--' when the employee has none. */
export function hoursText(hours: number | null | undefined): string {
  return hours === null || hours === undefined ? '--' : `${hours.toFixed(1)} hrs`;
}

/** The employees table whose saved sort the arrows follow (console/src/employees/EmployeeListScreen.tsx). */
export const EMPLOYEE_TABLE_ID = 'employee-list';

/** The employees list's sort keys the server's neighbours call knows (GET /api/employees/{id}/neighbours). */
const SORT_KEYS = new Set([
  'clockId',
  'payId',
  'name',
  'firstName',
  'lastName',
  'middleName',
  'departmentName',
  'hireOnDateValue',
  'terminateDateValue',
  'employeeStatus',
  'mobile',
  'phone',
  'fax',
  'isExport',
  'statusApp',
  'payGroupName',
  'timeRoundingName',
]);

/** The saved sort of the employees table, else lastName ascending (spec 001 §2). */
export function neighbourOrder(saved: Sorter | null): Sorter {
  return saved && SORT_KEYS.has(saved.key) ? saved : { key: 'lastName', order: 'ascend' };
}
