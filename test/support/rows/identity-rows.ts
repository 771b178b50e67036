import type { Queryable } from './queryable.js';

/** Fixture rows written straight into the `identity` schema. A schema change is fixed here, once. */

export interface SignInFailure {
  email: string;
  /** the caller's address; '' (the column's default) when none was recorded */
  address?: string;
  minutesAgo: number;
}

/** Failed sign-ins as earlier attempts would have left them. */
export async function insertSignInFailures(db: Queryable, failures: SignInFailure[]): Promise<void> {
  await db.query(
    `INSERT INTO identity.sign_in_failures (email, address, failed_at)
     SELECT e, a, now() - make_interval(mins => m)
       FROM unnest($1::text[], $2::text[], $3::int[]) AS t(e, a, m)`,
    [failures.map((f) => f.email), failures.map((f) => f.address ?? ''), failures.map((f) => f.minutesAgo)],
  );
}
