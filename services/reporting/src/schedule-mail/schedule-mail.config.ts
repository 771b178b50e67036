import { ConfigError, readSmtpSettings, type SmtpSettings } from '@rollcall/platform';

export const SCHEDULE_MAIL_SMTP = Symbol('SCHEDULE_MAIL_SMTP');

/** The SMTP settings the roster's e-mails go out with (the same SMTP_* as identity's); null when SMTP_HOST is unset. */
export function loadScheduleMailSmtp(env: Record<string, string | undefined>): SmtpSettings | null {
  const problems: string[] = [];
  const smtp = readSmtpSettings(env, problems);
  if (problems.length) throw new ConfigError(problems);
  return smtp;
}
