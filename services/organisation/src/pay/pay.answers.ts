import { HttpException, HttpStatus } from '@nestjs/common';

interface AnswerCode {
  status: HttpStatus;
  text: string;
}

/** The spec's answer codes for pay types (002 §8); refusals through `refusal` of @rollcall/platform. */
export const PAY_TYPE_ANSWERS = {
  exist: { status: HttpStatus.CONFLICT, text: 'Warning: Code Or Name has existed.' },
  incorrectNumberForm: {
    status: HttpStatus.BAD_REQUEST,
    text: 'Overtime factor should be a number and greater than 0.',
  },
  allowanceAndLeave: { status: HttpStatus.BAD_REQUEST, text: 'A pay type cannot be both an Allowance and a Leave.' },
  codeNotEditable: { status: HttpStatus.BAD_REQUEST, text: 'The code of a pay type cannot be changed.' },
  convertModes: {
    status: HttpStatus.BAD_REQUEST,
    text: 'Choose one convert-to-day mode: percentage, by standard hour or hours per day.',
  },
  systemDefault: { status: HttpStatus.CONFLICT, text: 'System default pay types cannot be deleted.' },
} as const satisfies Record<string, AnswerCode>;

export const PAY_GROUP_ANSWERS = {
  exist: { status: HttpStatus.CONFLICT, text: 'Warning: Name has existed.' },
  invalidPayType: { status: HttpStatus.BAD_REQUEST, text: 'The pay type does not exist.' },
} as const satisfies Record<string, AnswerCode>;

/** A refusal whose text names things (employees, pay types): `msg` carries the same text for legacy callers. */
export function namedRefusal(code: string, status: HttpStatus, text: string): HttpException {
  return new HttpException({ message: code, detail: text, msg: text }, status);
}

/** 'Warning: {employee} has overnight shifts. It is not allowed to set pay on finish day.' */
export function payOnFinishDayConflicts(employeeNames: string[]): HttpException {
  return namedRefusal(
    'payOnFinishDayConflicts',
    HttpStatus.CONFLICT,
    `Warning: ${employeeNames.join(', ')} has overnight shifts. It is not allowed to set pay on finish day.`,
  );
}

/** '{names} are not deleted, because it's in use for employees.' */
export function payGroupsInUse(names: string[]): HttpException {
  return namedRefusal(
    'inUse',
    HttpStatus.CONFLICT,
    `${names.join(', ')} are not deleted, because it's in use for employees.`,
  );
}

/** Pay types in use by pay groups or skills, each named with what uses it. */
export function payTypesInUse(uses: string[]): HttpException {
  return namedRefusal(
    'inUse',
    HttpStatus.CONFLICT,
    `${uses.join('; ')}: these pay types are not deleted, because they are in use.`,
  );
}
