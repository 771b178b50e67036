#!/usr/bin/env node
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('../dist/main.js', import.meta.url));
if (!existsSync(entry)) {
  process.stderr.write('rollcall: the CLI is not built yet; run `npm run build` from the repository root.\n');
  process.exit(1);
}
await import(entry);
