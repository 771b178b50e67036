import { createSecretKey, type KeyObject } from 'node:crypto';

/**
 * The HS256 key of the shared JWT secret, made once. Handed the secret as a string, jsonwebtoken first tries to read
 * it as a PEM public key on every verify and sign (about 1.5 ms of CPU, thrown away), then makes this same key.
 */
export function jwtSecretKey(secret: string): KeyObject {
  return createSecretKey(Buffer.from(secret, 'utf8'));
}
