// The pay group's what-if preview (issue 13): POST /api/pay-periods/preview recomputes the last closed period and
// the current one under unsaved rules in memory, beside what the stored days pay, and stores and publishes nothing.
import { writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { registerPayGroupCommand } from '../../cli/src/commands/paygroup.command.js';
import { runCli, testIo } from '../../cli/test/support.js';
import { signedInCliConfig } from '../support/cli-session.js';
import type { PayGroupRules } from '@rollcall/contracts';
import { clockStartsAt } from '../support/clock-starts-at.js';
import { dayCalculated, punchAt } from '../support/punch-days.js';
import { calcQuery, recalcOf, recalcSettled } from '../support/recalc-fixture.js';
import type { TestApp } from '../support/test-app.js';
import { call, createCompany, signIn, startThinPath, type TestCompany, waitFor } from '../support/thin-path-fixture.js';

jest.setTimeout(120_000);

/** the employee's hourly pay rate; the overtime pay type (OT15) pays 1.5 times it */
const RATE = 30;

/** the thin path's pay group (createCompany) */
const PAY_GROUP = 'Weekly';

// Wednesday 25 November 2026 in Auckland: the week of the 16th is last week, its days past
clockStartsAt('2026-11-25T12:00:00+13:00');

interface PreviewAnswer {
  periods: { periodCode: string; fromDate: string; toDate: string; closed: boolean }[];
  employees: number;
  total: number;
  changed: number;
  costBefore: number | null;
  costAfter: number | null;
  costChange: number | null;
  employeesWithoutRate: number;
  rows: {
    employeeId: string;
    firstName: string;
    periodCode: string;
    payTypeCode: string;
    before: number;
    after: number;
    difference: number;
    costChange: number | null;
  }[];
  message?: string;
  detail?: string;
}

describe('the what-if preview of a pay group', () => {
  let testApp: TestApp;
  let mine: TestCompany;
  let admin: string;
  let payGroupId: string;
  let stored: PayGroupRules;

  const preview = (body: Record<string, unknown>, token = admin) =>
    call<PreviewAnswer>(testApp, 'POST', '/api/pay-periods/preview', { token, body });
  const stateOfCalculation = async () =>
    calcQuery<{ days: string; seq: string | null }>(
      testApp,
      `SELECT (SELECT string_agg(employee_id::text || date::text || result::text, '|' ORDER BY employee_id, date)
                 FROM calculation.calculated_days) AS days,
              (SELECT max(seq)::text FROM calculation.outbox) AS seq`,
    );

  beforeAll(async () => {
    testApp = await startThinPath();
    mine = await createCompany(testApp, 'PVW', 9400);
    admin = await signIn(testApp, mine.adminEmail);
    // ten hours on Monday and on Tuesday of last week, and six today
    await punchAt(testApp, mine.deviceToken, mine.clockId, '2026-11-16', '07:00', '17:00');
    await punchAt(testApp, mine.deviceToken, mine.clockId, '2026-11-17', '07:00', '17:00');
    await punchAt(testApp, mine.deviceToken, mine.clockId, '2026-11-25', '06:00', '12:00');
    await dayCalculated(testApp, mine.employeeId, '2026-11-16', 2);
    await dayCalculated(testApp, mine.employeeId, '2026-11-17', 2);
    await dayCalculated(testApp, mine.employeeId, '2026-11-25', 2);
    const [group] = await calcQuery<{ id: string; rules: PayGroupRules }>(
      testApp,
      `SELECT g.id, g.rules FROM calculation.pay_groups g JOIN calculation.employees e ON e.paygroup_id = g.id
        WHERE e.id = $1`,
      [mine.employeeId],
    );
    if (!group) throw new Error('the employee has no pay group');
    payGroupId = group.id;
    stored = group.rules;
    // last week closed
    const [period] = await calcQuery<{ id: string }>(
      testApp,
      `SELECT id FROM calculation.pay_periods WHERE paygroup_id = $1 AND from_date = '2026-11-16'`,
      [payGroupId],
    );
    await recalcSettled(testApp);
    const closed = await call(testApp, 'POST', '/payrolltransfer/close', { token: admin, body: { ids: [period?.id] } });
    expect(closed.status).toBe(200);
    // her hourly rate, set in organisation, reaches calculation with her employee event; the other has none
    const rated = await call(testApp, 'POST', '/employee/save-without-photo', {
      token: admin,
      body: { employeeId: mine.employeeId, payRate: RATE },
    });
    expect(rated.status).toBe(200);
    await waitFor(testApp, async (ds) => {
      const rows = (await ds.query(`SELECT pay_rate::float8 AS rate FROM calculation.employees WHERE id = $1`, [
        mine.employeeId,
      ])) as { rate: number | null }[];
      return rows[0]?.rate === RATE;
    });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('the stored rules change nothing: every line the same before and after', async () => {
    const same = await preview({ payGroupId, rules: stored });
    expect(same.status).toBe(200);
    expect(same.body.periods).toEqual([
      { periodCode: 'W20261116', fromDate: '2026-11-16', toDate: '2026-11-22', closed: true },
      { periodCode: 'W20261123', fromDate: '2026-11-23', toDate: '2026-11-29', closed: false },
    ]);
    expect(same.body.employees).toBe(2);
    expect(same.body.changed).toBe(0);
    expect(same.body.rows.length).toBeGreaterThan(0);
    expect(same.body.rows.every((r) => r.difference === 0 && r.before === r.after)).toBe(true);
    expect(same.body.costChange).toBe(0);
    expect(same.body.costAfter).toBe(same.body.costBefore);
    expect(same.body.employeesWithoutRate).toBe(1);
  });

  it('a daily overtime threshold of 8 hours moves last week’s hours past 8 to overtime, and stores and publishes nothing', async () => {
    const before = await stateOfCalculation();
    const rules: PayGroupRules = { ...stored, overtimeCalculationType: 'Daily', dailyOvertimeThreshold: 8 };
    const answer = await preview({ payGroupId, rules });
    expect(answer.status).toBe(200);
    const mineOnly = answer.body.rows.filter((r) => r.employeeId === mine.employeeId);
    const overtime = mineOnly.filter((r) => r.difference > 0);
    const ordinary = mineOnly.filter((r) => r.difference < 0);
    // last week's two long days: whatever they paid past eight hours (less any break) is overtime now
    expect(overtime.map((r) => r.periodCode)).toEqual(['W20261116']);
    expect(ordinary.map((r) => [r.periodCode, r.payTypeCode])).toEqual([['W20261116', 'ORD']]);
    expect(overtime[0]?.before).toBe(0);
    expect(overtime[0]?.difference).toBeCloseTo(-(ordinary[0]?.difference ?? 0), 2);
    expect(answer.body.changed).toBe(2);
    // changed lines come first
    expect(answer.body.rows.slice(0, 2).every((r) => r.difference !== 0)).toBe(true);
    // today's six hours are under the threshold either way
    expect(mineOnly.find((r) => r.periodCode === 'W20261123')?.difference).toBe(0);
    expect(await stateOfCalculation()).toEqual(before);
    // the cost: her hours at her rate times each pay type's factor (ORD 1, OT15 1.5); the other has no rate
    const ord = ordinary[0]?.difference ?? 0;
    const ot = overtime[0]?.difference ?? 0;
    expect(ordinary[0]?.costChange).toBeCloseTo(ord * RATE, 2);
    expect(overtime[0]?.costChange).toBeCloseTo(ot * RATE * 1.5, 2);
    expect(answer.body.costChange).toBeCloseTo(ord * RATE + ot * RATE * 1.5, 2);
    expect(answer.body.costChange).toBeGreaterThan(0);
    expect(answer.body.employeesWithoutRate).toBe(1);
    expect(answer.body.rows.filter((r) => r.employeeId !== mine.employeeId).every((r) => r.costChange === null)).toBe(
      true,
    );
  });

  it('is no recalculation: its engine runs stay out of the recalculation’s counters', async () => {
    const { metrics } = recalcOf(testApp);
    const counters = () => ({
      runs: metrics.engineRuns,
      days: metrics.daysCalculated,
      failures: metrics.failures,
      mine: metrics.runsOf(mine.employeeId).length,
      engineMs: metrics.timings.engineMs,
      loadMs: metrics.timings.loadMs,
    });
    const before = counters();
    const answer = await preview({
      payGroupId,
      rules: { ...stored, overtimeCalculationType: 'Daily', dailyOvertimeThreshold: 8 },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.changed).toBe(2);
    expect(counters()).toEqual(before);
  });

  it('pages the lines on the server', async () => {
    const all = await preview({ payGroupId, rules: stored });
    const first = await preview({ payGroupId, rules: stored, page: 1, pageSize: 1 });
    const second = await preview({ payGroupId, rules: stored, page: 2, pageSize: 1 });
    expect(first.body.total).toBe(all.body.total);
    expect([...first.body.rows, ...second.body.rows]).toEqual(all.body.rows.slice(0, 2));
  });

  it('rollcall paygroup preview prints the lines that change, or the whole answer as JSON', async () => {
    const configDir = await signedInCliConfig(testApp, mine.adminEmail);
    const rulesFile = join(configDir, 'rules.json');
    writeFileSync(
      rulesFile,
      JSON.stringify({ ...stored, overtimeCalculationType: 'Daily', dailyOvertimeThreshold: 8 }),
    );
    const run = (...args: string[]) =>
      runCli(testIo({ ROLLCALL_CONFIG_DIR: configDir }), registerPayGroupCommand, ['paygroup', 'preview', ...args]);
    try {
      const table = await run('--pay-group', PAY_GROUP, '--rules', rulesFile);
      expect(table.code).toBe(0);
      const lines = table.out.split('\n');
      expect(lines[0]).toBe(
        `${PAY_GROUP}: W20261116 (2026-11-16 to 2026-11-22, closed) and W20261123 (2026-11-23 to 2026-11-29, current), 2 employees.`,
      );
      expect(lines[1]).toMatch(/^2 of \d+ lines change\.$/);
      expect(lines[2]).toMatch(
        /^Cost change \+\d+\.\d\d \(from \d+\.\d\d to \d+\.\d\d\); 1 employee has no pay rate, not costed\.$/,
      );
      expect(lines[4]).toMatch(/^Employee\s+Period\s+Pay Type\s+Before\s+After\s+Difference\s+Cost$/);
      expect(
        lines.filter((l) => /^\S+ \S+\s+W20261116\s+ORD\s+[\d.]+\s+[\d.]+\s+-[\d.]+\s+-[\d.]+$/.test(l)),
      ).toHaveLength(1);
      const json = await run('--pay-group', PAY_GROUP, '--rules', rulesFile, '--json');
      const whole = JSON.parse(json.out) as PreviewAnswer;
      expect(whole.changed).toBe(2);
      expect(whole.employeesWithoutRate).toBe(1);
      expect(whole.costChange).toBeGreaterThan(0);
      expect((await run('--pay-group', 'Nobody', '--rules', rulesFile)).code).toBe(2);
      writeFileSync(rulesFile, JSON.stringify({ ...stored, period: 'Yearly' }));
      const refused = await run('--pay-group', PAY_GROUP, '--rules', rulesFile);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain('period');
    } finally {
      rmSync(configDir, { recursive: true, force: true });
    }
  });

  it('POST /api/pay-groups/rules: the rules the unsaved form would store, refused as a save refuses them, nothing saved', async () => {
    const detail = () =>
      call<Record<string, unknown>>(testApp, 'GET', `/api/pay-groups/${payGroupId}`, { token: admin });
    const form = (await detail()).body;
    const rulesOf = (body: Record<string, unknown>) =>
      call<{ rules: Record<string, unknown>; message?: string; details?: unknown }>(
        testApp,
        'POST',
        '/api/pay-groups/rules',
        {
          token: admin,
          body,
        },
      );
    const daily = await rulesOf({ ...form, overtimeCalculationType: 'Daily', dailyOvertimeThreshold: 8 });
    expect(daily.status).toBe(200);
    expect(daily.body.rules).toMatchObject({
      period: stored.period,
      overtimeCalculationType: 'Daily',
      dailyOvertimeThreshold: 8,
    });
    // what the console's Preview sends on: the same answer as the hand-written rules
    const previewed = await preview({ payGroupId, rules: daily.body.rules });
    expect(previewed.status).toBe(200);
    expect(previewed.body.changed).toBe(2);
    const missing = await rulesOf({ id: payGroupId, overtimeCalculationType: 'Daily', dailyOvertimeThreshold: null });
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual([
      { field: 'dailyOvertimeThreshold', message: 'Daily Overtime Threshold is required.' },
    ]);
    expect((await rulesOf({ id: '00000000-0000-4000-8000-00000000beef' })).status).toBe(404);
    const employee = await signIn(testApp, mine.employeeEmail);
    expect((await call(testApp, 'POST', '/api/pay-groups/rules', { token: employee, body: form })).status).toBe(403);
    expect((await detail()).body).toEqual(form);
  });

  it('refuses rules the engine would refuse (400), a pay group it does not know (404), and an employee (403)', async () => {
    const bad = await preview({ payGroupId, rules: { ...stored, overtimeCalculationType: 'Hourly' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('invalidRules');
    expect(bad.body.detail).toContain('overtimeCalculationType');
    expect((await preview({ payGroupId, rules: 'fast' })).status).toBe(400);
    const unknown = await preview({ payGroupId: '00000000-0000-4000-8000-00000000beef', rules: stored });
    expect(unknown.status).toBe(404);
    const employee = await signIn(testApp, mine.employeeEmail);
    expect((await preview({ payGroupId, rules: stored }, employee)).status).toBe(403);
  });
});
