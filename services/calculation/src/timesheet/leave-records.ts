import type { DayResult, Leave } from '@rollcall/contracts';
import type { PayTypeName } from './period-builder.js';
import type { LeaveRecord } from './period-response.js';

/**
 * The leave cards of one timesheet day: every pending or approved leave whose dates cover the day, in the order
 * given. An approved leave shows the minutes the engine charged its pay type on the day (0 on a day it skipped);
 * when two approved leaves of one type share the day the engine's total cannot be split, so neither says.
 */
export function leaveRecordsOf(
  date: string,
  leaves: readonly Leave[],
  day: DayResult | undefined,
  payTypes: ReadonlyMap<string, PayTypeName>,
): LeaveRecord[] {
  const onDay = leaves.filter(
    (l) => l.fromDate <= date && l.toDate >= date && (l.status === 'Pending' || l.status === 'Approved'),
  );
  return onDay.map((leave) => {
    const type = payTypes.get(leave.payTypeId);
    const sharing = onDay.filter((l) => l.status === 'Approved' && l.payTypeId === leave.payTypeId).length;
    const charged = day?.payTypes.find((p) => p.payTypeId === leave.payTypeId)?.minutes ?? 0;
    return {
      id: leave.id,
      typeId: leave.payTypeId,
      typeCode: type?.code ?? '',
      typeName: type?.name ?? leave.payTypeId,
      leaveStatus: leave.status === 'Approved' ? 'Approved' : 'Pending',
      fromDate: leave.fromDate,
      toDate: leave.toDate,
      fromTime: leave.byWorkHours ? (leave.fromTime ?? null) : null,
      toTime: leave.byWorkHours ? (leave.toTime ?? null) : null,
      minutes: leave.status === 'Approved' && day && sharing === 1 ? charged : null,
    };
  });
}
