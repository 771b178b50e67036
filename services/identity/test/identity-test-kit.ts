import type { RoleName } from '@rollcall/contracts';
import { randomUUID } from 'node:crypto';
import { UserAccountsService, type UserAccount } from '../src/index.js';
import type { TestApp } from '../../../test/support/test-app.js';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export async function call<T = Record<string, unknown>>(
  app: TestApp,
  method: 'GET' | 'POST',
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
