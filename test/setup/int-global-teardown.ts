import type { EmbeddedDatabase } from '@rollcall/platform';
import { rm } from 'node:fs/promises';

export default async function globalTeardown(): Promise<void> {
  const state = globalThis as { __rollcallTestDb?: EmbeddedDatabase; __rollcallTestDbDir?: string };
  await state.__rollcallTestDb?.stop();
  if (state.__rollcallTestDbDir) await rm(state.__rollcallTestDbDir, { recursive: true, force: true });
}
