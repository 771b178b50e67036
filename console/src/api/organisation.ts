// The organisation calls of docs/api.md ("Organisation") that the generated client (libs/api-client/src/generated.ts)
// does not carry yet: they go through the shared HttpClient.request with the documented paths and shapes until the
// lead regenerates the client; then these can become `api.<operationId>` calls.
import type { EmployeeListRow } from '@rollcall/api-client';
import { http } from './client';

export type EmployeeStatus = 'Active' | 'Inactive' | 'Terminated';
export const EMPLOYEE_STATUSES: EmployeeStatus[] = ['Active', 'Inactive', 'Terminated'];
export type TreeStatus = 'All' | 'Active' | 'Inactive';
export type Level = 'division' | 'branch' | 'department' | 'position';

export interface LicenceCount {
  used: number;
  total: number;
  remaining: number;
}

export interface EmployeeDetail extends Partial<EmployeeListRow> {
  id: string;
  employeeId?: string;
  departmentId?: string | null;
  email?: string | null;
  reportTo?: string | null;
  showReportTo?: boolean;
  comments?: string | null;
  standardHours?: number | null;
  guaranteedHours?: number | null;
  name?: string | null;
  title?: string | null;
  physicalAddr?: string | null;
  postalAddr?: string | null;
  [key: string]: unknown;
}

export interface DepartmentNode {
  key: string;
  title: string;
  level: Level | null;
  status: string;
  parent: string | null;
  structureName?: string;
  labelName?: string;
  code?: string | null;
  punchCode?: string | null;
  children: DepartmentNode[];
}

export interface DepartmentForm {
  id: string;
  parent: string | null;
  parentName?: string | null;
  level: Level | null;
  labelName?: string;
  departmentName: string;
  code?: string | null;
  status: string;
  punchCode?: string | null;
  timeZoneId?: string | null;
  effectiveTimeZoneId?: string | null;
  payExportCode?: string | null;
  rateExportCode?: string | null;
}

export interface ChildStructure {
  level: Level | null;
  labelName: string | null;
  canCreate: boolean;
  children: { id: string; name: string; code: string | null; level: Level; status: string }[];
}

export const organisationApi = {
  listEmployees: (query: { employeeStatus?: string; departmentIds?: string }) =>
    http.request<EmployeeListRow[]>({ method: 'GET', path: '/api/employees', query }),
  getEmployee: (id: string) =>
    http.request<EmployeeDetail>({ method: 'GET', path: `/api/employees/${encodeURIComponent(id)}` }),
  nextClockId: () => http.request<{ clockId: number | null }>({ method: 'GET', path: '/api/employees/next-clock-id' }),
  licenceCount: () => http.request<LicenceCount>({ method: 'GET', path: '/api/employees/user-count' }),
  saveEmployee: (body: Record<string, unknown>) =>
    http.request<{ message: string; employeeId: string }>({
      method: 'POST',
      path: '/employee/save-without-photo',
      body,
    }),
  saveEmployeeStatus: (body: { status: EmployeeStatus; reason: string; id: string }) =>
    http.request<{ message: string }>({ method: 'POST', path: '/employee/saveStatus', body }),
  departmentTree: (status: TreeStatus) =>
    http.request<DepartmentNode[]>({ method: 'GET', path: '/api/departments', query: { status } }),
  getDepartment: (id: string) =>
    http.request<DepartmentForm>({ method: 'GET', path: `/api/departments/${encodeURIComponent(id)}` }),
  childStructure: (id: string) =>
    http.request<ChildStructure>({
      method: 'GET',
      path: `/api/departments/${encodeURIComponent(id)}/child-company-structure`,
    }),
  nextPunchCode: () => http.request<{ punchCode: string }>({ method: 'GET', path: '/api/departments/next-punch-code' }),
  saveDepartment: (body: Record<string, unknown>) =>
    http.request<{ message: string; departmentVo: { id: string } }>({ method: 'POST', path: '/department/save', body }),
  deleteDepartments: (ids: string[]) =>
    http.request<{ message: string }>({ method: 'POST', path: '/department/delete', body: { ids } }),
  listTimeZones: () => http.request<string[]>({ method: 'GET', path: '/api/timezones' }),
};
