import argon2 from 'argon2';

/** Hashes a password with argon2id (the library's defaults: 64 MiB, 3 passes, 4 lanes). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against a stored hash. With no hash (an unknown e-mail) it still spends the time of one
 * check, so the answer time does not tell which e-mails have accounts.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    dummyHash ??= hashPassword('rollcall-no-such-user');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
