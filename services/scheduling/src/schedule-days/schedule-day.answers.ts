import { HttpStatus } from '@nestjs/common';

/** Refusals of any schedule write: `message` is the code, `detail` the spec's text (001 §8). */
export const SCHEDULE_DAY_ANSWERS = {
  periodClosed: {
    status: HttpStatus.CONFLICT,
    text: "Oops! The selected date is within a closed pay period. If you wish to make any changes, please re-open the period in the 'Payroll Transfer' page.",
  },
  noEmployee: { status: HttpStatus.NOT_FOUND, text: 'Employee not found.' },
  /** a day with more than one section, in a company without the multi-shift feature (multiShiftView off) */
  multiShift: {
    status: HttpStatus.CONFLICT,
    text: 'The multi-shift feature has not been activated. Please contact support.',
  },
} as const;
