import { HttpStatus } from '@nestjs/common';

const EXIST = 'Warning: Name or punch code has existed.';

/** The jobs area's refusals (spec 002 §8): `message` is the code, `detail` the text. */
export const JOB_ANSWERS = {
  exist: { status: HttpStatus.CONFLICT, text: EXIST },
  noTask: { status: HttpStatus.BAD_REQUEST, text: 'Warning: A selected task does not exist.' },
  noFile: { status: HttpStatus.BAD_REQUEST, text: 'Please choose a .csv or .xlsx file (multipart field "jobFile").' },
  badFileType: { status: HttpStatus.UNSUPPORTED_MEDIA_TYPE, text: 'The job file must be a .csv or .xlsx file.' },
  unreadableFile: { status: HttpStatus.BAD_REQUEST, text: 'The job file could not be read.' },
  noCodeColumn: { status: HttpStatus.BAD_REQUEST, text: 'The job file needs a header row with a Code column.' },
  oversizedFile: {
    status: HttpStatus.PAYLOAD_TOO_LARGE,
    text: 'The job file unpacks to more than 50 MB or 500 parts.',
  },
  tooManyRows: { status: HttpStatus.BAD_REQUEST, text: 'The job file has more than 5000 rows.' },
} as const;

export const TASK_ANSWERS = {
  exist: { status: HttpStatus.CONFLICT, text: EXIST },
} as const;

export const JOB_NOT_FOUND = 'Warning: The job does not exist.';
export const TASK_NOT_FOUND = 'Warning: The task does not exist.';
