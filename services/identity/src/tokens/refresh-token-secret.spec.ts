import { createHash } from 'node:crypto';
import { hashRefreshToken, looksLikeRefreshToken, newRefreshTokenSecret } from './refresh-token-secret.js';

describe('refresh token secrets', () => {
  it('are 32 random bytes in base64url', () => {
    const token = newRefreshTokenSecret();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(looksLikeRefreshToken(token)).toBe(true);
  });

  it('differ every time', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => newRefreshTokenSecret()));
    expect(tokens.size).toBe(1000);
  });

  it('are stored as their sha256 in hex, never as themselves', () => {
    const token = newRefreshTokenSecret();
    const hash = hashRefreshToken(token);
    expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(hashRefreshToken(token)).toBe(hash);
    expect(hashRefreshToken(`${token}x`)).not.toBe(hash);
  });

  it('tell junk from a possible token', () => {
    expect(looksLikeRefreshToken('')).toBe(false);
    expect(looksLikeRefreshToken('not a token')).toBe(false);
    expect(looksLikeRefreshToken('a'.repeat(44))).toBe(false);
    expect(looksLikeRefreshToken('+'.repeat(43))).toBe(false);
  });
});
