import { jest } from '@jest/globals';
import type { RoleName } from '@rollcall/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registerEmployeesCommand } from '../../cli/src/commands/employees.command.js';
import { registerRecalcCommand } from '../../cli/src/commands/recalc.command.js';
import { SessionStore } from '../../cli/src/session/session-store.js';
import { runCli, testIo } from '../../cli/test/support.js';
import { createAccessCompany, type AccessCompany } from '../support/access-fixture.js';
import type { TestApp } from '../support/test-app.js';
import { call, PASSWORD, startThinPath } from '../support/thin-path-fixture.js';

jest.setTimeout(60_000);

/** The CLI goes through the same scoped calls: a Supervisor's and an Employee's session see what the console does. */
describe('rollcall, signed in as a Supervisor or an Employee', () => {
  let testApp: TestApp;
  let co: AccessCompany;
  const configDirs = {} as Record<RoleName, string>;

  beforeAll(async () => {
    testApp = await startThinPath();
    co = await createAccessCompany(testApp, 'CLS', 6000);
    for (const role of ['Supervisor', 'Employee'] as const) {
      configDirs[role] = mkdtempSync(join(tmpdir(), 'rollcall-cli-'));
      const login = await call<{ accessToken: string; refreshToken: string }>(testApp, 'POST', '/account/login', {
        body: { email: co.emails[role], password: PASSWORD, appType: 'web' },
      });
      new SessionStore(configDirs[role]).write({ url: testApp.url, email: co.emails[role], ...login.body });
    }
  });
  afterAll(async () => {
    await testApp?.close();
    for (const dir of Object.values(configDirs)) rmSync(dir, { recursive: true, force: true });
  });

  const run = (role: RoleName, ...args: string[]) =>
    runCli(
      testIo({ ROLLCALL_CONFIG_DIR: configDirs[role] }),
      (program, io) => {
        registerEmployeesCommand(program, io);
        registerRecalcCommand(program, io);
      },
      args,
    );

  it('lists only the employees the role may see', async () => {
    const ids = async (role: RoleName) => {
      const listed = await run(role, 'employees', 'list', '--json');
      expect(listed.code).toBe(0);
      return (JSON.parse(listed.out) as { id: string }[]).map((e) => e.id).sort();
    };
    expect(await ids('Employee')).toEqual([co.people.employee]);
    expect(await ids('Supervisor')).toEqual([co.people.employee, co.people.managed, co.people.supervisor].sort());
    const table = await run('Employee', 'employees', 'list');
    expect(table.out).toContain('1 Active employee');
    expect(table.out).not.toContain('CLSManaged');
  });

  it('refuses to recalculate outside the Supervisor’s nodes, saying why, and exits non-zero', async () => {
    const inside = await run(
      'Supervisor',
      'recalc',
      '--employee',
      co.people.managed,
      '--from',
      '2026-11-16',
      '--to',
      '2026-11-16',
    );
    expect(inside.code).toBe(0);
    const outside = await run(
      'Supervisor',
      'recalc',
      '--employee',
      co.people.outside,
      '--from',
      '2026-11-16',
      '--to',
      '2026-11-16',
    );
    expect(outside.code).not.toBe(0);
    expect(outside.err).toContain('You can only see employees of the structure nodes you manage.');
  });
});
