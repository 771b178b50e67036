import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { schemaOf } from '@rollcall/platform';
import type { DataSource } from 'typeorm';
import { IDENTITY } from '../identity.constants.js';

export const MAX_FAILED_SIGN_INS = 5;
export const FAILURE_WINDOW_MINUTES = 15;
export const LOCKOUT_MINUTES = 15;
export const TOO_MANY_SIGN_INS = 'Too many failed sign-in attempts. Please try again in 15 minutes.';

/**
 * Brute-force protection by e-mail: after MAX_FAILED_SIGN_INS failures within FAILURE_WINDOW_MINUTES, sign-in
 * for that e-mail is refused for LOCKOUT_MINUTES. Kept in tables, so every replica sees the same counts.
 */
@Injectable()
export class SignInThrottleService {
  private readonly schema: string;

  constructor(@InjectDataSource(IDENTITY) private readonly dataSource: DataSource) {
    this.schema = schemaOf(dataSource);
  }

  /** Refuses with 429 while the e-mail is locked out. */
  async assertAllowed(email: string): Promise<void> {
    const rows = (await this.dataSource.query(
      `SELECT 1 FROM "${this.schema}".sign_in_lockouts WHERE email = $1 AND locked_until > now()`,
      [email],
    )) as unknown[];
    if (rows.length > 0) throw new HttpException(TOO_MANY_SIGN_INS, HttpStatus.TOO_MANY_REQUESTS);
  }

  /** Counts a failure; the one that reaches the limit starts the lockout. */
  async recordFailure(email: string): Promise<void> {
    const s = this.schema;
    await this.dataSource.transaction(async (manager) => {
      // One writer per e-mail at a time, so two replicas failing together cannot both count below the limit.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`identity.sign-in:${email}`]);
      await manager.query(`INSERT INTO "${s}".sign_in_failures (email) VALUES ($1)`, [email]);
      const [counted] = (await manager.query(
        `SELECT count(*)::int AS n FROM "${s}".sign_in_failures
          WHERE email = $1 AND failed_at > now() - make_interval(mins => $2)`,
        [email, FAILURE_WINDOW_MINUTES],
      )) as { n: number }[];
      if ((counted?.n ?? 0) < MAX_FAILED_SIGN_INS) return;
      await manager.query(
        `INSERT INTO "${s}".sign_in_lockouts (email, locked_until) VALUES ($1, now() + make_interval(mins => $2))
         ON CONFLICT (email) DO UPDATE SET locked_until = EXCLUDED.locked_until`,
        [email, LOCKOUT_MINUTES],
      );
      // The count starts again once the lockout ends.
      await manager.query(`DELETE FROM "${s}".sign_in_failures WHERE email = $1`, [email]);
    });
    await this.forgetExpired();
  }

  /**
   * Drops failures and lockouts that no longer count, for every e-mail, so e-mails tried once do not pile up.
   * Each statement skips rows another transaction holds, so it never waits and cannot deadlock.
   */
  private async forgetExpired(): Promise<void> {
    const s = this.schema;
    await this.dataSource.query(
      `DELETE FROM "${s}".sign_in_failures WHERE id IN (
         SELECT id FROM "${s}".sign_in_failures WHERE failed_at <= now() - make_interval(mins => $1)
          LIMIT 1000 FOR UPDATE SKIP LOCKED)`,
      [FAILURE_WINDOW_MINUTES],
    );
    await this.dataSource.query(
      `DELETE FROM "${s}".sign_in_lockouts WHERE email IN (
         SELECT email FROM "${s}".sign_in_lockouts WHERE locked_until <= now() LIMIT 1000 FOR UPDATE SKIP LOCKED)`,
    );
  }

  /** A successful sign-in forgets earlier failures. */
  async recordSuccess(email: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM "${this.schema}".sign_in_failures WHERE email = $1`, [email]);
    await this.dataSource.query(
      `DELETE FROM "${this.schema}".sign_in_lockouts WHERE email = $1 AND locked_until <= now()`,
      [email],
    );
  }
}
