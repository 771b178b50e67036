import { Type } from 'typebox';
import { defineEvent, type PayloadOf } from '../define-event.js';
import { localDate, localTime, nullable } from '../event-fields.js';

/** One employee's leave as it now stands: the engine's Leave fields (absent ones as null) plus the employee. */
export const LeaveChangedEvent = defineEvent(
  'schedule.leave.changed',
  1,
  Type.Object({
    leaveId: Type.String(),
    employeeId: Type.String(),
    payTypeId: Type.String(),
    status: Type.Enum(['Pending', 'Approved', 'Declined', 'Cancelled']),
    /** inclusive */
    fromDate: localDate,
    toDate: localDate,
    /** with byWorkHours */
    fromTime: nullable(localTime),
    toTime: nullable(localTime),
    byWorkHours: Type.Boolean(),
    scheduledDuration: Type.Boolean(),
    hoursPerDay: nullable(Type.Number({ minimum: 0, maximum: 24 })),
    skip: Type.Boolean(),
    skipUnscheduled: Type.Boolean(),
    deleted: Type.Boolean(),
  }),
);
export const SCHEDULE_LEAVE_CHANGED_V1 = LeaveChangedEvent.type;
export type LeaveChangedV1 = PayloadOf<typeof LeaveChangedEvent>;
