import type { UserDetail } from './user-queries';

// The user form (spec 000 §3 User (form), §5) as plain functions.

export const SUPERVISOR_ROLE = '3';
const REQUIRED = 'This field is required.';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export interface UserFormValues {
  email: string;
  firstName: string;
  lastName: string;
  middleName: string;
  changePassword: boolean;
  password: string;
  confirm_password: string;
  roleId: string;
  /** Export divisions: a list in the form, a comma-joined string on the wire */
  exportDevisions: string[];
  departments: string[];
  isLeave: boolean;
  forwardTo: string;
  mobileApp: boolean;
  pin: string;
  evacuator: boolean;
  isEmployee: boolean;
  employeeId: string;
  hireOnDateValue: string;
  departmentId: string;
  clockId: string;
  payId: string;
  paygroupId: string;
  terminateDateValue: string;
  isExport: boolean;
  timeRoundingId: string;
  name: string;
  title: string;
  mobile: string;
  phone: string;
  fax: string;
  physicalAddr: string;
  postalAddr: string;
}

/** The Employee Info fields kept as plain text (sent trimmed, blank clears). */
export const EMPLOYEE_INFO_TEXT = ['name', 'title', 'mobile', 'phone', 'fax', 'physicalAddr', 'postalAddr'] as const;

export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

export function emptyUserForm(): UserFormValues {
  return {
    email: '',
    firstName: '',
    lastName: '',
    middleName: '',
    changePassword: false,
    password: '',
    confirm_password: '',
    roleId: '',
    exportDevisions: [],
    departments: [],
    isLeave: false,
    forwardTo: '',
    mobileApp: false,
    pin: '',
    evacuator: false,
    isEmployee: false,
    employeeId: '',
    hireOnDateValue: '',
    departmentId: '',
    clockId: '',
    payId: '',
    paygroupId: '',
    terminateDateValue: '',
    isExport: true,
    timeRoundingId: '',
    name: '',
    title: '',
    mobile: '',
    phone: '',
    fax: '',
    physicalAddr: '',
    postalAddr: '',
  };
}

export function userFormValues(
  u: UserDetail,
  employee?: {
    hireOnDateValue?: string | null;
    paygroupId?: string | null;
    terminateDateValue?: string | null;
    isExport?: boolean;
    timeRoundingId?: string | null;
  } & Partial<Record<(typeof EMPLOYEE_INFO_TEXT)[number], string | null>>,
): UserFormValues {
  return {
    ...emptyUserForm(),
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    middleName: u.middleName ?? '',
    roleId: u.roleId,
    exportDevisions: (u.exportDevisions ?? '')
      .split(',')
      .map((d) => d.trim())
      .filter(Boolean),
    departments: u.departments ?? [],
    isLeave: u.isLeave,
    forwardTo: u.forwardTo ?? '',
    mobileApp: u.mobileApp,
    evacuator: u.evacuator,
    isEmployee: u.isEmployee,
    employeeId: u.employeeId ?? '',
    departmentId: u.employee?.departmentId ?? '',
    clockId: u.employee?.clockId == null ? '' : String(u.employee.clockId),
    payId: u.employee?.payId ?? '',
    hireOnDateValue: employee?.hireOnDateValue ?? '',
    paygroupId: employee?.paygroupId ?? '',
    terminateDateValue: employee?.terminateDateValue ?? '',
    isExport: employee?.isExport ?? true,
    timeRoundingId: employee?.timeRoundingId ?? '',
    ...Object.fromEntries(EMPLOYEE_INFO_TEXT.map((key) => [key, employee?.[key] ?? ''])),
  };
}

export function validateUser(v: UserFormValues, editing: boolean, hasPin: boolean): UserFormErrors {
  const e: UserFormErrors = {};
  if (!v.email.trim()) e.email = REQUIRED;
  else if (!EMAIL.test(v.email.trim())) e.email = 'Invalid Email address!';
  if (!v.firstName.trim()) e.firstName = REQUIRED;
  if (!v.lastName.trim()) e.lastName = REQUIRED;
  if (!v.roleId) e.roleId = REQUIRED;
  if (!editing || v.changePassword) {
    if (!v.password) e.password = 'Please input your password!';
    if (!v.confirm_password) e.confirm_password = 'Please confirm your password!';
    else if (v.password && v.password !== v.confirm_password)
      e.confirm_password = 'The two passwords that you entered do not match!';
  }
  if (v.roleId === SUPERVISOR_ROLE && v.departments.length === 0) e.departments = REQUIRED;
  if (v.isLeave && !v.forwardTo) e.forwardTo = REQUIRED;
  if (v.mobileApp && (v.pin || !hasPin) && !/^\d{4}$/.test(v.pin)) e.pin = 'Please input 4 digit number!';
  if (v.isEmployee) {
    if (!v.hireOnDateValue) e.hireOnDateValue = REQUIRED;
    if (!v.departmentId) e.departmentId = REQUIRED;
    if (v.clockId && !(Number.isInteger(Number(v.clockId)) && Number(v.clockId) >= 0 && Number(v.clockId) <= 999999999))
      e.clockId = 'Clock ID must be a number from 0 to 999999999.';
  }
  return e;
}

export function userSaveBody(v: UserFormValues, id: string | undefined): Record<string, unknown> {
  const body: Record<string, unknown> = {
    email: v.email.trim(),
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    middleName: v.middleName.trim(),
    roleId: v.roleId,
    isEmployee: v.isEmployee,
    isLeave: v.isLeave,
    mobileApp: v.mobileApp,
    evacuator: v.evacuator,
    changePassword: v.changePassword,
    exportDevisions: v.exportDevisions.join(','),
  };
  if (id) body.id = id;
  if (!id || v.changePassword) {
    body.password = v.password;
    body.confirm_password = v.confirm_password;
  }
  if (v.roleId === SUPERVISOR_ROLE) body.departments = v.departments;
  if (v.isLeave) body.forwardTo = v.forwardTo;
  if (v.mobileApp && v.pin) body.pin = v.pin;
  if (v.isEmployee) {
    if (v.employeeId) body.employeeId = v.employeeId;
    body.hireOnDateValue = v.hireOnDateValue;
    body.departmentId = v.departmentId;
    body.clockId = v.clockId === '' ? null : Number(v.clockId);
    body.payId = v.payId.trim();
    body.paygroupId = v.paygroupId || null;
    body.terminateDateValue = v.terminateDateValue || null;
    body.isExport = v.isExport;
    body.timeRoundingId = v.timeRoundingId || null;
    for (const key of EMPLOYEE_INFO_TEXT) body[key] = v[key].trim() || null;
  }
  return body;
}
