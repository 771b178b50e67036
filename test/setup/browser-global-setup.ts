// Loaded by jest outside its module mapping, so this uses the built packages: scripts/test.mjs builds first.
import { startEmbedded } from '@rollcall/embedded';
import { PLATFORM_CONFIG, type PlatformConfig } from '@rollcall/platform';
import { chmod, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

// (jest loads this file without the tests' module mapping, so it cannot import the tests' support files)
/** DEMO_PASSWORD of test/browser/support/demo-app.ts: every suite signs in with it. */
const DEMO_PASSWORD = 'Browser-Test-Pass-1';
/** SEEDED_DEMO_DIR_ENV of test/browser/support/seeded-demo-dir.ts. */
const SEEDED_DEMO_DIR_ENV = 'ROLLCALL_BROWSER_SEEDED_DEMO_DIR';
/**
 * How long to wait for the seeded demo's events to be delivered and its days recalculated; what is left then is
 * worked through by each suite's copy, as it was when every suite seeded its own.
 */
const SETTLE_MS = 240_000;

/**
 * Seeds the demo company once for the browser tier and stops the app once its events are delivered and its days
 * recalculated; each suite starts on a copy of that folder (startDemoApp) instead of seeding its own, which took
 * most of a suite's start.
 */
export default async function globalSetup(): Promise<void> {
  const dataDir = path.resolve(`.cache/browser-seed-${process.pid}`);
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  // run as root, initdb works as an unprivileged postgres user that must be able to enter the folder
  await chmod(dataDir, 0o755);
  const app = await startEmbedded({
    port: 0,
    dataDir,
    demoPassword: DEMO_PASSWORD,
    seed: true,
    quiet: true,
    fastDatabase: true,
  });
  try {
    await settled(app.app.get<PlatformConfig>(PLATFORM_CONFIG).databaseUrl ?? '');
  } finally {
    await app.stop();
  }
  process.env[SEEDED_DEMO_DIR_ENV] = dataDir;
  (globalThis as { __rollcallSeededDemoDir?: string }).__rollcallSeededDemoDir = dataDir;
}

/** Waits until no outbox holds an unsent event and nothing is queued for recalculation, twice in a row (or SETTLE_MS). */
async function settled(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const schemas = (
      await client.query<{ schema: string }>(
        `SELECT table_schema AS schema FROM information_schema.tables WHERE table_name = 'outbox'`,
      )
    ).rows.map((r) => r.schema);
    const unsent = schemas.map((s) => `(SELECT count(*) FROM "${s}".outbox WHERE sent_at IS NULL)`).join(' + ');
    const deadline = Date.now() + SETTLE_MS;
    let emptyOnce = false;
    while (Date.now() < deadline) {
      const { rows } = await client.query<{ backlog: number }>(
        `SELECT (${unsent || '0'} + (SELECT count(*) FROM calculation.recalc_queue))::int AS backlog`,
      );
      if (rows[0]?.backlog === 0) {
        if (emptyOnce) return;
        emptyOnce = true;
      } else emptyOnce = false;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await client.end();
  }
}
