export type UpstreamName =
  'identity' | 'organisation' | 'scheduling' | 'time-capture' | 'calculation' | 'integrations' | 'reporting';

/** Which service owns which paths (longest prefix wins). */
export const ROUTE_TABLE: { prefix: string; upstream: UpstreamName }[] = [
  { prefix: '/account', upstream: 'identity' },
  { prefix: '/password', upstream: 'identity' },
  { prefix: '/profile', upstream: 'identity' },
  { prefix: '/menu-items', upstream: 'identity' },
  { prefix: '/user', upstream: 'identity' },
  { prefix: '/api/users', upstream: 'identity' },
  { prefix: '/api/roles', upstream: 'identity' },
  { prefix: '/api/resources', upstream: 'identity' },
  { prefix: '/api/avatars', upstream: 'identity' },
  { prefix: '/api/company', upstream: 'organisation' },
  { prefix: '/api/customers', upstream: 'organisation' },
  { prefix: '/api/employees', upstream: 'organisation' },
  { prefix: '/api/departments', upstream: 'organisation' },
  { prefix: '/api/company-structures', upstream: 'organisation' },
  { prefix: '/api/timezones', upstream: 'organisation' },
  { prefix: '/mydetail', upstream: 'organisation' },
  { prefix: '/employee', upstream: 'organisation' },
  { prefix: '/department', upstream: 'organisation' },
  { prefix: '/structure', upstream: 'organisation' },
  { prefix: '/api/pay-types', upstream: 'organisation' },
  { prefix: '/paytype', upstream: 'organisation' },
  { prefix: '/api/pay-groups', upstream: 'organisation' },
  { prefix: '/paygroup', upstream: 'organisation' },
  { prefix: '/api/time-roundings', upstream: 'organisation' },
  { prefix: '/roundingrules', upstream: 'organisation' },
  { prefix: '/api/holidays', upstream: 'organisation' },
  { prefix: '/holiday', upstream: 'organisation' },
  { prefix: '/api/jobs', upstream: 'organisation' },
  { prefix: '/job', upstream: 'organisation' },
  { prefix: '/api/tasks', upstream: 'organisation' },
  { prefix: '/task', upstream: 'organisation' },
  { prefix: '/api/skills', upstream: 'organisation' },
  { prefix: '/api/workplaces', upstream: 'organisation' },
  { prefix: '/workPlace', upstream: 'organisation' },
  { prefix: '/api/punch-codes', upstream: 'organisation' },
  { prefix: '/kiosk-contents', upstream: 'organisation' },
  { prefix: '/api/kiosk-contents', upstream: 'organisation' },
  { prefix: '/api/kiosk-settings', upstream: 'organisation' },
  { prefix: '/api/kiosk-contacts', upstream: 'organisation' },
  { prefix: '/kiosk', upstream: 'organisation' },
  { prefix: '/oauth', upstream: 'identity' },
  { prefix: '/api/sync-results', upstream: 'integrations' },
  { prefix: '/api/xero', upstream: 'integrations' },
  // the Payroll Transfer calls are calculation's; these three talk to Xero
  { prefix: '/payrolltransfer/RequestAuthorization', upstream: 'integrations' },
  { prefix: '/payrolltransfer/syncXeroData', upstream: 'integrations' },
  { prefix: '/payrolltransfer/xeroApiPay', upstream: 'integrations' },
  { prefix: '/api/kiosk-punches', upstream: 'time-capture' },
  { prefix: '/api/punches', upstream: 'time-capture' },
  { prefix: '/api/punch-pairs', upstream: 'time-capture' },
  { prefix: '/punch-pairs', upstream: 'time-capture' },
  { prefix: '/api/visitors', upstream: 'time-capture' },
  { prefix: '/api/schedules', upstream: 'scheduling' },
  { prefix: '/schedule', upstream: 'scheduling' },
  { prefix: '/api/shifts', upstream: 'scheduling' },
  { prefix: '/standardshifts', upstream: 'scheduling' },
  // the roster's e-mailed week comes from reporting's read models, as its Print does
  { prefix: '/standardshifts/sendEmployeeEmail', upstream: 'reporting' },
  { prefix: '/globalschedule', upstream: 'scheduling' },
  { prefix: '/api/leaves', upstream: 'scheduling' },
  { prefix: '/leave', upstream: 'scheduling' },
  { prefix: '/leaveNum', upstream: 'scheduling' },
  { prefix: '/leaveBalance', upstream: 'scheduling' },
  { prefix: '/api/leave-balance', upstream: 'scheduling' },
  { prefix: '/global-leave', upstream: 'scheduling' },
  { prefix: '/api/timesheet', upstream: 'calculation' },
  { prefix: '/api/pay-periods', upstream: 'calculation' },
  { prefix: '/api/recalculation', upstream: 'calculation' },
  { prefix: '/timesheet', upstream: 'calculation' },
  // the timesheet's shifts are changes to the employee's schedule days
  { prefix: '/timesheet/saveShiftCard', upstream: 'scheduling' },
  { prefix: '/timesheet/deleteCustomSchedule', upstream: 'scheduling' },
  // time capture owns punches and their edits, whatever their source (spec 001 §7)
  { prefix: '/timesheet/saveSinglePunch', upstream: 'time-capture' },
  { prefix: '/timesheet/deleteSinglePunch', upstream: 'time-capture' },
  { prefix: '/api/reports', upstream: 'reporting' },
  { prefix: '/api/schedule-mails', upstream: 'reporting' },
  { prefix: '/recalculate', upstream: 'calculation' },
  { prefix: '/api/time-approvals', upstream: 'calculation' },
  { prefix: '/time-approvals', upstream: 'calculation' },
  { prefix: '/api/time-card-exceptions', upstream: 'calculation' },
  { prefix: '/exceptionNum', upstream: 'calculation' },
  { prefix: '/payrolltransfer', upstream: 'calculation' },
  { prefix: '/api/payroll-transfers', upstream: 'calculation' },
  // the dashboard's people and live punch status, and the live updates stream (docs/adr/0013-live-updates.md)
  { prefix: '/api/dashboard', upstream: 'calculation' },
  { prefix: '/api/live-updates', upstream: 'calculation' },
  { prefix: '/api/punches/status', upstream: 'calculation' },
  { prefix: '/api/punches/last-punch', upstream: 'calculation' },
  { prefix: '/paycard', upstream: 'calculation' },
];

/** Paths whose owner a prefix cannot tell: a customer's first admin is an identity call under organisation's prefix. */
const PATTERN_ROUTES: { pattern: RegExp; upstream: UpstreamName }[] = [
  { pattern: /^\/api\/customers\/[^/]+\/admin\/?$/, upstream: 'identity' },
];

export function upstreamFor(path: string): UpstreamName | null {
  const special = PATTERN_ROUTES.find((r) => r.pattern.test(path));
  if (special) return special.upstream;
  let best: { prefix: string; upstream: UpstreamName } | null = null;
  for (const route of ROUTE_TABLE) {
    const matches = path === route.prefix || path.startsWith(`${route.prefix}/`) || path.startsWith(`${route.prefix}?`);
    if (matches && (!best || route.prefix.length > best.prefix.length)) best = route;
  }
  return best?.upstream ?? null;
}

export const UPSTREAM_ENV: Record<UpstreamName, string> = {
  identity: 'IDENTITY_URL',
  organisation: 'ORGANISATION_URL',
  scheduling: 'SCHEDULING_URL',
  'time-capture': 'TIME_CAPTURE_URL',
  calculation: 'CALCULATION_URL',
  integrations: 'INTEGRATIONS_URL',
  reporting: 'REPORTING_URL',
};
