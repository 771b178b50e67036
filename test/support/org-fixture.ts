// Helpers for the organisation integration tests: the organisation schema's outbox, form-encoded and multipart
// calls, and sign-ins for roles the thin-path fixture does not make.

import { getDataSourceToken } from '@nestjs/typeorm';
import { UserAccountsService } from '@rollcall/identity';
import type { RoleName } from '@rollcall/contracts';
import type { DataSource } from 'typeorm';
import type { TestApp } from './test-app.js';
import { PASSWORD, signIn } from './thin-path-fixture.js';

export function organisationDb(testApp: TestApp): DataSource {
  return testApp.app.get<DataSource>(getDataSourceToken('organisation'), { strict: false });
}

export interface OutboxEvent {
  seq: number;
  type: string;
  companyId: string;
  key: string;
  payload: Record<string, unknown>;
}

/** The last outbox row's seq: take it before a call, then read what the call published with eventsSince. */
export async function outboxMark(testApp: TestApp): Promise<number> {
  const [row] = (await organisationDb(testApp).query(
    `SELECT COALESCE(max(seq), 0)::int AS seq FROM organisation.outbox`,
  )) as { seq: number }[];
  return row?.seq ?? 0;
}

export async function eventsSince(testApp: TestApp, mark: number, type?: string): Promise<OutboxEvent[]> {
  const rows = (await organisationDb(testApp).query(
    `SELECT seq::int AS seq, type, company_id, key, payload FROM organisation.outbox
      WHERE seq > $1 AND ($2::text IS NULL OR type = $2) ORDER BY seq`,
    [mark, type ?? null],
  )) as { seq: number; type: string; company_id: string; key: string; payload: Record<string, unknown> }[];
  return rows.map((r) => ({ seq: r.seq, type: r.type, companyId: r.company_id, key: r.key, payload: r.payload }));
}

/** A POST with an application/x-www-form-urlencoded body, as the legacy screens send. */
export async function postForm<T = { statusCode: number; message: string; detail?: string }>(
  testApp: TestApp,
  path: string,
  token: string,
  fields: [string, string][],
): Promise<{ status: number; body: T }> {
  const answer = await fetch(`${testApp.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const text = await answer.text();
  return { status: answer.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A multipart POST with one file. */
export async function postFile<T = { statusCode: number; message: string; detail?: string }>(
  testApp: TestApp,
  path: string,
  token: string,
  field: string,
  bytes: Uint8Array,
  fileName: string,
  type = 'application/octet-stream',
): Promise<{ status: number; body: T }> {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), fileName);
  const answer = await fetch(`${testApp.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await answer.text();
  return { status: answer.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A login of `role` in the company (a Supervisor managing `manages`), signed in. */
export async function signInAs(
  testApp: TestApp,
  companyId: string,
  role: RoleName,
  email: string,
  manages: string[] = [],
): Promise<string> {
  const users = testApp.app.get(UserAccountsService, { strict: false });
  await users.createUser({
    companyId,
    email,
    password: PASSWORD,
    firstName: role,
    lastName: 'Tester',
    role,
    managedDepartments: manages,
  });
  return signIn(testApp, email);
}

/** Merges settings flags into a company's settings (as a Superadmin's configuration would). */
export async function setCompanySettings(
  testApp: TestApp,
  companyId: string,
  settings: Record<string, unknown>,
): Promise<void> {
  await organisationDb(testApp).query(
    `UPDATE organisation.companies SET settings = settings || $2::jsonb WHERE id = $1`,
    [companyId, JSON.stringify(settings)],
  );
}

/** One row of an organisation table, for checking that a refused call changed nothing. */
export async function rowOf(testApp: TestApp, table: string, id: string): Promise<Record<string, unknown> | undefined> {
  const rows = (await organisationDb(testApp).query(`SELECT * FROM organisation.${table} WHERE id = $1`, [
    id,
  ])) as Record<string, unknown>[];
  return rows[0];
}

/** A valid 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
