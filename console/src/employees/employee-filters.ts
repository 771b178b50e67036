import type { EmployeeStatus } from './employee-queries';

const EMPLOYEE_STATUSES: EmployeeStatus[] = ['Active', 'Inactive', 'Terminated'];

// The employees list's query-parameter filters (spec 000 §2): status (default Active) and departmentIds (many).

export interface EmployeeFilters {
  status: EmployeeStatus;
  departmentIds: string[];
}

export function readFilters(params: URLSearchParams): EmployeeFilters {
  const raw = params.get('status');
  const status = EMPLOYEE_STATUSES.includes(raw as EmployeeStatus) ? (raw as EmployeeStatus) : 'Active';
  const departmentIds = params
    .getAll('departmentIds')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  return { status, departmentIds };
}

export function filtersSearch(filters: EmployeeFilters): string {
  const params = new URLSearchParams();
  params.set('status', filters.status);
  for (const id of filters.departmentIds) params.append('departmentIds', id);
  return params.toString();
}
