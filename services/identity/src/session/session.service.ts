import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import type { SessionRevocationReason } from '@rollcall/contracts';
import type { Actor } from '@rollcall/platform';
import { normalizeEmail } from '../accounts/normalize-email.js';
import { Passwords } from '../accounts/passwords.js';
import { UserAccountsService } from '../accounts/user-accounts.service.js';
import { COOKIE_RETRY_GRACE_MS, SessionTokensService } from '../tokens/session-tokens.service.js';
import type { IssuedTokens } from '../tokens/token-pair.js';
import { SignInThrottleService } from './sign-in-throttle.service.js';

export const SIGN_IN_FAILED = 'Failed to login.';
export const LOGIN_AS_EMPLOYEE_FAILED = 'Failed to login as employee.';
export const EMPLOYEE_HOME = '/timesheet/view';

/** Signing in and out, refreshing, and switching to one's employee access. */
@Injectable()
export class SessionService {
  constructor(
    private readonly users: UserAccountsService,
    private readonly tokens: SessionTokensService,
    private readonly throttle: SignInThrottleService,
    private readonly passwords: Passwords,
  ) {}

  /**
   * Any failure is the same 401, whatever was wrong (unknown e-mail, wrong password, inactive account).
   * `address`: where the attempt came from (signInAddressOf), for the throttle.
   */
  async login(email: string, password: string, address: string): Promise<IssuedTokens> {
    const normalized = normalizeEmail(email);
    await this.throttle.admit(normalized, address);
    const user = await this.users.findForSignIn(normalized);
    const passwordOk = await this.passwords.verify(user?.passwordHash ?? null, password);
    if (!user || !passwordOk || user.status !== 'Active') {
      await this.throttle.recordFailure(normalized, address);
      throw new UnauthorizedException(SIGN_IN_FAILED);
    }
    await this.throttle.recordSuccess(normalized, address);
    return this.tokens.startSession(user, false);
  }

  /** `fromCookie`: the console's refresh cookie, whose answer a page reload can lose (COOKIE_RETRY_GRACE_MS). */
  refresh(refreshToken: string, fromCookie = false): Promise<IssuedTokens> {
    return this.tokens.rotate(refreshToken, fromCookie ? { retryGraceMs: COOKIE_RETRY_GRACE_MS } : {});
  }

  /** For an Admin or Supervisor who is also an employee: a new session whose tokens carry the Employee role. */
  async loginAsEmployee(actor: Actor): Promise<IssuedTokens & { redirectUrl: string }> {
    const user = await this.users.findById(actor.companyId, actor.userId);
    if (
      !user ||
      user.status !== 'Active' ||
      !user.employeeId ||
      (user.role !== 'Admin' && user.role !== 'Supervisor')
    ) {
      throw new ForbiddenException(LOGIN_AS_EMPLOYEE_FAILED);
    }
    const tokens = await this.tokens.startSession(user, true);
    return { ...tokens, redirectUrl: EMPLOYEE_HOME };
  }

  logout(refreshToken: string, reason: SessionRevocationReason = 'signedOut'): Promise<void> {
    return this.tokens.endSession(refreshToken, reason);
  }
}
