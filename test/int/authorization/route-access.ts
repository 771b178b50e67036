// The permission table of every route the gateway's OpenAPI document lists: who may call it, and the request the
// authorization matrix (authorization-matrix.int-spec.ts) sends. A route missing here fails the matrix.
//
// To place a new route: add `'METHOD /path/{param}': { needs: [resource, action], request: (o) => ({ ... }) }`
// with the permission of libs/contracts/src/auth/permissions.ts it needs (or `'signed-in'`, or a list of
// alternatives), and a request that reaches the permission check: ids from `o` (the caller's company's objects in
// the role pass, another company's in the cross-company pass). A route about one person says `person: true` and
// names `o.person`; the matrix calls it about each person of the fixture and expects 403 for those the role does
// not reach. docs/api.md ("The authorization matrix") says more.

import { type Action, DEFAULT_PAY_GROUP_RULES, type Resource, type RoleName } from '@rollcall/contracts';
import type { MatrixObjects } from './matrix-objects.js';

export interface MatrixRequest {
  query?: Record<string, string>;
  body?: unknown;
  /** a multipart body with one file */
  file?: { field: string; name: string; type: string };
}

type Permission = readonly [Resource, Action];

export type RouteRule =
  | {
      /** why the route takes no bearer token */
      public: string;
    }
  | {
      /** the permission the route needs; a list: any one of them; 'signed-in': any role */
      needs: Permission | readonly Permission[] | 'signed-in';
      /** path parameters, query and body; ids come from `o` */
      request?: (o: MatrixObjects) => MatrixRequest & { path?: Record<string, string> };
      /** a route about the person `o.person`: refused (403) for the people the role does not reach */
      person?: true;
      /** roles the permission allows but the route refuses (403) for the fixture's callers, and why */
      refuses?: { roles: readonly RoleName[]; why: string };
      /**
       * the route looks up the ids it is given and leaves out those the caller may not see: another company's ids
       * answer 200 naming none of theirs, rather than 403 or 404 (why)
       */
      leavesOut?: string;
      /**
       * a legacy GET that writes (why): checked as a write, served with any answer but 401 and 403, and sent after
       * the reads
       */
      writes?: string;
      /** the route legitimately acts on another company for these roles (the cross-company pass skips them) */
      acrossCompanies?: { roles: readonly RoleName[]; why: string };
    };

const WEEK = { fromT: '2026-11-16', endT: '2026-11-22' };
const WEEK_DATES = { startDate: WEEK.fromT, endDate: WEEK.endT };
/** A punch pair id no company has. */
const NO_PAIR = '6f1d2c3b-4a5e-4f60-8a71-9b8c7d6e5f40';
/** A leave type id no company has. */
const NO_LEAVE_TYPE = '0b6e2f4a-93c1-4d7e-8f25-6a1c9d3e7b42';

/** A global schedule of one person's day, far from the fixture's pay periods and days. */
const globalScheduleOf = (person: string) => ({
  byEmployee: true,
  employeeIds: [person],
  departmentIds: [],
  ruleDay: { isOffDay: false, ruleDate: '2027-03-03', workSections: [{ startTime: '09:00', endTime: '17:00' }] },
});

