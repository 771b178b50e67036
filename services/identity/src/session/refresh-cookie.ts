import type { CookieOptions, Request, Response } from 'express';
import type { IssuedTokens } from '../tokens/token-pair.js';

/**
 * The console keeps its refresh token in an HttpOnly cookie, out of reach of scripts (docs/adr/0009). It says so
 * with this request header on every call; API clients leave it out and keep the spec's body contract.
 */
export const SESSION_MODE_HEADER = 'x-rollcall-session';
export const COOKIE_MODE = 'cookie';
export const REFRESH_COOKIE = 'rollcall_refresh';
/** Sent only to the calls that take a refresh token: refresh, logout, login-as-employee. */
export const REFRESH_COOKIE_PATH = '/account';

/** What a session call answers: the access token, and the refresh token unless it went into the cookie. */
export interface SessionAnswer {
  accessToken: string;
  refreshToken?: string;
}

export function wantsCookie(request: Request): boolean {
  return request.get(SESSION_MODE_HEADER)?.trim().toLowerCase() === COOKIE_MODE;
}

/** The refresh cookie's value, or undefined. Our tokens are base64url, so no decoding is needed. */
export function refreshCookieOf(request: Request): string | undefined {
  for (const part of (request.get('cookie') ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === REFRESH_COOKIE) return part.slice(at + 1).trim() || undefined;
  }
  return undefined;
}

/** The refresh token a call presents: the body's for API clients, the cookie's for the console. */
export function presentedRefreshToken(request: Request, fromBody: string | undefined): string | undefined {
  if (fromBody) return fromBody;
  return wantsCookie(request) ? refreshCookieOf(request) : undefined;
}

/**
 * Secure whenever the browser can keep it: over HTTPS, and on a loopback address (browsers treat
 * http://localhost as secure). On plain HTTP to another address a Secure cookie would be dropped, and the flag
 * protects nothing there: the bearer token and the password travel in the clear as well.
 */
function secureFor(request: Request): boolean {
  if (request.secure) return true;
  const host = request.hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\./.test(host);
}

function cookieOptions(request: Request): CookieOptions {
  return { httpOnly: true, secure: secureFor(request), sameSite: 'strict', path: REFRESH_COOKIE_PATH };
}

/**
 * Answers a new session's tokens: for the console the refresh token goes into the cookie and not into the body;
 * for anyone else both go into the body.
 */
export function answerSession(
  request: Request,
  response: Response,
  tokens: IssuedTokens,
  refreshTokenTtlDays: number,
): SessionAnswer {
  if (!wantsCookie(request)) return tokens;
  response.cookie(REFRESH_COOKIE, tokens.refreshToken, {
    ...cookieOptions(request),
    maxAge: refreshTokenTtlDays * 86_400_000,
  });
  return { accessToken: tokens.accessToken };
}

/** Removes the console's refresh cookie (signed out, or the token was refused). */
export function clearRefreshCookie(request: Request, response: Response): void {
  if (wantsCookie(request)) response.clearCookie(REFRESH_COOKIE, cookieOptions(request));
}
