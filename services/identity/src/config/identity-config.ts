import { ConfigError } from '@rollcall/platform';

/** Where recovery e-mails go out. Null when SMTP_HOST is not set: e-mails are then written to the log. */
export interface SmtpSettings {
  host: string;
  port: number;
  /** implicit TLS (port 465); other ports upgrade with STARTTLS when the server offers it */
  secure: boolean;
  auth: { user: string; pass: string } | null;
  from: string;
}

export interface IdentityConfig {
  smtp: SmtpSettings | null;
  /** the console's address, for links in e-mails; no trailing slash */
  publicUrl: string;
}

export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');

type Env = Record<string, string | undefined>;

/** An address alone, or with a display name: `Rollcall <no-reply@example.com>`. */
const FROM = /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]{2,}>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]{2,})$/;

/**
 * Reads and checks the identity service's own settings at boot, every problem at once. SMTP is optional; when
 * SMTP_HOST is set, SMTP_FROM is required and SMTP_USER and SMTP_PASSWORD go together.
 */
export function loadIdentityConfig(env: Env): IdentityConfig {
  const problems: string[] = [];
  const value = (name: string): string | undefined => {
    const raw = env[name]?.trim();
    return raw ? raw : undefined;
  };

  const port = value('PORT') ?? '3000';
  const publicUrlRaw = value('PUBLIC_URL') ?? `http://localhost:${port}`;
  let publicUrl = publicUrlRaw.replace(/\/+$/, '');
  try {
    const url = new URL(publicUrlRaw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    if (url.search || url.hash)
      problems.push(`PUBLIC_URL must not carry a query or a fragment (got "${publicUrlRaw}")`);
  } catch {
    problems.push(`PUBLIC_URL must be an http:// or https:// URL (got "${publicUrlRaw}")`);
    publicUrl = '';
  }

  let smtp: SmtpSettings | null = null;
  const host = value('SMTP_HOST');
  if (host) {
    const portRaw = value('SMTP_PORT') ?? '587';
    const smtpPort = Number(portRaw);
    if (!Number.isInteger(smtpPort) || smtpPort < 1 || smtpPort > 65535) {
      problems.push(`SMTP_PORT must be a whole number from 1 to 65535 (got "${portRaw}")`);
    }
    const user = value('SMTP_USER');
    const pass = env.SMTP_PASSWORD ?? '';
    if (user && !pass) problems.push('SMTP_PASSWORD is required when SMTP_USER is set');
    if (!user && pass) problems.push('SMTP_USER is required when SMTP_PASSWORD is set');
    const from = value('SMTP_FROM');
    if (!from)
      problems.push('SMTP_FROM is required when SMTP_HOST is set (for example "Rollcall <no-reply@example.com>")');
    else if (!FROM.test(from))
      problems.push(`SMTP_FROM must be an e-mail address, optionally with a name (got "${from}")`);
    smtp = {
      host,
      port: smtpPort,
      secure: smtpPort === 465,
      auth: user && pass ? { user, pass } : null,
      from: from ?? '',
    };
  } else {
    for (const name of ['SMTP_PORT', 'SMTP_USER', 'SMTP_PASSWORD', 'SMTP_FROM']) {
      if (value(name)) problems.push(`${name} is set but SMTP_HOST is not: set SMTP_HOST too, or unset ${name}`);
    }
  }

  if (problems.length) throw new ConfigError(problems);
  return { smtp, publicUrl };
}
