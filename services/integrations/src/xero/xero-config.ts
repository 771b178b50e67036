import { ConfigError, readWholeNumber } from '@rollcall/platform';

/** Where Rollcall reaches Xero and as which app. Every address is configuration, so a stand-in or a real tenant
 * works by settings alone. */
export interface XeroConfig {
  /** null: XERO_CLIENT_ID is not set and the Xero calls answer that Xero is not set up */
  clientId: string | null;
  clientSecret: string | null;
  authorizeUrl: string;
  tokenUrl: string;
  connectionsUrl: string;
  payrollUrl: string;
  /** where Xero sends the browser back: the callback route on this server */
  redirectUri: string;
  /** where the callback then sends the browser: the console */
  consoleUrl: string;
  scopes: string;
  /** how many times one call is retried after Xero answers 429 */
  maxRetries: number;
  /** the longest wait a Retry-After may ask for before the call gives up */
  maxRetryAfterSeconds: number;
  /** how long xeroApiPay's request waits for its export; a longer export goes on after the answer (202) */
  exportAnswerSeconds: number;
  /** the AES-256 key of the stored tokens (XERO_TOKEN_KEY, 32 bytes as base64 or hex); null: derived from JWT_SECRET */
  tokenKey: Buffer | null;
}

export const XERO_CONFIG = Symbol('XERO_CONFIG');

export const XERO_DEFAULT_SCOPES = 'offline_access payroll.employees.read payroll.settings.read payroll.timesheets';

type Env = Record<string, string | undefined>;

/** Reads and checks the Xero settings, every problem at once (exit 78 at boot, as the other settings). */
export function loadXeroConfig(env: Env): XeroConfig {
  const problems: string[] = [];
  const value = (name: string): string | undefined => {
    const raw = env[name]?.trim();
    return raw ? raw : undefined;
  };
  const url = (name: string, fallback: string): string => {
    const raw = value(name) ?? fallback;
    try {
      const parsed = new URL(raw);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http');
    } catch {
      problems.push(`${name} must be an http:// or https:// URL (got "${raw}")`);
    }
    return raw.replace(/\/+$/, '');
  };
  const int = (name: string, fallback: number, min: number, max: number): number =>
    readWholeNumber(env, name, { fallback, min, max }, problems);

  const clientId = value('XERO_CLIENT_ID') ?? null;
  const clientSecret = value('XERO_CLIENT_SECRET') ?? null;
  if (Boolean(clientId) !== Boolean(clientSecret)) {
    problems.push('XERO_CLIENT_ID and XERO_CLIENT_SECRET go together: set both, or neither');
  }
  const publicUrl = url('PUBLIC_URL', `http://localhost:${value('PORT') ?? '3000'}`);
  const tokenKeyText = value('XERO_TOKEN_KEY');
  let tokenKey: Buffer | null = null;
  if (tokenKeyText) {
    tokenKey = /^[0-9a-f]{64}$/i.test(tokenKeyText)
      ? Buffer.from(tokenKeyText, 'hex')
      : Buffer.from(tokenKeyText, 'base64');
    if (tokenKey.length !== 32) {
      problems.push('XERO_TOKEN_KEY must be 32 bytes, as 64 hex digits or base64 (for example: openssl rand -hex 32)');
    }
  }
  const config: XeroConfig = {
    clientId,
    clientSecret,
    authorizeUrl: url('XERO_AUTHORIZE_URL', 'https://login.xero.com/identity/connect/authorize'),
    tokenUrl: url('XERO_TOKEN_URL', 'https://identity.xero.com/connect/token'),
    connectionsUrl: url('XERO_CONNECTIONS_URL', 'https://api.xero.com/connections'),
    payrollUrl: url('XERO_PAYROLL_URL', 'https://api.xero.com/payroll.xro/2.0'),
    redirectUri: url('XERO_REDIRECT_URI', `${publicUrl}/api/xero/callback`),
    consoleUrl: publicUrl,
    scopes: value('XERO_SCOPES') ?? XERO_DEFAULT_SCOPES,
    maxRetries: int('XERO_MAX_RETRIES', 4, 0, 10),
    maxRetryAfterSeconds: int('XERO_MAX_RETRY_AFTER_SECONDS', 60, 1, 3600),
    exportAnswerSeconds: int('XERO_EXPORT_ANSWER_SECONDS', 20, 1, 600),
    tokenKey,
  };
  if (!config.scopes.split(/\s+/).includes('offline_access')) {
    problems.push('XERO_SCOPES must include offline_access (without it Xero gives no refresh token)');
  }
  if (problems.length) throw new ConfigError(problems);
  return config;
}
