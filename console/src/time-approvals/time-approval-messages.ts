// The texts of the time approvals list (spec 001 §8 "Exceptions and approvals").

export const TIME_APPROVAL_MESSAGES = {
  approved: 'Approve successfully',
  approveFailed: 'Approve failed',
  unapproved: 'Unapprove successfully',
  unapproveFailed: 'Unapprove failed',
  empty: 'No punch pairs for this search.',
};

/** The server's answer codes, as the list shows them. */
export const TIME_APPROVAL_CODES: Record<string, string> = {
  periodClosed:
    "Oops! The selected date is within a closed pay period. If you wish to make any changes, please re-open the period in the 'Payroll Transfer' page.",
  noPunchPair: 'Punch pair not found.',
  pairNotComplete: 'Only a punch pair with an in and an out punch can be approved.',
};
