import { jest } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registerHolidaysCommand } from '../../cli/src/commands/holidays.command.js';
import { SessionStore } from '../../cli/src/session/session-store.js';
import { runCli, testIo } from '../../cli/test/support.js';
import type { TestApp } from '../support/test-app.js';
import { call, createCompany, PASSWORD, startThinPath, type TestCompany } from '../support/thin-path-fixture.js';

jest.setTimeout(60_000);

/** `rollcall holidays generate` against a running gateway, signed in as the company's admin. */
describe('rollcall holidays generate', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let configDir: string;

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'HCLI', 8000);
    configDir = mkdtempSync(join(tmpdir(), 'rollcall-cli-'));
    const login = await call<{ accessToken: string; refreshToken: string }>(testApp, 'POST', '/account/login', {
      body: { email: company.adminEmail, password: PASSWORD, appType: 'web' },
    });
    new SessionStore(configDir).write({ url: testApp.url, email: company.adminEmail, ...login.body });
  });
  afterAll(async () => {
    await testApp?.close();
    rmSync(configDir, { recursive: true, force: true });
  });

  const run = (...args: string[]) =>
    runCli(testIo({ ROLLCALL_CONFIG_DIR: configDir }), registerHolidaysCommand, ['holidays', 'generate', ...args]);

  it('prints what it would add, then adds it with --apply, then skips it all', async () => {
    const preview = await run('--year', '2027', '--region', 'Auckland');
    expect(preview.code).toBe(0);
    expect(preview.out).toMatch(/Waitangi Day\s+2027-02-06\s+2027-02-08\s+NZ-WAITANGI/);
    expect(preview.out).toContain('12 of 12 would be added for Auckland');
    const listed = await call<unknown[]>(testApp, 'GET', '/api/holidays', {
      token: new SessionStore(configDir).read()?.accessToken ?? '',
    });
    expect(listed.body).toEqual([]);

    const applied = await run('--year', '2027', '--region', 'Auckland', '--apply');
    expect(applied.code).toBe(0);
    expect(applied.out).toMatch(/Auckland Anniversary Day\s+2027-02-01\s+2027-02-01\s+NZ-ANNIV-AUCKLAND\s+added/);
    expect(applied.out.trimEnd().split('\n').at(-1)).toBe('12 added, 0 skipped');

    const again = await run('--year', '2027', '--region', 'Auckland', '--apply');
    expect(again.out.trimEnd().split('\n').at(-1)).toBe('0 added, 12 skipped');
  });

  it('exits 2 with the message for a bad year or region', async () => {
    const year = await run('--year', '2060', '--region', 'Auckland');
    expect(year.code).toBe(2);
    expect(year.err).toMatch(
      /rollcall holidays generate: New Zealand holidays can be generated for the years 2022 to 2052/,
    );
    const region = await run('--year', '2027', '--region', 'Gondor');
    expect(region.code).toBe(2);
    expect(region.err).toMatch(/Unknown region "Gondor"/);
    expect((await run('--region', 'Auckland')).code).toBe(2);
  });
});
