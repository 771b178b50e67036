// Loaded by jest outside its module mapping, so this uses the built @rollcall/platform: scripts/test.mjs builds first.
import { startEmbeddedPostgres } from '@rollcall/platform';
import path from 'node:path';

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
}
