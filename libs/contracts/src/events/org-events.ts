export const ORG_COMPANY_CHANGED_V1 = 'org.company.changed.v1';
export const ORG_EMPLOYEE_CHANGED_V1 = 'org.employee.changed.v1';
export const ORG_PAY_GROUP_CHANGED_V1 = 'org.paygroup.changed.v1';
export const ORG_PAY_TYPE_CHANGED_V1 = 'org.paytype.changed.v1';
export const ORG_DEPARTMENT_CHANGED_V1 = 'org.department.changed.v1';

export interface CompanyChangedV1 {
  companyId: string;
  name: string;
  code: string;
  timeZoneId: string;
  deviceToken: string;
  exceptionThreshold: number;
  exceptionLDThreshold: number;
  exceptionToggles: Record<string, boolean>;
  /** employee licences (optional: added after v1 was first published) */
  licenses?: number;
  appLicenses?: number;
}

export interface EmployeeChangedV1 {
  employeeId: string;
  userId: string | null;
  clockId: number | null;
  payId: string | null;
  firstName: string;
  lastName: string;
  employeeStatus: 'Active' | 'Inactive' | 'Terminated';
  departmentId: string | null;
  paygroupId: string | null;
  /** IANA zone of the employee's structure node (nearest ancestor with a zone), else the company's */
  timeZoneId: string;
  standardHours: number | null;
  guaranteedHours: number | null;
  hireOnDate: string | null;
  terminateDate: string | null;
  scheduleId: string | null;
  timeRoundingId: string | null;
  /** the employee's skills (optional: added after v1 was first published) */
  skillIds?: string[];
}

export interface PayGroupChangedV1 {
  payGroupId: string;
  name: string;
  deleted: boolean;
  /** the engine's PayGroupRules, as stored */
  rules: Record<string, unknown>;
}

export interface PayTypeChangedV1 {
  payTypeId: string;
  code: string;
  name: string;
  role: string | null;
  isOvertime: boolean;
  isLeave: boolean;
  isAllowance: boolean;
  payRateFactor: number | null;
  deleted: boolean;
  /** optional v1 additions: whether leave of this type is paid (unpaid leave never counts toward overtime), active */
  paidLeave?: boolean;
  active?: boolean;
}

export interface DepartmentChangedV1 {
  departmentId: string;
  parentId: string | null;
  level: 'division' | 'branch' | 'department' | 'position' | null;
  name: string;
  code: string | null;
  status: 'Active' | 'Inactive';
  timeZoneId: string | null;
  deleted: boolean;
}
