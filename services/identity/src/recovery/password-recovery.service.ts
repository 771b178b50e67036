import { HttpStatus, Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type AnswerCode, EventWriter, refusal, schemaOf } from '@rollcall/platform';
import { randomUUID } from 'node:crypto';
import { type DataSource, IsNull, MoreThan } from 'typeorm';
import { normalizeEmail } from '../accounts/normalize-email.js';
import { Passwords } from '../accounts/passwords.js';
import { UserAccountsService } from '../accounts/user-accounts.service.js';
import { userChanged } from '../accounts/user-events.js';
import { User } from '../accounts/user.entity.js';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config/identity-config.js';
import { IDENTITY } from '../identity.constants.js';
import { MailerService } from '../mail/mailer.service.js';
import { SessionTokensService } from '../tokens/session-tokens.service.js';
import { hashRefreshToken, looksLikeRefreshToken, newRefreshTokenSecret } from '../tokens/refresh-token-secret.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import { recoveryMail, resetLink } from './recovery-mail.js';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Recovery mails per account per hour; further requests answer the same and send nothing. */
export const MAX_RECOVERY_MAILS_PER_HOUR = 3;
export const INVALID_RESET_TOKEN = 'Invalid';
export const RECOVERY_EMAIL_NOT_SET_UP =
  'Password recovery by e-mail is not set up on this server. Please ask your administrator to reset your password.';

/** The reset's refusal: the spec's answer code `Invalid`. */
const RESET_ANSWERS = {
  [INVALID_RESET_TOKEN]: { status: HttpStatus.BAD_REQUEST, text: 'Invalid token.' },
} as const satisfies Record<string, AnswerCode>;

/**
 * Account recovery by e-mail: a single-use link valid for an hour, stored hashed. The answer to a recovery request
 * is the same whether the e-mail has an account or not, and the mail goes out in the background.
 */
@Injectable()
export class PasswordRecoveryService {
  constructor(
    @InjectDataSource(IDENTITY) private readonly dataSource: DataSource,
    @Inject(EventWriter) private readonly events: EventWriter,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly users: UserAccountsService,
    private readonly sessions: SessionTokensService,
    private readonly mailer: MailerService,
    private readonly passwords: Passwords,
  ) {}

  /**
   * Looks the e-mail up and returns; in the background, issues a reset link to an Active account with that e-mail
   * and mails it, and does nothing for any other. So neither the answer nor its timing tells whether the e-mail
   * has an account.
   */
  async requestReset(email: string): Promise<void> {
    // Outside the embedded demo, without SMTP the link could only be logged: no link is made at all.
    if (this.mailer.delivery === 'none') throw new ServiceUnavailableException(RECOVERY_EMAIL_NOT_SET_UP);
    const user = await this.users.findForSignIn(normalizeEmail(email));
    this.mailer.sendInBackground(async () => {
      if (!user || user.status !== 'Active') return null;
      const token = await this.issueToken(user);
      return token ? recoveryMail(user.email, user.firstName, resetLink(this.config.publicUrl, token)) : null;
    });
  }

  /** A new reset token for the user (the only one that works), or null past the hourly cap. */
  private issueToken(user: User): Promise<string | null> {
    return this.dataSource.transaction(async (manager) => {
      // One request at a time per account, so the hourly cap holds under concurrent requests.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`identity.recovery:${user.id}`]);
      const recent = await manager.count(PasswordResetToken, {
        where: { userId: user.id, createdAt: MoreThan(new Date(Date.now() - RESET_TOKEN_TTL_MS)) },
      });
      if (recent >= MAX_RECOVERY_MAILS_PER_HOUR) return null;
      await manager.update(
        PasswordResetToken,
        { userId: user.id, usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
        { expiresAt: new Date() },
      );
      const token = newRefreshTokenSecret();
      await manager.insert(PasswordResetToken, {
        id: randomUUID(),
        tokenHash: hashRefreshToken(token),
        userId: user.id,
        companyId: user.companyId,
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
        usedAt: null,
      });
      return token;
    });
  }

  /**
   * Sets the password of the link's account and uses the token up; every session of the account ends and its
   * sign-in lockout is lifted. A bad, expired or used token is refused with the spec's "Invalid".
   */
  async resetPassword(token: string, password: string): Promise<void> {
    const invalid = () => refusal(RESET_ANSWERS, INVALID_RESET_TOKEN);
    if (!looksLikeRefreshToken(token)) throw invalid();
    const tokenHash = hashRefreshToken(token);
    // A cheap look first, so junk tokens cost no password hashing.
    const candidate = await this.dataSource.manager.findOne(PasswordResetToken, { where: { tokenHash } });
    if (!candidate || candidate.usedAt || candidate.expiresAt.getTime() <= Date.now()) throw invalid();
    const passwordHash = await this.passwords.hash(password);
    const s = schemaOf(this.dataSource);
    const done = await this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(PasswordResetToken, {
        where: { tokenHash },
        lock: { mode: 'pessimistic_write' },
      });
      if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) return false;
      const user = await manager.findOne(User, { where: { id: row.userId, companyId: row.companyId } });
      if (!user || user.status !== 'Active') return false;
      await manager.update(PasswordResetToken, { id: row.id }, { usedAt: new Date() });
      await manager.update(
        PasswordResetToken,
        { userId: user.id, usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
        { expiresAt: new Date() },
      );
      user.passwordHash = passwordHash;
      await manager.update(User, { id: user.id }, { passwordHash });
      await this.sessions.revokeAllOf(manager, user.id, 'passwordReset');
      await manager.query(`DELETE FROM "${s}".sign_in_lockouts WHERE email = $1`, [user.email]);
      await manager.query(`DELETE FROM "${s}".sign_in_failures WHERE email = $1`, [user.email]);
      await this.events.write(manager, [userChanged(user)]);
      return true;
    });
    if (!done) throw invalid();
  }
}