export const ROUTE_ACCESS: Record<string, RouteRule> = {
  // identity: sessions and recovery
  'POST /account/login': { public: 'sign-in: the caller has no token yet' },
  'POST /account/refresh-token': { public: 'the access token has expired; the refresh token is the credential' },
  'POST /account/logout': { public: 'ends a session by its refresh token, which may outlive the access token' },
  'POST /password/sendEmail': { public: 'password recovery: the caller cannot sign in' },
  'POST /password/changepwd': { public: 'password reset: the e-mailed token is the credential' },
  'POST /account/login-as-employee': {
    needs: ['profile', 'visible'],
    refuses: {
      roles: ['Superadmin', 'Admin', 'Employee'],
      why: 'only an Admin or Supervisor with an employee record switches; of the fixture, the Supervisor',
    },
  },
  'GET /health': { public: 'liveness for load balancers and probes' },
  'GET /api/health': { public: 'liveness for probes' },
  'GET /api/ready': { public: 'readiness for probes and the console before sign-in ("Starting…")' },
  'POST /api/kiosk-punches': { public: 'kiosks send the company’s device token (X-Device-Token), not a user’s' },
  'POST /api/leaves/kiosk-submit-leave': {
    public: 'kiosks send the company’s device token (X-Device-Token) and the clock id, not a user’s token',
  },
  'GET /api/kiosk-punches/clock-ids/{clockId}': {
    public: 'kiosks (and rollcall punch) send the company’s device token (X-Device-Token), not a user’s',
  },

  // identity: profile, menu, avatars
  'GET /profile': { needs: ['profile', 'visible'] },
  'POST /profile': {
    needs: ['profile', 'update'],
    request: () => ({ body: { firstName: 'Same', lastName: 'Person' } }),
  },
  'POST /profile/change-password': {
    needs: ['profile', 'update'],
    request: () => ({
      body: { currentPassword: 'not the password', newPassword: 'Another-pass-1', confirmPassword: 'Another-pass-1' },
    }),
  },
  'POST /profile/change-pin': { needs: ['profile', 'update'], request: () => ({ body: { pin: '12' } }) },
  'GET /profile/permissions': { needs: ['profile', 'visible'] },
  'GET /menu-items': { needs: ['profile', 'visible'] },
  'POST /api/avatars': {
    needs: ['profile', 'update'],
    request: () => ({ file: { field: 'avatar', name: 'a.png', type: 'image/png' } }),
  },
  'GET /api/avatars/{fileName}': {
    needs: ['profile', 'visible'],
    request: (o) => ({ path: { fileName: o.avatarFileName } }),
  },

  // identity: users, roles, OAuth clients, customer admins
  'GET /api/users': { needs: ['user', 'visible'] },
  'GET /api/users/page': { needs: ['user', 'visible'] },
  'GET /api/users/forward-to': { needs: ['user', 'visible'] },
  'GET /api/users/report-to': { needs: ['employee', 'visible'] },
  'GET /api/users/approvers/page': { needs: ['employee', 'visible'] },
  'GET /api/users/approvers/by-ids': {
    needs: ['employee', 'visible'],
    request: (o) => ({ query: { ids: [o.userIds.Admin, o.userIds.Supervisor].join(',') } }),
    leavesOut: 'names only the company’s approver choices; other ids (another company’s too) are left out',
  },
  'GET /api/users/{id}': { needs: ['user', 'visible'], request: (o) => ({ path: { id: o.userIds.Employee } }) },
  'POST /api/users/{userId}/status': {
    needs: ['user', 'update'],
    request: (o) => ({ path: { userId: o.userIds.Employee }, body: { userStatus: 'Active' } }),
  },
  'POST /user/save-without-photo': {
    needs: ['user', 'update'],
    // the Admin's own account, unchanged (an edit that changes no claim, so no session ends)
    request: (o) => ({
      body: { id: o.userIds.Admin, email: o.emails.Admin, firstName: 'Admin', lastName: o.code, roleId: '2' },
    }),
  },
  'GET /api/roles': { needs: ['user', 'visible'] },
  'GET /api/resources': { needs: ['user', 'visible'] },
  'GET /oauth/get-clients': { needs: ['oauthClient', 'visible'] },
  'GET /oauth/clients/page': { needs: ['oauthClient', 'visible'] },
  'GET /oauth/get': { needs: ['oauthClient', 'visible'], request: (o) => ({ query: { id: o.oauthClientId } }) },
  'POST /oauth/save': { needs: ['oauthClient', 'create'], request: () => ({ body: { clientId: '' } }) },
  'POST /oauth/update': {
    needs: ['oauthClient', 'update'],
    request: (o) => ({ body: { id: o.oauthClientId, scopes: 'reports' } }),
  },
  'POST /api/customers/{companyId}/admin': {
    needs: ['customer', 'create'],
    request: (o) => ({
      path: { companyId: o.companyId },
      body: { email: 'x', firstName: '', lastName: '', password: '' },
    }),
    acrossCompanies: { roles: ['Superadmin'], why: 'a Superadmin sets up customer companies' },
  },

  // organisation: company and customers
  'GET /api/company/settings': { needs: 'signed-in' },
  'GET /api/company/info': { needs: ['company', 'visible'] },
  'POST /mydetail/save': {
    needs: ['company', 'update'],
    request: (o) => ({ body: { id: o.companyId } }),
  },
  'GET /api/company/logo': { needs: ['company', 'visible'], request: (o) => ({ query: { logoUrl: o.logoUrl } }) },
  'POST /api/company/logo': {
    needs: ['company', 'update'],
    request: () => ({ file: { field: 'logo', name: 'l.png', type: 'image/png' } }),
  },
  'GET /api/timezones': { needs: 'signed-in' },
  'GET /api/customers': { needs: ['customer', 'visible'] },
  'GET /api/customers/page': { needs: ['customer', 'visible'] },
  'POST /api/customers': { needs: ['customer', 'create'], request: () => ({ body: { name: '' } }) },
  'GET /api/customers/{id}': {
    needs: ['customer', 'visible'],
    request: (o) => ({ path: { id: o.companyId } }),
    acrossCompanies: { roles: ['Superadmin'], why: 'a Superadmin manages customer companies' },
  },
  'POST /api/customers/{id}': {
    needs: ['customer', 'update'],
    request: (o) => ({ path: { id: o.companyId }, body: { licenses: -1 } }),
    acrossCompanies: { roles: ['Superadmin'], why: 'a Superadmin manages customer companies' },
  },

  // organisation: structure and the header filter
  'GET /api/departments': { needs: ['department', 'visible'] },
  'GET /api/departments/next-punch-code': { needs: ['department', 'visible'] },
  'GET /api/departments/selected': { needs: ['department', 'visible'] },
  'POST /api/departments/selected': {
    needs: ['department', 'visible'],
    request: (o) => ({ body: { departmentId: o.nodes.warehouse } }),
  },
  'GET /api/departments/{id}': { needs: ['department', 'visible'], request: (o) => ({ path: { id: o.nodes.picker } }) },
  'GET /api/departments/{id}/child-company-structure': {
    needs: ['department', 'visible'],
    request: (o) => ({ path: { id: o.nodes.warehouse } }),
  },
  'GET /api/company-structures': { needs: ['department', 'visible'] },
  'POST /department/save': {
    needs: ['position', 'update'],
    request: (o) => ({ body: { id: o.nodes.picker, departmentName: `${o.code} Picker` } }),
  },
  'POST /department/delete': { needs: ['position', 'delete'], request: (o) => ({ body: { ids: [o.nodes.clerk] } }) },
  'POST /structure/update': { needs: ['settings', 'update'], request: () => ({ body: [] }) },

  // organisation: employees (people routes)
  'GET /api/employees': { needs: ['timesheet', 'visible'] },
  'GET /api/employees/page': { needs: ['timesheet', 'visible'] },
  'GET /api/employees/by-ids': {
    needs: ['timesheet', 'visible'],
    request: (o) => ({ query: { ids: Object.values(o.people).join(',') } }),
    leavesOut: 'names only the employees the caller may see; other ids (another company’s too) are left out',
  },
  'GET /api/employees/next-clock-id': { needs: ['employee', 'visible'] },
  'GET /api/employees/user-count': { needs: ['employee', 'visible'] },
  'GET /api/employees/app-user-count': { needs: ['employee', 'visible'] },
  'GET /api/employees/{id}': {
    needs: ['timesheet', 'visible'],
    person: true,
    request: (o) => ({ path: { id: o.person } }),
  },
  'GET /api/employees/{id}/neighbours': {
    needs: ['timesheet', 'visible'],
    person: true,
    request: (o) => ({ path: { id: o.person } }),
  },
  'GET /api/employees/{id}/status-history': {
    needs: ['employee', 'visible'],
    person: true,
    request: (o) => ({ path: { id: o.person } }),
  },
  'POST /employee/save-without-photo': {
    needs: ['employee', 'update'],
    person: true,
    request: (o) => ({ body: { employeeId: o.person, title: 'Unchanged' } }),
  },
  'POST /employee/saveStatus': {
    needs: ['employee', 'update'],
    person: true,
    request: (o) => ({ body: { id: o.person, status: 'Active', reason: 'no change' } }),
  },
  'GET /api/workplaces/getByEmployeeId': {
    needs: [
      ['workplace', 'visible'],
      ['timesheet', 'visible'],
    ],
    person: true,
    request: (o) => ({ query: { employeeId: o.person } }),
  },

  // organisation: pay configuration
  'GET /api/pay-types': { needs: ['payType', 'visible'] },
  'GET /api/pay-types/page': { needs: ['payType', 'visible'] },
  'GET /api/pay-types/new': { needs: ['payType', 'create'] },
  'GET /api/pay-types/{id}': { needs: ['payType', 'visible'], request: (o) => ({ path: { id: o.payTypeId } }) },
  'POST /paytype/save': { needs: ['payType', 'update'], request: (o) => ({ body: { id: o.payTypeId } }) },
  'POST /paytype/delete': { needs: ['payType', 'delete'], request: (o) => ({ body: { ids: [o.payTypeId] } }) },
  'GET /api/pay-groups': { needs: ['payGroup', 'visible'] },
  'GET /api/pay-groups/page': { needs: ['payGroup', 'visible'] },
  'GET /api/pay-groups/new': { needs: ['payGroup', 'create'] },
  'GET /api/pay-groups/{id}': { needs: ['payGroup', 'visible'], request: (o) => ({ path: { id: o.payGroupId } }) },
  'POST /api/pay-groups/rules': { needs: ['payGroup', 'update'], request: (o) => ({ body: { id: o.payGroupId } }) },
  'POST /paygroup/save': { needs: ['payGroup', 'update'], request: (o) => ({ body: { id: o.payGroupId } }) },
  'POST /paygroup/delete': { needs: ['payGroup', 'delete'], request: (o) => ({ body: { ids: [o.payGroupId] } }) },
  'GET /api/time-roundings': {
    needs: [
      ['rounding', 'visible'],
      ['employee', 'update'],
    ],
  },
  'GET /api/time-roundings/page': {
    needs: [
      ['rounding', 'visible'],
      ['employee', 'update'],
    ],
  },
  'GET /api/time-roundings/{id}': {
    needs: ['rounding', 'visible'],
    request: (o) => ({ path: { id: o.timeRoundingId } }),
  },
  'POST /roundingrules/save': {
    needs: ['rounding', 'update'],
    request: (o) => ({
      body: {
        id: o.timeRoundingId,
        name: `${o.code} Quarter`,
        rules: [{ orderNumber: 1, fromTime: 0, toT: 7, value: 0 }],
      },
    }),
  },
  'POST /roundingrules/delete': {
    needs: ['rounding', 'delete'],
    request: (o) => ({ body: { ids: [o.timeRoundingId, o.payGroupId] } }),
  },

  // organisation: holidays
  'GET /api/holidays': { needs: ['holiday', 'visible'] },
  'GET /api/holidays/years': { needs: ['holiday', 'visible'] },
  'GET /api/holidays/page': { needs: ['holiday', 'visible'] },
  'GET /api/holidays/regions': { needs: ['holiday', 'visible'] },
  'GET /api/holidays/generate': {
    needs: ['holiday', 'visible'],
    request: () => ({ query: { year: '2027', region: 'Auckland' } }),
  },
  'POST /api/holidays/generate': {
    needs: ['holiday', 'create'],
    request: () => ({ body: { year: 2027, region: 'Auckland', sysCodes: [] } }),
  },
  'GET /api/holidays/{id}': { needs: ['holiday', 'visible'], request: (o) => ({ path: { id: o.holidayId } }) },
  'POST /holiday/save': {
    needs: ['holiday', 'update'],
    request: (o) => ({ body: { id: o.holidayId, name: 'Matrix Day', date: '2027-03-01', alterdate: '2027-03-01' } }),
  },
  'POST /holiday/delete': {
    needs: ['holiday', 'delete'],
    request: (o) => ({ body: { ids: [o.holidayId, o.payGroupId] } }),
  },

  // organisation: jobs, tasks, punch codes
  'GET /api/jobs': { needs: ['job', 'visible'] },
  'GET /api/jobs/page': { needs: ['job', 'visible'] },
  'GET /api/jobs/active-task-tree': { needs: ['job', 'visible'] },
  'GET /api/jobs/active-with-external-info': { needs: ['job', 'visible'] },
  'GET /api/jobs/list-with-external-info/{id}': {
    needs: ['job', 'visible'],
    request: (o) => ({ path: { id: o.nodes.picker } }),
  },
  'GET /api/jobs/{id}': { needs: ['job', 'visible'], request: (o) => ({ path: { id: o.jobId } }) },
  'POST /api/jobs/import': {
    needs: ['job', 'create'],
    request: () => ({ file: { field: 'jobFile', name: 'jobs.png', type: 'image/png' } }),
  },
  'POST /api/jobs/sync': { needs: ['job', 'update'] },
  'POST /job/save': { needs: ['job', 'update'], request: (o) => ({ body: { id: o.jobId } }) },
  'POST /job/closeAllSelected': {
    needs: ['job', 'update'],
    request: (o) => ({ body: { ids: [o.jobId, o.payGroupId] } }),
  },
  'GET /api/tasks': { needs: ['job', 'visible'] },
  'GET /api/tasks/page': { needs: ['job', 'visible'] },
  'GET /api/tasks/list-with-external-info/{id}': {
    needs: ['job', 'visible'],
    request: (o) => ({ path: { id: o.jobId } }),
  },
  'GET /api/tasks/{id}': { needs: ['job', 'visible'], request: (o) => ({ path: { id: o.taskId } }) },
  'POST /api/tasks/sync': { needs: ['job', 'update'] },
  'POST /task/save': { needs: ['job', 'update'], request: (o) => ({ body: { id: o.taskId } }) },
  'GET /api/punch-codes/positions': { needs: ['punchCode', 'visible'] },
  'GET /api/punch-codes/jobs': { needs: ['punchCode', 'visible'] },
  'GET /api/punch-codes/departments/{id}/jobs': {
    needs: ['punchCode', 'visible'],
    request: (o) => ({ path: { id: o.nodes.picker } }),
  },
  'GET /api/punch-codes/jobs/{id}/tasks': {
    needs: ['punchCode', 'visible'],
    request: (o) => ({ path: { id: o.jobId } }),
  },

  // organisation: skills and work sites
  'GET /api/skills': { needs: ['skill', 'visible'] },
  'GET /api/skills/page': { needs: ['skill', 'visible'] },
  'GET /api/skills/{id}': { needs: ['skill', 'visible'], request: (o) => ({ path: { id: o.skillId } }) },
  'POST /api/skills/save': {
    needs: ['skill', 'update'],
    request: (o) => ({
      body: { id: o.skillId, name: `${o.code} Forklift`, allowanceCalculationType: 'eitherOnePerShift' },
    }),
  },
  'GET /api/workplaces': { needs: ['workplace', 'visible'] },
  'GET /api/workplaces/page': { needs: ['workplace', 'visible'] },
  'GET /api/workplaces/{id}': { needs: ['workplace', 'visible'], request: (o) => ({ path: { id: o.workplaceId } }) },
  'POST /workPlace/save': {
    needs: ['workplace', 'update'],
    request: (o) => ({
      body: {
        id: o.workplaceId,
        name: `${o.code} Yard`,
        address: '1 Queen Street',
        coordinate: '(-36.8485, 174.7633)',
        radius: 25,
      },
    }),
  },

  // organisation: kiosk
  'GET /kiosk-contents': { needs: ['kiosk', 'visible'] },
  'POST /kiosk-contents': { needs: ['kiosk', 'update'], request: () => ({ body: {} }) },
  'GET /api/kiosk-contents': { needs: 'signed-in', request: () => ({ query: { type: 'Visitor' } }) },
  'GET /api/kiosk-settings': { needs: 'signed-in' },
  'POST /api/kiosk-settings': { needs: ['kiosk', 'update'], request: () => ({ body: { uploadPhotoQuality: -5 } }) },
  'GET /api/kiosk-contacts': { needs: 'signed-in' },
  'GET /api/kiosk-contacts/page': { needs: 'signed-in' },
  'GET /api/kiosk-contacts/{id}': { needs: 'signed-in', request: (o) => ({ path: { id: o.kioskContactId } }) },
  'POST /kiosk/contact/save': {
    needs: ['kiosk', 'update'],
    request: (o) => ({
      body: { id: o.kioskContactId, firstname: 'Kiosk', lastname: 'Contact', email: 'contact@kiosk.test' },
    }),
  },
  'POST /kiosk/contact/delete': {
    needs: ['kiosk', 'delete'],
    request: (o) => ({ body: { ids: [o.kioskContactId, o.payGroupId] } }),
  },

  // integrations
  'GET /api/sync-results': { needs: ['syncResult', 'visible'] },
  'GET /api/sync-results/page': { needs: ['syncResult', 'visible'] },
  'GET /api/sync-results/error-count': { needs: ['syncResult', 'visible'] },
  // Xero (integrations)
  'GET /payrolltransfer/RequestAuthorization': {
    needs: ['payroll', 'update'],
    writes: 'stores the single-use state of the authorization it starts (409 notConfigured without a Xero app)',
  },
  'GET /api/xero/callback': { public: "Xero's redirect of the browser: the single-use state is the credential" },
  'GET /api/xero/status': { needs: ['company', 'visible'] },
  'POST /payrolltransfer/syncXeroData': { needs: ['payroll', 'update'] },
  'POST /payrolltransfer/xeroApiPay': {
    needs: ['payroll', 'update'],
    // a period id of no company: Xero is not set up in the matrix's app (409 notConfigured) before any lookup
    request: () => ({ body: { payrollTransferIds: ['00000000-0000-4000-8000-000000000000'] } }),
  },

  // scheduling
  'GET /api/schedules': { needs: ['schedule', 'visible'] },
  'GET /api/schedules/employee/{employeeId}': {
    needs: ['timesheet', 'visible'],
    person: true,
    request: (o) => ({ path: { employeeId: o.person } }),
  },
  'GET /api/schedules/{id}': {
    needs: ['schedule', 'visible'],
    request: (o) => ({ path: { id: o.scheduleTemplateId } }),
  },
  'POST /schedule/save': {
    needs: [
      ['schedule', 'create'],
      ['schedule', 'update'],
    ],
    request: (o) => ({
      body: {
        id: o.scheduleTemplateId,
        name: `${o.code} Matrix template`,
        employeeIds: [],
        periodType: 'Daily',
        startDate: WEEK.fromT,
        scheduleRules: [{ num: 1, isOffDay: true, workSections: [] }],
      },
    }),
  },
  'POST /schedule/delete': {
    needs: ['schedule', 'delete'],
    request: (o) => ({ body: { ids: [o.scheduleTemplateId, o.payGroupId] } }),
  },
  'POST /schedule/searchEmployeeSchedule': {
    needs: ['schedule', 'visible'],
    person: true,
    request: (o) => ({ body: { employeeId: o.person, startDate: WEEK.fromT, endDate: WEEK.endT } }),
  },
  'POST /schedule/saveEmployeeCustomSchedule': {
    needs: ['schedule', 'update'],
    person: true,
    request: (o) => ({ body: { employeeId: o.person, ruleVos: [] } }),
  },
  'POST /standardshifts/checkPeriodClose': {
    needs: ['schedule', 'visible'],
    person: true,
    request: (o) => ({ body: { employeeId: o.person, ruleDate: WEEK.fromT } }),
  },
  'POST /globalschedule/verify': {
    needs: ['schedule', 'update'],
    person: true,
    request: (o) => ({ body: globalScheduleOf(o.person) }),
  },
  'POST /globalschedule/generate': {
    needs: ['schedule', 'update'],
    person: true,
    request: (o) => ({ body: globalScheduleOf(o.person) }),
  },
  'POST /schedule/uploadExl': {
    needs: ['schedule', 'update'],
    request: () => ({ file: { field: 'uploadFile', name: 'schedule.png', type: 'image/png' } }),
  },
  'GET /schedule/importTemplate': { needs: ['schedule', 'visible'] },

  // scheduling: shift definitions and the weekly roster
  'GET /api/shifts/page': { needs: ['schedule', 'visible'] },
  'GET /api/shifts/{id}': { needs: ['schedule', 'visible'], request: (o) => ({ path: { id: o.shiftId } }) },
  'GET /api/shifts/getNewShifts': {
    needs: ['schedule', 'visible'],
    request: () => ({ query: { startDate: WEEK.fromT, endDate: WEEK.endT } }),
  },
  'GET /api/shifts/scheduleemployee': {
    needs: ['schedule', 'visible'],
    request: () => ({ query: { startDate: WEEK.fromT, endDate: WEEK.endT } }),
  },
  'POST /standardshifts/newShift': {
    needs: ['schedule', 'create'],
    request: (o) => ({ body: { departmentId: o.nodes.picker, startTime: '09:00', endTime: '17:00' } }),
  },
  'POST /standardshifts/updateBaseshift': {
    needs: ['schedule', 'update'],
    request: (o) => ({ body: { id: o.shiftId, labelName: 'Day' } }),
  },
  'POST /standardshifts/delBaseshift': { needs: ['schedule', 'delete'], request: (o) => ({ body: { id: o.shiftId } }) },
  'POST /standardshifts/newSave': {
    needs: ['schedule', 'update'],
    person: true,
    request: (o) => ({ body: { employeeId: o.person, ruleDate: WEEK.fromT, baseShiftWorksectionId: o.shiftId } }),
  },
  'POST /standardshifts/addOffDay': {
    needs: ['schedule', 'update'],
    person: true,
    request: (o) => ({ body: { employeeId: o.person, ruleDate: WEEK.endT } }),
  },
  'POST /standardshifts/delOffDay': {
    needs: ['schedule', 'update'],
    person: true,
    request: (o) => ({ body: { employeeId: o.person, ruleDate: WEEK.endT } }),
  },
  'POST /standardshifts/batchScheduleRule': {
    needs: ['schedule', 'update'],
    person: true,
    request: (o) => ({ body: { id: o.shiftId, employeeIds: [o.person], batchStartDate: WEEK.endT } }),
  },
  'POST /standardshifts/handleScheduleByShift': {
    needs: ['schedule', 'update'],
    request: (o) => ({ body: { id: o.shiftId, fromDate: '2027-03-01', toDate: '2027-03-07' } }),
  },
  'POST /standardshifts/copyScheduleRule': {
    needs: ['schedule', 'update'],
    request: (o) => ({
      body: { departments: [o.nodes.picker], fromDate: WEEK.fromT, endDate: WEEK.fromT, beginDate: '2026-11-17' },
    }),
  },

  // scheduling: leave (issue 12)
  'GET /api/leaves': { needs: ['leave', 'visible'] },
  'GET /api/leaves/list-by-employeeId': {
    needs: ['leave', 'visible'],
    person: true,
    request: (o) => ({ query: { employeeId: o.person } }),
  },
  'GET /api/leaves/types': { needs: ['leave', 'visible'] },
  'GET /api/leaves/{id}': {
    needs: ['leave', 'visible'],
    person: true,
    request: (o) => ({ path: { id: o.leaveOf[o.person] ?? o.person } }),
  },
  'GET /api/leaves/{id}/cover': {
    needs: ['leave', 'approve'],
    person: true,
    request: (o) => ({ path: { id: o.leaveOf[o.person] ?? o.person } }),
  },
  'POST /leave/save': {
    needs: ['leave', 'create'],
    person: true,
    request: (o) => ({ body: { employeeId: o.person, typeId: o.leaveTypeId, fromDate: '2027-05-04', duration: 8 } }),
  },
  'POST /leave/updateExamine': {
    needs: ['leave', 'approve'],
    person: true,
    request: (o) => ({ body: { id: o.leaveOf[o.person] ?? o.person, status: 'Pending', reason: 'the matrix' } }),
  },
  'POST /leave/delete': {
    needs: ['leave', 'create'],
    person: true,
    request: (o) => ({ body: { ids: [o.leaveOf[o.person] ?? o.person] } }),
  },
  'POST /api/leaves/submit-leave-clever-go': {
    needs: ['leave', 'create'],
    // the caller's own leave (none names another person); a type no company has, so the matrix writes none
    request: () => ({ body: { typeId: NO_LEAVE_TYPE, fromDate: '2027-05-05', duration: 8 } }),
  },
  'POST /global-leave/save': {
    needs: ['leave', 'approve'],
    person: true,
    request: (o) => ({
      body: { byEmployee: true, employees: [o.person], typeId: o.leaveTypeId, fromDate: '2027-05-06', duration: 8 },
    }),
  },
  'GET /leaveNum': { needs: ['leave', 'visible'] },
  'GET /leave/upcomingLeaveNum': { needs: ['leave', 'visible'] },
  'POST /leaveBalance/get': {
    needs: ['leaveBalance', 'visible'],
    person: true,
    request: (o) => ({ body: { employeeId: o.person, fromDate: '2027-05-03' } }),
  },
  'GET /api/leave-balance': {
    needs: ['leaveBalance', 'visible'],
    person: true,
    request: (o) => ({ query: { employeeId: o.person, fromDate: '2027-05-03' } }),
  },
  'GET /api/leave-balance/settings': { needs: ['leaveBalance', 'visible'] },
  'POST /leaveBalance/list': {
    needs: ['leaveBalance', 'update'],
    request: (o) => ({
      body: {
        onePayTypePerRow: false,
        payIdColumn: '0',
        leavebalanceVoList: [{ payType: o.leaveTypeId, paytypeColumn: '1' }],
      },
    }),
  },
  'POST /api/leave-balance/upload': {
    needs: ['leaveBalance', 'update'],
    request: () => ({ file: { field: 'leavebalanceExcelFile', name: 'balances.png', type: 'image/png' } }),
  },
  'POST /timesheet/saveShiftCard': {
    needs: ['timesheet', 'update'],
    person: true,
    request: (o) => ({
      body: { employeeId: o.person, day: '2027-03-04', create: true, startTime: '09:00', endTime: '10:00' },
    }),
  },
  'POST /timesheet/deleteCustomSchedule': {
    needs: ['timesheet', 'update'],
    person: true,
    request: (o) => ({ body: { employeeId: o.person, day: '2027-03-04', schId: o.shiftId } }),
  },

  // calculation
  'GET /api/timesheet/getPunchRecords': {
    needs: ['timesheet', 'visible'],
    person: true,
    request: (o) => ({ query: { employeeId: o.person, ...WEEK } }),
  },
  'GET /api/timesheet/paytype-by-month': {
    needs: ['timesheet', 'visible'],
    person: true,
    request: (o) => ({ query: { employeeId: o.person, month: '2026-11' } }),
  },
  'GET /api/timesheet/pay-period': {
    needs: ['timesheet', 'visible'],
    person: true,
    request: (o) => ({ query: { employeeId: o.person, date: '2026-11-18' } }),
  },
  'GET /api/timesheet/recalculate/today': {
    needs: ['timesheet', 'update'],
    person: true,
    writes: 'recalculates today for the employee (spec 001 §7 names GET)',
    request: (o) => ({ query: { employeeId: o.person } }),
  },
  // time capture: punches and punch pairs on the timesheet (writes are edits to the same values, or name no punch)
  'GET /api/punches/{id}': {
    needs: ['punch', 'visible'],
    person: true,
    request: (o) => ({ path: { id: o.punchOf[o.person] ?? '' } }),
  },
  'GET /api/punch-pairs/{id}': {
    needs: ['punch', 'visible'],
    person: true,
    request: (o) => ({ path: { id: `${o.punchOf[o.person]}~` } }),
  },
  'POST /timesheet/saveSinglePunch': {
    needs: ['timesheet', 'update'],
    person: true,
    request: (o) => ({
      body: { id: o.punchOf[o.person], employeeId: o.person, day: '2026-11-18', punchTime: '08:00' },
    }),
  },
  'POST /timesheet/deleteSinglePunch': {
    needs: ['timesheet', 'update'],
    person: true,
    request: (o) => ({ body: { punchId: '00000000-0000-4000-8000-000000000000', employeeId: o.person } }),
  },
  'PUT /punch-pairs/{id}': {
    needs: ['timesheet', 'update'],
    person: true,
    request: (o) => ({ path: { id: `${o.punchOf[o.person]}~` }, body: { inDay: '2026-11-18', inTime: '08:00' } }),
  },
  'GET /api/timesheet/history': {
    needs: ['timesheet', 'visible'],
    person: true,
    request: (o) => ({ query: { employeeId: o.person, day: WEEK.fromT } }),
  },
  'POST /paycard/getPayCard': {
    needs: ['timesheet', 'visible'],
    person: true,
    request: (o) => ({ body: { employeeId: o.person, fromDate: '2027-03-01', toDate: '2027-03-07' } }),
  },
  'POST /paycard/save': {
    needs: ['timesheet', 'update'],
    person: true,
    request: (o) => ({
      body: { employeeId: o.person, fromDate: '2027-03-01', toDate: '2027-03-07', description: 'the matrix' },
    }),
  },
  'POST /paycard/deletePayCardDetails': {
    needs: ['timesheet', 'update'],
    request: (o) => ({ body: { payCardId: o.payPeriodId, payPayCardDetailId: o.payPeriodId } }),
  },
  'POST /paycard/getAttachment': {
    needs: ['timesheet', 'visible'],
    person: true,
    request: (o) => ({ body: { employeeId: o.person, fromDate: '2027-03-01', toDate: '2027-03-07' } }),
  },
  'GET /api/pay-periods': { needs: ['payroll', 'visible'] },
  'POST /api/pay-periods/preview': {
    needs: ['payGroup', 'update'],
    request: (o) => ({ body: { payGroupId: o.payGroupId, rules: DEFAULT_PAY_GROUP_RULES } }),
  },
  'POST /api/pay-periods/{id}/close': {
    needs: ['payroll', 'update'],
    request: (o) => ({ path: { id: o.payPeriodId }, body: { reason: 'the matrix closes it' } }),
  },
  'POST /api/pay-periods/{id}/open': {
    needs: ['payroll', 'update'],
    request: (o) => ({ path: { id: o.payPeriodId }, body: { reason: 'the matrix opens it again' } }),
  },
  'POST /payrolltransfer/searchlist': { needs: ['payroll', 'visible'], request: () => ({ body: { days: 90 } }) },
  'GET /api/payroll-transfers/search': { needs: ['payroll', 'visible'], request: () => ({ query: { days: '90' } }) },
  'GET /api/payroll-transfers/close-check': {
    needs: ['payroll', 'visible'],
    request: (o) => ({ query: { ids: o.payPeriodId } }),
  },
  'POST /payrolltransfer/close': {
    needs: ['payroll', 'update'],
    request: (o) => ({ body: { ids: [o.payPeriodId] } }),
  },
  'POST /payrolltransfer/open': {
    needs: ['payroll', 'update'],
    request: (o) => ({ body: { ids: [o.payPeriodId], reason: 'the matrix opens it again' } }),
  },
  'POST /payrolltransfer/relcalculate': {
    needs: ['payroll', 'update'],
    request: (o) => ({ body: { ids: [o.payPeriodId] } }),
  },
  'GET /payrolltransfer/exportCSV': {
    needs: ['payroll', 'update'],
    request: (o) => ({ query: { id: o.payPeriodId } }),
  },
  'GET /payrolltransfer/exportAllowance': {
    needs: ['payroll', 'update'],
    request: (o) => ({ query: { id: o.payPeriodId } }),
    refuses: {
      roles: ['Superadmin', 'Admin'],
      why: 'the allowance file is the construction variant’s (isCalderStewart), which the fixture company is not',
    },
  },
  'POST /api/payroll-transfers/verify': { needs: ['payroll', 'visible'] },
  'POST /recalculate/recalculateTimeSheet': {
    needs: ['timesheet', 'update'],
    person: true,
    request: (o) => ({ body: { payrollTransferId: o.payPeriodId, employees: [o.person] } }),
  },
  'GET /api/recalculation/status': { needs: ['payroll', 'visible'] },
  'POST /api/recalculation/verify': {
    needs: ['payroll', 'update'],
    request: (o) => ({ body: { from: WEEK.fromT, to: WEEK.fromT, employeeIds: [o.people.employee] } }),
  },
  'POST /recalculate/recalculate': {
    needs: ['timesheet', 'update'],
    person: true,
    request: (o) => ({ body: { employees: [o.person], startDate: WEEK.fromT, endDate: WEEK.fromT } }),
  },

  'GET /api/time-approvals': { needs: ['timesheet', 'approve'], request: () => ({ query: WEEK_DATES }) },
  'GET /time-approvals/daily-count': { needs: ['timesheet', 'approve'] },
  'GET /time-approvals/this-period-count': { needs: ['timesheet', 'approve'] },
  'GET /time-approvals/last-period-count': { needs: ['timesheet', 'approve'] },
  'POST /time-approvals/approveAllSelected': {
    needs: ['timesheet', 'approve'],
    // an id no pair has: the permission check comes first, then 404 for every role that may approve
    request: () => ({ body: { punchPairIds: [NO_PAIR] } }),
  },
  'POST /time-approvals/unapproveAllSelected': {
    needs: ['timesheet', 'approve'],
    request: () => ({ body: { punchPairIds: [NO_PAIR] } }),
  },

  'GET /api/time-card-exceptions/view': { needs: ['timesheet', 'visible'], request: () => ({ query: WEEK_DATES }) },
  'GET /exceptionNum': { needs: ['timesheet', 'visible'] },
  'GET /timesheet/hideException': {
    needs: ['timesheet', 'approve'],
    writes: 'review an exception (spec 001 §7 names GET)',
    person: true,
    // the person's day has no such exception: 404 for those the role reaches, 403 for the others
    request: (o) => ({ query: { id: o.person, fromT: WEEK.fromT, exceptionType: 'LateArrival' } }),
  },
  'GET /timesheet/showException': {
    needs: ['timesheet', 'approve'],
    writes: 'revert a review (spec 001 §7 names GET)',
    request: () => ({ query: { id: NO_PAIR } }),
  },

  // the dashboard's people and punch status, and the live updates stream (ADR 0013)
  'GET /api/dashboard/employees': { needs: ['timesheet', 'visible'] },
  'GET /api/dashboard/employee-info': {
    needs: ['timesheet', 'visible'],
    leavesOut: 'answers only the employees the caller reaches; other ids (another company’s too) are left out',
    request: (o) => ({ query: { employeeIds: Object.values(o.people).join(',') } }),
  },
  'GET /api/punches/status': {
    needs: ['timesheet', 'visible'],
    leavesOut: 'answers only the employees the caller reaches; other ids (another company’s too) are left out',
    request: (o) => ({ query: { employeeIds: Object.values(o.people).join(',') } }),
  },
  'GET /api/punches/status/{employeeId}': {
    needs: ['timesheet', 'visible'],
    person: true,
    request: (o) => ({ path: { employeeId: o.person } }),
  },
  'GET /api/punches/last-punch': {
    needs: ['timesheet', 'visible'],
    leavesOut: 'answers only the employees the caller reaches; other ids (another company’s too) are left out',
    request: (o) => ({ query: { employeeIds: Object.values(o.people).join(',') } }),
  },
  'GET /api/punches/last-punch/{employeeId}': {
    needs: ['timesheet', 'visible'],
    person: true,
    request: (o) => ({ path: { employeeId: o.person } }),
  },
  // maxSeconds 0: the stream answers `ready` and ends, so the matrix reads a whole answer
  'GET /api/live-updates': { needs: ['timesheet', 'visible'], request: () => ({ query: { maxSeconds: '0' } }) },

  // reporting
  'POST /standardshifts/sendEmployeeEmail': {
    needs: ['schedule', 'update'],
    person: true,
    request: (o) => ({ body: { startDate: WEEK.fromT, endDate: WEEK.endT, employeeId: o.person } }),
  },
  'GET /api/schedule-mails/{id}': {
    needs: ['schedule', 'update'],
    request: (o) => ({ path: { id: o.scheduleMailRunId } }),
  },
  'POST /api/reports/{name}': {
    needs: ['report', 'visible'],
    request: (o) => ({
      path: { name: 'WeeklyScheduleReport' },
      body: { startDate: WEEK.fromT, endDate: WEEK.endT, sortBy: 'LastName', departmentIds: [o.nodes.warehouse] },
    }),
  },
};
