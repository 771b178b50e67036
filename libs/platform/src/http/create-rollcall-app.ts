import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { ensureKafkaTopics } from '../bus/ensure-topics.js';
import type { InProcessEventServer } from '../bus/in-process-event-server.js';
import { KafkaBatchServer } from '../bus/kafka-batch-server.js';
import { kafkaServerOptions } from '../bus/kafka-server-options.js';
import type { PlatformConfig } from '../config/platform-config.js';
import { serviceDataSource } from '../database/service-data-source.js';
import { parkEvent } from '../inbox/parked-events.js';
import { PinoNestLogger } from '../logging/logger.js';
import { Readiness } from '../readiness/readiness.js';
import { AdmissionRegistry } from './admission.js';
import { watchEventLoop } from './event-loop-watch.js';
import { advertiseKeepAlive, closeConnectionsWhenStopping, keepConnectionsAlive } from './keep-alive.js';
import { type ConsoleSources, securityHeaders } from './security-headers.js';

export interface CreateAppOptions {
  config: PlatformConfig;
  logger: Logger;
  /** the process's name: a service name, "gateway" or "embedded" */
  processName: string;
  /** whether this process runs event handlers (the gateway does not) */
  consumesEvents: boolean;
  inProcessServer?: InProcessEventServer;
  /** let Nest close the app on SIGINT/SIGTERM (off when the caller stops more than the app, e.g. PostgreSQL) */
  shutdownHooks?: boolean;
  /** parse JSON and form bodies (default); off for the distributed gateway, whose proxy streams them on as sent */
  parseBodies?: boolean;
  /** where the process serves the console: the foreign origins it loads from, for the content security policy */
  consoleSources?: ConsoleSources;
}

/**
 * Builds a Rollcall Nest application: HTTP plus the event server of the configured transport, with the same
 * handlers in both modes. The caller listens.
 */
export async function createRollcallApp(rootModule: unknown, options: CreateAppOptions): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(rootModule as never, {
    logger: new PinoNestLogger(options.logger.child({ nest: true })),
    abortOnError: false,
    bodyParser: options.parseBodies ?? true,
  });
  if (options.shutdownHooks ?? true) app.enableShutdownHooks();
  app.set('trust proxy', options.config.trustProxy);
  const server = app.getHttpServer() as Server;
  keepConnectionsAlive(server);
  closeConnectionsWhenStopping(server);
  // first: a request over its route's bound is refused before its body is read or anything else runs (issue 9)
  const admissions = app.get(AdmissionRegistry);
  app.use(admissions.middleware());
  app.use(advertiseKeepAlive);
  app.use(securityHeaders(options.consoleSources));
  server.once('close', watchEventLoop(options.logger, admissions));
  if (options.parseBodies ?? true) {
    app.useBodyParser('json', { limit: '5mb' });
    app.useBodyParser('urlencoded', { extended: true, limit: '5mb' });
  }
  if (options.consumesEvents) {
    const readiness = app.get(Readiness);
    if (options.config.eventTransport === 'kafka') {
      await ensureKafkaTopics(options.config.kafkaBrokers, options.processName);
      const consumer = app.connectMicroservice(
        { strategy: kafkaBatchServer(app, options) },
        { inheritAppConfig: true },
      );
      readiness.watchKafkaConsumer(consumer.status);
      await app.startAllMicroservices();
    } else {
      if (!options.inProcessServer) throw new Error('in-process transport without an InProcessEventServer');
      app.connectMicroservice({ strategy: options.inProcessServer }, { inheritAppConfig: true });
      await app.startAllMicroservices();
      readiness.eventBusConnected('in-process event bus connected');
    }
  }
  return app;
}

/** The service's Kafka consumer; it parks a poison message in the service's own schema (kafkajs logs each failure). */
function kafkaBatchServer(app: INestApplication, options: CreateAppOptions): KafkaBatchServer {
  const dataSource = serviceDataSource(app, options.processName);
  const logger = options.logger.child({ consumer: options.processName });
  return new KafkaBatchServer(kafkaServerOptions(options.config.kafkaBrokers, options.processName), {
    park: async (parked) => {
      await parkEvent(dataSource, parked);
      const { message: _message, ...where } = parked;
      logger.error(where, 'event parked after failing again and again: see parked_events (docs/operations.md)');
    },
  });
}
