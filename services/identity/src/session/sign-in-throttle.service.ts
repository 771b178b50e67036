import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ROOT_LOGGER, schemaOf } from '@rollcall/platform';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import { IDENTITY } from '../identity.constants.js';

/** The window failed sign-ins are counted in. */
export const FAILURE_WINDOW_MINUTES = 15;
/** Failures for one account from one address that lock that pair. */
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
/** Failures from one address across every account that lock the address. */
export const MAX_FAILURES_PER_ADDRESS = 30;
export const LOCKOUT_MINUTES = 15;
/** Failures for one account from every address, past which each sign-in to it is slowed (never locked). */
export const ACCOUNT_CEILING = 20;
/** The slowing: a second per failure past the ceiling, at most this. */
export const MAX_SLOWDOWN_MS = 10_000;

export const TOO_MANY_SIGN_INS = 'Too many failed sign-in attempts. Please try again in 15 minutes.';
export const TOO_MANY_FROM_ADDRESS =
  'Too many failed sign-in attempts from this address. Please try again in 15 minutes.';

/** How long a sign-in to an account with `failures` recent failures waits. */
export function slowdownMs(failures: number): number {
  if (failures < ACCOUNT_CEILING) return 0;
  return Math.min(MAX_SLOWDOWN_MS, (failures - ACCOUNT_CEILING + 1) * 1000);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Brute-force protection that cannot be turned against an account's owner (issue 15, docs/operations.md):
 * - an e-mail and address pair is locked after MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS failures, so a guesser locks
 *   out only itself;
 * - an address is locked for every account after MAX_FAILURES_PER_ADDRESS failures, so it cannot spray a few
 *   guesses at each of many accounts;
 * - an account guessed at from many addresses (ACCOUNT_CEILING failures) is slowed, not locked, and the crossing
 *   is logged as an alert.
 * Kept in tables, so every replica sees the same counts. An address is signInAddressOf()'s.
 */
@Injectable()
export class SignInThrottleService {
  private readonly schema: string;

  constructor(
    @InjectDataSource(IDENTITY) private readonly dataSource: DataSource,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {
    this.schema = schemaOf(dataSource);
  }

  /** Refuses with 429 while the pair or the address is locked; waits while the account is over its ceiling. */
  async admit(email: string, address: string): Promise<void> {
    const s = this.schema;
    const locks = (await this.dataSource.query(
      `SELECT email FROM "${s}".sign_in_lockouts
        WHERE address = $2 AND email IN ($1, '') AND locked_until > now()`,
      [email, address],
    )) as { email: string }[];
    if (locks.some((lock) => lock.email === '')) {
      throw new HttpException(TOO_MANY_FROM_ADDRESS, HttpStatus.TOO_MANY_REQUESTS);
    }
    if (locks.length > 0) throw new HttpException(TOO_MANY_SIGN_INS, HttpStatus.TOO_MANY_REQUESTS);
    const wait = slowdownMs(await this.recentFailures(this.dataSource.manager, 'email', email));
    if (wait > 0) await sleep(wait);
  }

  /** Counts a failure; the one that reaches a limit starts its lockout, or raises the account's alert. */
  async recordFailure(email: string, address: string): Promise<void> {
    const s = this.schema;
    await this.dataSource.transaction(async (manager) => {
      // One writer per address, then per e-mail (always in that order: no deadlock), so replicas failing
      // together cannot each count below a limit.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`identity.sign-in-address:${address}`]);
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`identity.sign-in:${email}`]);
      await manager.query(`INSERT INTO "${s}".sign_in_failures (email, address) VALUES ($1, $2)`, [email, address]);
      const [pair] = (await manager.query(
        `SELECT count(*)::int AS n FROM "${s}".sign_in_failures
          WHERE email = $1 AND address = $2 AND failed_at > now() - make_interval(mins => $3)`,
        [email, address, FAILURE_WINDOW_MINUTES],
      )) as { n: number }[];
      if ((pair?.n ?? 0) >= MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS) await this.lock(manager, email, address);
      const fromAddress = await this.recentFailures(manager, 'address', address);
      if (fromAddress >= MAX_FAILURES_PER_ADDRESS) {
        await this.lock(manager, '', address);
        if (fromAddress === MAX_FAILURES_PER_ADDRESS) {
          this.logger.warn(
            { alert: 'sign-in-address-locked', address, failures: fromAddress, windowMinutes: FAILURE_WINDOW_MINUTES },
            'alert: failed sign-ins from one address across accounts; the address is locked out',
          );
        }
      }
      const onAccount = await this.recentFailures(manager, 'email', email);
      if (onAccount === ACCOUNT_CEILING) {
        this.logger.warn(
          { alert: 'sign-in-account-ceiling', email, failures: onAccount, windowMinutes: FAILURE_WINDOW_MINUTES },
          'alert: failed sign-ins on one account from many addresses; its sign-ins are slowed',
        );
      }
    });
    await this.forgetExpired();
  }

  /** A successful sign-in forgets the failures from that address for that account. */
  async recordSuccess(email: string, address: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM "${this.schema}".sign_in_failures WHERE email = $1 AND address = $2`, [
      email,
      address,
    ]);
  }

  private async recentFailures(manager: EntityManager, by: 'email' | 'address', value: string): Promise<number> {
    const [counted] = (await manager.query(
      `SELECT count(*)::int AS n FROM "${this.schema}".sign_in_failures
        WHERE ${by} = $1 AND failed_at > now() - make_interval(mins => $2)`,
      [value, FAILURE_WINDOW_MINUTES],
    )) as { n: number }[];
    return counted?.n ?? 0;
  }

  /** Locks the pair, or with email '' the address for every account, for LOCKOUT_MINUTES from now. */
  private async lock(manager: EntityManager, email: string, address: string): Promise<void> {
    await manager.query(
      `INSERT INTO "${this.schema}".sign_in_lockouts (email, address, locked_until)
       VALUES ($1, $2, now() + make_interval(mins => $3))
       ON CONFLICT (address, email) DO UPDATE SET locked_until = EXCLUDED.locked_until`,
      [email, address, LOCKOUT_MINUTES],
    );
  }

  /**
   * Drops failures and lockouts that no longer count, for every e-mail and address, so that they do not pile up.
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
      `DELETE FROM "${s}".sign_in_lockouts WHERE (address, email) IN (
         SELECT address, email FROM "${s}".sign_in_lockouts WHERE locked_until <= now()
          LIMIT 1000 FOR UPDATE SKIP LOCKED)`,
    );
  }
}
