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

export const IDENTITY_SESSION_REVOKED_V1 = 'identity.session.revoked.v1';

/** Why sessions ended before their tokens expired. */
export type SessionRevocationReason =
  | 'signedOut'
  | 'refreshTokenReused'
  | 'passwordChanged'
  | 'passwordReset'
  | 'userNotActive'
  /** the role or the managed structure nodes changed: tokens carry them */
  | 'accessChanged'
  /** the console switched to another session (login-as-employee) */
  | 'replaced';

/**
 * Sessions of a user ended (sign-out, a copied refresh token, a password change or reset, the account no longer
 * Active). Every service refuses the access tokens of these sessions from then on (the token's `sid` claim);
 * the envelope's `occurredAt` is when they ended, and no access token of theirs outlives that by more than the
 * access-token lifetime.
 */
export interface SessionRevokedV1 {
  userId: string;
  /** the sessions (refresh-token families, the access token's `sid`) that ended */
  sessionIds: string[];
  reason: SessionRevocationReason;
}
