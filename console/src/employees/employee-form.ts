import type { EmployeeDetail } from '@rollcall/api-client';
import { formatDateTime } from '../kit/dates';
import { isEmail } from '../session/validation';

// The employee form (spec 000 §3 Employee (form), §5): its values, what it starts with, its rules, what is sent.

export const REQUIRED = 'This field is required.';

export interface EmployeeFormValues {
  firstName: string;
  lastName: string;
  middleName: string;
  email: string;
  changePassword: boolean;
  password: string;
  confirm_password: string;
  departmentId: string;
  hireOnDateValue: string;
  terminateDateValue: string;
  clockId: string;
  payId: string;
  paygroupId: string;
  reportTo: string;
  standardHours: string;
  guaranteedHours: string;
  isExport: boolean;
  isSupervisor: boolean;
  /** Management: the nodes a supervisor manages */
  departments: string[];
  transferPositions: string[];
  /** skill ids (GET /api/skills), only while skills are enabled */
  skills: string[];
  timeRoundingId: string;
  /** the GreenTree section, only for the GreenTree job-costing export */
  defaultActivity: string;
  defaultWorkcentre: string;
  payCostcode: string;
  glTransType: string;
  payRate: string;
  comments: string;
  workflowId: string;
  externalId: string;
  statusApp: boolean;
  showonDashboard: boolean;
  noGPS: boolean;
  noGeoFence: boolean;
  evacuator: boolean;
  pin: string;
  mobileIMEI: string;
  name: string;
  title: string;
  physicalAddr: string;
  postalAddr: string;
  mobile: string;
  phone: string;
  fax: string;
}

export type EmployeeFormErrors = Partial<Record<keyof EmployeeFormValues, string>>;

export interface EmployeeFormRules {
  /** the time clock is used: clockId required, 0 to 999999999 */
  useTimeClock: boolean;
  /** payId required (not for the Xero-style pay type or WorkflowMax) */
  payIdRequired: boolean;
  /** WorkflowMax: workflowId required */
  workflowIdRequired: boolean;
  /** the viewer may update payRate: the field shows and is sent */
  withPayRate?: boolean;
  /** the GreenTree section shows and is sent (settings.outFaceTypeId is the GreenTree job-costing export) */
  greenTree?: boolean;
  /** skills show and are sent (settings.isSkillEnabled) */
  skills?: boolean;
}

const WORKFLOW_MAX = ['04', '07'];
/** The GreenTree standard job-costing export's outFaceTypeId (docs/api.md, Organisation). */
export const GREENTREE_JOB_COSTING = 'GreenTreeJobCosting';
const GREENTREE_FIELDS = ['defaultActivity', 'defaultWorkcentre', 'payCostcode', 'glTransType'] as const;

export function formRules(settings: {
  useTimeClock?: boolean;
  outFaceTypeId?: string | null;
  thirdPartyType?: { id: string } | null;
  isSkillEnabled?: boolean;
}): EmployeeFormRules {
  const workflowMax = WORKFLOW_MAX.includes(settings.thirdPartyType?.id ?? '');
  return {
    useTimeClock: settings.useTimeClock ?? false,
    payIdRequired: settings.outFaceTypeId !== 'XeroPayType' && !workflowMax,
    workflowIdRequired: workflowMax,
    greenTree: settings.outFaceTypeId === GREENTREE_JOB_COSTING,
    skills: settings.isSkillEnabled ?? false,
  };
}

export function emptyEmployeeForm(nextClockId: number | null | undefined): EmployeeFormValues {
  return {
    firstName: '',
    lastName: '',
    middleName: '',
    email: '',
    changePassword: false,
    password: '',
    confirm_password: '',
    departmentId: '',
    hireOnDateValue: '',
    terminateDateValue: '',
    clockId: nextClockId == null ? '' : String(nextClockId),
    payId: '',
    paygroupId: '',
    reportTo: '',
    standardHours: '',
    guaranteedHours: '',
    isExport: true,
    isSupervisor: false,
    departments: [],
    transferPositions: [],
    skills: [],
    timeRoundingId: '',
    defaultActivity: '',
    defaultWorkcentre: '',
    payCostcode: '',
    glTransType: '',
    payRate: '',
    comments: '',
    workflowId: '',
    externalId: '',
    statusApp: false,
    showonDashboard: false,
    noGPS: false,
    noGeoFence: false,
    evacuator: false,
    pin: '',
    mobileIMEI: '',
    name: '',
    title: '',
    physicalAddr: '',
    postalAddr: '',
    mobile: '',
    phone: '',
    fax: '',
  };
}

