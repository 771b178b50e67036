import type { RoleName } from './roles.js';

export const ACTIONS = ['create', 'update', 'delete', 'approve', 'visible'] as const;
export type Action = (typeof ACTIONS)[number];

export const RESOURCES = [
  'profile',
  'company',
  'customer',
  'user',
  'employee',
  'payRate',
  'timesheet',
  'punch',
  'leave',
  'leaveBalance',
  'division',
  'branch',
  'department',
  'position',
  'payGroup',
  'payType',
  'job',
  'rounding',
  'holiday',
  'skill',
  'workplace',
  'kiosk',
  'punchCode',
  'oauthClient',
  'syncResult',
  'schedule',
  'report',
  'payroll',
  'settings',
] as const;
export type Resource = (typeof RESOURCES)[number];

export type PermissionMap = Partial<Record<Resource, Action[]>>;

const all: Action[] = [...ACTIONS];
const readOnly: Action[] = ['visible'];
/** one's own account: profile, password, PIN, photo */
const ownProfile: Action[] = ['visible', 'update'];
const structure = (actions: Action[]) => ({
  division: actions,
  branch: actions,
  department: actions,
  position: actions,
});

/**
 * What each role may do, per resource. Superadmin manages customer companies and everything inside them;
 * Admin everything inside their own company; Supervisor the time of the people they manage; Employee reads
 * their own time.
 */
export const ROLE_PERMISSIONS: Record<RoleName, PermissionMap> = {
  Superadmin: Object.fromEntries([...RESOURCES].map((r) => [r, all])) as PermissionMap,
  Admin: {
    profile: ownProfile,
    company: ['update', 'visible'],
    user: all,
    employee: all,
    payRate: all,
    timesheet: all,
    punch: all,
    leave: all,
    leaveBalance: all,
    ...structure(all),
    payGroup: all,
    payType: all,
    job: all,
    rounding: all,
    holiday: all,
    skill: all,
    workplace: all,
    kiosk: all,
    punchCode: all,
    oauthClient: all,
    syncResult: all,
    schedule: all,
    report: all,
    payroll: all,
    settings: all,
  },
  Supervisor: {
    profile: ownProfile,
    company: readOnly,
    employee: ['visible', 'update'],
    timesheet: ['visible', 'update', 'approve'],
    punch: ['visible', 'create', 'update', 'delete'],
    leave: ['visible', 'create', 'update', 'approve'],
    leaveBalance: readOnly,
    ...structure(readOnly),
    payGroup: readOnly,
    payType: readOnly,
    job: readOnly,
    holiday: readOnly,
    skill: readOnly,
    workplace: readOnly,
    punchCode: readOnly,
    schedule: ['visible', 'create', 'update'],
    report: readOnly,
  },
  Employee: {
    profile: ownProfile,
    company: readOnly,
    timesheet: readOnly,
    punch: readOnly,
    leave: ['visible', 'create'],
    leaveBalance: readOnly,
    schedule: readOnly,
  },
};

export function permissionsOf(role: RoleName): PermissionMap {
  return ROLE_PERMISSIONS[role];
}

export function isAllowed(role: RoleName, resource: Resource, action: Action): boolean {
  return ROLE_PERMISSIONS[role][resource]?.includes(action) ?? false;
}
