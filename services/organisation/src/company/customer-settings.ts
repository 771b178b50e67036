import { isPayrollTemplateCode, PAYROLL_TEMPLATE_CODES } from '@rollcall/contracts';
import type { CompanySettingsFlags } from './company-settings.js';

/** The optional features a Superadmin switches on for a customer company (spec 000 §1 and §3). */
export const FEATURE_FLAGS = [
  'useTimeClock',
  'mobileApp',
  'isSkillEnabled',
  'isJobCodeEnabled',
  'isTaskCodeEnabled',
  'isPositionCodeEnabled',
  'isSiteCodeEnabled',
  'multiShiftView',
  'isShiftBudgetEnabled',
  'allowEditBreakTime',
  'allowAutoPunch',
  'allowEditWorkCode',
  'allowLeaveTime',
  'allowManualPunch',
  'isTimeApprovalEnabled',
  'hideApproveOT',
  'isCalderStewart',
  'isTimesheetNewUiEnabled',
] as const satisfies readonly (keyof CompanySettingsFlags)[];

export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type CustomerFeatures = Record<FeatureFlag, boolean> & {
  outFaceTypeId: string | null;
  payrollTemplateExportCodes: string[];
};

const OUT_FACE_TYPE = /^[A-Za-z0-9_-]{1,50}$/;

/** The features of stored settings. */
export function featuresOf(settings: Partial<CompanySettingsFlags>): CustomerFeatures {
  const out = {
    outFaceTypeId: settings.outFaceTypeId ?? null,
    payrollTemplateExportCodes: settings.payrollTemplateExportCodes ?? [],
  } as CustomerFeatures;
  for (const flag of FEATURE_FLAGS) out[flag] = settings[flag] === true;
  return out;
}

/**
 * A requested change of features: each key a feature flag with a boolean, outFaceTypeId (the payroll export
 * interface id: letters, digits, '-' and '_', or null/'' for none) or payrollTemplateExportCodes (a list of the
 * payroll export templates' codes, each once, the first the default). Anything else is a problem by field.
 */
export function featureChange(input: Record<string, unknown>): {
  change: Partial<CompanySettingsFlags>;
  problems: { field: string; message: string }[];
} {
  const change: Partial<Record<string, unknown>> = {};
  const problems: { field: string; message: string }[] = [];
  for (const [key, value] of Object.entries(input)) {
    const field = `settings.${key}`;
    if ((FEATURE_FLAGS as readonly string[]).includes(key)) {
      if (typeof value === 'boolean') change[key] = value;
      else problems.push({ field, message: `${key} must be true or false` });
    } else if (key === 'outFaceTypeId') {
      if (value === null || value === '') change.outFaceTypeId = null;
      else if (typeof value === 'string' && OUT_FACE_TYPE.test(value.trim())) change.outFaceTypeId = value.trim();
      else problems.push({ field, message: 'outFaceTypeId must be an export interface id (letters, digits, - and _)' });
    } else if (key === 'payrollTemplateExportCodes') {
      const codes = templateCodes(value);
      if (codes) change.payrollTemplateExportCodes = codes;
      else
        problems.push({
          field,
          message: `payrollTemplateExportCodes must be a list of export template codes (${PAYROLL_TEMPLATE_CODES.join(', ')}), each once`,
        });
    } else problems.push({ field, message: `${key} is not a setting a customer's features can change` });
  }
  return { change: change as Partial<CompanySettingsFlags>, problems };
}

/** The template codes a list names (trimmed, each once, every one known), else null. */
function templateCodes(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const codes = value.map((c) => (typeof c === 'string' ? c.trim() : ''));
  if (!codes.every(isPayrollTemplateCode) || new Set(codes).size !== codes.length) return null;
  return codes;
}
