// The texts of the Punch Pair modal (spec 001 §8 "Punch and shift on the timesheet": 'Failed to save the punch
// pair.'); the field texts are the server's refusals of the same rules, the success this console's.
import { TIMESHEET_MESSAGES } from './timesheet-messages';

export const PUNCH_PAIR_MESSAGES = {
  saved: 'Save the punch pair successfully.',
  saveFailed: 'Failed to save the punch pair.',
  inTimeRequired: 'In: Time is required.',
  outTimeRequired: 'Out: Time is required.',
  outBeforeIn: 'Out must be later than In!',
  siteRequired: TIMESHEET_MESSAGES.siteRequired,
  positionRequired: 'Position is required.',
  taskRequired: TIMESHEET_MESSAGES.taskRequired,
} as const;
