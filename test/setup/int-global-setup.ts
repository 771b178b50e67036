// Loaded by jest outside its module mapping, so this uses the built @rollcall/platform: scripts/test.mjs builds first.
import { startEmbeddedPostgres } from '@rollcall/platform';
import path from 'node:path';

/** One real PostgreSQL for the integration tier, durability off; every test file makes its own database. */
export default async function globalSetup(): Promise<void> {
  const dataDir = path.resolve('.cache/test-postgres');
  const db = await startEmbeddedPostgres({ dataDir, fast: true, database: 'postgres' });
  process.env.ROLLCALL_TEST_ADMIN_URL = db.url;
  (globalThis as { __rollcallTestDb?: typeof db }).__rollcallTestDb = db;
}
