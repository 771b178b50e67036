import { Type } from 'typebox';
import { defineEvent, type PayloadOf } from '../define-event.js';
import { nullable, uncheckedAddition } from '../event-fields.js';

export const EmployeeChangedEvent = defineEvent(
  'org.employee.changed',
  1,
  Type.Object({
    employeeId: Type.String(),
    userId: nullable(Type.String()),
    clockId: nullable(Type.Integer()),
    payId: nullable(Type.String()),
    firstName: Type.String(),
    lastName: Type.String(),
    employeeStatus: Type.Enum(['Active', 'Inactive', 'Terminated']),
    departmentId: nullable(Type.String()),
    paygroupId: nullable(Type.String()),
    /** IANA zone of the employee's structure node (nearest ancestor with a zone), else the company's */
    timeZoneId: Type.String(),
    standardHours: nullable(Type.Number()),
    guaranteedHours: nullable(Type.Number()),
    hireOnDate: nullable(Type.String()),
    terminateDate: nullable(Type.String()),
    scheduleId: nullable(Type.String()),
    timeRoundingId: nullable(Type.String()),
    /** the employee's skills */
    skillIds: uncheckedAddition<string[]>(),
    /** where the employee's own mail goes (their week's roster); null when none is recorded */
    email: uncheckedAddition<string | null>(),
    /** the hourly pay rate (the roster's costs); null when none is set */
    payRate: uncheckedAddition<number | null>(),
    /** the Xero employee the last Xero sync matched (read-only; null: none) */
    xeroGuid: uncheckedAddition<string | null>(),
  }),
);
export const ORG_EMPLOYEE_CHANGED_V1 = EmployeeChangedEvent.type;
export type EmployeeChangedV1 = PayloadOf<typeof EmployeeChangedEvent>;
