import { HttpException, HttpStatus } from '@nestjs/common';

interface AnswerCode {
  status: HttpStatus;
  text: string;
}

/**
 * The spec's answer codes (000 §8), one typed map per area. A refusal answers with the error envelope whose
 * `message` is the code (what the console and the kiosks switch on) and whose `detail` is the spec's text.
 */
export const COMPANY_ANSWERS = {
  existCode: { status: HttpStatus.CONFLICT, text: 'Warning: Code is exist.' },
  notAnImage: { status: HttpStatus.UNSUPPORTED_MEDIA_TYPE, text: 'The logo must be a PNG, JPEG, GIF or WebP image.' },
  noFile: { status: HttpStatus.BAD_REQUEST, text: 'Choose an image to upload (multipart field "logo").' },
} as const satisfies Record<string, AnswerCode>;

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

const LICENCE_WARNING =
  'Warning: This will exceed your employee license capacity, please contact us to have your employee license capacity increased.';

export const EMPLOYEE_ANSWERS = {
  userEmailExit: { status: HttpStatus.CONFLICT, text: 'Warning: Email is exist.' },
  employeeNumerExit: { status: HttpStatus.CONFLICT, text: 'Warning: Employee ClockId is exist.' },
  employeePayIdExit: {
    status: HttpStatus.CONFLICT,
    text: 'Warning:  Pay ID exists already. Please use a different one.',
  },
  noCompany: { status: HttpStatus.BAD_REQUEST, text: 'Warning: The company does not exist.' },
  noDepartment: { status: HttpStatus.BAD_REQUEST, text: 'Warning: The department does not exist.' },
  noPaygroup: { status: HttpStatus.BAD_REQUEST, text: 'Warning: The pay group does not exist.' },
  licenses: { status: HttpStatus.CONFLICT, text: LICENCE_WARNING },
  licensesApp: { status: HttpStatus.CONFLICT, text: LICENCE_WARNING },
} as const satisfies Record<string, AnswerCode>;

export const EMPLOYEE_STATUS_ANSWERS = {
  licenses: { status: HttpStatus.CONFLICT, text: LICENCE_WARNING },
  noDepartment: {
    status: HttpStatus.CONFLICT,
    text: 'error: Please update employee profile and assign a department to this employee before you change the status to Active.',
  },
  employeeClockIdExit: { status: HttpStatus.CONFLICT, text: 'Warning: Clock ID is being used by another employee.' },
} as const satisfies Record<string, AnswerCode>;

/** The refusal for `code` of an area's map. */
export function refusal<M extends Record<string, AnswerCode>>(answers: M, code: keyof M & string): HttpException {
  const answer = answers[code] as AnswerCode;
  return new HttpException({ message: code, detail: answer.text }, answer.status);
}

export interface SuccessAnswer {
  message: 'success';
}
