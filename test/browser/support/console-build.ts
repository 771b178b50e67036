import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

/**
 * The embedded app serves console/dist. Builds it (scripts/build.mjs console) when it is missing or older than
 * the console's sources or the api client it bundles, so the browser never tests a stale console.
 */
export function ensureConsoleBuilt(): void {
  const built = path.join(root, 'console/dist/index.html');
  const sources = ['console/src', 'console/index.html', 'console/vite.config.ts', 'libs/api-client/src'];
  const newestSource = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  if (existsSync(built) && statSync(built).mtimeMs >= newestSource) return;
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), 'console'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`building the console failed (exit ${result.status ?? result.signal})`);
}
