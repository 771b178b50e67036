import type { StoredSection } from '../schedule-days/stored-section.js';
import { isWorkSection } from '../schedule-days/stored-section.js';

/** How a leave charges its days (the engine's Leave fields, with the form's next-day flags). */
export interface LeaveShape {
  fromDate: string;
  toDate: string;
  byWorkHours: boolean;
  /** HH:mm, with byWorkHours */
  fromTime: string | null;
  toTime: string | null;
  fromNextDay: boolean;
  toNextDay: boolean;
  scheduledDuration: boolean;
  hoursPerDay: number | null;
  skip: boolean;
  skipUnscheduled: boolean;
}

/** The pay group's leave rules (the engine's PayGroupRules fields of the same names). */
export interface LeaveGroupRules {
  skipHoliday: boolean;
  skipUnscheduleDay: boolean;
  durationBySchedule: boolean;
  /** hours per day */
  convertUnit: number;
}

export interface ScheduleOfDay {
  offDay: boolean;
  sections: StoredSection[];
}

/** One day of a leave: what it charges, or why it charges nothing. */
export interface LeaveDay {
  date: string;
  minutes: number;
  /** skipped: a holiday with skip, or a day without a working schedule with skip unscheduled */
  skipped: 'holiday' | 'unscheduled' | null;
}

/** A day the leave may not be saved over as asked (the save's answer codes). */
export type LeaveDayProblem = { code: 'holiday' | 'offDay' | 'noData'; date: string };

const minutesOf = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

export function datesFrom(fromDate: string, toDate: string): string[] {
  const dates: string[] = [];
  for (let d = new Date(`${fromDate}T00:00:00Z`); d.toISOString().slice(0, 10) <= toDate;) {
    dates.push(d.toISOString().slice(0, 10));
    d = new Date(d.getTime() + 86_400_000);
  }
  return dates;
}

/** A section's interval in minutes from the day's midnight, and its scheduled minutes (less its break). */
function sectionSpan(section: StoredSection): { from: number; to: number; scheduled: number } {
  const from = minutesOf(section.start) - (section.startType === 'Previous' ? 1440 : 0);
  let to = minutesOf(section.end) + (section.endType === 'NextDay' ? 1440 : 0);
  if (to <= from) to += 1440;
  const breakMinutes = section.lunchWorkingThrough ? 0 : (section.breakMinutes ?? 0);
  return { from, to, scheduled: Math.max(0, to - from - breakMinutes) };
}

/** The leave's time window on a day, in minutes from its midnight; the to time at or before the from is the next day. */
export function leaveWindow(leave: Pick<LeaveShape, 'fromTime' | 'toTime' | 'fromNextDay' | 'toNextDay'>): {
  from: number;
  to: number;
} {
  const from = minutesOf(leave.fromTime ?? '00:00') + (leave.fromNextDay ? 1440 : 0);
  let to = minutesOf(leave.toTime ?? '00:00') + (leave.toNextDay ? 1440 : 0);
  if (to <= from && !leave.toNextDay) to += 1440;
  return { from, to };
}

/**
 * What a leave charges each day, by the engine's rule "Leave" (docs/calculation.md) without the work deducted (the
 * planned hours, as the balance counts them): by time range the window's overlap with the day's sections, at most
 * their scheduled minutes (the window itself on a day without a schedule); by schedule the scheduled minutes; else
 * the hours per day (the pay group's hours per day when none). Holidays and days without a working schedule are
 * skipped as the leave's flags or the pay group's say.
 */
export function leaveDays(
  leave: LeaveShape,
  schedule: ReadonlyMap<string, ScheduleOfDay>,
  holidays: ReadonlySet<string>,
  rules: LeaveGroupRules,
): { days: LeaveDay[]; problems: LeaveDayProblem[] } {
  const days: LeaveDay[] = [];
  const problems: LeaveDayProblem[] = [];
  const bySchedule = !leave.byWorkHours && (leave.scheduledDuration || rules.durationBySchedule);
  for (const date of datesFrom(leave.fromDate, leave.toDate)) {
    const entry = schedule.get(date);
    const sections = entry && !entry.offDay ? entry.sections.filter(isWorkSection) : [];
    const working = sections.length > 0;
    if (holidays.has(date)) {
      if (leave.skip || rules.skipHoliday) {
        days.push({ date, minutes: 0, skipped: 'holiday' });
        continue;
      }
      problems.push({ code: 'holiday', date });
    }
    if (!working) {
      if (leave.skipUnscheduled || rules.skipUnscheduleDay) {
        days.push({ date, minutes: 0, skipped: 'unscheduled' });
        continue;
      }
      if (!entry && bySchedule) problems.push({ code: 'noData', date });
      else if (entry && !bySchedule) problems.push({ code: 'offDay', date });
    }
    const spans = sections.map(sectionSpan);
    const scheduled = spans.reduce((sum, span) => sum + span.scheduled, 0);
    let minutes: number;
    if (leave.byWorkHours) {
      const window = leaveWindow(leave);
      const inside = spans.reduce(
        (sum, span) => sum + Math.max(0, Math.min(window.to, span.to) - Math.max(window.from, span.from)),
        0,
      );
      minutes = working ? Math.min(inside, scheduled) : Math.max(0, window.to - window.from);
    } else if (bySchedule) {
      minutes = scheduled;
    } else {
      minutes = Math.round((leave.hoursPerDay ?? rules.convertUnit) * 60);
    }
    days.push({ date, minutes, skipped: null });
  }
  return { days, problems };
}
