import type { CreateCustomerAdminRequest, CustomerFeatureSettings, NewCustomerRequest } from '@rollcall/api-client';
import { isEmail } from '../session/validation';

// The Superadmin's customer forms as plain functions: values, validation, bodies, and the first admin's creation.

const REQUIRED = 'This field is required.';
const WHOLE = 'Enter a whole number, 0 or more.';

export interface CustomerFormValues {
  name: string;
  code: string;
  timeZoneId: string;
  licenses: string;
  appLicenses: string;
}

export interface AdminFormValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirm_password: string;
}

export type Errors<T> = Partial<Record<keyof T, string>>;

export const emptyCustomer = (): CustomerFormValues => ({
  name: '',
  code: '',
  timeZoneId: 'Pacific/Auckland',
  licenses: '10',
  appLicenses: '0',
});

export const emptyAdmin = (): AdminFormValues => ({
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirm_password: '',
});

const wholeNumber = (v: string): boolean => /^\d+$/.test(v.trim()) && Number(v) <= 1_000_000;

/** `creating`: code and time zone are asked only for a new company (they are not edited here). */
export function validateCustomer(v: CustomerFormValues, creating: boolean): Errors<CustomerFormValues> {
  const errors: Errors<CustomerFormValues> = {};
  if (!v.name.trim()) errors.name = REQUIRED;
  if (creating && !v.code.trim()) errors.code = REQUIRED;
  if (creating && !v.timeZoneId) errors.timeZoneId = REQUIRED;
  if (!v.licenses.trim()) errors.licenses = REQUIRED;
  else if (!wholeNumber(v.licenses)) errors.licenses = WHOLE;
  if (v.appLicenses.trim() && !wholeNumber(v.appLicenses)) errors.appLicenses = WHOLE;
  return errors;
}

export function validateAdmin(v: AdminFormValues): Errors<AdminFormValues> {
  const errors: Errors<AdminFormValues> = {};
  if (!v.firstName.trim()) errors.firstName = REQUIRED;
  if (!v.lastName.trim()) errors.lastName = REQUIRED;
  if (!v.email.trim()) errors.email = REQUIRED;
  else if (!isEmail(v.email.trim())) errors.email = 'Invalid Email address!';
  if (!v.password) errors.password = 'Please input your password!';
  if (!v.confirm_password) errors.confirm_password = 'Please confirm your password!';
  else if (v.password !== v.confirm_password)
    errors.confirm_password = 'The two passwords that you entered do not match!';
  return errors;
}

export const newCustomerBody = (v: CustomerFormValues): NewCustomerRequest => ({
  name: v.name.trim(),
  code: v.code.trim(),
  timeZoneId: v.timeZoneId,
  licenses: Number(v.licenses),
  appLicenses: v.appLicenses.trim() ? Number(v.appLicenses) : 0,
});

export const adminBody = (v: AdminFormValues): CreateCustomerAdminRequest => ({
  firstName: v.firstName.trim(),
  lastName: v.lastName.trim(),
  email: v.email.trim(),
  password: v.password,
});

/**
 * Creates the first admin, asking again while identity answers noCompany: it learns of a new company from
 * organisation's event, a moment after the company is made.
 */
export async function createAdminWhenKnown<T>(
  create: () => Promise<T>,
  isNoCompany: (failure: unknown) => boolean,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  attempts = 20,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await create();
    } catch (failure) {
      if (attempt >= attempts || !isNoCompany(failure)) throw failure;
      await wait(250 * Math.min(attempt, 4));
    }
  }
}

/** The features a Superadmin switches on for a customer (server: customer-settings.ts), with their labels. */
export const FEATURES = [
  ['useTimeClock', 'Time clock (Clock IDs)'],
  ['mobileApp', 'Mobile app'],
  ['isSkillEnabled', 'Skills'],
  ['isJobCodeEnabled', 'Job codes'],
  ['isTaskCodeEnabled', 'Task codes'],
  ['isPositionCodeEnabled', 'Position codes (punch codes)'],
  ['isSiteCodeEnabled', 'Site codes'],
  ['multiShiftView', 'Multi-shift view (dashboard)'],
  ['isShiftBudgetEnabled', 'Shift budget'],
  ['allowEditBreakTime', 'Edit break time'],
  ['allowAutoPunch', 'Auto punch'],
  ['allowEditWorkCode', 'Edit work code'],
  ['allowLeaveTime', 'Leave time'],
  ['allowManualPunch', 'Manual punch'],
  ['isTimeApprovalEnabled', 'Time approval'],
  ['hideApproveOT', 'Hide overtime approval'],
  ['isCalderStewart', 'Leave requests screen'],
  ['isTimesheetNewUiEnabled', 'New timesheet screen'],
] as const satisfies readonly (readonly [
  keyof Omit<CustomerFeatureSettings, 'outFaceTypeId' | 'payrollTemplateExportCodes'>,
  string,
])[];

/** The payroll export interfaces the console knows by name; others can be typed in. */
export const KNOWN_EXPORT_INTERFACES = [
  ['XeroPayType', 'Xero pay type'],
  ['GreenTreeJobCosting', 'GreenTree job costing'],
] as const;

/** Only the features that differ from what is stored are sent; a blank export interface means none. */
export function featureChangeBody(
  stored: CustomerFeatureSettings,
  wanted: CustomerFeatureSettings,
): Partial<CustomerFeatureSettings> {
  const out: Partial<CustomerFeatureSettings> = {};
  for (const [flag] of FEATURES) if (stored[flag] !== wanted[flag]) out[flag] = wanted[flag];
  const outFace = wanted.outFaceTypeId?.trim() || null;
  if (outFace !== (stored.outFaceTypeId ?? null)) out.outFaceTypeId = outFace;
  // the order matters: the first template is the company's default
  if (wanted.payrollTemplateExportCodes.join() !== stored.payrollTemplateExportCodes.join())
    out.payrollTemplateExportCodes = wanted.payrollTemplateExportCodes;
  return out;
}
