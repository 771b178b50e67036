import { isPublicPath } from './public-paths.js';
import { upstreamFor } from './route-table.js';

describe('gateway routing', () => {
  it.each([
    ['/account/login', 'identity'],
    ['/profile/permissions', 'identity'],
    ['/menu-items', 'identity'],
    ['/api/company/settings', 'organisation'],
    ['/api/employees/5', 'organisation'],
    ['/api/kiosk-punches', 'time-capture'],
    ['/api/timesheet/getPunchRecords', 'calculation'],
    ['/api/timesheet/history', 'calculation'],
    ['/timesheet/saveSinglePunch', 'time-capture'],
    ['/timesheet/deleteSinglePunch', 'time-capture'],
    ['/api/punches/5', 'time-capture'],
    ['/api/punch-pairs/a~b', 'time-capture'],
    ['/punch-pairs/a~b', 'time-capture'],
    ['/api/customers', 'organisation'],
    ['/api/pay-periods', 'calculation'],
    ['/standardshifts/checkPeriodClose', 'scheduling'],
    ['/standardshifts/sendEmployeeEmail', 'reporting'],
    ['/api/schedules/5', 'scheduling'],
    ['/schedule/save', 'scheduling'],
    ['/api/shifts/getNewShifts', 'scheduling'],
    ['/globalschedule/verify', 'scheduling'],
    ['/recalculate/recalculate', 'calculation'],
    ['/payrolltransfer/exportCSV', 'calculation'],
    ['/api/payroll-transfers/search', 'calculation'],
    ['/timesheet/saveShiftCard', 'scheduling'],
    ['/timesheet/deleteCustomSchedule', 'scheduling'],
    ['/paycard/save', 'calculation'],
    ['/paycard/getAttachment', 'calculation'],
    ['/api/recalculation/verify', 'calculation'],
    ['/api/reports/WeeklyScheduleReport', 'reporting'],
    ['/api/time-approvals', 'calculation'],
    ['/time-approvals/approveAllSelected', 'calculation'],
    ['/api/time-card-exceptions/view', 'calculation'],
    ['/exceptionNum', 'calculation'],
    ['/timesheet/hideException', 'calculation'],
    ['/api/dashboard/employees', 'calculation'],
    ['/api/live-updates', 'calculation'],
    ['/api/punches/status', 'calculation'],
    ['/api/punches/status/0b6f2a9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', 'calculation'],
    ['/api/punches/last-punch/0b6f2a9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', 'calculation'],
    ['/api/punches/0b6f2a9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', 'time-capture'],
    ['/api/schedule-mails/0b6f2a9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', 'reporting'],
    ['/api/customers/0b6f2a9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b/admin', 'identity'],
    ['/api/xero/status', 'integrations'],
    ['/api/xero/callback', 'integrations'],
    ['/payrolltransfer/RequestAuthorization', 'integrations'],
    ['/payrolltransfer/syncXeroData', 'integrations'],
    ['/payrolltransfer/xeroApiPay', 'integrations'],
  ])('sends %s to %s', (path, upstream) => {
    expect(upstreamFor(path)).toBe(upstream);
  });

  it('routes nothing it does not know, and no prefix look-alikes', () => {
    expect(upstreamFor('/health')).toBeNull();
    expect(upstreamFor('/api/employeesX')).toBeNull();
    expect(upstreamFor('/profileX')).toBeNull();
    expect(upstreamFor('/scheduled-reports')).toBeNull();
  });

  it('lets only sign-in, refresh, sign-out, recovery, device punches and leave, and the Xero callback through without a token', () => {
    for (const path of [
      '/account/login',
      '/account/refresh-token',
      '/account/logout',
      '/password/sendEmail',
      '/api/kiosk-punches',
      '/api/leaves/kiosk-submit-leave',
      '/api/xero/callback',
    ]) {
      expect(isPublicPath(path)).toBe(true);
    }
    for (const path of [
      '/account/login-as-employee',
      '/profile',
      '/api/employees',
      '/api/kiosk-punchesX',
      '/api/leaves/submit-leave-clever-go',
      '/api/leaves',
      '/menu-items',
      '/api/xero/status',
      '/payrolltransfer/RequestAuthorization',
    ]) {
      expect(isPublicPath(path)).toBe(false);
    }
  });
});
