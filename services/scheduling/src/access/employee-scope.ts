import type { PeopleColumns } from '@rollcall/platform';
import { SCHEDULING } from '../scheduling.constants.js';

/**
 * Where scheduling checks whose schedules a caller reaches: its read models of employees (`e`) and structure nodes,
 * kept from organisation's events.
 */
export const EMPLOYEE_SCOPE_COLUMNS: PeopleColumns = {
  employeeId: 'e.id',
  departmentId: 'e.department_id',
  nodes: `"${SCHEDULING}".departments`,
};
