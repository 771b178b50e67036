import { ApiError, DEFAULT_ERROR_MESSAGE, TIMEOUT_MESSAGE } from '@rollcall/api-client';

/**
 * The text a notification shows for a failed call (spec 000 §8): the server's message, else the caller's
 * fallback, else "Something went wrong."; a timed-out request says so.
 */
export function errorText(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) {
    if (error.isTimeout) return TIMEOUT_MESSAGE;
    if (error.status > 0 && error.message && error.message !== DEFAULT_ERROR_MESSAGE) return error.message;
  }
  return fallback ?? DEFAULT_ERROR_MESSAGE;
}
