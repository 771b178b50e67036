import { jest } from '@jest/globals';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getDataSourceToken } from '@nestjs/typeorm';
import ExcelJS from 'exceljs';
import type { DataSource } from 'typeorm';
import { registerLeaveCommand } from '../../cli/src/commands/leave.command.js';
import { runCli, testIo } from '../../cli/test/support.js';
import { signedInCliConfig } from '../support/cli-session.js';
import { clockStartsAt } from '../support/clock-starts-at.js';
import { postFile } from '../support/org-fixture.js';
import type { TestApp } from '../support/test-app.js';
import { call, createCompany, signIn, startThinPath, type TestCompany, waitFor } from '../support/thin-path-fixture.js';

jest.setTimeout(120_000);

// Sunday 22 November 2026 in Auckland: an upload without a date stands on that day.
clockStartsAt('2026-11-22T12:00:00+13:00');

const NO_SETTING = 'The import format has NOT been set up. Please contact our support team.';

interface Balances {
  dataList: { code: string; time: number; balanceDate: string; importedHours: number }[];
}
interface Upload {
  message: string;
  detail: string;
  dryRun: boolean;
  balanceDate: string;
  imported: number;
  unchanged: number;
  unmatchPayid: string[];
  warning: string | null;
  refused: { row: number; payId: string | null; reason: string }[];
}

