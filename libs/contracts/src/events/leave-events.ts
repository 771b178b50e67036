import type { LeaveStatus } from '../engine/engine-input.js';

export const SCHEDULE_LEAVE_CHANGED_V1 = 'schedule.leave.changed.v1';

/** One employee's leave as it now stands: the engine's Leave fields (absent ones as null) plus the employee. */
export interface LeaveChangedV1 {
  leaveId: string;
  employeeId: string;
  payTypeId: string;
  status: LeaveStatus;
  /** local dates YYYY-MM-DD, inclusive */
  fromDate: string;
  toDate: string;
  /** HH:mm local, with byWorkHours */
  fromTime: string | null;
  toTime: string | null;
  byWorkHours: boolean;
  scheduledDuration: boolean;
  hoursPerDay: number | null;
  skip: boolean;
  skipUnscheduled: boolean;
  deleted: boolean;
}
