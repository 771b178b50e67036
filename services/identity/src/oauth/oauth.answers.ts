import { HttpException, HttpStatus } from '@nestjs/common';

const OAUTH_ANSWERS = {
  existClientId: { status: HttpStatus.CONFLICT, text: 'Client ID already exists.' },
  noClient: { status: HttpStatus.NOT_FOUND, text: 'The OAuth client does not exist.' },
  invalidClient: { status: HttpStatus.BAD_REQUEST, text: 'The OAuth client is not valid.' },
} as const;
export type OAuthAnswerCode = keyof typeof OAUTH_ANSWERS;

/**
 * A refusal of the OAuth calls: the error envelope with `status: 0` (the legacy screens test `status === 1` for
 * success), `message` the code and `detail` the text (or `text` when given, for a validation problem).
 */
export function oauthRefusal(code: OAuthAnswerCode, text?: string): HttpException {
  const answer = OAUTH_ANSWERS[code];
  return new HttpException({ status: 0, message: code, detail: text ?? answer.text }, answer.status);
}
