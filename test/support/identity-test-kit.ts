import { getDataSourceToken } from '@nestjs/typeorm';
import type { RoleName } from '@rollcall/contracts';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  CompanyEventsController,
  OrgDirectoryEventsController,
  UserAccountsService,
  type UserAccount,
} from '@rollcall/identity';
import type { TestApp } from './test-app.js';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export async function call<T = Record<string, unknown>>(
  app: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<Answer<T>> {
  const response = await fetch(`${app.url}${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

export const PASSWORD = 'correct horse battery staple';

export async function createUser(
  app: TestApp,
  companyId: string,
  role: RoleName,
  options: { email?: string; employeeId?: string | null } = {},
): Promise<UserAccount> {
  return app.app.get(UserAccountsService).createUser({
    companyId,
    email: options.email ?? `${role.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`,
    password: PASSWORD,
    firstName: 'Aroha',
    lastName: 'Ngata',
    role,
    employeeId: options.employeeId ?? null,
  });
}

export async function login(app: TestApp, email: string, password = PASSWORD): Promise<Tokens> {
  const answer = await call<Tokens>(app, 'POST', '/account/login', { body: { email, password, appType: 'web' } });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** The claims of a JWT, unverified (the server verifies; tests only read). */
export function claimsOf(jwt: string): Record<string, unknown> {
  const [, payload] = jwt.split('.');
  return JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** A form-encoded POST, as the legacy saves send them. Arrays go as repeated keys. */
export async function postForm<T = Record<string, unknown>>(
  app: TestApp,
  path: string,
  fields: Record<string, string | number | boolean | string[] | null | undefined>,
  token?: string,
): Promise<Answer<T>> {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) body.append(key, item);
    else body.append(key, value === null ? '' : String(value));
  }
  const response = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A multipart upload of one file in `field`. */
export async function upload<T = Record<string, unknown>>(
  app: TestApp,
  path: string,
  token: string,
  file: { bytes: Uint8Array; name: string; type: string },
  field = 'avatar',
): Promise<Answer<T>> {
  const form = new FormData();
  form.append(field, new Blob([Buffer.from(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

function envelope<P>(type: string, companyId: string, payload: P, occurredAt = new Date().toISOString()) {
  return { id: randomUUID(), type, companyId, key: companyId, occurredAt, producer: 'organisation', payload };
}

/** Tells identity about a company, as org.company.changed.v1 would (licenses: the optional licence count). */
export async function feedCompany(app: TestApp, companyId: string, name: string, licenses?: number): Promise<void> {
  await app.app.get(CompanyEventsController).onCompanyChanged(
    envelope('org.company.changed.v1', companyId, {
      companyId,
      name,
      code: name.slice(0, 8).toUpperCase(),
      timeZoneId: 'Pacific/Auckland',
      deviceToken: randomUUID(),
      exceptionThreshold: 15,
      exceptionLDThreshold: 15,
      exceptionToggles: {},
      ...(licenses === undefined ? {} : { licenses }),
    }),
  );
}

export async function feedDepartment(
  app: TestApp,
  companyId: string,
  departmentId: string,
  parentId: string | null,
  level: 'division' | 'branch' | 'department' | 'position' | null,
): Promise<void> {
  await app.app.get(OrgDirectoryEventsController).onDepartmentChanged(
    envelope('org.department.changed.v1', companyId, {
      departmentId,
      parentId,
      level,
      name: `${level ?? 'root'} ${departmentId.slice(0, 4)}`,
      code: null,
      status: 'Active' as const,
      timeZoneId: null,
      deleted: false,
    }),
  );
}

export async function feedPayGroup(app: TestApp, companyId: string, payGroupId: string): Promise<void> {
  await app.app
    .get(OrgDirectoryEventsController)
    .onPayGroupChanged(
      envelope('org.paygroup.changed.v1', companyId, { payGroupId, name: 'Weekly', deleted: false, rules: {} }),
    );
}

export async function feedEmployee(
  app: TestApp,
  companyId: string,
  employee: {
    employeeId: string;
    departmentId: string;
    clockId?: number | null;
    payId?: string | null;
    userId?: string | null;
    employeeStatus?: 'Active' | 'Inactive' | 'Terminated';
  },
): Promise<void> {
  await app.app.get(OrgDirectoryEventsController).onEmployeesChanged(
    envelope('org.employee.changed.v1', companyId, {
      employeeId: employee.employeeId,
      userId: employee.userId ?? null,
      clockId: employee.clockId ?? null,
      payId: employee.payId ?? null,
      firstName: 'Staff',
      lastName: 'Member',
      employeeStatus: employee.employeeStatus ?? 'Active',
      departmentId: employee.departmentId,
      paygroupId: null,
      timeZoneId: 'Pacific/Auckland',
      standardHours: null,
      guaranteedHours: null,
      hireOnDate: '2025-01-01',
      terminateDate: null,
      scheduleId: null,
      timeRoundingId: null,
    }),
  );
}

/** The identity.user.changed.v1 payloads written for a user, oldest first. */
export async function userEvents(app: TestApp, userId: string): Promise<Record<string, unknown>[]> {
  const dataSource = app.app.get<DataSource>(getDataSourceToken('identity'));
  const rows = (await dataSource.query(
    `SELECT payload FROM identity.outbox WHERE type = 'identity.user.changed.v1' AND payload->>'userId' = $1
      ORDER BY seq`,
    [userId],
  )) as { payload: Record<string, unknown> }[];
  return rows.map((r) => r.payload);
}
