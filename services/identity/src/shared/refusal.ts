import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * A refusal carrying one of the spec's answer codes (`userEmailExit`, `noCompany`, `Invalid` ...) as its
 * `message`, and the sentence the console shows for it as `detail`, in the error envelope.
 */
export function refusal(status: HttpStatus, code: string, detail: string): HttpException {
  return new HttpException({ message: code, detail }, status);
}

/** A 400 naming each field and the spec's message for it, in the envelope's `details`. */
export function invalidFields(details: { field: string; message: string }[]): HttpException {
  return new HttpException(
    { message: details.map((d) => `${d.field}: ${d.message}`).join('; '), details },
    HttpStatus.BAD_REQUEST,
  );
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
