import type { Action, Resource } from './permissions.js';

export interface MenuItem {
  key: string;
  name: string;
  path: string;
  icon?: string;
  /** the item shows when the role may see this resource */
  resource?: Resource;
  /**
   * the action on `resource` the item needs, when not `visible`: what its screen's route needs (Time Approvals
   * approve, Global Schedule update), so the menu never offers a screen that answers No Access
   */
  action?: Action;
  menuItems: MenuItem[];
}

const leaf = (key: string, name: string, path: string, resource?: Resource, action?: Action): MenuItem => ({
  key,
  name,
  path,
  menuItems: [],
  ...(resource ? { resource } : {}),
  ...(action ? { action } : {}),
});

/** The whole menu tree; the identity service filters it by role before serving it. */
export const MENU_TREE: MenuItem[] = [
  { key: 'customer', name: 'Customer', path: '/customer/list', icon: 'customer', resource: 'customer', menuItems: [] },
  {
    key: 'myCompany',
    name: 'My Company',
    path: '/mydetail',
    icon: 'company',
    resource: 'department',
    menuItems: [
      leaf('companyProfiles', 'Company Profiles', '/mydetail/company', 'department'),
      leaf('users', 'Users', '/user/list', 'user'),
      leaf('employees', 'Employees', '/employee/list', 'employee'),
    ],
  },
  {
    key: 'dashboard',
    name: 'Dashboard',
    path: '/dashboard',
    icon: 'dashboard',
    resource: 'timesheet',
    menuItems: [
      leaf('standardBoard', 'Standard Board', '/dashboard', 'timesheet'),
      leaf('exceptions', 'Exceptions', '/times/timecardExceptionList', 'timesheet'),
      leaf('timeApprovals', 'Time Approvals', '/time-approvals/list', 'timesheet', 'approve'),
    ],
  },
  {
    key: 'timesheet',
    name: 'Timesheet',
    path: '/timesheet/view',
    icon: 'timesheet',
    resource: 'timesheet',
    menuItems: [],
  },
  {
    key: 'schedules',
    name: 'Schedules',
    path: '/schedule',
    icon: 'schedule',
    resource: 'schedule',
    menuItems: [
      leaf('scheduleTemplates', 'Schedule Templates', '/schedule/list', 'schedule'),
      leaf('employeeSchedule', 'Employee Schedule', '/schedule/employee', 'schedule'),
      leaf('globalSchedule', 'Global Schedule', '/globalschedule/condition', 'schedule', 'update'),
      leaf('weeklyRoster', 'Weekly Roster', '/standardshifts/rosterByEmployee', 'schedule'),
    ],
  },
  {
    key: 'leaveRequests',
    name: 'Leave Requests',
    path: '/leave/list',
    icon: 'leave',
    resource: 'leave',
    menuItems: [
      leaf('leaveList', 'Leave Requests', '/leave/list', 'leave'),
      leaf('leaveBalances', 'Leave Balance', '/leaveBalance/list', 'leaveBalance'),
    ],
  },
  {
    key: 'tools',
    name: 'Tools',
    path: '/tools',
    icon: 'tools',
    resource: 'punchCode',
    menuItems: [
      leaf('punchCodeGenerator', 'Punch Code Generator', '/punch/generate-code', 'punchCode'),
      leaf('globalRecalculate', 'Global Recalculate', '/recalculate/condition', 'timesheet', 'update'),
      leaf('globalLeave', 'Global Leave', '/global-leave/condition', 'leave', 'approve'),
    ],
  },
  { key: 'report', name: 'Report', path: '/report', icon: 'report', resource: 'report', menuItems: [] },
  {
    key: 'importExport',
    name: 'Import & Export',
    path: '/payroll',
    icon: 'import',
    resource: 'payroll',
    menuItems: [
      leaf('payrollTransfer', 'Payroll Transfer', '/payrolltransfer/list', 'payroll'),
      leaf('importSchedule', 'Import Schedule', '/schedule/importschedule', 'schedule', 'update'),
      leaf('importLeaveBalance', 'Import Leave Balance', '/leaveBalance/import', 'leaveBalance', 'update'),
      leaf('leaveBalanceSettings', 'Leave Balance Settings', '/leaveBalance/settings', 'leaveBalance', 'update'),
    ],
  },
  {
    key: 'settings',
    name: 'Settings',
    path: '/settings',
    icon: 'settings',
    resource: 'settings',
    menuItems: [
      leaf('payGroups', 'Pay Groups', '/paygroup/list', 'payGroup'),
      leaf('payTypes', 'Pay Types', '/paytype/list', 'payType'),
      leaf('roundingRules', 'Rounding Rules', '/roundingrules/list', 'rounding'),
      leaf('holidays', 'Holidays', '/holiday/list', 'holiday'),
      leaf('companyLevels', 'Company Structure Levels', '/structure/setting', 'settings'),
      leaf('jobs', 'Jobs', '/job/list', 'job'),
      leaf('tasks', 'Tasks', '/task/list', 'job'),
      leaf('skills', 'Skills', '/skills/list', 'skill'),
      leaf('workSites', 'Work Sites', '/workplace/list', 'workplace'),
      leaf('kioskContents', 'Kiosk Contents', '/kiosk-contents/edit', 'kiosk'),
      leaf('kioskSettings', 'Kiosk Settings', '/kiosk/settings', 'kiosk'),
      leaf('kioskContacts', 'Kiosk Contacts', '/kiosk/contact', 'kiosk'),
      leaf('oauthClients', 'OAuth Clients', '/oauth/clients', 'oauthClient'),
      leaf('syncResults', 'Sync Results', '/sync-results', 'syncResult'),
    ],
  },
  { key: 'support', name: 'Support', path: '/support', icon: 'support', menuItems: [] },
];
