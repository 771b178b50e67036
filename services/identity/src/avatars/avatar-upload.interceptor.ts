import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  HttpException,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { catchError, type Observable, throwError } from 'rxjs';
import { AVATAR_TOO_LARGE, NOT_AN_IMAGE } from './avatars.service.js';

export const AVATAR_FIELD = 'avatar';
export const NO_AVATAR_FILE = `Please choose an image and send it in the multipart field "${AVATAR_FIELD}".`;

/**
 * Put in front of FileInterceptor: turns multer's refusals into sentences a person can read (multer's own say
 * "File too large" or "Unexpected field - photo").
 */
@Injectable()
export class AvatarUploadErrors implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        const code = ((error as { cause?: { code?: string } }).cause ?? {}).code;
        if (error instanceof PayloadTooLargeException || code === 'LIMIT_FILE_SIZE') {
          return throwError(() => new PayloadTooLargeException(AVATAR_TOO_LARGE));
        }
        if (error instanceof UnsupportedMediaTypeException && code !== undefined) {
          return throwError(() => new UnsupportedMediaTypeException(NOT_AN_IMAGE));
        }
        if (code === 'LIMIT_UNEXPECTED_FILE' || code === 'LIMIT_FILE_COUNT') {
          return throwError(() => new BadRequestException(NO_AVATAR_FILE));
        }
        if (error instanceof HttpException || !(error instanceof Error)) return throwError(() => error);
        // busboy's own errors (a malformed multipart body)
        return throwError(() => new BadRequestException(`The upload could not be read: ${error.message}`));
      }),
    );
  }
}
