import { http } from '../api/client';

/**
 * POST /password/sendEmail (spec 000 §7). Not among the calls of docs/api.md yet, so there is no generated
 * method: it goes through the shared HTTP client directly.
 */
export function sendRecoveryEmail(email: string): Promise<unknown> {
  return http.request({ method: 'POST', path: '/password/sendEmail', body: { email } });
}
