import type { NewEvent } from '@rollcall/platform';
import type { LeaveAnswer } from './leave.answers.js';

export type LeaveStatus = 'Pending' | 'Approved' | 'Declined' | 'Cancelled';

/** A leave as scheduling stores it (the leaves table), with the names the answers show. */
export interface LeaveRow {
  id: string;
  companyId: string;
  employeeId: string;
  payTypeId: string;
  status: LeaveStatus;
  fromDate: string;
  toDate: string;
  fromTime: string | null;
  toTime: string | null;
  fromDateType: 'Today' | 'NextDay';
  toDateType: 'Today' | 'NextDay';
  byWorkHours: boolean;
  scheduledDuration: boolean;
  hoursPerDay: number | null;
  skip: boolean;
  skipUnscheduled: boolean;
  description: string | null;
  reason: string | null;
  days: { date: string; minutes: number; skipped: string | null }[];
  totalMinutes: number;
  source: string;
  createdAt: string;
}

export interface LeaveListed extends LeaveRow {
  employeeName: string;
  clockId: number | null;
  userId: string | null;
  paygroupId: string | null;
  typeCode: string;
  typeName: string;
  paidLeave: boolean;
}

/** The leaves with their employee and type (scheduling's read models), as the list and one leave read them. */
export const LEAVE_SELECT = (schema: string) => `
  SELECT l.id, l.company_id AS "companyId", l.employee_id AS "employeeId", l.pay_type_id AS "payTypeId", l.status,
         to_char(l.from_date, 'YYYY-MM-DD') AS "fromDate", to_char(l.to_date, 'YYYY-MM-DD') AS "toDate",
         l.from_time AS "fromTime", l.to_time AS "toTime", l.from_date_type AS "fromDateType",
         l.to_date_type AS "toDateType", l.by_work_hours AS "byWorkHours", l.scheduled_duration AS "scheduledDuration",
         l.hours_per_day::float8 AS "hoursPerDay", l.skip, l.skip_unscheduled AS "skipUnscheduled", l.description,
         l.reason, l.days, l.total_minutes AS "totalMinutes", l.source, l.created_at AS "createdAt",
         trim(e.first_name || ' ' || e.last_name) AS "employeeName", e.clock_id AS "clockId", e.user_id AS "userId",
         e.department_id AS "departmentId", e.paygroup_id AS "paygroupId", coalesce(t.code, '') AS "typeCode", coalesce(t.name, '') AS "typeName",
         coalesce(t.paid_leave, true) AS "paidLeave"
    FROM "${schema}".leaves l
    JOIN "${schema}".employees e ON e.id = l.employee_id
    LEFT JOIN "${schema}".leave_pay_types t ON t.id = l.pay_type_id`;

const hours = (minutes: number) => Math.round(minutes / 0.6) / 100;

/** `viewer`: who asks (Examine is theirs unless they report to someone and the leave is their own). */
export function leaveAnswer(
  row: LeaveListed,
  reportTo: { userId: string; name: string } | null,
  viewer: { userId: string; employeeId: string | null; mayApprove: boolean },
): LeaveAnswer {
  const charged = row.days.filter((d) => d.minutes > 0).length;
  const createdAt = row.createdAt as unknown;
  return {
    id: row.id,
    leaveId: row.id,
    employeeId: row.employeeId,
    employeeName: row.employeeName,
    clockId: row.clockId,
    userId: row.userId,
    typeId: row.payTypeId,
    typeCode: row.typeCode,
    typeName: row.typeName,
    paidLeave: row.paidLeave,
    fromDate: row.fromDate,
    toDate: row.toDate,
    fromTime: row.fromTime,
    toTime: row.toTime,
    fromLeaveTime: row.fromTime === null ? null : `${row.fromTime}${row.fromDateType === 'NextDay' ? '+' : ''}`,
    toLeaveTime: row.toTime === null ? null : `${row.toTime}${row.toDateType === 'NextDay' ? '+' : ''}`,
    fromDateType: row.fromDateType,
    toDateType: row.toDateType,
    byWorkHours: row.byWorkHours,
    scheduledDuration: row.scheduledDuration,
    skip: row.skip,
    skipUnscheduled: row.skipUnscheduled,
    duration: row.hoursPerDay,
    description: row.description,
    textDur: row.byWorkHours
      ? `${row.fromTime ?? ''} - ${row.toTime ?? ''}${row.toDateType === 'NextDay' ? '+' : ''}`
      : `${charged} ${charged === 1 ? 'day' : 'days'}`,
    textTotal: hours(row.totalMinutes).toFixed(2),
    totalHours: hours(row.totalMinutes),
    days: row.days.map((d) => ({ date: d.date, hours: hours(d.minutes), skipped: d.skipped })),
    leaveStatus: row.status,
    createTime: createdAt instanceof Date ? createdAt.toISOString() : String(createdAt),
    reportName: reportTo?.name ?? null,
    reportTo: reportTo?.userId ?? null,
    paygroupId: row.paygroupId,
    reason: row.reason,
    source: row.source,
    examinable:
      viewer.mayApprove && !(row.employeeId === viewer.employeeId && reportTo && reportTo.userId !== viewer.userId),
  };
}

/** schedule.leave.changed.v1 for the leave as it now stands. */
export function leaveChanged(row: LeaveRow): NewEvent {
  return {
    type: 'schedule.leave.changed.v1',
    companyId: row.companyId,
    key: row.employeeId,
    payload: {
      leaveId: row.id,
      employeeId: row.employeeId,
      payTypeId: row.payTypeId,
      status: row.status,
      fromDate: row.fromDate,
      toDate: row.toDate,
      fromTime: row.byWorkHours ? row.fromTime : null,
      toTime: row.byWorkHours ? row.toTime : null,
      byWorkHours: row.byWorkHours,
      scheduledDuration: row.scheduledDuration,
      hoursPerDay: row.hoursPerDay,
      skip: row.skip,
      skipUnscheduled: row.skipUnscheduled,
      deleted: false,
    },
  };
}
