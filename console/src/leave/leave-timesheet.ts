import type { LeaveRecord } from '@rollcall/api-client';
import { hoursText } from './leave-form';

// The leave on the timesheet (spec 001 §2 "Timesheet"): the day's leave cards and the leave balance panel.

/** What a leave card says it takes of the day: its time range, and the hours charged once calculated. */
export function leaveCardText(record: Pick<LeaveRecord, 'fromTime' | 'toTime' | 'minutes'>): string {
  const range = record.fromTime && record.toTime ? `${record.fromTime} - ${record.toTime}` : '';
  const charged =
    record.minutes === null || record.minutes === undefined ? '' : `${hoursText(record.minutes / 60)} hrs`;
  return [range, charged].filter(Boolean).join(', ');
}

/** The leave balance panel shows only when the company allows leave time and the viewer holds leaveBalance visible. */
export function showsLeaveBalancePanel(allowLeaveTime: boolean | undefined, seesBalances: boolean): boolean {
  return allowLeaveTime === true && seesBalances;
}
