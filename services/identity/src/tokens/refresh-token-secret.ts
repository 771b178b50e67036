import { createHash, randomBytes } from 'node:crypto';

/** A new opaque refresh token: 32 random bytes, base64url (43 characters). */
export function newRefreshTokenSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored and looked up instead of the token itself: its sha256, in hex. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether a presented value can be one of ours at all (saves a database round trip for junk). */
export function looksLikeRefreshToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
