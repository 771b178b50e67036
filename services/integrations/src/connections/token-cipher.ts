import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Encrypts the tokens an integration keeps (AES-256-GCM, a fresh 12-byte IV each time): `v1.<iv>.<tag>.<data>`
 * in base64url. The key is the configured one, or one derived from the JWT secret (HKDF-SHA256) so that the
 * embedded app needs no extra setting; a tampered or foreign value fails to decrypt.
 */
export class TokenCipher {
  private readonly key: Buffer;

  constructor(key: Buffer | null, jwtSecret: string) {
    this.key = key ?? Buffer.from(hkdfSync('sha256', jwtSecret, 'rollcall', 'integrations oauth tokens', 32));
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), data]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  decrypt(sealed: string): string {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('not a sealed token');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }
}

/** What a token is found by without keeping it readable: its SHA-256. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
