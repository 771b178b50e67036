import { ConfigError } from '../config/config-error.js';
import { readWholeNumber } from '../config/read-whole-number.js';

/** Where a service's e-mails go out. Null when SMTP_HOST is not set. */
export interface SmtpSettings {
  host: string;
  port: number;
  /** implicit TLS (port 465); other ports upgrade with STARTTLS when the server offers it */
  secure: boolean;
  auth: { user: string; pass: string } | null;
  from: string;
}

type Env = Record<string, string | undefined>;

/** An address alone, or with a display name: `Rollcall <no-reply@example.com>`. */
const FROM = /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]{2,}>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]{2,})$/;

/**
 * The SMTP settings every service that sends mail shares (SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASSWORD,
 * SMTP_FROM), with each problem added to `problems`. SMTP is optional; when SMTP_HOST is set, SMTP_FROM is required
 * and SMTP_USER and SMTP_PASSWORD go together.
 */
export function readSmtpSettings(env: Env, problems: string[]): SmtpSettings | null {
  const value = (name: string): string | undefined => {
    const raw = env[name]?.trim();
    return raw ? raw : undefined;
  };
  const host = value('SMTP_HOST');
  if (!host) {
    for (const name of ['SMTP_PORT', 'SMTP_USER', 'SMTP_PASSWORD', 'SMTP_FROM']) {
      if (value(name)) problems.push(`${name} is set but SMTP_HOST is not: set SMTP_HOST too, or unset ${name}`);
    }
    return null;
  }
  const port = readWholeNumber(env, 'SMTP_PORT', { fallback: 587, min: 1, max: 65535 }, problems);
  const user = value('SMTP_USER');
  const pass = env.SMTP_PASSWORD ?? '';
  if (user && !pass) problems.push('SMTP_PASSWORD is required when SMTP_USER is set');
  if (!user && pass) problems.push('SMTP_USER is required when SMTP_PASSWORD is set');
  const from = value('SMTP_FROM');
  if (!from)
    problems.push('SMTP_FROM is required when SMTP_HOST is set (for example "Rollcall <no-reply@example.com>")');
  else if (!FROM.test(from))
    problems.push(`SMTP_FROM must be an e-mail address, optionally with a name (got "${from}")`);
  return { host, port, secure: port === 465, auth: user && pass ? { user, pass } : null, from: from ?? '' };
}

/** readSmtpSettings for a service whose only own setting is its mail: any problem stops the start (ConfigError). */
export function loadSmtpSettings(env: Env): SmtpSettings | null {
  const problems: string[] = [];
  const smtp = readSmtpSettings(env, problems);
  if (problems.length) throw new ConfigError(problems);
  return smtp;
}
