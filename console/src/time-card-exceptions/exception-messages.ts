// The texts of the time-card exceptions (spec 001 §8 "Exceptions and approvals", §2 confirmations).

export const EXCEPTION_MESSAGES = {
  reviewConfirm: 'This exception will be marked as reviewed and removed from the exception list.',
  revertConfirm: 'This exception will be removed from the reviewed list.',
  reviewed: 'Review exception successfully',
  reviewedMany: 'Review exceptions successfully',
  reviewFailed: 'Review exception failed',
  reviewManyFailed: 'Review exceptions failed',
  reverted: 'Revert exception successfully',
  revertedMany: 'Revert exceptions successfully',
  revertFailed: 'Revert exception failed',
  revertManyFailed: 'Revert exceptions failed',
  reviewing: 'Reviewing',
  reverting: 'Reverting',
  empty: 'No exceptions for this search.',
};
