import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ROLES } from '@rollcall/contracts';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { PlatformConfig } from '../config/platform-config.js';
import { PLATFORM_CONFIG } from '../config/platform-config.token.js';
import type { AccessTokenClaims, Actor } from './actor.js';
import { jwtSecretKey } from './jwt-secret-key.js';
import { RevokedSessions } from './revoked-sessions.js';

export const INVALID_ACCESS_TOKEN = 'The access token is not valid.';
export const SESSION_ENDED = 'Please sign in again: this session has ended.';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(PLATFORM_CONFIG) config: PlatformConfig,
    private readonly revoked: RevokedSessions,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // passport-jwt hands the key to jsonwebtoken, which takes a KeyObject; its types say string | Buffer only
      secretOrKey: jwtSecretKey(config.jwtSecret) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  validate(claims: AccessTokenClaims): Actor {
    if (
      claims.typ !== 'access' ||
      !claims.sub ||
      !claims.cid ||
      typeof claims.sid !== 'string' ||
      !ROLES.includes(claims.role)
    ) {
      throw new UnauthorizedException(INVALID_ACCESS_TOKEN);
    }
    if (this.revoked.isRevoked(claims.sid)) throw new UnauthorizedException(SESSION_ENDED);
    return {
      userId: claims.sub,
      companyId: claims.cid,
      role: claims.role,
      email: claims.email,
      employeeId: claims.eid,
      managedNodeIds: Array.isArray(claims.mng) ? claims.mng.filter((id) => typeof id === 'string') : [],
    };
  }
}
