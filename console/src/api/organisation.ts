// The organisation calls of docs/api.md ("Organisation") through the generated client.
import type {
  ChildCompanyStructure,
  DepartmentDetail,
  DepartmentNode as DepartmentNodeAnswer,
  DepartmentSaveRequest,
  EmployeeSaveRequest,
  EmployeeStatusRequest,
} from '@rollcall/api-client';
import { api } from './client';

export type { EmployeeDetail, LicenceCount } from '@rollcall/api-client';

export type EmployeeStatus = EmployeeStatusRequest['status'];
export const EMPLOYEE_STATUSES: EmployeeStatus[] = ['Active', 'Inactive', 'Terminated'];
export type TreeStatus = 'All' | 'Active' | 'Inactive';
export type Level = 'division' | 'branch' | 'department' | 'position';

/** A structure node with the root's level and parent as null (the document leaves them out when empty). */
export interface DepartmentNode extends Omit<
  DepartmentNodeAnswer,
  'level' | 'parent' | 'children' | 'status' | 'structureName' | 'labelName'
> {
  level: Level | null;
  status: string;
  structureName?: string;
  labelName?: string;
  parent: string | null;
  children: DepartmentNode[];
}

export interface DepartmentForm extends Omit<DepartmentDetail, 'level' | 'parent'> {
  level: Level | null;
  parent: string | null;
}

export interface ChildStructure extends Omit<ChildCompanyStructure, 'level'> {
  level: Level | null;
}

function nodeOf(answer: DepartmentNodeAnswer): DepartmentNode {
  return {
    ...answer,
    level: answer.level ?? null,
    parent: answer.parent ?? null,
    children: answer.children.map(nodeOf),
  };
}

export const organisationApi = {
  getEmployee: (id: string) => api.getEmployee({ path: { id } }),
  nextClockId: () => api.getNextClockId(),
  licenceCount: () => api.getEmployeeLicenceCount(),
  appLicenceCount: () => api.getAppLicenceCount(),
  saveEmployee: (body: EmployeeSaveRequest) => api.saveEmployee({ body }),
  saveEmployeeStatus: (body: EmployeeStatusRequest) => api.saveEmployeeStatus({ body }),
  departmentTree: async (status: TreeStatus): Promise<DepartmentNode[]> =>
    (await api.getDepartmentTree({ query: { status } })).map(nodeOf),
  getDepartment: async (id: string): Promise<DepartmentForm> => {
    const answer = await api.getDepartment({ path: { id } });
    return { ...answer, level: answer.level ?? null, parent: answer.parent ?? null };
  },
  childStructure: async (id: string): Promise<ChildStructure> => {
    const answer = await api.getChildCompanyStructure({ path: { id } });
    return { ...answer, level: answer.level ?? null };
  },
  nextPunchCode: () => api.getNextPunchCode(),
  saveDepartment: (body: DepartmentSaveRequest) => api.saveDepartment({ body }),
  deleteDepartments: (ids: string[]) => api.deleteDepartments({ body: { ids } }),
  listTimeZones: () => api.listTimeZones(),
};