const str = (v: unknown): string => (v == null ? '' : String(v));
const bool = (v: unknown): boolean => v === true || v === 'true';

export function employeeFormValues(e: EmployeeDetail): EmployeeFormValues {
  const base = emptyEmployeeForm(null);
  const out = { ...base } as Record<string, unknown>;
  for (const key of Object.keys(base) as (keyof EmployeeFormValues)[]) {
    if (key === 'changePassword' || key === 'password' || key === 'confirm_password') continue;
    if (Array.isArray(base[key])) out[key] = Array.isArray(e[key]) ? (e[key] as unknown[]).map(String) : [];
    else out[key] = typeof base[key] === 'boolean' ? bool(e[key]) : str(e[key]);
  }
  return out as unknown as EmployeeFormValues;
}

export function validateEmployee(
  v: EmployeeFormValues,
  rules: EmployeeFormRules,
  editing: boolean,
): EmployeeFormErrors {
  const errors: EmployeeFormErrors = {};
  for (const key of ['firstName', 'lastName', 'departmentId', 'hireOnDateValue', 'paygroupId'] as const)
    if (!v[key].trim()) errors[key] = REQUIRED;
  if (v.email.trim() && !isEmail(v.email.trim())) errors.email = 'Invalid Email address!';
  if (rules.useTimeClock) {
    const n = Number(v.clockId);
    if (v.clockId.trim() === '') errors.clockId = REQUIRED;
    else if (!Number.isInteger(n) || n < 0 || n > 999999999)
      errors.clockId = 'Clock ID must be a number from 0 to 999999999.';
  }
  if (rules.payIdRequired && !v.payId.trim()) errors.payId = REQUIRED;
  if (rules.workflowIdRequired && !v.workflowId.trim()) errors.workflowId = REQUIRED;
  if ((!editing || v.changePassword) && (v.password || v.confirm_password) && v.password !== v.confirm_password)
    errors.confirm_password = 'The two passwords that you entered do not match!';
  if (rules.withPayRate && v.payRate.trim() && !(Number(v.payRate) >= 0))
    errors.payRate = 'Pay rate must be a number, 0 or more.';
  if (v.statusApp && v.pin && !/^\d{4}$/.test(v.pin)) errors.pin = 'Please input 4 digit number!';
  if (v.terminateDateValue && v.hireOnDateValue && v.terminateDateValue < v.hireOnDateValue)
    errors.terminateDateValue = 'The terminated date cannot be before the hire on date.';
  return errors;
}

/** The save body: blanks clear a field on an edit; ids carry the record. */
export function employeeSaveBody(v: EmployeeFormValues, record: EmployeeDetail | undefined, rules: EmployeeFormRules) {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(v)) {
    if (key === 'password' || key === 'confirm_password' || key === 'changePassword') continue;
    body[key] = typeof value === 'string' ? value.trim() : value;
  }
  if (!rules.useTimeClock) delete body.clockId;
  else body.clockId = Number(v.clockId);
  for (const key of ['standardHours', 'guaranteedHours'] as const)
    body[key] = v[key].trim() === '' ? null : Number(v[key]);
  for (const key of ['terminateDateValue', 'reportTo', 'pin'] as const) if (!v[key]) body[key] = null;
  if (!v.pin) delete body.pin;
  if (!v.isSupervisor) body.departments = [];
  if (!v.timeRoundingId) body.timeRoundingId = null;
  // Fields of a section the company does not show are left out, so they keep what they hold.
  if (!rules.greenTree) for (const key of GREENTREE_FIELDS) delete body[key];
  else for (const key of GREENTREE_FIELDS) if (!v[key]) body[key] = null;
  if (!rules.skills) delete body.skills;
  // payRate is sent only by someone who may change it (403 otherwise): the screen says so through `withPayRate`.
  if (!rules.withPayRate) delete body.payRate;
  else body.payRate = v.payRate.trim() === '' ? null : Number(v.payRate);
  if (record) {
    body.employeeId = record.employeeId ?? record.id;
    if (record.userId) body.id = record.userId;
  }
  return body;
}

/** The GreenTree section's read-only Last Update, DD/MM/YYYY HH:mm in local time ('--' for never). */
export function lastUpdateText(iso: string | null | undefined): string {
  return formatDateTime(iso) || '--';
}
