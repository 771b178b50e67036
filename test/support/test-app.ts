import type { INestApplication } from '@nestjs/common';
import { Module, type DynamicModule, type Type } from '@nestjs/common';
import {
  createLogger,
  type RunMode,
  createRollcallApp,
  InProcessEventServer,
  loadPlatformConfig,
  PlatformModule,
  type PlatformConfig,
} from '@rollcall/platform';
import { createTestDatabase } from './test-database.js';

export interface TestApp {
  app: INestApplication;
  url: string;
  config: PlatformConfig;
  close(): Promise<void>;
}

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

/**
 * Boots the given service modules in one process (in-process events) on a fresh database and a free port,
 * the way the embedded app does.
 */
export interface TestAppOptions {
  /** embedded (default), or distributed to see what a service does outside the embedded demo (events in-process) */
  mode?: RunMode;
  /** keep the log lines (info and up) here, for tests that read the logs */
  logLines?: string[];
  /** TRUST_PROXY, for tests that send X-Forwarded-For as a proxy would (default: no proxy trusted) */
  trustProxy?: PlatformConfig['trustProxy'];
  /** the address the services connect to, given the fresh database's (e.g. through a proxy the test controls) */
  databaseUrl?: (url: string) => string;
  /** listen on this port (default: any free one), for tests whose address must be known before the app starts */
  port?: number;
  /** settings other than the test defaults (e.g. a small bound on kiosk punches in flight) */
  config?: Partial<PlatformConfig>;
}

export async function startTestApp(modules: (Type | DynamicModule)[], options: TestAppOptions = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const lines = options.logLines;
  const config = loadPlatformConfig(
    { LOG_LEVEL: lines ? 'info' : (process.env.TEST_LOG_LEVEL ?? 'silent') },
    {
      mode: options.mode ?? 'embedded',
      eventTransport: 'inprocess',
      databaseUrl: options.databaseUrl?.(db.url) ?? db.url,
      jwtSecret: TEST_JWT_SECRET,
      port: 0,
      // the outbox relays poll at the default 250 ms, as in production: a write's NOTIFY wakes its relay at once, and
      // at 50 ms an idle app's seven relays cost about 13 % of a core (test process and PostgreSQL), 5 % at 250 ms
      // one connection per service pool: code that takes a second connection while it holds a transaction
      // fails here at once (a 503 after the acquire timeout) instead of deadlocking under load
      dbPoolSize: 1,
      trustProxy: options.trustProxy ?? false,
      ...options.config,
    },
  );
  const logger = createLogger(
    'test',
    config.logLevel,
    lines ? { write: (line: string) => void lines.push(line.trimEnd()) } : undefined,
  );
  const inProcessServer = new InProcessEventServer();

  @Module({ imports: [PlatformModule.forRoot({ config, logger, processName: 'test', inProcessServer }), ...modules] })
  class TestRootModule {}

  const app = await createRollcallApp(TestRootModule, {
    config,
    logger,
    processName: 'test',
    consumesEvents: true,
    inProcessServer,
  });
  await app.listen(options.port ?? 0, '127.0.0.1');
  const url = await app.getUrl();
  return {
    app,
    url: url.replace('[::1]', '127.0.0.1'),
    config,
    async close() {
      await app.close();
      await db.drop();
    },
  };
}
