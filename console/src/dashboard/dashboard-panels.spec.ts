import type { CompanySettings, ExceptionCounts } from '@rollcall/api-client';
import {
  approvalRows,
  browsePeriodHref,
  exceptionItems,
  informationItems,
  nextScheduledText,
  punchStatusLabel,
  showsApprovals,
} from './dashboard-panels';

const today = '2026-11-20';
const off = {
  lateArrival: false,
  earlyDeparture: false,
  absent: false,
  missingPunch: false,
  longBreak: false,
  unscheduledWork: false,
  unscheduledBreak: false,
  hideApproveOT: true,
  multiShiftView: true,
  isTimeApprovalEnabled: true,
} as CompanySettings;
const counts = {
  startDate: '2026-11-16',
  endDate: '2026-11-22',
  total: 5,
  LateArrival: 2,
  EarlyDeparture: 0,
  Absent: 1,
  MissingPunch: 1,
  LongBreak: 0,
  UnscheduleWork: 1,
  UnscheduleBreak: 0,
  UnprovedOvertime: 0,
} as ExceptionCounts;

describe('the dashboard’s panels', () => {
  it('shows the information counts the user may see, linking to leave filtered by status and the next 14 days', () => {
    const items = informationItems({ syncErrors: 3, pendingLeave: 2, upcomingLeave: 1 }, today, {
      syncResults: true,
      leave: true,
    });
    expect(items.map((i) => [i.label, i.count, i.href, i.warning])).toEqual([
      ['Sync Error', 3, '/sync-results', true],
      ['Pending Leave Requests', 2, '/leave/list?status=Pending', true],
      ['Upcoming Leaves', 1, '/leave/list?status=Approved&startDate=2026-11-20&endDate=2026-12-04', false],
    ]);
    expect(informationItems({}, today, { syncResults: false, leave: true }).map((i) => i.key)).toEqual([
      'pendingLeave',
      'upcomingLeave',
    ]);
  });

  it('shows This Period Unreviewed always and each exception type only when its company setting is on', () => {
    expect(exceptionItems(off, counts).map((i) => i.label)).toEqual(['This Period Unreviewed']);
    const on = { ...off, lateArrival: true, missingPunch: true, unscheduledWork: true, hideApproveOT: false };
    const items = exceptionItems(on, counts);
    expect(items.map((i) => [i.label, i.count])).toEqual([
      ['This Period Unreviewed', 5],
      ['Late Arrival', 2],
      ['Missing Punch', 1],
      ['Unschedule Work', 1],
      ['Unapproved Overtime', 0],
    ]);
    expect(items[1]?.href).toBe(
      '/times/timecardExceptionList?type=LateArrival&startDate=2026-11-16&endDate=2026-11-22',
    );
    expect(browsePeriodHref(counts)).toBe(
      '/times/timecardExceptionList?type=AllException&startDate=2026-11-16&endDate=2026-11-22',
    );
    // while the counts load: no dates, no numbers
    expect(exceptionItems(off, undefined)[0]).toMatchObject({
      count: undefined,
      href: '/times/timecardExceptionList?type=AllException',
    });
  });

  it('shows approvals only with multi-shift view and time approval on, daily, this and last period', () => {
    expect(showsApprovals(off)).toBe(true);
    expect(showsApprovals({ ...off, multiShiftView: false })).toBe(false);
    expect(showsApprovals({ ...off, isTimeApprovalEnabled: false })).toBe(false);
    const rows = approvalRows(
      {
        daily: { approved: 1, unapproved: 4, startDate: '2026-11-19', endDate: today },
        thisPeriod: { approved: 7, unapproved: 9, startDate: '2026-11-16', endDate: today },
      },
      today,
    );
    expect(rows.map((r) => [r.label, ...r.items.map((i) => i.count)])).toEqual([
      ['Daily', 4, 1],
      ['This Period', 9, 7],
      ['Last Period', undefined, undefined],
    ]);
    expect(rows[0]?.items.map((i) => [i.href, i.warning])).toEqual([
      ['/time-approvals/list?status=Unapproved&startDate=2026-11-19&endDate=2026-11-20', true],
      ['/time-approvals/list?status=Approved&startDate=2026-11-19&endDate=2026-11-20', false],
    ]);
    expect(rows[2]?.items[0]?.href).toBe(
      '/time-approvals/list?status=Unapproved&startDate=2026-11-19&endDate=2026-11-20&period=Previous',
    );
  });

  it('says the punch status and the next scheduled time as the table shows them', () => {
    expect(['In', 'Out', 'Leave', 'NoPunch'].map(punchStatusLabel)).toEqual(['In', 'Out', 'Leave', 'No Punch']);
    const info = (start: string | null, end: string | null) => ({
      employeeId: 'e',
      nextScheduledStartTime: start,
      nextScheduledEndTime: end,
      status: 'NoPunch' as const,
    });
    expect(nextScheduledText(undefined, today)).toBeUndefined();
    expect(nextScheduledText(info(null, null), today)).toBe('--');
    expect(nextScheduledText(info('2026-11-20T08:00', '2026-11-20T16:30'), today)).toBe('08:00 - 16:30');
    expect(nextScheduledText(info('2026-11-20T22:00', '2026-11-21T06:00'), today)).toBe('22:00 - 21/11 06:00');
    expect(nextScheduledText(info('2026-11-23T07:00', '2026-11-23T11:00'), today)).toBe('23/11 07:00 - 23/11 11:00');
  });
});
