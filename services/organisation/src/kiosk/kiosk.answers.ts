import { HttpStatus } from '@nestjs/common';

/** The refusals of the kiosk contact calls (message = code, detail = text). */
export const KIOSK_CONTACT_ANSWERS = {
  noContact: { status: HttpStatus.NOT_FOUND, text: 'Warning: The contact does not exist.' },
  noDepartment: { status: HttpStatus.BAD_REQUEST, text: 'Warning: The department does not exist.' },
} as const;
