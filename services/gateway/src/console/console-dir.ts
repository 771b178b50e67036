import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the built console is: console/dist in the repository (or CONSOLE_DIR). */
export function consoleDir(): string | null {
  const configured = process.env.CONSOLE_DIR;
  const dir = configured ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../console/dist');
  return existsSync(path.join(dir, 'index.html')) ? dir : null;
}
