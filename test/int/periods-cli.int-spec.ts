import { jest } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registerPeriodsCommand } from '../../cli/src/commands/periods.command.js';
import { SessionStore } from '../../cli/src/session/session-store.js';
import { runCli, testIo } from '../../cli/test/support.js';
import { clockStartsAt } from '../support/clock-starts-at.js';
import { FIXED, insertFixedPayrollPeriod } from '../support/payroll-fixture.js';
import { calcQuery, recalcSettled } from '../support/recalc-fixture.js';
import type { TestApp } from '../support/test-app.js';
import { call, createCompany, PASSWORD, startThinPath, type TestCompany } from '../support/thin-path-fixture.js';

jest.setTimeout(120_000);

clockStartsAt('2026-11-22T12:00:00+13:00');

/** `rollcall periods`: the Payroll Transfer screen for operators, with its exit codes. */
describe('rollcall periods list, close, export, verify and open', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let configDir: string;
  let periodId: string;

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'PCLI', 8700);
    configDir = mkdtempSync(join(tmpdir(), 'rollcall-cli-'));
    const login = await call<{ accessToken: string; refreshToken: string }>(testApp, 'POST', '/account/login', {
      body: { email: company.adminEmail, password: PASSWORD, appType: 'web' },
    });
    new SessionStore(configDir).write({ url: testApp.url, email: company.adminEmail, ...login.body });
    await recalcSettled(testApp);
    periodId = await insertFixedPayrollPeriod(
      { query: (sql, params) => calcQuery(testApp, sql, params ?? []) },
      company.companyId,
    );
  });
  afterAll(async () => {
    await testApp?.close();
    rmSync(configDir, { recursive: true, force: true });
  });

  const run = (...args: string[]) =>
    runCli(testIo({ ROLLCALL_CONFIG_DIR: configDir }), registerPeriodsCommand, ['periods', ...args]);

  it('lists the recent periods as a table, or as JSON', async () => {
    const table = await run('list', '--search', 'Fixed');
    expect(table.code).toBe(0);
    const lines = table.out.split('\n');
    expect(lines[0]).toMatch(/^Period\s+From\s+To\s+Closed\s+Exported\s+Pay group\s+Id$/);
    expect(lines.find((l) => l.includes(periodId))).toMatch(/^W20261109\s+2026-11-09\s+2026-11-15\s+Fixed Weekly/);
    const json = await run('list', '--days', 'all', '--json');
    expect((JSON.parse(json.out) as { id: string }[]).some((p) => p.id === periodId)).toBe(true);
    expect((await run('list', '--days', 'soon')).code).toBe(2);
  });

  it('asks for --yes over unreviewed exceptions and unapproved pairs (exit 4), then closes by code', async () => {
    const asked = await run('close', '--code', 'W20261109', '--pay-group', 'Fixed Weekly');
    expect(asked.code).toBe(4);
    expect(asked.err).toBe(
      "1 unreviewed exception on the periods' days:\n  W20261109  2026-11-10  Aroha Ngata  LateArrival\n" +
        "2 unapproved pairs on the periods' days:\n  W20261109  2026-11-09  Aroha Ngata  08:00-17:00\n" +
        '  W20261109  2026-11-10  Aroha Ngata  08:00-17:00\nPass --yes to close anyway.\n',
    );
    const [open] = await calcQuery<{ closed: boolean }>(
      testApp,
      `SELECT closed FROM calculation.pay_periods WHERE id = $1`,
      [periodId],
    );
    expect(open?.closed).toBe(false);

    // this week's code is a period of both pay groups
    const ambiguous = await run('close', '--code', 'W20261116', '--yes');
    expect(ambiguous.code).toBe(2);
    expect(ambiguous.err).toContain('W20261116 is a period of several pay groups (');

    const closed = await run('close', '--code', 'W20261109', '--pay-group', 'fixed weekly', '--yes');
    expect(closed.code).toBe(0);
    expect(closed.out).toMatch(/^Close successfully\nFixed Weekly W20261109: closed, digest [0-9a-f]{64}\n$/);
  });

  it('exports the file the API does, and says what it wrote', async () => {
    const out = join(configDir, 'PayrollTransfer.csv');
    const exported = await run('export', '--id', periodId, '--template', 'generic', '--out', out);
    expect(exported).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^Export successfully: .*PayrollTransfer\.csv \(10 lines, \d+ bytes\)\n$/),
    });
    expect(readFileSync(out)).toEqual(readFileSync(join(import.meta.dirname, 'expected/payroll-exports/generic.csv')));
    const toStdout = await run('export', '--id', periodId, '--template', 'generic', '--out', '-');
    expect(toStdout.out).toBe(readFileSync(out, 'utf8'));
    expect((await run('export', '--id', periodId, '--template', 'xlsx')).code).toBe(2);
    expect((await run('export', '--id', 'not-an-id')).code).toBe(2);
  });

  it('verifies the chain (exit 0), names a tampered period (exit 5), and reopens only with a reason', async () => {
    expect(await run('verify')).toMatchObject({
      code: 0,
      out: '1 close checked, 1 closed period recomputed: the chain holds.\n',
    });
    await calcQuery(
      testApp,
      `UPDATE calculation.calculated_days SET result = jsonb_set(result, '{payTypes,0,minutes}', '300')
        WHERE employee_id = $1 AND date = '2026-11-11'`,
      [FIXED.formula],
    );
    expect(await run('verify')).toMatchObject({
      code: 5,
      out: '1 close checked, 1 closed period recomputed: 1 problem\n  Fixed Weekly W20261109: its totals changed after it was closed\n',
    });
    expect((await run('open', '--id', periodId)).code).toBe(2);
    const opened = await run('open', '--id', periodId, '--reason', 'Wednesday was keyed wrong');
    expect(opened).toMatchObject({ code: 0, out: 'Open successfully\nFixed Weekly W20261109: open\n' });
    expect((await run('verify')).code).toBe(0);
  });
});
