// The payroll export templates (server: PAYROLL_TEMPLATES in libs/contracts; docs/api.md "Payroll export files"),
// by the code a company's payrollTemplateExportCodes names them with.

export const PAYROLL_TEMPLATES = [
  ['generic', 'Generic CSV'],
  ['ipayroll', 'iPayroll (NZ)'],
  ['payglobal', 'MYOB PayGlobal'],
  ['23', 'GreenTree Standard (23)'],
  ['21', 'GreenTree JC Timesheet (21)'],
  ['25', 'iPayroll with Xero tracking (25)'],
  ['27', 'Xero Pay API (27)'],
] as const;

export const TEMPLATE_NAMES: Record<string, string> = Object.fromEntries(PAYROLL_TEMPLATES);

/** The codes that write a file (27 sends to Xero), in the company's order; none: the generic CSV. */
export function fileTemplatesOf(codes: readonly string[]): string[] {
  const files = codes.filter((c) => c !== '27' && c in TEMPLATE_NAMES);
  return files.length ? files : ['generic'];
}
