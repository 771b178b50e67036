import type { Queryable } from './queryable.js';

/**
 * Fixture rows written straight into the `organisation` schema, for tests that need a row the API
 * would not make (or that another spec already covers). A schema change is fixed here, once.
 */

async function firstId(db: Queryable, sql: string, parameters: unknown[]): Promise<string> {
  const [row] = (await db.query(sql, parameters)) as { id: string }[];
  if (!row) throw new Error(`fixture insert returned no row: ${sql.split('\n')[0] ?? sql}`);
  return String(row.id);
}

export interface PayTypeRow {
  companyId: string;
  code: string;
  name: string;
  isAllowance?: boolean;
  active?: boolean;
}

export function insertPayType(db: Queryable, row: PayTypeRow): Promise<string> {
  return firstId(
    db,
    `INSERT INTO organisation.pay_types (company_id, code, name, is_allowance, active) VALUES ($1, $2, $3, $4, $5)
     RETURNING id`,
    [row.companyId, row.code, row.name, row.isAllowance ?? false, row.active ?? true],
  );
}

export interface SkillRow {
  companyId: string;
  name: string;
  active?: boolean;
  payTypeId?: string | null;
  allowanceCalculationType?: string;
}

export function insertSkill(db: Queryable, row: SkillRow): Promise<string> {
  return firstId(
    db,
    `INSERT INTO organisation.skills (company_id, name, active, pay_type_id, allowance_calculation_type)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [
      row.companyId,
      row.name,
      row.active ?? true,
      row.payTypeId ?? null,
      row.allowanceCalculationType ?? 'eitherOnePerShift',
    ],
  );
}

/** A company copied from `likeCompanyId` (its time zone and settings) under a new name, code and device token. */
export function insertCompanyLike(
  db: Queryable,
  likeCompanyId: string,
  row: { name: string; code: string; deviceToken: string },
): Promise<string> {
  return firstId(
    db,
    `INSERT INTO organisation.companies (name, code, trading_name, time_zone_id, device_token, licenses, app_licenses,
       exception_threshold, exception_ld_threshold, settings)
     SELECT $2, $3, $2, time_zone_id, $4, 1, 0, 15, 15, settings FROM organisation.companies WHERE id = $1
     RETURNING id`,
    [likeCompanyId, row.name, row.code, row.deviceToken],
  );
}

/** A department beside `siblingId`: same company, parent and level. */
export function insertSiblingDepartment(db: Queryable, siblingId: string, name: string): Promise<string> {
  return firstId(
    db,
    `INSERT INTO organisation.departments (company_id, parent_id, level, name, status)
       SELECT company_id, parent_id, level, $2, 'Active' FROM organisation.departments WHERE id = $1
     RETURNING id`,
    [siblingId, name],
  );
}

export interface OutboxRow {
  id: string;
  occurredDaysAgo: number;
  /** null: not yet published */
  sentDaysAgo: number | null;
  type?: string;
}

export async function insertOutboxRow(db: Queryable, row: OutboxRow): Promise<void> {
  await db.query(
    `INSERT INTO organisation.outbox (id, type, company_id, key, occurred_at, producer, payload, sent_at)
     VALUES ($1, $4, 'c', 'c', now() - make_interval(days => $2), 'organisation', '{}',
             CASE WHEN $3::int IS NULL THEN NULL ELSE now() - make_interval(days => $3::int) END)`,
    [row.id, row.occurredDaysAgo, row.sentDaysAgo, row.type ?? 'org.company.changed.v1'],
  );
}

export interface InboxRow {
  eventId: string;
  processedDaysAgo: number;
  consumer?: string;
  type?: string;
}

export async function insertInboxRow(db: Queryable, row: InboxRow): Promise<void> {
  await db.query(
    `INSERT INTO organisation.inbox (event_id, consumer, type, processed_at)
     VALUES ($1, $3, $4, now() - make_interval(days => $2))`,
    [row.eventId, row.processedDaysAgo, row.consumer ?? 'retention-test', row.type ?? 'x.y.z.v1'],
  );
}
