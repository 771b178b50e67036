import { execFileSync } from 'node:child_process';
import { cp } from 'node:fs/promises';
import path from 'node:path';

/** Where the browser tier's global setup (test/setup/browser-global-setup.ts) left a stopped app's data folder with the demo company seeded. */
export const SEEDED_DEMO_DIR_ENV = 'ROLLCALL_BROWSER_SEEDED_DEMO_DIR';

/** Copies the seeded demo folder into `dataDir`; false when there is none (the suite then seeds its own). */
export async function copySeededDemo(dataDir: string): Promise<boolean> {
  const seeded = process.env[SEEDED_DEMO_DIR_ENV];
  if (!seeded) return false;
  await cp(seeded, dataDir, { recursive: true });
  // as root, PostgreSQL runs as the postgres user (libs/platform embedded-postgres): the copy keeps the seed's owner
  if (process.getuid?.() === 0) {
    execFileSync('chown', ['-R', '--reference', path.join(seeded, 'postgres'), path.join(dataDir, 'postgres')]);
  }
  return true;
}
