import { randomBytes } from 'node:crypto';

export const CLIENT_ID_MAX = 100;
export const SECRET_MIN = 12;
export const SECRET_MAX = 200;
export const SCOPES_MAX = 500;

/** A client id: 1 to 100 visible ASCII characters, no spaces (RFC 6749's VSCHAR without the space). */
export function clientIdProblem(clientId: string | null | undefined): string | null {
  const text = clientId?.trim() ?? '';
  if (text === '') return 'Client ID is required.';
  if (text.length > CLIENT_ID_MAX) return `Client ID must be at most ${CLIENT_ID_MAX} characters.`;
  if (!/^[\x21-\x7e]+$/.test(text)) return 'Client ID may only use visible ASCII characters, without spaces.';
  return null;
}

export function secretProblem(secret: string): string | null {
  if (secret.length < SECRET_MIN) return `Client secret must be at least ${SECRET_MIN} characters.`;
  if (secret.length > SECRET_MAX) return `Client secret must be at most ${SECRET_MAX} characters.`;
  return null;
}

/** Scopes as stored: the scope tokens (split on spaces or commas) joined by one space; duplicates dropped. */
export function normaliseScopes(scopes: string | null | undefined): string {
  const tokens = (scopes ?? '').split(/[\s,]+/).filter((token) => token !== '');
  return [...new Set(tokens)].join(' ');
}

/** The problem with the scopes text, or null: each token is RFC 6749's scope-token (no quote or backslash). */
export function scopesProblem(scopes: string): string | null {
  if (scopes.length > SCOPES_MAX) return `Scope must be at most ${SCOPES_MAX} characters.`;
  const bad = scopes.split(' ').find((token) => token !== '' && !/^[\x21\x23-\x5b\x5d-\x7e]+$/.test(token));
  return bad === undefined ? null : `Scope "${bad}" may not contain quotes, backslashes or non-ASCII characters.`;
}

/** A strong secret for a client the admin gave none: 32 random bytes, base64url (43 characters). */
export function generateClientSecret(): string {
  return randomBytes(32).toString('base64url');
}
