import { ConfigError, readSmtpSettings, type SmtpSettings } from '@rollcall/platform';

export interface IdentityConfig {
  /** where recovery e-mails go out; null: written to the log in the embedded demo, else not sent */
  smtp: SmtpSettings | null;
  /** the console's address, for links in e-mails; no trailing slash */
  publicUrl: string;
}

export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');

type Env = Record<string, string | undefined>;

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

  const smtp = readSmtpSettings(env, problems);

  if (problems.length) throw new ConfigError(problems);
  return { smtp, publicUrl };
}
