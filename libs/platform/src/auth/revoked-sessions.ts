import { Inject, Injectable } from '@nestjs/common';
import type { EventEnvelope, SessionRevokedV1 } from '@rollcall/contracts';
import type { PlatformConfig } from '../config/platform-config.js';
import { PLATFORM_CONFIG } from '../config/platform-config.token.js';

/**
 * The sessions that ended before their access tokens expire (sign-out, a copied refresh token, a password change
 * or reset, an account no longer Active), held in memory by every process and fed by identity.session.revoked.v1.
 * The JWT strategy refuses a token whose session is here. An entry is forgotten once every access token of its
 * session has expired: the access-token lifetime after the session ended.
 */
@Injectable()
export class RevokedSessions {
  /** session id → when it may be forgotten (ms); in arrival order, which is roughly time order */
  private readonly forgetAt = new Map<string, number>();
  private readonly lifetimeMs: number;

  constructor(@Inject(PLATFORM_CONFIG) config: Pick<PlatformConfig, 'accessTokenTtlSeconds'>) {
    this.lifetimeMs = config.accessTokenTtlSeconds * 1000;
  }

  /** Records that the sessions ended at `endedAt`; ones that ended longer ago than a token lives are ignored. */
  revoke(sessionIds: readonly string[], endedAt: Date, now = Date.now()): void {
    const until = endedAt.getTime() + this.lifetimeMs;
    if (!(until > now)) return;
    for (const id of sessionIds) {
      const known = this.forgetAt.get(id);
      if (known === undefined || known < until) {
        this.forgetAt.delete(id);
        this.forgetAt.set(id, until);
      }
    }
    this.forgetExpired(now);
  }

  /** Takes in an identity.session.revoked.v1 event. */
  apply(event: EventEnvelope<string, SessionRevokedV1>, now = Date.now()): void {
    this.revoke(event.payload.sessionIds, new Date(event.occurredAt), now);
  }

  isRevoked(sessionId: string, now = Date.now()): boolean {
    const until = this.forgetAt.get(sessionId);
    return until !== undefined && until > now;
  }

  /** How many sessions are held (for tests and metrics). */
  get size(): number {
    return this.forgetAt.size;
  }

  /** Drops the oldest entries that can no longer matter; stops at the first that can, so it costs little. */
  private forgetExpired(now: number): void {
    for (const [id, until] of this.forgetAt) {
      if (until > now) return;
      this.forgetAt.delete(id);
    }
  }
}
