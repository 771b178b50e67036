import type { PeopleColumns } from '@rollcall/platform';
import { ORGANISATION } from '../organisation.constants.js';

/** Where organisation checks whose employee records a caller sees: `e` is the employees table's alias. */
export const EMPLOYEE_SCOPE_COLUMNS: PeopleColumns = {
  employeeId: 'e.id',
  departmentId: 'e.department_id',
  nodes: `"${ORGANISATION}".departments`,
};
