import {
  type DynamicModule,
  Injectable,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { EVENT_TRANSPORT, type EventTransport } from '../bus/event-transport.js';
import type { PlatformConfig } from '../config/platform-config.js';
import { PLATFORM_CONFIG } from '../config/platform-config.token.js';
import { ROOT_LOGGER } from '../logging/logger.token.js';
import { schemaOf } from '../database/schema-of.js';
import { ChangeHistory } from '../history/change-history.js';
import { EventWriter } from './event-writer.js';
import { pruneDeliveredMessages } from './message-retention.js';
import { OutboxRelay } from './outbox-relay.js';

const RETENTION_EVERY_MS = 60 * 60 * 1000;

/** Runs a service's outbox relay for the life of the application, and prunes delivered messages hourly. */
@Injectable()
export class OutboxRelayRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  private relay: OutboxRelay | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly transport: EventTransport,
    private readonly config: PlatformConfig,
    private readonly logger: Logger,
    private readonly scheduler: SchedulerRegistry,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.relay = new OutboxRelay(this.dataSource, this.transport, this.logger, {
      databaseUrl: this.config.databaseUrl ?? '',
      pollMs: this.config.outboxPollMs,
      statementTimeoutMs: this.config.dbStatementTimeoutMs,
      // embedded, a publish awaits every handler: the interactive rows get a loop of their own (ADR 0017)
      interactiveLoop: this.config.mode === 'embedded',
    });
    await this.relay.start();
    const timer = setInterval(() => void this.pruneDelivered(), RETENTION_EVERY_MS);
    timer.unref();
    this.scheduler.addInterval(this.retentionJobName(), timer);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.scheduler.doesExist('interval', this.retentionJobName())) {
      this.scheduler.deleteInterval(this.retentionJobName());
    }
    await this.relay?.stop();
  }

  /** Deletes published outbox rows and old inbox records past their retention; logs what it removed. */
  async pruneDelivered(): Promise<void> {
    try {
      const pruned = await pruneDeliveredMessages(this.dataSource, {
        outboxDays: this.config.outboxRetentionDays,
        inboxDays: this.config.inboxRetentionDays,
      });
      if (pruned.outbox + pruned.inbox > 0) this.logger.info(pruned, 'pruned delivered messages');
    } catch (error) {
      this.logger.warn({ err: error }, 'pruning delivered messages failed; will retry in an hour');
    }
  }

  private retentionJobName(): string {
    return `message-retention:${schemaOf(this.dataSource)}`;
  }

  /** Resolves once everything committed so far is published (tests and graceful stops). */
  async flush(): Promise<void> {
    await this.relay?.flush();
  }

  /** The schema whose outbox this runner's relay publishes (the service's). */
  get schema(): string {
    return schemaOf(this.dataSource);
  }

  /** Tests: the relay publishes nothing on its own until resume(); publishRound drives it meanwhile. */
  async pause(): Promise<void> {
    await this.relay?.pause();
  }

  resume(): void {
    this.relay?.resume();
  }

  publishRound(): Promise<{ interactive: number; any: number }> {
    if (!this.relay) throw new Error('the outbox relay has not started');
    return this.relay.publishRound();
  }
}

@Module({})
export class OutboxModule {
  /**
   * Gives a service its EventWriter and ChangeHistory and runs its relay; the service's database module must be
   * imported too.
   */
  static forService(service: string): DynamicModule {
    return {
      module: OutboxModule,
      providers: [
        { provide: EventWriter, useValue: new EventWriter(service) },
        {
          provide: ChangeHistory,
          inject: [EventWriter],
          useFactory: (events: EventWriter) => new ChangeHistory(events),
        },
        {
          provide: OutboxRelayRunner,
          inject: [getDataSourceToken(service), EVENT_TRANSPORT, PLATFORM_CONFIG, ROOT_LOGGER, SchedulerRegistry],
          useFactory: (
            dataSource: DataSource,
            transport: EventTransport,
            config: PlatformConfig,
            logger: Logger,
            scheduler: SchedulerRegistry,
          ) => new OutboxRelayRunner(dataSource, transport, config, logger.child({ outbox: service }), scheduler),
        },
      ],
      exports: [EventWriter, ChangeHistory, OutboxRelayRunner],
    };
  }
}
