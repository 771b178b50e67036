import { api } from '../api/client';

/** POST /password/sendEmail (spec 000 §7). */
export function sendRecoveryEmail(email: string): Promise<unknown> {
  return api.sendRecoveryEmail({ body: { email } });
}
