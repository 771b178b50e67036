// The employee schedule's form as plain functions (spec 001 §2 "Employee schedule", §5, §9): the default range,
// the search's errors, the days as the grid edits them, and the modified days POST
// /schedule/saveEmployeeCustomSchedule takes.
import type { EmployeeRuleInput, EmployeeScheduleAnswer } from '@rollcall/api-client';
import { addDays, daysBetween } from '@rollcall/contracts/roster';
import { dayHeading, formatDate } from '../kit/dates';
import { sectionBody, sectionDraft, sortedSections } from '../work-sections/section-form';
import type { DayDraft, GridDay } from './day-form';
import { MAX_RANGE_DAYS, SCHEDULE_MESSAGES as M } from './schedule-messages';

export interface EmployeeScheduleParams {
  employeeId: string;
  startDate: string;
  endDate: string;
}

/** The last 7 days up to today (spec 001 §9). */
export function defaultRange(today: string): { startDate: string; endDate: string } {
  return { startDate: addDays(today, -6), endDate: today };
}

/** Employee and Date required (spec 001 §5); a range the server answers (at most 62 days, in order). */
export function employeeScheduleErrors(params: EmployeeScheduleParams): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!params.employeeId) errors.employeeId = M.employeeRequired;
  if (!params.startDate || !params.endDate) errors.dates = M.datesRequired;
  else if (params.endDate < params.startDate) errors.dates = M.rangeReversed;
  else if (daysBetween(params.startDate, params.endDate) >= MAX_RANGE_DAYS) errors.dates = M.rangeTooLong;
  return errors;
}

/** The answer's days as the grid shows them: one column per date, titled with the weekday and the date. */
export function employeeDays(answer: EmployeeScheduleAnswer): GridDay[] {
  return answer.scheduleRules.map((rule) => {
    const { weekday } = dayHeading(rule.ruleDay);
    return {
      key: rule.ruleDay,
      title: `${weekday} ${formatDate(rule.ruleDay)}`,
      isClosed: rule.isClosed,
      modified: false,
      isOffDay: rule.isOffDay,
      workSections: sortedSections(rule.workSections.map((s, i) => sectionDraft(i + 1, s))),
    };
  });
}

/** The days with `key`'s replaced and marked modified. */
export function withDayChange(days: readonly GridDay[], key: string, day: DayDraft): GridDay[] {
  return days.map((d) => (d.key === key ? { ...d, ...day, modified: true } : d));
}

/** Only the modified days, without their ids (spec 001 §7); stored sections keep theirs. */
export function modifiedRules(days: readonly GridDay[]): EmployeeRuleInput[] {
  return days
    .filter((d) => d.modified)
    .map((d) => ({
      ruleDay: d.key,
      isOffDay: d.isOffDay,
      workSections: d.isOffDay ? [] : sortedSections(d.workSections).map((s) => sectionBody(s, true)),
    }));
}
