import type { EmbeddedDatabase } from '../../libs/platform/src/database/embedded-postgres.js';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __rollcallTestDb?: EmbeddedDatabase }).__rollcallTestDb?.stop();
}