describe('leave balance settings and import', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let other: TestCompany;
  let admin: string;
  let employee: string;
  let otherAdmin: string;
  let types: Record<string, string>;
  let scheduling: DataSource;

  const post = <T>(path: string, body: unknown, token = admin) => call<T>(testApp, 'POST', path, { token, body });
  const get = <T>(path: string, token = admin) => call<T>(testApp, 'GET', path, { token });
  const upload = (bytes: Uint8Array, name: string, query = '', token = admin) =>
    postFile<Upload & { statusCode: number }>(
      testApp,
      `/api/leave-balance/upload${query}`,
      token,
      'leavebalanceExcelFile',
      bytes,
      name,
    );
  const balances = async (employeeId: string, fromDate: string) =>
    (await get<Balances>(`/api/leave-balance?employeeId=${employeeId}&fromDate=${fromDate}`)).body.dataList.map((b) => [
      b.code,
      b.time,
      b.balanceDate,
    ]);
  const csv = (rows: (string | number)[][]) => Buffer.from(rows.map((r) => r.join(',')).join('\n'));
  const byColumn = () => ({
    onePayTypePerRow: false,
    payIdColumn: '0',
    isStandardHoursColumn: false,
    standardHoursColumn: null,
    leavebalanceVoList: [
      { payType: types.AL, paytypeColumn: '2', byDay: false },
      { payType: types.SL, paytypeColumn: '3#4', byDay: false },
    ],
  });

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'LBI', 8600);
    other = await createCompany(testApp, 'LBJ', 8700);
    scheduling = testApp.app.get<DataSource>(getDataSourceToken('scheduling'), { strict: false });
    await waitFor(testApp, async () => {
      const rows = (await scheduling.query(
        `SELECT (SELECT count(*)::int FROM scheduling.employees WHERE pay_id IS NOT NULL) AS e,
                (SELECT count(*)::int FROM scheduling.leave_pay_types WHERE is_leave) AS t`,
      )) as { e: number; t: number }[];
      return rows[0]?.e === 4 && (rows[0]?.t ?? 0) >= 14;
    });
    admin = await signIn(testApp, company.adminEmail);
    employee = await signIn(testApp, company.employeeEmail);
    otherAdmin = await signIn(testApp, other.adminEmail);
    types = Object.fromEntries(
      (await get<{ id: string; code: string }[]>('/api/leaves/types')).body.map((t) => [t.code, t.id]),
    );
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('answers the blank form and noSetting until the mapping is saved; refuses a bad mapping', async () => {
    const blank = await get<Record<string, unknown>>('/api/leave-balance/settings');
    expect(blank.body).toMatchObject({
      saved: false,
      payIdColumn: null,
      leavebalanceVoList: [],
      tip: "Columns start from 0 and combined columns are separated by '#'.",
    });
    const early = await upload(csv([['LBI-0', 'x', 8]]), 'balances.csv');
    expect([early.status, early.body.message, early.body.detail]).toEqual([409, 'noSetting', NO_SETTING]);

    const repeated = await post<{ message: string; detail: string }>('/leaveBalance/list', {
      ...byColumn(),
      leavebalanceVoList: [
        { payType: types.AL, paytypeColumn: '2' },
        { payType: types.AL, paytypeColumn: '3' },
      ],
    });
    expect([repeated.status, repeated.body.message, repeated.body.detail]).toEqual([
      400,
      'repeatedType',
      'A pay type can be chosen once per setting: Annual Leave.',
    ]);
    const [notLeave] = (await scheduling.query(
      `SELECT id FROM scheduling.leave_pay_types WHERE company_id = $1 AND NOT is_leave LIMIT 1`,
      [company.companyId],
    )) as { id: string }[];
    const refused = await post<{ message: string }>('/leaveBalance/list', {
      ...byColumn(),
      leavebalanceVoList: [{ payType: notLeave?.id, paytypeColumn: '2' }],
    });
    expect([refused.status, refused.body.message]).toEqual([400, 'notLeaveType']);
    const theirs = (await get<{ id: string; code: string }[]>('/api/leaves/types', otherAdmin)).body[0]?.id;
    const elsewhere = await post<{ message: string }>('/leaveBalance/list', {
      ...byColumn(),
      leavebalanceVoList: [{ payType: theirs, paytypeColumn: '2' }],
    });
    expect([elsewhere.status, elsewhere.body.message]).toEqual([404, 'payTypeNotFound']);
    const badColumn = await post<{ message: string }>('/leaveBalance/list', { ...byColumn(), payIdColumn: 'A' });
    expect(badColumn.status).toBe(400);
    const byEmployee = await post('/leaveBalance/list', byColumn(), employee);
    expect(byEmployee.status).toBe(403);
    expect((await get<{ saved: boolean }>('/api/leave-balance/settings')).body.saved).toBe(false);
  });

  it('imports one pay type per column, lists unmatched pay IDs, and writes nothing the second time', async () => {
    const saved = await post<{ message: string; detail: string }>('/leaveBalance/list', byColumn());
    expect(saved.body).toEqual({ message: 'success', detail: 'Leave balance settings are updated successfully.' });
    expect((await get<Record<string, unknown>>('/api/leave-balance/settings')).body).toMatchObject({
      saved: true,
      onePayTypePerRow: false,
      payIdColumn: '0',
      standardHoursColumn: null,
      isStandardHoursColumn: false,
      leavebalanceVoList: [
        { payType: types.AL, paytypeColumn: '2', byDay: false },
        { payType: types.SL, paytypeColumn: '3#4', byDay: false },
      ],
    });
    const file = csv([
      ['Pay ID', 'Name', 'Annual', 'Sick', 'Sick carried'],
      ['LBI-0', 'First0 Last0', 80, 20, 4],
      ['LBI-1', 'First1 Last1', 40, '', ''],
      ['NOPE-9', 'Nobody', 1, 1, 1],
      ['LBI-1', 'First1 Last1', 'lots', '', ''],
    ]);
    const dry = await upload(file, 'balances.csv', '?dryRun=true');
    expect(dry.body).toMatchObject({ dryRun: true, imported: 3, unchanged: 0 });
    expect(await balances(company.employeeId, '2026-11-22')).toEqual([]);

    const first = await upload(file, 'balances.csv');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      message: 'success',
      detail: 'Leave Balance upload successfully.',
      dryRun: false,
      balanceDate: '2026-11-22',
      imported: 3,
      unchanged: 0,
      unmatchPayid: ['NOPE-9'],
      warning:
        'The file is uploaded, but these PAYIDs cannot be loaded: NOPE-9. Please check the file format or contact our support team.',
      refused: [{ row: 5, payId: 'LBI-1', reason: 'a balance is not a number' }],
    });
    expect(await balances(company.employeeId, '2026-11-22')).toEqual([
      ['AL', 80, '2026-11-22'],
      ['SL', 24, '2026-11-22'],
    ]);
    expect(await balances(company.otherEmployeeId, '2026-11-22')).toEqual([['AL', 40, '2026-11-22']]);

    const again = await upload(file, 'balances.csv');
    expect(again.body).toMatchObject({ imported: 0, unchanged: 3 });
    expect(await balances(company.employeeId, '2026-11-22')).toEqual([
      ['AL', 80, '2026-11-22'],
      ['SL', 24, '2026-11-22'],
    ]);
    // a mapping of no pay type is refused, and leaves the saved one as it was
    const empty = await post<{ message: string }>('/leaveBalance/list', { ...byColumn(), leavebalanceVoList: [] });
    expect([empty.status, empty.body.message]).toEqual([400, 'noPayType']);
    expect(
      (await get<{ leavebalanceVoList: unknown[] }>('/api/leave-balance/settings')).body.leavebalanceVoList,
    ).toHaveLength(2);
  });

  it('hides a type with hideBalance from the Employee role, not from the admin', async () => {
    const own = async () =>
      (await get<Balances>(`/api/leave-balance?fromDate=2026-11-22`, employee)).body.dataList.map((b) => b.code);
    // the employee's own balances, as imported above
    expect(await own()).toEqual(['AL', 'SL']);
    const hide = async (on: boolean) => {
      expect((await post('/paytype/save', { id: types.SL, hideBalance: on })).status).toBe(200);
      await waitFor(testApp, async () => {
        const [row] = (await scheduling.query(`SELECT hide_balance FROM scheduling.leave_pay_types WHERE id = $1`, [
          types.SL,
        ])) as { hide_balance: boolean }[];
        return row?.hide_balance === on;
      });
    };
    await hide(true);
    try {
      expect(await own()).toEqual(['AL']);
      expect((await balances(company.employeeId, '2026-11-22')).map(([code]) => code)).toEqual(['AL', 'SL']);
    } finally {
      await hide(false);
    }
    expect(await own()).toEqual(['AL', 'SL']);
  });

  it('imports one pay type per row from an .xlsx, formulas as their values and days by the standard hours', async () => {
    const saved = await post<{ message: string }>('/leaveBalance/list', {
      onePayTypePerRow: true,
      payIdColumn: '0',
      paytypeNameColumn: 1,
      isStandardHoursColumn: true,
      standardHoursColumn: 3,
      leavebalanceVoList: [
        { payType: types.AL, paytypeColumn: '2', byDay: true },
        { payType: types.SL, paytypeColumn: '2', byDay: false },
      ],
    });
    expect(saved.body.message).toBe('success');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Balances');
    sheet.addRow(['Pay ID', 'Type', 'Balance', 'Weekly hours']);
    sheet.addRow(['LBI-0', 'Annual Leave', { formula: '2*5', result: 10 }, 40]);
    sheet.addRow(['LBI-0', 'sl', 12.5, 40]);
    sheet.addRow(['LBI-1', 'Bereavement', 3, 40]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const answer = await upload(bytes, 'balances.xlsx', '?balanceDate=2026-11-01');
    expect(answer.body).toMatchObject({
      balanceDate: '2026-11-01',
      imported: 2,
      unmatchPayid: [],
      warning: null,
      refused: [{ row: 4, payId: 'LBI-1', reason: '"Bereavement" is not a pay type of the import settings' }],
    });
    // the balance as of a day takes the last import at or before it
    expect(await balances(company.employeeId, '2026-11-10')).toEqual([
      ['AL', 80, '2026-11-01'],
      ['SL', 12.5, '2026-11-01'],
    ]);
  });

  it('refuses files it cannot read, and callers who may not import', async () => {
    const text = await upload(Buffer.from('hello'), 'balances.txt');
    expect([text.status, text.body.message]).toEqual([415, 'badFileType']);
    const broken = await upload(Buffer.from('not a workbook'), 'balances.xlsx');
    expect([broken.status, broken.body.message, broken.body.detail]).toEqual([
      400,
      'unreadable',
      'Failed to import Leave Balance.',
    ]);
    const denied = await upload(csv([['LBI-0', 'x', 1]]), 'balances.csv', '', employee);
    expect(denied.status).toBe(403);
    const elsewhere = await upload(csv([['LBI-0', 'x', 1]]), 'balances.csv', '', otherAdmin);
    expect([elsewhere.status, elsewhere.body.message]).toEqual([409, 'noSetting']);
  });

  describe('rollcall leave', () => {
    let configDir: string;
    beforeAll(async () => {
      configDir = await signedInCliConfig(testApp, company.adminEmail);
    });
    afterAll(() => rmSync(configDir, { recursive: true, force: true }));
    const run = (...args: string[]) =>
      runCli(testIo({ ROLLCALL_CONFIG_DIR: configDir }), registerLeaveCommand, ['leave', ...args]);

    it('imports a file with --dry-run and for real, then prints an employee’s balances by clock id', async () => {
      expect((await post<{ message: string }>('/leaveBalance/list', byColumn())).body.message).toBe('success');
      const file = join(configDir, 'balances.csv');
      writeFileSync(
        file,
        csv([
          ['LBI-1', 'First1 Last1', 16, 8, 0],
          ['ZZZ-1', 'Nobody', 1, 1, 1],
        ]),
      );
      const dry = await run('import', file, '--dry-run');
      expect(dry.code).toBe(0);
      expect(dry.out).toContain('Dry run: nothing was written.');
      expect(dry.out).toContain(
        'Would import 2 balances as of 2026-11-22, 0 already as the file says, 0 rows refused.',
      );
      expect(dry.out).toContain('Pay IDs no employee has: ZZZ-1');
      const real = await run('import', file);
      expect(real.code).toBe(0);
      expect(real.out).toContain('Imported 2 balances as of 2026-11-22');

      const shown = await run('balances', '--clock-id', String(company.clockId + 1), '--as-of', '2026-11-22');
      expect(shown.code).toBe(0);
      expect(shown.out).toContain('First1 Last1');
      expect(shown.out).toMatch(/AL\s+Annual Leave\s+16\.00/);
      const json = await run('balances', '--clock-id', String(company.clockId + 1), '--as-of', '2026-11-22', '--json');
      expect((JSON.parse(json.out) as Balances).dataList.map((b) => [b.code, b.time])).toEqual([
        ['AL', 16],
        ['SL', 8],
      ]);
      const nobody = await run('balances', '--clock-id', '99999');
      expect(nobody.code).toBe(1);
      const usage = await run('balances');
      expect(usage.code).toBe(2);
    });
  });
});
