// The company detail form (spec 000 §3 Company, §5, §9) as plain functions.

export const THRESHOLD_CHOICES = [0, 10, 15, 30, 45, 60] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const COMPANY_TEXT_FIELDS = [
  ['code', 'Code'],
  ['name', 'Name'],
  ['tradingName', 'Trading Name'],
  ['domain', 'Domain'],
  ['title', 'Contact Title'],
  ['email', 'Contact Email'],
  ['mobile', 'Mobile'],
  ['phone', 'Phone'],
  ['fax', 'Fax'],
  ['physicalAddr', 'Physical Address'],
  ['postalAddr', 'Postal Address'],
  ['latitude', 'Latitude'],
  ['longitude', 'Longitude'],
  ['jobLabel', 'Job Label'],
  ['taskLabel', 'Task Label'],
  ['actLabel', 'Activity Label'],
  ['partLabel', 'Part Label'],
  ['standardHoursDisplayName', 'Standard Hours Display Name'],
  ['guaranteedHoursDisplayName', 'Guaranteed Hours Display Name'],
] as const;

type TextKey = (typeof COMPANY_TEXT_FIELDS)[number][0];

export type CompanyFormValues = Record<TextKey, string> & {
  openedOn: string;
  timeZoneId: string;
  exceptionThreshold: string;
  exceptionLDThreshold: string;
  /** comma-separated e-mails */
  leaveNtReceivers: string;
  leaveNotifySupervisor: boolean;
};

export interface CompanyInfo {
  id: string;
  licenses: number;
  appLicenses?: number;
  token: string | null;
  openedOn: string | null;
  timeZoneId: string;
  exceptionThreshold: number | null;
  exceptionLDThreshold: number | null;
  leaveNtReceivers: string[] | null;
  leaveNotifySupervisor: boolean;
  [key: string]: unknown;
}

export function companyFormValues(c: CompanyInfo): CompanyFormValues {
  const out = {} as Record<string, unknown>;
  for (const [key] of COMPANY_TEXT_FIELDS) out[key] = c[key] == null ? '' : String(c[key]);
  out.openedOn = c.openedOn ? c.openedOn.slice(0, 10) : '';
  out.timeZoneId = c.timeZoneId ?? '';
  out.exceptionThreshold = c.exceptionThreshold == null ? '' : String(c.exceptionThreshold);
  out.exceptionLDThreshold = c.exceptionLDThreshold == null ? '' : String(c.exceptionLDThreshold);
  out.leaveNtReceivers = (c.leaveNtReceivers ?? []).join(', ');
  out.leaveNotifySupervisor = c.leaveNotifySupervisor ?? false;
  return out as CompanyFormValues;
}

export const splitEmails = (value: string): string[] =>
  value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);

export function validateCompany(v: CompanyFormValues): Partial<Record<keyof CompanyFormValues, string>> {
  const errors: Partial<Record<keyof CompanyFormValues, string>> = {};
  if (!v.name.trim()) errors.name = 'This field is required.';
  if (!v.timeZoneId) errors.timeZoneId = 'This field is required.';
  if (v.email.trim() && !EMAIL.test(v.email.trim())) errors.email = 'Invalid Email address!';
  if (splitEmails(v.leaveNtReceivers).some((e) => !EMAIL.test(e))) errors.leaveNtReceivers = 'Invalid Email address!';
  for (const key of ['latitude', 'longitude'] as const)
    if (v[key].trim() && !Number.isFinite(Number(v[key])))
      errors[key] = `${key === 'latitude' ? 'Latitude' : 'Longitude'} must be a number.`;
  return errors;
}

export function companySaveBody(v: CompanyFormValues, id: string): Record<string, unknown> {
  const body: Record<string, unknown> = { id };
  for (const [key] of COMPANY_TEXT_FIELDS) body[key] = v[key].trim();
  body.latitude = v.latitude.trim() === '' ? null : Number(v.latitude);
  body.longitude = v.longitude.trim() === '' ? null : Number(v.longitude);
  body.openedOn = v.openedOn || null;
  body.timeZoneId = v.timeZoneId;
  body.exceptionThreshold = v.exceptionThreshold === '' ? null : Number(v.exceptionThreshold);
  body.exceptionLDThreshold = v.exceptionLDThreshold === '' ? null : Number(v.exceptionLDThreshold);
  body.leaveNtReceivers = splitEmails(v.leaveNtReceivers);
  body.leaveNotifySupervisor = v.leaveNotifySupervisor;
  return body;
}
