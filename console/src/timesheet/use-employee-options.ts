import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { employeeOptions } from '../employees/employee-options';
import { searchEmployees } from '../employees/employee-picker-source';
import { useDebounced } from '../kit/use-debounced';
import { useDepartmentFilter } from '../structure/use-department-filter';

/** How many employees the picker offers at once (the largest page the server gives); typing narrows the search. */
export const PICKER_PAGE_SIZE = 100;

/**
 * Active employees for the timesheet's picker matching `search` (searched on the server, as the employees table
 * searches), within the header's department filter: one page, never the whole company.
 */
export function useEmployeeSearch(search: string) {
  const headerFilter = useDepartmentFilter();
  const departmentIds = headerFilter.subtree.join(',');
  const text = useDebounced(search.trim());
  return useQuery({
    queryKey: ['employees', 'picker', departmentIds, text],
    queryFn: () => searchEmployees(text, PICKER_PAGE_SIZE, departmentIds),
    select: (page) => ({ options: employeeOptions(page.rows), total: page.total, search: text }),
    placeholderData: keepPreviousData,
    enabled: headerFilter.ready,
  });
}
