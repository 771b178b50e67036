import { HttpStatus } from '@nestjs/common';
import type { AnswerCode } from '@rollcall/platform';

/** The structure area's refusals (spec 000 §8): saving and deleting departments. */
export const DEPARTMENT_ANSWERS = {
  existName: { status: HttpStatus.CONFLICT, text: 'Department Name is exist' },
  existNumber: { status: HttpStatus.CONFLICT, text: 'Department NO. is exist' },
  existCode: { status: HttpStatus.CONFLICT, text: 'Department Code is exist' },
  existPunchCode: { status: HttpStatus.CONFLICT, text: 'Punch code has been used by other department.' },
  missingPunchCode: { status: HttpStatus.BAD_REQUEST, text: 'Punch Code cannot be empty.' },
  hasEmployee: {
    status: HttpStatus.CONFLICT,
    text: 'Please remove all employees under this company node and try again!',
  },
  hasChildren: { status: HttpStatus.CONFLICT, text: 'Warning: Please delete the child nodes.' },
  noCompanyStructure: {
    status: HttpStatus.BAD_REQUEST,
    text: 'Can not create department under this company structure.',
  },
  rootNotDeletable: { status: HttpStatus.BAD_REQUEST, text: 'The company root cannot be deleted.' },
  supervisorRestricted: {
    status: HttpStatus.FORBIDDEN,
    text: 'A Supervisor cannot change the Supervisor or Time/Leave Approval fields.',
  },
  invalidDefaultPosition: {
    status: HttpStatus.BAD_REQUEST,
    text: 'The default position must be a position under this department.',
  },
} as const satisfies Record<string, AnswerCode>;
