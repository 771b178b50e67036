// Requests `npm run fuzz` (Schemathesis) found answered with a server error. Each now answers 4xx with a clear
// message and changes nothing. And the kind of input behind the first of them, a number too large for what it
// means, is refused everywhere: every number a query or a body takes has a documented maximum, enforced.
import { jest } from '@jest/globals';
import { SERVICE_MODULES } from '@rollcall/embedded';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createUser, login } from '../support/identity-test-kit.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { call, createCompany, signIn, type TestCompany } from '../support/thin-path-fixture.js';

const OPENAPI = path.resolve(import.meta.dirname, '../../libs/api-client/openapi.json');

interface NumberField {
  method: string;
  path: string;
  in: 'query' | 'body';
  field: string;
  maximum: number | undefined;
}

interface Schema {
  type?: string;
  maximum?: number;
  enum?: unknown[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  $ref?: string;
}

interface Operation {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

/** Every number a query parameter or a body's top-level field of the document takes (an enum is bounded). */
function numberFieldsOf(document: {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}): NumberField[] {
  const numberIn = (schema: Schema | undefined): Schema | undefined =>
    schema && !schema.enum
      ? schema.type === 'number' || schema.type === 'integer'
        ? schema
        : schema.oneOf?.map(numberIn).find(Boolean)
      : undefined;
  return Object.entries(document.paths).flatMap(([route, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => {
      const at = { method: method.toUpperCase(), path: route };
      const query = (operation.parameters ?? [])
        .filter((p) => p.in === 'query' && numberIn(p.schema))
        .map((p) => ({ ...at, in: 'query' as const, field: p.name, maximum: numberIn(p.schema)?.maximum }));
      const ref = operation.requestBody?.content['application/json']?.schema.$ref;
      const body = ref ? document.components.schemas[ref.split('/').pop() ?? ''] : undefined;
      const fields = Object.entries(body?.properties ?? {})
        .filter(([, schema]) => numberIn(schema))
        .map(([field, schema]) => ({ ...at, in: 'body' as const, field, maximum: numberIn(schema)?.maximum }));
      return [...query, ...fields];
    }),
  );
}

jest.setTimeout(90_000);

describe('bad input the fuzzer found', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let admin: string;

  beforeAll(async () => {
    testApp = await startTestApp(SERVICE_MODULES);
    company = await createCompany(testApp, 'FUZZ', 7000);
    admin = await signIn(testApp, company.adminEmail);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('refuses pay periods "ending up to 70 trillion days ago" instead of failing on the date', async () => {
    const answer = await call<{ message: unknown }>(testApp, 'GET', '/api/pay-periods?days=70601629217895', {
      token: admin,
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body.message)).toContain('days must be at most 36600 (100 years)');
    expect((await call(testApp, 'GET', '/api/pay-periods?days=36600', { token: admin })).status).toBe(200);
  });

  it('refuses text with a NUL character, in a form, a JSON body or a query, instead of failing in SQL', async () => {
    const form = await fetch(`${testApp.url}/job/save`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'code=A%00B&name=Fuzz',
    });
    expect(form.status).toBe(400);
    expect(((await form.json()) as { message: string }).message).toBe(
      'code must not contain the NUL character (\\u0000)',
    );
    const json = await call<{ message: string }>(testApp, 'POST', '/job/save', {
      token: admin,
      body: { code: 'JOB', name: 'Fuzz\u0000Job' },
    });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe('name must not contain the NUL character (\\u0000)');
    const query = await call<{ message: string }>(testApp, 'GET', '/api/holidays?search=a%00b', { token: admin });
    expect(query.status).toBe(400);
    expect(query.body.message).toBe('search must not contain the NUL character (\\u0000)');
    const jobs = await call<unknown[]>(testApp, 'GET', '/api/jobs', { token: admin });
    expect(JSON.stringify(jobs.body)).not.toContain('Fuzz');
  });

  it('refuses every number past its documented maximum, in a query or a body, with a 400 naming it', async () => {
    const fields = numberFieldsOf(JSON.parse(readFileSync(OPENAPI, 'utf8')));
    expect(fields.length).toBeGreaterThan(40);
    expect(fields.filter((f) => f.maximum === undefined).map((f) => `${f.method} ${f.path} ${f.field}`)).toEqual([]);

    const superadmin = await createUser(testApp, company.companyId, 'Superadmin');
    const tokens = [admin, (await login(testApp, superadmin.email)).accessToken];
    const letThrough: string[] = [];
    // checked with the form's other fields, so that one answer lists every problem as the spec words it; a clock
    // id past 999999999 is refused there (identity-users.int-spec.ts)
    const checkedWithTheForm = ['POST /user/save-without-photo clockId'];
    for (const f of fields.filter((f) => !checkedWithTheForm.includes(`${f.method} ${f.path} ${f.field}`))) {
      const value = (f.maximum ?? 0) + 1;
      const url = f.path.replace(/\{\w+\}/g, randomUUID()) + (f.in === 'query' ? `?${f.field}=${value}` : '');
      const body = f.in === 'body' ? { [f.field]: value } : undefined;
      let answer = await call(testApp, f.method, url, {
        token: tokens[0],
        body,
        headers: { 'x-device-token': company.deviceToken },
      });
      // the calls that only a Superadmin may make (customers)
      if (answer.status === 403) answer = await call(testApp, f.method, url, { token: tokens[1], body });
      const named = JSON.stringify(answer.body).toLowerCase().includes(f.field.toLowerCase());
      if (answer.status !== 400 || !named) {
        letThrough.push(`${f.method} ${url} ${f.field}=${value}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }
    expect(letThrough).toEqual([]);
  });
});
