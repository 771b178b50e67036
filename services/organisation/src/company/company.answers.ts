import { HttpStatus } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import type { AnswerCode } from '@rollcall/platform';

export { MessageAnswer } from '@rollcall/platform';

/** The company area's refusals (spec 000 §8). */
export const COMPANY_ANSWERS = {
  existCode: { status: HttpStatus.CONFLICT, text: 'Warning: Code is exist.' },
  notAnImage: { status: HttpStatus.UNSUPPORTED_MEDIA_TYPE, text: 'The logo must be a PNG, JPEG, GIF or WebP image.' },
  noFile: { status: HttpStatus.BAD_REQUEST, text: 'Choose an image to upload (multipart field "logo").' },
} as const satisfies Record<string, AnswerCode>;

export class LogoUploadAnswer {
  @ApiProperty({ example: 'success' }) message!: string;
  @ApiProperty({ description: 'the file name to show it with: GET /api/company/logo?logoUrl=…' }) logoUrl!: string;
}
