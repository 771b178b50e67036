import { ConfigError, readSmtpSettings, readWholeNumber, type SmtpSettings } from '@rollcall/platform';

export interface IdentityConfig {
  /** where recovery e-mails go out; null: written to the log in the embedded demo, else not sent */
  smtp: SmtpSettings | null;
  /** the console's address, for links in e-mails; no trailing slash */
  publicUrl: string;
  /** argon2id's cost for new password, PIN and client-secret hashes; a stored hash keeps the cost it was made with */
  passwordHashing: PasswordHashCost;
}

export interface PasswordHashCost {
  memoryKib: number;
  passes: number;
  lanes: number;
}

/** argon2's own defaults (64 MiB, 3 passes, 4 lanes), above OWASP's minimum for argon2id (19 MiB, 2 passes, 1 lane) */
export const DEFAULT_PASSWORD_HASH_COST: PasswordHashCost = { memoryKib: 65536, passes: 3, lanes: 4 };

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

  const int = (name: string, fallback: number, min: number, max: number): number =>
    readWholeNumber(env, name, { fallback, min, max }, problems);
  // lower costs are for test runs, where every sign-in and every user made would otherwise spend a quarter of a
  // second of CPU
  const passwordHashing: PasswordHashCost = {
    memoryKib: int('PASSWORD_HASH_MEMORY_KIB', DEFAULT_PASSWORD_HASH_COST.memoryKib, 1024, 4_194_304),
    passes: int('PASSWORD_HASH_PASSES', DEFAULT_PASSWORD_HASH_COST.passes, 1, 100),
    lanes: int('PASSWORD_HASH_LANES', DEFAULT_PASSWORD_HASH_COST.lanes, 1, 64),
  };

  if (problems.length) throw new ConfigError(problems);
  return { smtp, publicUrl, passwordHashing };
}
