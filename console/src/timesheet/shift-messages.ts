// The texts of the timesheet's shifts (spec 001 §8 "Punch and shift on the timesheet"); the successes and the
// delete question are this console's, the spec giving none.
import { TIMESHEET_MESSAGES } from './timesheet-messages';

export const SHIFT_MESSAGES = {
  saved: 'Save the work shift successfully.',
  saveFailed: 'Failed to update the work shift.',
  deleted: 'Delete the work shift successfully.',
  deleteFailed: 'Failed to delete the work shift.',
  confirmDelete: 'Are you sure to delete this shift?',
} as const;

/** The shift calls' answer codes with the spec's texts (the others carry theirs in `detail`). */
export const SHIFT_CODES: Record<string, string> = {
  periodClosed: TIMESHEET_MESSAGES.closedPeriod,
};
