// The texts of the Payroll Transfer and Global Recalculate screens (spec 002 §8 "Approvals and payroll transfer",
// "Global actions").

export const PAYROLL_MESSAGES = {
  opened: 'Open successfully',
  openFailed: 'Open failed',
  closed: 'Close successfully',
  closeFailed: 'Close failed',
  recalculated: 'Recalculate completed.',
  submitted: 'Request submitted. It can take a while',
  recalculateFailed: 'Recalculate failed',
  closedPeriod: 'Cannot recalculate closed pay period.',
  exported: 'Export successfully.',
  exportFailed: 'Failed to export payroll transfer.',
  synced: 'Sync successfully',
  syncFailed: 'Sync failed',
  openQuestion: 'Open the selected pay periods?',
  closeQuestion: 'Close the selected pay periods?',
  reasonRequired: 'Please say why the periods are reopened.',
  chooseDepartment: 'Choose department',
  noSelection: 'Select one or more pay periods first.',
  notConfigured: 'Xero is not set up on this server (XERO_CLIENT_ID and XERO_CLIENT_SECRET).',
  connectXero: 'Connect to Xero',
  reconnectXero: 'Reconnect to Xero',
  connectFirst: 'Connect to Xero first.',
  reconnect: 'Xero refused the connection: connect to Xero again.',
  connected: (tenant: string | null) => `Connected to Xero${tenant ? ` (${tenant})` : ''}.`,
  connectDenied: 'Xero was not connected: access was not allowed on Xero.',
  connectFailed: 'Failed to connect to Xero.',
  exportToXero: 'Export to Xero',
  xeroExportQuestion: 'Export the selected pay periods to Xero?',
  xeroOverwriteWarning:
    'The export overwrites the existing timesheet information in Xero: a draft timesheet Xero holds for the same employee and period is replaced.',
  xeroExportFinished: 'Export to Xero finished',
  xeroExportFailed: 'Export to Xero failed',
  xeroSent: (sent: number, replaced: number, tenant: string) =>
    `${sent} timesheet${sent === 1 ? '' : 's'} sent to ${tenant}${replaced ? ` (${replaced} replaced)` : ''}.`,
  syncSummary: (payTypes: number, employees: number, inXero: number) =>
    `${payTypes} pay type${payTypes === 1 ? '' : 's'} and ${employees} employee${employees === 1 ? '' : 's'} matched (${inXero} in Xero).`,
  closeDetail: (exceptions: number, pairs: number) => {
    const fixed = 'Their totals are fixed and no changes are accepted until they are reopened.';
    const remaining = [
      exceptions > 0 && `${exceptions} unreviewed exception${exceptions === 1 ? '' : 's'}`,
      pairs > 0 && `${pairs} unapproved pair${pairs === 1 ? '' : 's'}`,
    ].filter((x): x is string => typeof x === 'string');
    if (remaining.length === 0) return fixed;
    const many = exceptions + pairs > 1;
    return `${remaining.join(' and ')} ${many ? 'remain' : 'remains'} on these periods' days. Close anyway? ${fixed}`;
  },
} as const;

/** The global Recalculate's texts (spec 002 §8: the closed-period text is the punch's). */
export const RECALCULATE_MESSAGES = {
  closedPeriod:
    "The selected date is within a closed pay period. Please re-open the period in the 'Payroll Transfer' page.",
  failed: 'Failed to recalculate.',
  completed: PAYROLL_MESSAGES.recalculated,
  submitted: PAYROLL_MESSAGES.submitted,
  employeesRequired: 'Please select employees.',
  departmentsRequired: 'Please select departments.',
  startRequired: 'Please select the start date.',
  endRequired: 'Please select the end date.',
  endBeforeStart: 'The end date must not be before the start date.',
} as const;
