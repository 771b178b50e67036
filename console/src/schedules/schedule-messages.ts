// The texts of the schedule templates and the employee schedule (spec 001 §5 and §8 "Schedule and template").
import { MAX_DAYS_PER_PERIOD, MAX_PERIODS } from '@rollcall/contracts/roster';

/** The employee schedule's longest range (the server's too). */
export const MAX_RANGE_DAYS = 62;

export const SCHEDULE_MESSAGES = {
  saved: 'The template is saved successfully.',
  saveFailed: 'Failed to save the template.',
  deleted: 'Schedules are deleted successfully.',
  deleteFailed: 'Failed to delete schedules.',
  deleteQuestion: 'Are you sure you want to delete it/them?',
  exist: 'Warning: Name has existed.',
  timeclash: 'Warning: Scheduling conflicts!',
  nextDay: 'Warning: Today Nextday schedule More than 1.',
  periodClosed:
    "Oops! The selected date is within a closed pay period. If you wish to make any changes, please re-open the period in the 'Payroll Transfer' page.",
  nameRequired: 'Name is required.',
  periodTypeRequired: 'Period Type is required.',
  startDateRequired: 'Start Date is required.',
  periodsRange: `Periods must be a whole number from 1 to ${MAX_PERIODS}.`,
  daysRange: `Days Per Period must be a whole number from 1 to ${MAX_DAYS_PER_PERIOD}.`,
  employeeScheduleSaved: 'Update the schedule successfully.',
  employeeScheduleFailed: 'Failed to update the schedule.',
  employeeRequired: 'Please select an employee.',
  datesRequired: 'Please select the dates.',
  rangeReversed: 'The end date must not be before the start date.',
  rangeTooLong: `The date range covers at most ${MAX_RANGE_DAYS} days.`,
  closedDay: 'In a closed pay period',
} as const;

/**
 * Server answer codes → the spec's text. payOnFinishDayConflicts carries its own text naming the employees
 * (its `detail`), as do the field rules.
 */
export const SCHEDULE_ANSWER_TEXT: Record<string, string> = {
  exist: SCHEDULE_MESSAGES.exist,
  timeclash: SCHEDULE_MESSAGES.timeclash,
  nextDay: SCHEDULE_MESSAGES.nextDay,
  periodClosed: SCHEDULE_MESSAGES.periodClosed,
};

/** The save's answers the spec shows as warnings. */
export const SCHEDULE_WARNINGS = ['exist', 'timeclash', 'nextDay', 'payOnFinishDayConflicts'] as const;
