import { refusal } from '@rollcall/platform';
import {
  type CallHandler,
  type ExecutionContext,
  HttpException,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { catchError, type Observable, throwError } from 'rxjs';
import { JOB_ANSWERS } from './job-answer-codes.js';

/** Put in front of FileInterceptor: turns multer's refusals into the area's answers. */
@Injectable()
export class JobUploadErrors implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        const code = ((error as { cause?: { code?: string } }).cause ?? {}).code;
        if (error instanceof PayloadTooLargeException || code === 'LIMIT_FILE_SIZE') {
          return throwError(() => new PayloadTooLargeException('The job file must be at most 2 MB.'));
        }
        if (code === 'LIMIT_UNEXPECTED_FILE' || code === 'LIMIT_FILE_COUNT') {
          return throwError(() => refusal(JOB_ANSWERS, 'noFile'));
        }
        if (error instanceof HttpException || !(error instanceof Error)) return throwError(() => error);
        return throwError(() => refusal(JOB_ANSWERS, 'unreadableFile'));
      }),
    );
  }
}
