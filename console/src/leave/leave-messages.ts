// The texts of the leave screens (spec 001 §8 "Leave").

export const LEAVE_MESSAGES = {
  saved: 'The leave is saved successfully.',
  saveFailed: 'Failed to update the leave.',
  updated: 'The leave is updated successfully.',
  updateFailed: 'Failed to update the leave.',
  cancelQuestion: 'Are you sure you want to cancel it/them?',
  cancelled: 'Leaves are canceled successfully.',
  cancelFailed: 'Failed to cancel leaves.',
  cancelOneFailed: 'Failed to cancel leave.',
  toTimeNotLater: 'To time must be later than From time!',
  negativeSave: 'Balance is negative, are you sure you want to continue submitting?',
} as const;

/** The answer codes whose text the server's `detail` carries filled in ({day}, {type}); none is mapped here. */
export const LEAVE_ANSWER_TEXT: Record<string, string> = {};

/** Answer codes that ask the caller to confirm a negative balance and send again. */
export const NEGATIVE_BALANCE_CODES = ['negativeBalance', 'approveNegative'] as const;

export const LEAVE_STATUSES = ['Pending', 'Approved', 'Declined', 'Cancelled'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

/** Global Leave's texts (spec 002 §3, §5, §8 "Leave"). */
export const GLOBAL_LEAVE_MESSAGES = {
  failed: 'Failed to add the leave.',
  employeesRequired: 'Please select employees.',
  departmentsRequired: 'Please select a department.',
} as const;
