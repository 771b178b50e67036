import pg from 'pg';

/** Creates a service's schema if it is missing (before TypeORM runs that service's migrations in it). */
export async function ensureSchema(databaseUrl: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name "${schema}"`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  } catch (error) {
    // Two services starting together can race on CREATE SCHEMA IF NOT EXISTS; the loser sees a duplicate.
    const code = (error as { code?: string }).code;
    if (code !== '42P06' && code !== '23505') throw error;
  } finally {
    await client.end();
  }
}
