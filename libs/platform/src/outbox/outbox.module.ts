import {
  type DynamicModule,
  Injectable,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { EVENT_TRANSPORT, type EventTransport } from '../bus/event-transport.js';
import type { PlatformConfig } from '../config/platform-config.js';
import { PLATFORM_CONFIG } from '../config/platform-config.token.js';
import { ROOT_LOGGER } from '../logging/logger.token.js';
import { EventWriter } from './event-writer.js';
import { OutboxRelay } from './outbox-relay.js';

/** Runs a service's outbox relay for the life of the application. */
@Injectable()
export class OutboxRelayRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  private relay: OutboxRelay | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly transport: EventTransport,
    private readonly config: PlatformConfig,
    private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.relay = new OutboxRelay(this.dataSource, this.transport, this.logger, this.config.outboxPollMs);
    await this.relay.start(this.config.databaseUrl ?? '');
  }

  async onApplicationShutdown(): Promise<void> {
    await this.relay?.stop();
  }

  /** Resolves once everything committed so far is published (tests and graceful stops). */
  async flush(): Promise<void> {
    await this.relay?.flush();
  }
}

@Module({})
export class OutboxModule {
  /** Gives a service its EventWriter and runs its relay; the service's database module must be imported too. */
  static forService(service: string): DynamicModule {
    return {
      module: OutboxModule,
      providers: [
        { provide: EventWriter, useValue: new EventWriter(service) },
        {
          provide: OutboxRelayRunner,
          inject: [getDataSourceToken(service), EVENT_TRANSPORT, PLATFORM_CONFIG, ROOT_LOGGER],
          useFactory: (dataSource: DataSource, transport: EventTransport, config: PlatformConfig, logger: Logger) =>
            new OutboxRelayRunner(dataSource, transport, config, logger.child({ outbox: service })),
        },
      ],
      exports: [EventWriter, OutboxRelayRunner],
    };
  }
}
