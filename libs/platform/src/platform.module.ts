import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE, DiscoveryModule } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { ScheduleModule } from '@nestjs/schedule';
import type { Logger } from 'pino';
import { JwtAuthGuard } from './auth/jwt-auth.guard.js';
import { JwtStrategy } from './auth/jwt.strategy.js';
import { KafkaRevokedSessionsFeed } from './auth/kafka-revoked-sessions-feed.js';
import { PermissionsGuard } from './auth/permissions.guard.js';
import { RevokedSessions } from './auth/revoked-sessions.js';
import { SessionRevokedEventsController } from './auth/session-revoked-events.controller.js';
import { EVENT_TRANSPORT, type EventTransport } from './bus/event-transport.js';
import { InProcessEventServer } from './bus/in-process-event-server.js';
import { InProcessTransport } from './bus/in-process-transport.js';
import { KafkaTransport } from './bus/kafka-transport.js';
import type { PlatformConfig } from './config/platform-config.js';
import { PLATFORM_CONFIG } from './config/platform-config.token.js';
import { HttpExceptionFilter } from './errors/http-exception.filter.js';
import { AdmissionRegistry } from './http/admission.js';
import { createValidationPipe } from './errors/validation.pipe.js';
import { ROOT_LOGGER } from './logging/logger.token.js';
import { Readiness } from './readiness/readiness.js';

export interface PlatformModuleOptions {
  config: PlatformConfig;
  logger: Logger;
  /** the process's name (a service, or "embedded"), used as the Kafka client id */
  processName: string;
  /** embedded mode's event server; required when the transport is in-process */
  inProcessServer?: InProcessEventServer;
  /**
   * Whether this process follows identity's session revocations, to refuse the tokens of ended sessions (default
   * true). The distributed gateway does not: it only checks signatures, and the services behind it refuse.
   */
  followsRevokedSessions?: boolean;
}

/**
 * What every Rollcall process has once: configuration, logging, auth guards, error envelope, event transport, the
 * scheduler, readiness.
 */
@Global()
@Module({})
export class PlatformModule {
  static forRoot(options: PlatformModuleOptions): DynamicModule {
    const transportFactory = (): EventTransport => {
      if (options.config.eventTransport === 'kafka') {
        return new KafkaTransport(options.config.kafkaBrokers, `rollcall-${options.processName}-relay`);
      }
      if (!options.inProcessServer) throw new Error('the in-process event transport needs an InProcessEventServer');
      return new InProcessTransport(options.inProcessServer);
    };
    const follows = options.followsRevokedSessions ?? true;
    const kafka = options.config.eventTransport === 'kafka';
    return {
      module: PlatformModule,
      controllers: follows && !kafka ? [SessionRevokedEventsController] : [],
      imports: [
        PassportModule.register({ defaultStrategy: 'jwt', session: false }),
        ScheduleModule.forRoot(),
        DiscoveryModule,
      ],
      providers: [
        { provide: PLATFORM_CONFIG, useValue: options.config },
        { provide: ROOT_LOGGER, useValue: options.logger },
        { provide: EVENT_TRANSPORT, useFactory: transportFactory },
        Readiness,
        RevokedSessions,
        AdmissionRegistry,
        ...(follows && kafka
          ? [
              {
                provide: KafkaRevokedSessionsFeed,
                inject: [RevokedSessions],
                useFactory: (revoked: RevokedSessions) =>
                  new KafkaRevokedSessionsFeed(
                    revoked,
                    options.config.kafkaBrokers,
                    options.processName,
                    options.logger,
                  ),
              },
            ]
          : []),
        JwtStrategy,
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: PermissionsGuard },
        { provide: APP_FILTER, useFactory: () => new HttpExceptionFilter(options.logger) },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
      exports: [PLATFORM_CONFIG, ROOT_LOGGER, EVENT_TRANSPORT, Readiness, RevokedSessions, AdmissionRegistry],
    };
  }
}
