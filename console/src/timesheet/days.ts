import type { PeriodResponse, TimesheetDay } from '@rollcall/api-client';
import { datesOf } from './period';

// The grid's columns: one per date of the returned period, whether or not the server sent that day.

export interface GridDay {
  date: string;
  sheet: TimesheetDay | undefined;
  /** Nothing to show that day (spec 001: days without data show as no-data days). */
  noData: boolean;
  totalMinutes: number;
}

export function gridDays(period: PeriodResponse): GridDay[] {
  const byDate = new Map(period.timeSheets.map((sheet) => [sheet.day, sheet]));
  return datesOf(period).map((date) => {
    const sheet = byDate.get(date);
    const hasContent =
      !!sheet &&
      (sheet.workShifts.length > 0 ||
        sheet.unScheduledPairs.length > 0 ||
        sheet.payTypeTimes.length > 0 ||
        sheet.leaveRecord.length > 0);
    return {
      date,
      sheet,
      noData: !sheet || (sheet.type === 'NoData' && !hasContent),
      totalMinutes: sheet?.payTypeTimes.reduce((sum, p) => sum + (p.minutes ?? 0), 0) ?? 0,
    };
  });
}
