import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import {
  jwtSecretKey,
  OutboxModule,
  PLATFORM_CONFIG,
  type PlatformConfig,
  ServiceDatabaseModule,
} from '@rollcall/platform';
import { User } from './accounts/user.entity.js';
import { Passwords } from './accounts/passwords.js';
import { UserAccountsService } from './accounts/user-accounts.service.js';
import { Avatar } from './avatars/avatar.entity.js';
import { AvatarsController } from './avatars/avatars.controller.js';
import { AvatarsService } from './avatars/avatars.service.js';
import { CompanyEventsController } from './companies/company-events.controller.js';
import { CompanyReadModel } from './companies/company-read-model.service.js';
import { Company } from './companies/company.entity.js';
import { IDENTITY_CONFIG, loadIdentityConfig } from './config/identity-config.js';
import { CustomerAdminsController } from './customers/customer-admins.controller.js';
import { CustomerAdminsService } from './customers/customer-admins.service.js';
import { OrgDirectoryEventsController } from './directory/org-directory-events.controller.js';
import { OrgDirectory } from './directory/org-directory.service.js';
import { IDENTITY } from './identity.constants.js';
import { MailerService } from './mail/mailer.service.js';
import { OAuthClient } from './oauth/oauth-client.entity.js';
import { OAuthClientsController } from './oauth/oauth-clients.controller.js';
import { OAuthClientsService } from './oauth/oauth-clients.service.js';
import { IDENTITY_MIGRATIONS } from './migrations/index.js';
import { ProfileController } from './profile/profile.controller.js';
import { ProfileService } from './profile/profile.service.js';
import { PasswordRecoveryController } from './recovery/password-recovery.controller.js';
import { PasswordRecoveryService } from './recovery/password-recovery.service.js';
import { PasswordResetToken } from './recovery/password-reset-token.entity.js';
import { RolesController } from './roles/roles.controller.js';
import { SessionController } from './session/session.controller.js';
import { SessionService } from './session/session.service.js';
import { SignInThrottleService } from './session/sign-in-throttle.service.js';
import { RefreshToken } from './tokens/refresh-token.entity.js';
import { RevokedSessionsLoader } from './tokens/revoked-sessions-loader.js';
import { SessionTokensService } from './tokens/session-tokens.service.js';
import { UsersController } from './users/users.controller.js';
import { UsersService } from './users/users.service.js';

const entities = [User, RefreshToken, Company, PasswordResetToken, Avatar, OAuthClient];

/**
 * Accounts, sessions and tokens, recovery, profile, users, permissions and menu. Mounted by the embedded app beside
 * the other services (which supplies PlatformModule), or alone by main.ts. Its own settings (SMTP_*, PUBLIC_URL)
 * are read from the environment and checked when the module starts.
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
        secret: jwtSecretKey(config.jwtSecret),
        signOptions: { algorithm: 'HS256', expiresIn: config.accessTokenTtlSeconds },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [
    SessionController,
    PasswordRecoveryController,
    ProfileController,
    AvatarsController,
    UsersController,
    RolesController,
    CustomerAdminsController,
    CompanyEventsController,
    OrgDirectoryEventsController,
    OAuthClientsController,
  ],
  providers: [
    { provide: IDENTITY_CONFIG, useFactory: () => loadIdentityConfig(process.env) },
    Passwords,
    UserAccountsService,
    SessionTokensService,
    RevokedSessionsLoader,
    SignInThrottleService,
    SessionService,
    MailerService,
    PasswordRecoveryService,
    ProfileService,
    AvatarsService,
    UsersService,
    CustomerAdminsService,
    CompanyReadModel,
    OrgDirectory,
    OAuthClientsService,
  ],
  exports: [UserAccountsService],
})
export class IdentityModule {}
