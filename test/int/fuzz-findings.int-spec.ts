// Requests `npm run fuzz` (Schemathesis) found answered with a server error. Each now answers 4xx with a clear
// message and changes nothing.
import { jest } from '@jest/globals';
import type { TestApp } from '../support/test-app.js';
import { call, createCompany, signIn, startThinPath } from '../support/thin-path-fixture.js';

jest.setTimeout(90_000);

describe('bad input the fuzzer found', () => {
  let testApp: TestApp;
  let admin: string;

  beforeAll(async () => {
    testApp = await startThinPath();
    const company = await createCompany(testApp, 'FUZZ', 7000);
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
});
