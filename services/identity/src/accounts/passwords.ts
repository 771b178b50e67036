import { Inject, Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import { IDENTITY_CONFIG, type IdentityConfig, type PasswordHashCost } from '../config/identity-config.js';

/**
 * Hashes and checks passwords, PINs and OAuth client secrets with argon2id, at the cost the identity settings give
 * (PASSWORD_HASH_*). A hash carries the cost it was made with, so one made before a change of cost still checks.
 */
@Injectable()
export class Passwords {
  private readonly cost: PasswordHashCost;
  private dummyHash: Promise<string> | null = null;

  constructor(@Inject(IDENTITY_CONFIG) config: IdentityConfig) {
    this.cost = config.passwordHashing;
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, {
      type: argon2.argon2id,
      memoryCost: this.cost.memoryKib,
      timeCost: this.cost.passes,
      parallelism: this.cost.lanes,
    });
  }

  /**
   * Checks a password against a stored hash. With no hash (an unknown e-mail) it still spends the time of one
   * check, so the answer time does not tell which e-mails have accounts.
   */
  async verify(hash: string | null, password: string): Promise<boolean> {
    if (hash === null) {
      this.dummyHash ??= this.hash('rollcall-no-such-user');
      await argon2.verify(await this.dummyHash, password).catch(() => false);
      return false;
    }
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }
}
