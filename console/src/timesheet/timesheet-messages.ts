// Every text of the timesheet's punch edits and its Recalculate (spec 001 §8 "Punch and shift on the timesheet",
// "Exceptions and approvals"), and the server's answer codes mapped to them.

export const TIMESHEET_MESSAGES = {
  punchSaved: 'Save the punch successfully.',
  punchSaveFailed: 'Failed to save the punch.',
  sameSignTime: 'The same sign time exists, please modify it and try again.',
  confirmDeletePunch: 'Are you sure to delete this punch?',
  punchDeleted: 'Delete the punch successfully.',
  punchDeleteFailed: 'Failed to delete the punch.',
  timeRequired: 'Time is required.',
  siteRequired: 'Site is required.',
  taskRequired: 'Please select a task.',
  recalculateClosed: 'Cannot recalculate closed pay period.',
  recalculateFailed: 'Recalculate failed',
  closedPeriod:
    "Oops! The selected date is within a closed pay period. If you wish to make any changes, please re-open the period in the 'Payroll Transfer' page.",
} as const;

/** The punch calls' answer codes with the spec's texts. */
export const PUNCH_CODES: Record<string, string> = {
  hasExistPunchRecord: TIMESHEET_MESSAGES.sameSignTime,
  periodClosed: TIMESHEET_MESSAGES.closedPeriod,
  selectTask: TIMESHEET_MESSAGES.taskRequired,
};
