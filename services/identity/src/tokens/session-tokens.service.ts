import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  IDENTITY_SESSION_REVOKED_V1,
  PEOPLE_REACH,
  type RoleName,
  type SessionRevocationReason,
} from '@rollcall/contracts';
import {
  type AccessTokenClaims,
  EventWriter,
  PLATFORM_CONFIG,
  type PlatformConfig,
  schemaOf,
} from '@rollcall/platform';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { User } from '../accounts/user.entity.js';
import { IDENTITY } from '../identity.constants.js';
import { RefreshToken } from './refresh-token.entity.js';
import { hashRefreshToken, looksLikeRefreshToken, newRefreshTokenSecret } from './refresh-token-secret.js';
import type { IssuedTokens } from './token-pair.js';

export const INVALID_REFRESH_TOKEN = 'The refresh token is invalid or expired.';

/**
 * How long a rotated refresh cookie may come back and be rotated again, as long as the token it was rotated into
 * was never used: the browser dropped the answer that carried the new cookie (a page reloaded during the call).
 */
export const COOKIE_RETRY_GRACE_MS = 10_000;

/** The role a session's access tokens carry. */
export function sessionRole(user: Pick<User, 'role'>, asEmployee: boolean): RoleName {
  return asEmployee ? 'Employee' : user.role;
}

type RotateOutcome = { ok: true; tokens: IssuedTokens } | { ok: false };

/**
 * Access tokens (HS256 JWTs with the platform's claims) and refresh tokens (opaque, stored hashed, rotated on
 * every use). A session is one family of refresh tokens; its id is the access token's `sid`. Presenting a refresh
 * token that was already rotated means two parties hold the session: the whole family is revoked and both must
 * sign in again. Every revocation publishes identity.session.revoked.v1 in its transaction, so that every service
 * refuses the session's access tokens at once rather than when they expire.
 */
@Injectable()
export class SessionTokensService {
  constructor(
    @InjectDataSource(IDENTITY) private readonly dataSource: DataSource,
    @Inject(JwtService) private readonly jwt: JwtService,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
    @Inject(EventWriter) private readonly events: EventWriter,
  ) {}

  /** Opens a new session (a new token family) for a signed-in user, in the caller's transaction when given. */
  startSession(user: User, asEmployee: boolean, inTransaction?: EntityManager): Promise<IssuedTokens> {
    const start = async (manager: EntityManager) => (await this.issue(manager, user, randomUUID(), asEmployee)).tokens;
    return inTransaction ? start(inTransaction) : this.dataSource.transaction(start);
  }

