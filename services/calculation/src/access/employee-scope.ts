import type { PeopleColumns } from '@rollcall/platform';
import { CALCULATION } from '../calculation.constants.js';

/**
 * Where calculation checks whose timesheets a caller sees: its read models of employees (`e`) and structure
 * nodes, kept from organisation's events.
 */
export const EMPLOYEE_SCOPE_COLUMNS: PeopleColumns = {
  employeeId: 'e.id',
  departmentId: 'e.department_id',
  nodes: `"${CALCULATION}".departments`,
};
