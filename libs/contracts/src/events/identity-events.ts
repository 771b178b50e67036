export const IDENTITY_USER_CHANGED_V1 = 'identity.user.changed.v1';

/**
 * A login account was created or changed (any write: form save, status, profile, password, PIN, photo). The first
 * seven fields are the original v1; every later field is optional, so events written before they existed stay
 * valid, and consumers must treat a missing field as "not known" rather than as empty.
 */
export interface UserChangedV1 {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'Superadmin' | 'Admin' | 'Supervisor' | 'Employee';
  /** the user's employee record; null once the user has no employee access (organisation unlinks it) */
  employeeId: string | null;
  status: 'Active' | 'Inactive' | 'Terminated';
  middleName?: string | null;
  /** the spec's role id ('3' is Supervisor) */
  roleId?: string;
  avatarFileName?: string | null;
  mobile?: string | null;
  phone?: string | null;
  fax?: string | null;
  /** structure nodes a Supervisor manages ("Management") */
  departments?: string[];
  /** a Supervisor's functions */
  funs?: string[];
  /** division ids whose payroll export the user handles */
  exportDevisions?: string[];
  /** Leave Request Forwarding: requests for this user go to user forwardTo */
  isLeave?: boolean;
  forwardTo?: string | null;
  mobileApp?: boolean;
  evacuator?: boolean;
  /** whether a mobile PIN is set (the PIN itself never leaves identity) */
  hasPin?: boolean;
  /**
   * Present only when the write carried the user form's employee info (isEmployee on): organisation creates the
   * employee `employeeId` from it, or updates it. Names and e-mail are the user's own fields above.
   */
  employee?: UserEmployeeInfoV1;
}

/** The user form's Employee Info section, owned and stored by organisation. */
export interface UserEmployeeInfoV1 {
  /** local date YYYY-MM-DD */
  hireOnDateValue: string;
  terminateDateValue: string | null;
  departmentId: string;
  paygroupId: string | null;
  clockId: number | null;
  payId: string | null;
  name: string | null;
  title: string | null;
  workflowId: string | null;
  externalId: string | null;
  isExport: boolean;
  mobile: string | null;
  phone: string | null;
  fax: string | null;
  physicalAddr: string | null;
  postalAddr: string | null;
  scheduleId: string | null;
  timeRoundingId: string | null;
}

export const IDENTITY_OAUTH_CLIENT_CHANGED_V1 = 'identity.oauth-client.changed.v1';

/** An OAuth client registration (never its secret). */
export interface OAuthClientChangedV1 {
  oauthClientId: string;
  clientId: string;
  scopes: string;
  deleted: boolean;
}
