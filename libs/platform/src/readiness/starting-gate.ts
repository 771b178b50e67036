import type { NextFunction, Request, Response } from 'express';
import type { ErrorEnvelope } from '../errors/error-envelope.js';
import type { Readiness } from './readiness.js';

/** Seconds a client is asked to wait when it calls while the app is starting. */
export const STARTING_RETRY_AFTER_SECONDS = 5;

/** Answered while starting: liveness, readiness and the gateway's service health. */
const OPEN_WHILE_STARTING = new Set(['/api/health', '/api/ready', '/health']);

/**
 * Embedded mode listens before its start-up steps are done (the demo seed), so that the console can say
 * "Starting…". Until then every other call is answered 503 with Retry-After and a sentence saying why, instead of
 * a refusal that would be wrong a few seconds later (a sign-in before the demo logins exist). Mounted after the
 * console's static files and the API docs, which are served meanwhile.
 */
export function startingGate(readiness: Readiness) {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (!readiness.starting || OPEN_WHILE_STARTING.has(request.path)) {
      next();
      return;
    }
    const envelope: ErrorEnvelope = {
      statusCode: 503,
      message: `Rollcall is starting (${readiness.startingDetail}). Try again in a few seconds.`,
      error: 'Service Unavailable',
    };
    response.status(503).set('Retry-After', String(STARTING_RETRY_AFTER_SECONDS)).json(envelope);
  };
}
