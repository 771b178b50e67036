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
});
