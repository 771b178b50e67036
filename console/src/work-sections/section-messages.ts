// The texts of the work-section form the schedule screens share (spec 001 §5 and §8; the spec's own texts come from
// @rollcall/contracts/roster, which the scheduling service refuses with too).
import { WORK_SECTION_MESSAGES } from '@rollcall/contracts/roster';

export const SECTION_MESSAGES = {
  ...WORK_SECTION_MESSAGES,
  breakMinutes: 'Break must be a whole number of minutes.',
  breakTooLong: 'The break must be shorter than the section.',
  breakDeductHours: 'Break deduct time must be a number of hours from 0 to 24.',
} as const;
