import type { EmbeddedDatabase } from '@rollcall/platform';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __rollcallTestDb?: EmbeddedDatabase }).__rollcallTestDb?.stop();
}
