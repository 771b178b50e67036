// The dashboard's count panels (spec 001 §2 "Dashboard"): which counts show, what each links to, and which are
// warnings (styled as danger when above zero). Pure, so the rules are unit-tested without a browser.
import type { CompanySettings, DashboardEmployeeInfo, ExceptionCounts, TimeApprovalCounts } from '@rollcall/api-client';
import { addDays } from '../kit/dates';

/** One count of a panel: its label, the number (undefined while loading), where it links, and whether it warns. */
export interface CountItem {
  key: string;
  label: string;
  count: number | undefined;
  href: string;
  /** a warning count: styled as danger when above zero */
  warning: boolean;
}

/** How many days ahead Upcoming Leaves counts (spec 001 §2; GET /leave/upcomingLeaveNum). */
export const UPCOMING_LEAVE_DAYS = 14;

const query = (values: Record<string, string>) => new URLSearchParams(values).toString();

/** The Information panel: sync errors, pending leave and upcoming leave, each only where the user may see it. */
export function informationItems(
  counts: { syncErrors?: number; pendingLeave?: number; upcomingLeave?: number },
  today: string,
  may: { syncResults: boolean; leave: boolean },
): CountItem[] {
  const items: CountItem[] = [];
  if (may.syncResults)
    items.push({
      key: 'syncErrors',
      label: 'Sync Error',
      count: counts.syncErrors,
      href: '/sync-results',
      warning: true,
    });
  if (may.leave) {
    items.push({
      key: 'pendingLeave',
      label: 'Pending Leave Requests',
      count: counts.pendingLeave,
      href: `/leave/list?${query({ status: 'Pending' })}`,
      warning: true,
    });
    items.push({
      key: 'upcomingLeave',
      label: 'Upcoming Leaves',
      count: counts.upcomingLeave,
      href: `/leave/list?${query({ status: 'Approved', startDate: today, endDate: addDays(today, UPCOMING_LEAVE_DAYS) })}`,
      warning: false,
    });
  }
  return items;
}

/** The exception types of the panel with the company setting that shows each (spec 001 §2, §3). */
const EXCEPTION_COUNTS: readonly {
  type: keyof ExceptionCounts;
  label: string;
  shown: (s: CompanySettings) => boolean;
}[] = [
  { type: 'LateArrival', label: 'Late Arrival', shown: (s) => s.lateArrival },
  { type: 'EarlyDeparture', label: 'Early Departure', shown: (s) => s.earlyDeparture },
  { type: 'Absent', label: 'Absent', shown: (s) => s.absent },
  { type: 'MissingPunch', label: 'Missing Punch', shown: (s) => s.missingPunch },
  { type: 'LongBreak', label: 'Long Break', shown: (s) => s.longBreak },
  { type: 'UnscheduleWork', label: 'Unschedule Work', shown: (s) => s.unscheduledWork },
  { type: 'UnscheduleBreak', label: 'Unschedule Break', shown: (s) => s.unscheduledBreak },
  { type: 'UnprovedOvertime', label: 'Unapproved Overtime', shown: (s) => !s.hideApproveOT },
];

/**
 * The Exceptions panel: This Period Unreviewed, then each type whose company setting is on, over the dates the
 * counts were taken (each employee's current pay period); each links to the exception list of that type and dates.
 */
export function exceptionItems(settings: CompanySettings, counts: ExceptionCounts | undefined): CountItem[] {
  const dates: Record<string, string> = counts ? { startDate: counts.startDate, endDate: counts.endDate } : {};
  const href = (type: string) => `/times/timecardExceptionList?${query({ type, ...dates })}`;
  return [
    { key: 'total', label: 'This Period Unreviewed', count: counts?.total, href: href('AllException'), warning: true },
    ...EXCEPTION_COUNTS.filter((c) => c.shown(settings)).map((c) => ({
      key: c.type,
      label: c.label,
      count: counts?.[c.type] as number | undefined,
      href: href(c.type),
      warning: true,
    })),
  ];
}

/** The link of Browse Period: every exception over the counted period. */
export function browsePeriodHref(counts: ExceptionCounts | undefined): string {
  const dates: Record<string, string> = counts ? { startDate: counts.startDate, endDate: counts.endDate } : {};
  return `/times/timecardExceptionList?${query({ type: 'AllException', ...dates })}`;
}

/** Whether the Approvals panel shows: multi-shift view and time approval on (spec 001 §2). */
export function showsApprovals(settings: CompanySettings): boolean {
  return settings.multiShiftView && settings.isTimeApprovalEnabled;
}

/** The Approvals panel's rows: Daily (yesterday to today), This Period and Last Period, unapproved and approved. */
export function approvalRows(
  counts: { daily?: TimeApprovalCounts; thisPeriod?: TimeApprovalCounts; lastPeriod?: TimeApprovalCounts },
  today: string,
): { label: string; items: CountItem[] }[] {
  const daily = { startDate: addDays(today, -1), endDate: today };
  const row = (label: string, key: string, answer: TimeApprovalCounts | undefined, where: Record<string, string>) => ({
    label,
    items: [
      {
        key: `${key}Unapproved`,
        label: 'Unapproved',
        count: answer?.unapproved,
        href: `/time-approvals/list?${query({ status: 'Unapproved', ...where })}`,
        warning: true,
      },
      {
        key: `${key}Approved`,
        label: 'Approved',
        count: answer?.approved,
        href: `/time-approvals/list?${query({ status: 'Approved', ...where })}`,
        warning: false,
      },
    ],
  });
  return [
    row('Daily', 'daily', counts.daily, daily),
    row('This Period', 'thisPeriod', counts.thisPeriod, { ...daily, period: 'Current' }),
    row('Last Period', 'lastPeriod', counts.lastPeriod, { ...daily, period: 'Previous' }),
  ];
}

/** A punch status as the table says it (spec 001 §2: In, Out, Leave, No Punch). */
export function punchStatusLabel(status: string): string {
  return status === 'NoPunch' ? 'No Punch' : status;
}

/**
 * The Next Scheduled Time cell: undefined while its info is loading (the screen shows a spinner), 'start - end' as
 * HH:mm (with the date, DD/MM, when not today), or '--' when none.
 */
export function nextScheduledText(info: DashboardEmployeeInfo | undefined, today: string): string | undefined {
  if (!info) return undefined;
  const { nextScheduledStartTime: start, nextScheduledEndTime: end } = info;
  if (!start || !end) return '--';
  const at = (value: string) => {
    const [date = '', time = ''] = value.split('T');
    if (date === today) return time;
    const [, month, day] = date.split('-');
    return `${day}/${month} ${time}`;
  };
  return `${at(start)} - ${at(end)}`;
}
