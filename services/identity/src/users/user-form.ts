import { EMAIL_PATTERN } from '@rollcall/platform';
import { ROLE_IDS, roleOfId } from '@rollcall/contracts';
import type { SaveUserRequest } from './user-save.request.js';
import { newPasswordProblem } from '../accounts/password-policy.js';

export const REQUIRED = 'This field is required.';
export const PASSWORD_REQUIRED = 'Please input your password!';
export const CONFIRM_REQUIRED = 'Please confirm your password!';
export const PASSWORDS_DIFFER = 'The two passwords that you entered do not match!';
export const PIN_FORMAT = 'Please input 4 digit number!';
export const INVALID_EMAIL = 'Invalid Email address!';
export const EMPLOYEE_ROLE_NEEDS_EMPLOYEE = 'A user with the Employee role must be an employee: turn Is Employee on.';

export interface FieldProblem {
  field: string;
  message: string;
}

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isLocalDate(value: string): boolean {
  if (!LOCAL_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const blank = (value: string | null | undefined) => value === undefined || value === null || value.trim() === '';

/**
 * The user form's rules (spec 000 section 5) that need no database: which fields are required when, and the
 * spec's message for each. An empty list means the form may be saved.
 */
export function checkUserForm(form: SaveUserRequest): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const problem = (field: string, message: string) => problems.push({ field, message });
  const creating = !form.id;

  if (blank(form.email)) problem('email', REQUIRED);
  else if (!EMAIL_PATTERN.test(form.email ?? '') || (form.email ?? '').length > 320) problem('email', INVALID_EMAIL);
  if (blank(form.firstName)) problem('firstName', REQUIRED);
  else if ((form.firstName ?? '').length > 100) problem('firstName', 'firstName must be at most 100 characters');
  if (blank(form.lastName)) problem('lastName', REQUIRED);
  else if ((form.lastName ?? '').length > 100) problem('lastName', 'lastName must be at most 100 characters');

  if (creating || form.changePassword) {
    if (!form.password) problem('password', PASSWORD_REQUIRED);
    else if (form.password.length > 1024) problem('password', 'password must be at most 1024 characters');
    else {
      const weak = newPasswordProblem(form.password);
      if (weak) problem('password', weak);
    }
    if (!form.confirm_password) problem('confirm_password', CONFIRM_REQUIRED);
    else if (form.password && form.password !== form.confirm_password) problem('confirm_password', PASSWORDS_DIFFER);
  }

  const role = blank(form.roleId) ? undefined : roleOfId(form.roleId ?? '');
  if (blank(form.roleId)) problem('roleId', REQUIRED);
  else if (!role) problem('roleId', `roleId must be one of ${Object.values(ROLE_IDS).join(', ')}`);
  if (role === 'Supervisor' && !form.departments?.length) problem('departments', REQUIRED);
  if (role === 'Employee' && !form.isEmployee) problem('isEmployee', EMPLOYEE_ROLE_NEEDS_EMPLOYEE);

  if (form.isLeave && !form.forwardTo) problem('forwardTo', REQUIRED);
  if (!blank(form.pin) && !/^\d{4}$/.test(form.pin ?? '')) problem('pin', PIN_FORMAT);

  if (form.isEmployee) {
    if (blank(form.hireOnDateValue)) problem('hireOnDateValue', REQUIRED);
    else if (!isLocalDate(form.hireOnDateValue ?? ''))
      problem('hireOnDateValue', 'hireOnDateValue must be a date YYYY-MM-DD');
    if (!blank(form.terminateDateValue)) {
      if (!isLocalDate(form.terminateDateValue ?? '')) {
        problem('terminateDateValue', 'terminateDateValue must be a date YYYY-MM-DD');
      } else if (form.hireOnDateValue && (form.terminateDateValue ?? '') < form.hireOnDateValue) {
        problem('terminateDateValue', 'terminateDateValue must not be before hireOnDateValue');
      }
    }
    if (blank(form.departmentId)) problem('departmentId', REQUIRED);
    const clockId = form.clockId;
    if (
      clockId !== undefined &&
      clockId !== null &&
      (!Number.isInteger(clockId) || clockId < 0 || clockId > 999999999)
    ) {
      problem('clockId', 'Clock ID must be a whole number from 0 to 999999999');
    }
  }
  return problems;
}
