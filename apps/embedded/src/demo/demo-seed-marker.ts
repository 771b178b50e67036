import pg from 'pg';

/**
 * Where the embedded app notes how far the demo seed got: `embedded.demo_seed`, one row per demo company code,
 * written when the seed starts and completed when its last step is done. It lives in the database it describes,
 * so deleting the data directory removes both.
 */
export type DemoSeedMarkerState =
  /** the last start finished the seed */
  | 'complete'
  /** a start began the seed and did not finish it */
  | 'unfinished'
  /** no demo company and no marker: a fresh database */
  | 'absent'
  /** a demo company from before the marker existed */
  | 'unmarked';

const DDL = `
  CREATE SCHEMA IF NOT EXISTS embedded;
  CREATE TABLE IF NOT EXISTS embedded.demo_seed (
    company_code text PRIMARY KEY,
    started_at timestamptz NOT NULL,
    completed_at timestamptz
  )`;

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'rollcall-embedded' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function demoSeedMarkerState(databaseUrl: string, companyCode: string): Promise<DemoSeedMarkerState> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ marker: boolean; companies: boolean }>(
      `SELECT to_regclass('embedded.demo_seed') IS NOT NULL AS marker,
              to_regclass('organisation.companies') IS NOT NULL AS companies`,
    );
    const tables = rows[0];
    if (tables?.marker) {
      const marked = await client.query<{ completed_at: Date | null }>(
        'SELECT completed_at FROM embedded.demo_seed WHERE company_code = $1',
        [companyCode],
      );
      const row = marked.rows[0];
      if (row) return row.completed_at ? 'complete' : 'unfinished';
    }
    if (!tables?.companies) return 'absent';
    const company = await client.query('SELECT 1 FROM organisation.companies WHERE code = $1', [companyCode]);
    return company.rowCount ? 'unmarked' : 'absent';
  });
}

/** Written before the seed creates anything. */
export async function markDemoSeedStarted(databaseUrl: string, companyCode: string): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    await client.query(DDL);
    await client.query(
      `INSERT INTO embedded.demo_seed (company_code, started_at) VALUES ($1, now())
       ON CONFLICT (company_code) DO UPDATE SET started_at = now(), completed_at = NULL`,
      [companyCode],
    );
  });
}

/** Written once the seed's last step is done. */
export async function markDemoSeedComplete(databaseUrl: string, companyCode: string): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    await client.query(DDL);
    await client.query(
      `INSERT INTO embedded.demo_seed (company_code, started_at, completed_at) VALUES ($1, now(), now())
       ON CONFLICT (company_code) DO UPDATE SET completed_at = now()`,
      [companyCode],
    );
  });
}

/** How many of these logins exist (identity's users), for a demo company made before the marker existed. */
export async function existingLogins(databaseUrl: string, emails: readonly string[]): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM identity.users WHERE lower(email) = ANY($1)',
      [emails.map((e) => e.toLowerCase())],
    );
    return rows[0]?.n ?? 0;
  });
}

/**
 * Drops the embedded cluster's application database and creates it empty: what an unfinished demo seed left is
 * all it can hold, as the app answers nothing but "starting" until the seed is complete.
 */
export async function recreateDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name "${name}"`);
  url.pathname = '/postgres';
  await withClient(url.toString(), async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  });
}
