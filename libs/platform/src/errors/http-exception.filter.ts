import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import type { Response } from 'express';
import type { Logger } from 'pino';
import { isConnectionLost } from '../database/connection-lost.js';
import { BUSY_RETRY_AFTER_SECONDS, DatabaseUnreachableError } from '../database/database-pool.js';
import { ServiceBusyError } from './service-busy.error.js';
import type { ErrorEnvelope } from './error-envelope.js';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

function envelopeOf(exception: HttpException): ErrorEnvelope {
  const statusCode = exception.getStatus();
  const response = exception.getResponse();
  const error = STATUS_TEXT[statusCode] ?? 'Error';
  if (typeof response === 'string') return { statusCode, message: response, error };
  const body = response as { message?: unknown; details?: ErrorEnvelope['details'] } & Record<string, unknown>;
  const message = Array.isArray(body.message)
    ? body.message.join('; ')
    : typeof body.message === 'string'
      ? body.message
      : exception.message;
  return { ...body, statusCode, message, error, ...(body.details ? { details: body.details } : {}) };
}

/** Turns every failure into the error envelope; anything unexpected is logged and answered as a 500. */
/** 503 answers: every connection in use (or punches waiting), the database refusing connections, one lost mid-way. */
export const SERVICE_BUSY_TEXT = 'The service is busy. Try again shortly.';
export const DATABASE_UNREACHABLE_TEXT = 'The database cannot be reached. Try again shortly.';
export const CONNECTION_LOST_TEXT = 'The database connection was lost. Try again shortly.';

@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const response = host.switchToHttp().getResponse<Response>();
    if (
      exception instanceof HttpException &&
      (exception.cause as { type?: string } | undefined)?.type === 'entity.parse.failed'
    ) {
      response
        .status(400)
        .json({ statusCode: 400, message: 'The request body is not valid JSON.', error: 'Bad Request' });
      return;
    }
    if (exception instanceof HttpException) {
      const envelope = envelopeOf(exception);
      response.status(envelope.statusCode).json(envelope);
      return;
    }
    const bodyError = exception as { type?: string; status?: number; message?: string };
    if (bodyError.type === 'entity.parse.failed') {
      response
        .status(400)
        .json({ statusCode: 400, message: 'The request body is not valid JSON.', error: 'Bad Request' });
      return;
    }
    if (bodyError.type === 'entity.too.large') {
      response
        .status(413)
        .json({ statusCode: 413, message: 'The request body is too large.', error: 'Payload Too Large' });
      return;
    }
    if (exception instanceof ServiceBusyError || isConnectionLost(exception)) {
      const retryAfter = exception instanceof ServiceBusyError ? exception.retryAfterSeconds : BUSY_RETRY_AFTER_SECONDS;
      if (!(exception instanceof ServiceBusyError)) this.logger.warn({ err: exception }, 'database connection lost');
      const message =
        exception instanceof DatabaseUnreachableError
          ? DATABASE_UNREACHABLE_TEXT
          : exception instanceof ServiceBusyError
            ? SERVICE_BUSY_TEXT
            : CONNECTION_LOST_TEXT;
      response
        .status(503)
        .set('Retry-After', String(retryAfter))
        .json({ statusCode: 503, message, error: STATUS_TEXT[503] });
      return;
    }
    this.logger.error({ err: exception }, 'unhandled error');
    const envelope: ErrorEnvelope = {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      message: 'Something went wrong.',
      error: 'Internal Server Error',
    };
    response.status(500).json(envelope);
  }
}
