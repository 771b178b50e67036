// Loaded by jest outside its module mapping, so this uses the built packages: scripts/test.mjs builds first.
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { SERVICE_MODULES } from '@rollcall/embedded';
import {
  createLogger,
  InProcessEventServer,
  loadPlatformConfig,
  PlatformModule,
  startEmbeddedPostgres,
} from '@rollcall/platform';
import path from 'node:path';
import pg from 'pg';

/** The database every test file's database is copied from (test/support/test-database.ts): every service migrated. */
const TEMPLATE_DATABASE = 'rollcall_template';

/**
 * One real PostgreSQL for the integration tier, durability off; every test file makes its own database. The data
 * directory is per run, so two integration runs on one machine do not share a cluster.
 */
export default async function globalSetup(): Promise<void> {
  const dataDir = path.resolve(`.cache/test-postgres-${process.pid}`);
  const db = await startEmbeddedPostgres({ dataDir, fast: true, database: 'postgres' });
  process.env.ROLLCALL_TEST_ADMIN_URL = db.url;
  const state = globalThis as { __rollcallTestDb?: typeof db; __rollcallTestDbDir?: string };
  state.__rollcallTestDb = db;
  state.__rollcallTestDbDir = dataDir;
  await migrateTemplate(db.url);
  process.env.ROLLCALL_TEST_TEMPLATE_DATABASE = TEMPLATE_DATABASE;
}

/**
 * Makes the template database with every service's schema and checked-in migrations, as an app's start makes them:
 * the services' modules are instantiated (each TypeORM connection runs its migrations as it opens) and closed before
 * anything else starts (no HTTP, no event consumers, no lifecycle hooks). Run once here instead of in each test
 * file's database, where it took about a second of CPU per app start. An app started on a copy still checks its
 * migrations at start and runs any the copy lacks.
 */
async function migrateTemplate(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const config = loadPlatformConfig(
    { LOG_LEVEL: 'silent' },
    {
      mode: 'embedded',
      eventTransport: 'inprocess',
      databaseUrl: adminUrl.replace(/\/[^/]*$/, `/${TEMPLATE_DATABASE}`),
      jwtSecret: 'template-database-template-database-0123456789',
      port: 0,
      dbPoolSize: 1,
    },
  );
  const logger = createLogger('test-template', 'silent');
  const inProcessServer = new InProcessEventServer();
  class TemplateRootModule {}
  Module({
    imports: [PlatformModule.forRoot({ config, logger, processName: 'test', inProcessServer }), ...SERVICE_MODULES],
  })(TemplateRootModule);
  const app = await NestFactory.create(TemplateRootModule, { logger: false, abortOnError: false });
  await app.close();
}
