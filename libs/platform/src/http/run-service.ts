import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { InProcessEventServer } from '../bus/in-process-event-server.js';
import { ConfigError } from '../config/config-error.js';
import { loadPlatformConfig } from '../config/load-config.js';
import { databasePoolStats } from '../database/database-pool.js';
import { createLogger } from '../logging/logger.js';
import { PlatformModule } from '../platform.module.js';
import { serveReadiness } from '../readiness/readiness-routes.js';
import { createRollcallApp } from './create-rollcall-app.js';
import { exitOnSignal } from './exit-on-signal.js';

/**
 * The main() of a service in distributed mode: its own process, its own port, the configured transport.
 * `extraModules` lets the gateway add what only it serves.
 */
export async function runService(
  processName: string,
  serviceModule: Type | DynamicModule,
  options: { consumesEvents?: boolean } = {},
): Promise<void> {
  let config;
  try {
    // A service sits behind the gateway, on the same host or a private network, and believes what it forwards.
    config = loadPlatformConfig(process.env, { trustProxy: 'loopback, linklocal, uniquelocal' });
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
  const logger = createLogger(processName, config.logLevel);
  const inProcessServer = config.eventTransport === 'inprocess' ? new InProcessEventServer() : undefined;

  @Module({
    imports: [
      PlatformModule.forRoot({ config, logger, processName, ...(inProcessServer ? { inProcessServer } : {}) }),
      serviceModule,
    ],
  })
  class ServiceRootModule {}

  const app = await createRollcallApp(ServiceRootModule, {
    config,
    logger,
    processName,
    consumesEvents: options.consumesEvents ?? true,
    shutdownHooks: false,
    ...(inProcessServer ? { inProcessServer } : {}),
  });
  exitOnSignal(
    async (signal) => {
      logger.info({ signal }, `${processName} stopping`);
      await app.close();
    },
    { onFailure: (reason) => logger.error(`${processName} ${reason}`) },
  );
  // GET /health for probes, the gateway's health call and start:distributed (docs/operations.md): answered once
  // migrations have run and the event consumer is connected. A plain route, outside the auth guards.
  app
    .getHttpAdapter()
    .get('/health', (_request: unknown, response: { json(body: unknown): void }) =>
      response.json({ status: 'ok', service: processName, database: databasePoolStats() }),
    );
  serveReadiness(app);
  await app.listen(config.port, process.env.HOST ?? '127.0.0.1');
  logger.info({ port: config.port, transport: config.eventTransport }, `${processName} listening`);
}
