/**
 * The payroll export templates a company can use (its settings' `payrollTemplateExportCodes`, the first the
 * default). The spec names the codes 23, 21, 25 and 27 (002 §3); `generic`, `ipayroll` and `payglobal` are this
 * project's ids for the generic CSV and the two payroll systems' uploads it does not number. docs/api.md describes
 * each file column by column.
 */
export const PAYROLL_TEMPLATES = {
  generic: { name: 'Generic CSV', file: true },
  ipayroll: { name: 'iPayroll (NZ)', file: true },
  payglobal: { name: 'MYOB PayGlobal', file: true },
  '23': { name: 'GreenTree Standard', file: true },
  '21': { name: 'GreenTree JC Timesheet', file: true },
  '25': { name: 'iPayroll with Xero tracking', file: true },
  '27': { name: 'Xero Pay API', file: false },
} as const satisfies Record<string, { name: string; file: boolean }>;

export type PayrollTemplateCode = keyof typeof PAYROLL_TEMPLATES;

export const PAYROLL_TEMPLATE_CODES = Object.keys(PAYROLL_TEMPLATES) as PayrollTemplateCode[];

export function isPayrollTemplateCode(code: string): code is PayrollTemplateCode {
  return Object.hasOwn(PAYROLL_TEMPLATES, code);
}

/** The templates that write a file (27 sends to Xero instead). */
export type PayrollFileTemplate = {
  [K in PayrollTemplateCode]: (typeof PAYROLL_TEMPLATES)[K]['file'] extends true ? K : never;
}[PayrollTemplateCode];

export function isPayrollFileTemplate(code: string): code is PayrollFileTemplate {
  return isPayrollTemplateCode(code) && PAYROLL_TEMPLATES[code].file;
}

/** The template a company's export uses when none is asked for: its first file template, else the generic CSV. */
export function defaultPayrollTemplate(codes: readonly string[]): PayrollFileTemplate {
  return codes.find(isPayrollFileTemplate) ?? 'generic';
}
