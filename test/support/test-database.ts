import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh database on the integration tier's PostgreSQL, a copy of the tier's template (every service's schema
 * migrated, no rows but the migrations': test/setup/int-global-setup.ts), or empty when there is none; drop()
 * removes it.
 */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.ROLLCALL_TEST_ADMIN_URL;
  if (!adminUrl)
    throw new Error('ROLLCALL_TEST_ADMIN_URL is not set: run integration tests through jest --selectProjects int');
  const template = process.env.ROLLCALL_TEST_TEMPLATE_DATABASE;
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  return {
    url,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
