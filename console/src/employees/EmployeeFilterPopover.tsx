import { EMPLOYEE_STATUSES } from './employee-queries';
import { StatusDepartmentFilterPopover } from '../structure/StatusDepartmentFilterPopover';
import type { EmployeeFilters } from './employee-filters';

/** The employees list's search popover: status (default Active) and departments. */
export function EmployeeFilterPopover({
  filters,
  onApply,
}: {
  filters: EmployeeFilters;
  onApply: (filters: EmployeeFilters) => void;
}) {
  return (
    <StatusDepartmentFilterPopover
      statuses={EMPLOYEE_STATUSES}
      defaultStatus="Active"
      filters={filters}
      onApply={onApply}
    />
  );
}
