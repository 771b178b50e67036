import { Type, type Static } from 'typebox';
import { defineEvent, type PayloadOf } from '../define-event.js';
import { localDate, nullable } from '../event-fields.js';

/** The user form's Employee Info section, owned and stored by organisation. */
const UserEmployeeInfo = Type.Object({
  hireOnDateValue: localDate,
  terminateDateValue: nullable(localDate),
  departmentId: Type.String(),
  paygroupId: nullable(Type.String()),
  clockId: nullable(Type.Integer()),
  payId: nullable(Type.String()),
  name: nullable(Type.String()),
  title: nullable(Type.String()),
  workflowId: nullable(Type.String()),
  externalId: nullable(Type.String()),
  isExport: Type.Boolean(),
  mobile: nullable(Type.String()),
  phone: nullable(Type.String()),
  fax: nullable(Type.String()),
  physicalAddr: nullable(Type.String()),
  postalAddr: nullable(Type.String()),
  scheduleId: nullable(Type.String()),
  timeRoundingId: nullable(Type.String()),
});

/**
 * A login account was created or changed (any write: form save, status, profile, password, PIN, photo). The first
 * seven fields are the original v1; every later field is optional, so events written before they existed stay
 * valid, and consumers must treat a missing field as "not known" rather than as empty.
 */
export const UserChangedEvent = defineEvent(
  'identity.user.changed',
  1,
  Type.Object({
    userId: Type.String(),
    email: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    role: Type.Enum(['Superadmin', 'Admin', 'Supervisor', 'Employee']),
    /** the user's employee record; null once the user has no employee access (organisation unlinks it) */
    employeeId: nullable(Type.String()),
    status: Type.Enum(['Active', 'Inactive', 'Terminated']),
    middleName: Type.Optional(nullable(Type.String())),
    /** the spec's role id ('3' is Supervisor) */
    roleId: Type.Optional(Type.String()),
    avatarFileName: Type.Optional(nullable(Type.String())),
    mobile: Type.Optional(nullable(Type.String())),
    phone: Type.Optional(nullable(Type.String())),
    fax: Type.Optional(nullable(Type.String())),
    /** structure nodes a Supervisor manages ("Management") */
    departments: Type.Optional(Type.Array(Type.String())),
    /** a Supervisor's functions */
    funs: Type.Optional(Type.Array(Type.String())),
    /** division ids whose payroll export the user handles */
    exportDevisions: Type.Optional(Type.Array(Type.String())),
    /** Leave Request Forwarding: requests for this user go to user forwardTo */
    isLeave: Type.Optional(Type.Boolean()),
    forwardTo: Type.Optional(nullable(Type.String())),
    mobileApp: Type.Optional(Type.Boolean()),
    evacuator: Type.Optional(Type.Boolean()),
    /** whether a mobile PIN is set (the PIN itself never leaves identity) */
    hasPin: Type.Optional(Type.Boolean()),
    /**
     * Present only when the write carried the user form's employee info (isEmployee on): organisation creates the
     * employee `employeeId` from it, or updates it. Names and e-mail are the user's own fields above.
     */
    employee: Type.Optional(UserEmployeeInfo),
  }),
);
export const IDENTITY_USER_CHANGED_V1 = UserChangedEvent.type;
export type UserChangedV1 = PayloadOf<typeof UserChangedEvent>;
export type UserEmployeeInfoV1 = Static<typeof UserEmployeeInfo>;
