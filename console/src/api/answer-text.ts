import { ApiError } from '@rollcall/api-client';
import { errorText } from './error-text';

/**
 * The notification text for a refused save (spec 000 §8): the answer's own `msg` (a refusal naming what is in
 * use), else the server's answer code (the envelope's `message`) looked up in `codes`, else the envelope's
 * `detail`, else the server message or the caller's fallback.
 */
export function answerText(error: unknown, codes: Record<string, string>, fallback: string): string {
  if (error instanceof ApiError) {
    const msg = (error.body as { msg?: unknown } | undefined)?.msg;
    if (typeof msg === 'string' && msg) return msg;
    const code = error.message;
    if (code in codes) return codes[code] as string;
    if (code === 'error') return fallback;
    const detail = (error.body as { detail?: unknown } | undefined)?.detail;
    if (typeof detail === 'string' && detail) return detail;
  }
  return errorText(error, fallback);
}

/** The field messages of a 400 (`details`), by field name. */
export function fieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (error instanceof ApiError)
    for (const d of error.details ?? []) if (d.field && !out[d.field]) out[d.field] = d.message;
  return out;
}
