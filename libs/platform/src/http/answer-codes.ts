import { HttpException, HttpStatus } from '@nestjs/common';

/** One refusal of an area: the HTTP status and the sentence the console shows. */
export interface AnswerCode {
  status: HttpStatus;
  text: string;
}

/**
 * The refusal for `code` of an area's map of the spec's answer codes (000 §8): the error envelope's `message` is the
 * code (what the console and the kiosks switch on) and its `detail` the spec's text.
 */
export function refusal<M extends Record<string, AnswerCode>>(answers: M, code: keyof M & string): HttpException {
  const answer = answers[code] as AnswerCode;
  return new HttpException({ message: code, detail: answer.text }, answer.status);
}

export interface SuccessAnswer {
  message: 'success';
}

/** A 400 naming each field and the spec's message for it, in the envelope's `details`. */
export function invalidFields(details: { field: string; message: string }[]): HttpException {
  return new HttpException(
    { message: details.map((d) => `${d.field}: ${d.message}`).join('; '), details },
    HttpStatus.BAD_REQUEST,
  );
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
