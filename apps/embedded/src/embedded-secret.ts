import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The JWT secret of an embedded installation: JWT_SECRET when set, else one made once and kept in the data dir. */
export async function embeddedJwtSecret(dataDir: string): Promise<string> {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
