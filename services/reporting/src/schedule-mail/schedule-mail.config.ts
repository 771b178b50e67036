import { ConfigError, loadSmtpSettings, type SmtpSettings } from '@rollcall/platform';

export const SCHEDULE_MAIL_SMTP = Symbol('SCHEDULE_MAIL_SMTP');

/** The SMTP settings the roster's e-mails go out with (the same SMTP_* as identity's); null when SMTP_HOST is unset. */
export function loadScheduleMailSmtp(env: Record<string, string | undefined>): SmtpSettings | null {
  return loadSmtpSettings(env);
}

export const SEND_ALL_WAIT = Symbol('SEND_ALL_WAIT');
/** Below the gateway's 60 s timeout, with room for the answer. */
const SEND_ALL_WAIT_MAX_MS = 50_000;

/**
 * How long POST sendEmployeeEmail waits for a Send All before it answers `sending` and lets it go on in the
 * background (SEND_ALL_WAIT_MS, default 10 s, 0 to 50,000).
 */
export function loadSendAllWaitMs(env: Record<string, string | undefined>): number {
  const raw = env.SEND_ALL_WAIT_MS?.trim();
  if (!raw) return 10_000;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0 || ms > SEND_ALL_WAIT_MAX_MS) {
    throw new ConfigError([
      `SEND_ALL_WAIT_MS must be a whole number of milliseconds from 0 to ${SEND_ALL_WAIT_MAX_MS}`,
    ]);
  }
  return ms;
}
