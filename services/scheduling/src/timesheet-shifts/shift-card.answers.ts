import { HttpStatus } from '@nestjs/common';
import { WORK_SECTION_MESSAGES } from '@rollcall/contracts';
import type { AnswerCode } from '@rollcall/platform';

/** The timesheet shift calls' refusals: `message` is the code, `detail` the text (spec 001 §5, §8). */
export const SHIFT_CARD_ANSWERS = {
  conflict: { status: HttpStatus.CONFLICT, text: 'Oops,Schedule conflict,please add a new shift.' },
  offDay: { status: HttpStatus.CONFLICT, text: WORK_SECTION_MESSAGES.offDay },
  locked: { status: HttpStatus.CONFLICT, text: 'This entry is locked and cannot be moved or deleted.' },
  noSection: { status: HttpStatus.NOT_FOUND, text: 'The shift is no longer on that day.' },
  noShift: {
    status: HttpStatus.BAD_REQUEST,
    text: 'Name the shift to change: workSectionId, or the shift key workShiftId of a scheduled shift.',
  },
} as const satisfies Record<string, AnswerCode>;

export type ShiftCardRefusal = keyof typeof SHIFT_CARD_ANSWERS;
