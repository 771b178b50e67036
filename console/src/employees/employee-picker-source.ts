// The employee pickers' calls: a page of Active employees matching the text typed (searched on the server, as the
// employees table searches), and the chosen ones by id. Never the whole company.
import type { EmployeeListRow, EmployeePage } from '@rollcall/api-client';
import { api } from '../api/client';
import type { PickerOption, PickerPageSize, PickerSource } from '../kit/search-picker';
import { employeeLabel } from './employee-options';

/** One page of the Active employees matching `search`, by name ("first last"), within `departmentIds` (none: all). */
export function searchEmployees(search: string, pageSize: PickerPageSize, departmentIds = ''): Promise<EmployeePage> {
  return api.pageEmployees({
    query: {
      employeeStatus: 'Active',
      pageSize,
      sort: 'name',
      ...(search ? { search } : {}),
      ...(departmentIds ? { departmentIds } : {}),
    },
  });
}

/** An employee as a searching picker offers it: "first last", the clock id beside, inactive when not Active. */
export function employeePickerOption(row: EmployeeListRow): PickerOption {
  return {
    value: row.id,
    label: employeeLabel(row),
    detail: row.clockId == null ? undefined : String(row.clockId),
    inactive: row.employeeStatus !== 'Active',
  };
}

/** The source of a many-employees picker (kit/SearchMultiPicker.tsx). */
export const employeePickerSource: PickerSource = {
  key: ['employees', 'picker-source'],
  search: async (text, pageSize) => {
    const page = await searchEmployees(text, pageSize);
    return { options: page.rows.map(employeePickerOption), total: page.total };
  },
  byIds: async (ids) => (await api.getEmployeesByIds({ query: { ids: ids.join(',') } })).map(employeePickerOption),
};
