import {
  type CallHandler,
  type ExecutionContext,
  HttpException,
  type NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { catchError, type Observable, throwError } from 'rxjs';

/** What an upload route answers for multer's refusals: each an area's own refusal. */
export interface UploadRefusalAnswers {
  /** the file is over the route's size limit */
  tooLarge: () => HttpException;
  /** no file in the expected part, or more than one */
  noFile: () => HttpException;
  /** the multipart body could not be read */
  unreadable: () => HttpException;
}

/** Put in front of FileInterceptor (`@UseInterceptors(new UploadRefusals({...}), FileInterceptor(...))`). */
export class UploadRefusals implements NestInterceptor {
  constructor(private readonly answers: UploadRefusalAnswers) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        const code = ((error as { cause?: { code?: string } }).cause ?? {}).code;
        if (error instanceof PayloadTooLargeException || code === 'LIMIT_FILE_SIZE') {
          return throwError(() => this.answers.tooLarge());
        }
        if (code === 'LIMIT_UNEXPECTED_FILE' || code === 'LIMIT_FILE_COUNT') {
          return throwError(() => this.answers.noFile());
        }
        if (error instanceof HttpException || !(error instanceof Error)) return throwError(() => error);
        return throwError(() => this.answers.unreadable());
      }),
    );
  }
}
