import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxModule, PLATFORM_CONFIG, type PlatformConfig, ServiceDatabaseModule } from '@rollcall/platform';
import { User } from './accounts/user.entity.js';
import { UserAccountsService } from './accounts/user-accounts.service.js';
import { CompanyEventsController } from './companies/company-events.controller.js';
import { CompanyReadModel } from './companies/company-read-model.service.js';
import { Company } from './companies/company.entity.js';
import { IDENTITY } from './identity.constants.js';
import { IDENTITY_MIGRATIONS } from './migrations/index.js';
import { ProfileController } from './profile/profile.controller.js';
import { ProfileService } from './profile/profile.service.js';
import { SessionController } from './session/session.controller.js';
import { SessionService } from './session/session.service.js';
import { SignInThrottleService } from './session/sign-in-throttle.service.js';
import { RefreshToken } from './tokens/refresh-token.entity.js';
import { SessionTokensService } from './tokens/session-tokens.service.js';

const entities = [User, RefreshToken, Company];

/**
 * Accounts, sessions and tokens, profile, permissions and menu. Mounted by the embedded app beside the other
 * services (which supplies PlatformModule), or alone by main.ts.
 */
@Module({
  imports: [
    ServiceDatabaseModule.forService({
      service: IDENTITY,
      schema: IDENTITY,
      entities,
      migrations: IDENTITY_MIGRATIONS,
    }),
    TypeOrmModule.forFeature(entities, IDENTITY),
    OutboxModule.forService(IDENTITY),
    JwtModule.registerAsync({
      inject: [PLATFORM_CONFIG],
      useFactory: (config: PlatformConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: 'HS256', expiresIn: config.accessTokenTtlSeconds },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [SessionController, ProfileController, CompanyEventsController],
  providers: [
    UserAccountsService,
    SessionTokensService,
    SignInThrottleService,
    SessionService,
    ProfileService,
    CompanyReadModel,
  ],
  exports: [UserAccountsService],
})
export class IdentityModule {}