  /**
   * Exchanges a refresh token for a new pair; the presented token is dead afterwards. With `retryGraceMs` (the
   * console's cookie), a token rotated less than that ago whose successor was never used is rotated again, the
   * unused successor retired with it, instead of being taken for a copy.
   */
  async rotate(presented: string, options: { retryGraceMs?: number } = {}): Promise<IssuedTokens> {
    if (!looksLikeRefreshToken(presented)) throw new BadRequestException(INVALID_REFRESH_TOKEN);
    const outcome = await this.dataSource.transaction(async (manager): Promise<RotateOutcome> => {
      const current = await manager.findOne(RefreshToken, {
        where: { tokenHash: hashRefreshToken(presented) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!current) return { ok: false };
      if (current.revokedAt) {
        if (!current.replacedBy) return { ok: false };
        const retried = await this.retryRotation(manager, current, options.retryGraceMs ?? 0);
        if (retried) return { ok: true, tokens: retried };
        // A rotated token came back: it was copied. End the session for everyone holding it.
        await this.revokeFamily(manager, current.familyId, 'refreshTokenReused');
        return { ok: false };
      }
      if (current.expiresAt.getTime() <= Date.now()) return { ok: false };
      const user = await manager.findOne(User, { where: { id: current.userId } });
      if (!user || user.status !== 'Active' || (current.asEmployee && !user.employeeId)) {
        await this.revokeFamily(manager, current.familyId, 'userNotActive');
        return { ok: false };
      }
      const next = await this.issue(manager, user, current.familyId, current.asEmployee);
      await manager.update(RefreshToken, { id: current.id }, { revokedAt: new Date(), replacedBy: next.id });
      return { ok: true, tokens: next.tokens };
    });
    // Thrown after the commit, so a family revoked above stays revoked.
    if (!outcome.ok) throw new BadRequestException(INVALID_REFRESH_TOKEN);
    return outcome.tokens;
  }

  /**
   * The lost-answer case of rotate(): the token was rotated within `graceMs` and its successor is still unused.
   * The successor is retired and a new one issued in the same session; null when that is not the case.
   */
  private async retryRotation(
    manager: EntityManager,
    rotated: RefreshToken,
    graceMs: number,
  ): Promise<IssuedTokens | null> {
    if (!rotated.revokedAt || !rotated.replacedBy || Date.now() - rotated.revokedAt.getTime() > graceMs) return null;
    const successor = await manager.findOne(RefreshToken, {
      where: { id: rotated.replacedBy },
      lock: { mode: 'pessimistic_write' },
    });
    if (!successor || successor.revokedAt) return null;
    const user = await manager.findOne(User, { where: { id: rotated.userId } });
    if (!user || user.status !== 'Active' || (rotated.asEmployee && !user.employeeId)) return null;
    const next = await this.issue(manager, user, rotated.familyId, rotated.asEmployee);
    await manager.update(RefreshToken, { id: successor.id }, { revokedAt: new Date(), replacedBy: next.id });
    await manager.update(RefreshToken, { id: rotated.id }, { replacedBy: next.id });
    return next.tokens;
  }

  /** Ends the session the refresh token belongs to. Unknown or dead tokens are ignored. */
  async endSession(presented: string, reason: SessionRevocationReason = 'signedOut'): Promise<void> {
    if (!looksLikeRefreshToken(presented)) return;
    await this.dataSource.transaction(async (manager) => {
      const token = await manager.findOne(RefreshToken, { where: { tokenHash: hashRefreshToken(presented) } });
      if (token) await this.revokeFamily(manager, token.familyId, reason);
    });
  }

  /** Ends every session of the user (password changed or reset, account no longer Active), in the caller's transaction. */
  revokeAllOf(manager: EntityManager, userId: string, reason: SessionRevocationReason): Promise<void> {
    return this.revoke(manager, 'user_id', userId, reason);
  }

  private revokeFamily(manager: EntityManager, familyId: string, reason: SessionRevocationReason): Promise<void> {
    return this.revoke(manager, 'family_id', familyId, reason);
  }

  /** Revokes the live refresh tokens matching, and publishes the sessions that ended (none: nothing to say). */
  private async revoke(
    manager: EntityManager,
    column: 'user_id' | 'family_id',
    value: string,
    reason: SessionRevocationReason,
  ): Promise<void> {
    const ended = (await manager.query(
      `WITH ended AS (
         UPDATE "${schemaOf(manager.connection)}".refresh_tokens SET revoked_at = now()
          WHERE ${column} = $1 AND revoked_at IS NULL
          RETURNING user_id, company_id, family_id)
       SELECT user_id, company_id, array_agg(DISTINCT family_id ORDER BY family_id) AS session_ids
         FROM ended GROUP BY user_id, company_id`,
      [value],
    )) as { user_id: string; company_id: string; session_ids: string[] }[];
    await this.events.write(
      manager,
      ended.map((row) => ({
        type: IDENTITY_SESSION_REVOKED_V1,
        companyId: row.company_id,
        key: row.company_id,
        payload: { userId: row.user_id, sessionIds: row.session_ids, reason },
      })),
    );
  }

  /** Stores a new refresh token of the family and signs the access token that goes with it. */
  private async issue(
    manager: EntityManager,
    user: User,
    familyId: string,
    asEmployee: boolean,
  ): Promise<{ id: string; tokens: IssuedTokens }> {
    const secret = newRefreshTokenSecret();
    const id = randomUUID();
    await manager.insert(RefreshToken, {
      id,
      tokenHash: hashRefreshToken(secret),
      userId: user.id,
      companyId: user.companyId,
      familyId,
      asEmployee,
      expiresAt: new Date(Date.now() + this.config.refreshTokenTtlDays * 86_400_000),
      revokedAt: null,
      replacedBy: null,
    });
    const role = sessionRole(user, asEmployee);
    const claims: AccessTokenClaims = {
      sub: user.id,
      cid: user.companyId,
      role,
      email: user.email,
      eid: user.employeeId,
      ...(PEOPLE_REACH[role] === 'managed' ? { mng: user.managedDepartments } : {}),
      sid: familyId,
      typ: 'access',
    };
    return { id, tokens: { accessToken: await this.jwt.signAsync(claims), refreshToken: secret } };
  }
}
