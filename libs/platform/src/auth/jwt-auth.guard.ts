import { type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { IS_PUBLIC } from './auth.decorators.js';
import { SESSION_ENDED } from './jwt.strategy.js';

export const ACCESS_TOKEN_MISSING_OR_EXPIRED = 'Please sign in again: the access token is missing or expired.';

/** Every HTTP route needs a valid bearer token unless marked @Public(). Event handlers are not HTTP. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    if (context.getType() !== 'http') return true;
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    return super.canActivate(context);
  }

  /** A token refused for its session says so; anything else wrong with it gets the one general answer. */
  override handleRequest<T>(error: unknown, user: T): T {
    if (error instanceof UnauthorizedException && error.message === SESSION_ENDED) throw error;
    if (error || !user) throw new UnauthorizedException(ACCESS_TOKEN_MISSING_OR_EXPIRED);
    return user;
  }
}
