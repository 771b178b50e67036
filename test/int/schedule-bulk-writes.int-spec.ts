import { jest } from '@jest/globals';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as SheetJS from '@e965/xlsx';
import { getDataSourceToken } from '@nestjs/typeorm';
import ExcelJS from 'exceljs';
import type { DataSource } from 'typeorm';
import { registerScheduleCommand } from '../../cli/src/commands/schedule.command.js';
import { runCli, testIo } from '../../cli/test/support.js';
import { signedInCliConfig } from '../support/cli-session.js';
import { clockStartsAt } from '../support/clock-starts-at.js';
import { postFile } from '../support/org-fixture.js';
import type { TestApp } from '../support/test-app.js';
import { call, createCompany, signIn, startThinPath, type TestCompany, waitFor } from '../support/thin-path-fixture.js';
import { recalcSettled } from '../support/recalc-fixture.js';

jest.setTimeout(90_000);

const CLOSED_TEXT =
  "Oops! The selected date is within a closed pay period. If you wish to make any changes, please re-open the period in the 'Payroll Transfer' page.";
const HEADER = ['Clock ID', 'Employee', 'Date', 'Off Day', 'Sch In', 'Sch Out', 'Previous Day', 'Next Day', 'Break'];

// Written for Sunday 22 November 2026 in Auckland: this week's pay period is 16–22 November (closed below).
clockStartsAt('2026-11-22T12:00:00+13:00');

interface StoredDay {
  employee_id: string;
  date: string;
  off_day: boolean;
  sections: Record<string, unknown>[];
}

describe('global schedule and schedule import: many employees’ days through the day writer', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let other: TestCompany;
  let admin: string;
  let employee: string;
  let scheduling: DataSource;

  const daysOn = async (date: string) =>
    (await scheduling.query(
      `SELECT employee_id, to_char(date, 'YYYY-MM-DD') AS date, off_day, sections FROM scheduling.schedule_days
        WHERE date = $1 ORDER BY employee_id`,
      [date],
    )) as StoredDay[];
  const dayEventCount = async () =>
    (
      (await scheduling.query(
        `SELECT count(*)::int AS n FROM scheduling.outbox WHERE type = 'schedule.day.changed.v1'`,
      )) as { n: number }[]
    )[0]?.n ?? 0;
  const order = (ruleDate: string, workSections: Record<string, unknown>[], more: Record<string, unknown> = {}) => ({
    byEmployee: true,
    employeeIds: [company.employeeId],
    departmentIds: [],
    ruleDay: { isOffDay: false, ruleDate, workSections },
    ...more,
  });
  const verify = (body: unknown, token = admin) =>
    call<Record<string, unknown>>(testApp, 'POST', '/globalschedule/verify', { token, body });
  const generate = (body: unknown, token = admin) =>
    call<Record<string, unknown>>(testApp, 'POST', '/globalschedule/generate', { token, body });
  const nodeId = async (companyId: string, name: string) =>
    (
      (await scheduling.query(`SELECT id FROM scheduling.departments WHERE company_id = $1 AND name = $2`, [
        companyId,
        name,
      ])) as { id: string }[]
    )[0]?.id as string;

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'GSA', 8000);
    other = await createCompany(testApp, 'GSB', 8100);
    admin = await signIn(testApp, company.adminEmail);
    employee = await signIn(testApp, company.employeeEmail);
    scheduling = testApp.app.get<DataSource>(getDataSourceToken('scheduling'), { strict: false });
    await waitFor(testApp, async () => {
      const rows = (await scheduling.query(`SELECT count(*)::int AS n FROM scheduling.employees`)) as { n: number }[];
      return rows[0]?.n === 4;
    });
    const periods = await call<{ id: string; fromDate: string }[]>(testApp, 'GET', '/api/pay-periods', {
      token: admin,
    });
    const thisWeek = periods.body.find((p) => p.fromDate === '2026-11-16');
    if (!thisWeek) throw new Error(`no pay period for this week: ${JSON.stringify(periods.body)}`);
    await recalcSettled(testApp);
    expect(
      (await call(testApp, 'POST', `/api/pay-periods/${thisWeek.id}/close`, { token: admin, body: {} })).status,
    ).toBe(200);
    await waitFor(testApp, async () => {
      const rows = (await scheduling.query(`SELECT closed FROM scheduling.pay_periods WHERE id = $1`, [
        thisWeek.id,
      ])) as { closed: boolean }[];
      return rows[0]?.closed === true;
    });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  describe('POST /globalschedule/verify and /generate', () => {
    it('generates a department’s day for every employee beneath it, overwriting what they had', async () => {
      const date = '2026-12-01';
      expect((await generate(order(date, [{ startTime: '06:00', endTime: '10:00' }]))).status).toBe(200);
      const eventsBefore = await dayEventCount();
      const byDepartment = order(date, [{ startTime: '09:00', endTime: '17:00', breakTime: 30 }], {
        byEmployee: false,
        employeeIds: [],
        departmentIds: [await nodeId(company.companyId, 'Division')],
      });
      expect(await verify(byDepartment)).toEqual({
        status: 200,
        body: { message: 'success', employees: 2, overwrites: 1, conflicts: [] },
      });
      expect(await generate(byDepartment)).toEqual({ status: 200, body: { message: 'success', employees: 2 } });
      const section = { start: '09:00', end: '17:00', startType: 'Today', endType: 'Today', breakMinutes: 30 };
      expect((await daysOn(date)).map((d) => [d.employee_id, d.off_day, d.sections])).toEqual(
        [
          [company.employeeId, false, [section]],
          [company.otherEmployeeId, false, [section]],
        ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
      );
      expect(await dayEventCount()).toBe(eventsBefore + 2);
      // an off day replaces the sections
      expect(
        (await generate(order(date, [], { ruleDay: { isOffDay: true, ruleDate: date, workSections: [] } }))).status,
      ).toBe(200);
      expect((await daysOn(date)).find((d) => d.employee_id === company.employeeId)).toMatchObject({
        off_day: true,
        sections: [],
      });
    });

    it('lists the conflicts with the day before and refuses to generate over them, writing nothing', async () => {
      const night = [{ startTime: '22:00', endTime: '06:00', endTimeType: 'NextDay' }];
      expect((await generate(order('2026-12-07', night))).status).toBe(200);
      const early = order('2026-12-08', [{ startTime: '05:00', endTime: '13:00' }]);
      const conflict = {
        employeeId: company.employeeId,
        employeeName: 'First0 Last0',
        shiftDate: '2026-12-08',
        shiftStart: '2026-12-08 05:00',
        shiftEnd: '2026-12-08 13:00',
        conflictDate: '2026-12-07',
        conflictStart: '2026-12-07 22:00',
        conflictEnd: '2026-12-08 06:00',
        prevConflict: true,
      };
      expect(await verify(early)).toEqual({
        status: 200,
        body: { message: 'success', employees: 1, overwrites: 0, conflicts: [conflict] },
      });
      const eventsBefore = await dayEventCount();
      expect(await generate(early)).toMatchObject({
        status: 409,
        body: { message: 'scheduleConflicts', conflicts: [conflict] },
      });
      expect(await daysOn('2026-12-08')).toEqual([]);
      expect(await dayEventCount()).toBe(eventsBefore);
    });

    it('refuses a closed pay period, another company’s ids and bad sections, writing nothing', async () => {
      const eventsBefore = await dayEventCount();
      const closed = order('2026-11-18', [{ startTime: '09:00', endTime: '17:00' }]);
      const closedAnswer = {
        status: 409,
        body: expect.objectContaining({ message: 'periodClosed', detail: CLOSED_TEXT }),
      };
      expect(await verify(closed)).toMatchObject(closedAnswer);
      expect(await generate(closed)).toMatchObject(closedAnswer);
      const sections = [{ startTime: '09:00', endTime: '17:00' }];
      const foreign = order('2026-12-02', sections, { employeeIds: [company.employeeId, other.employeeId] });
      expect(await generate(foreign)).toMatchObject({ status: 404, body: { message: 'noEmployee' } });
      const foreignNode = order('2026-12-02', sections, {
        byEmployee: false,
        employeeIds: [],
        departmentIds: [await nodeId(other.companyId, 'Division')],
      });
      expect(await generate(foreignNode)).toMatchObject({ status: 404, body: { message: 'noDepartment' } });
      const backwards = await generate(order('2026-12-02', [{ startTime: '17:00', endTime: '09:00' }]));
      expect(backwards.status).toBe(400);
      expect(backwards.body.details).toEqual([
        { field: 'ruleDay.workSections[0].endTime', message: 'Sch Out must be later than Sch In!' },
      ]);
      const clash = await generate(
        order('2026-12-02', [
          { startTime: '09:00', endTime: '13:00' },
          { startTime: '12:00', endTime: '17:00' },
        ]),
      );
      expect(clash).toMatchObject({ status: 400, body: { details: [{ message: 'Warning: Scheduling conflicts!' }] } });
      // an Employee may not schedule, not even themselves
      expect((await generate(order('2026-12-02', sections), employee)).status).toBe(403);
      expect(await daysOn('2026-11-18')).toEqual([]);
      expect(await daysOn('2026-12-02')).toEqual([]);
      expect(await dayEventCount()).toBe(eventsBefore);
    });
  });

  describe('POST /schedule/uploadExl', () => {
    const xlsxOf = async (rows: unknown[][]) => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Schedule');
      rows.forEach((row) => sheet.addRow(row));
      return Buffer.from(await workbook.xlsx.writeBuffer());
    };
    const upload = (bytes: Uint8Array, name = 'week.xlsx', query = '') =>
      postFile<Record<string, unknown>>(testApp, `/schedule/uploadExl${query}`, admin, 'uploadFile', bytes, name);
    const clock = () => company.clockId;

    it('imports the good rows, reports the refused ones, and changes nothing when the same file comes again', async () => {
      const file = await xlsxOf([
        HEADER,
        [clock(), 'First0 Last0', '2026-12-14', 'No', '09:00', '13:00', '', '', ''],
        [clock(), 'First0 Last0', '2026-12-14', 'No', '14:00', '18:00', '', '', '15'],
        [clock() + 1, 'First1 Last1', '2026-12-14', 'Yes', '', '', '', '', ''],
        [9999, 'Nobody', '2026-12-14', 'No', '09:00', '17:00', '', '', ''],
        [clock(), 'First0 Last0', '2026-11-18', 'No', '09:00', '17:00', '', '', ''],
        [clock(), 'First0 Last0', '2026-12-15', 'No', '17:00', '09:00', '', '', ''],
      ]);
      const eventsBefore = await dayEventCount();
      const dryRun = await upload(file, 'week.xlsx', '?dryRun=true');
      expect(dryRun.body).toMatchObject({ dryRun: true, imported: 3, days: 2 });
      expect(await daysOn('2026-12-14')).toEqual([]);
      const first = await upload(file);
      expect(first).toEqual({
        status: 200,
        body: {
          message: 'success',
          dryRun: false,
          imported: 3,
          unchanged: 0,
          days: 2,
          refused: [
            { row: 5, clockId: 9999, date: '2026-12-14', reason: 'No employee of the company has Clock ID 9999.' },
            { row: 6, clockId: clock(), date: '2026-11-18', reason: CLOSED_TEXT },
            { row: 7, clockId: clock(), date: '2026-12-15', reason: 'Sch Out must be later than Sch In!' },
          ],
        },
      });
      const stored = await daysOn('2026-12-14');
      expect(stored.find((d) => d.employee_id === company.employeeId)?.sections).toEqual([
        { start: '09:00', end: '13:00', startType: 'Today', endType: 'Today' },
        { start: '14:00', end: '18:00', startType: 'Today', endType: 'Today', breakMinutes: 15 },
      ]);
      expect(stored.find((d) => d.employee_id === company.otherEmployeeId)).toMatchObject({ off_day: true });
      expect(await dayEventCount()).toBe(eventsBefore + 2);
      const again = await upload(file);
      expect(again.body).toMatchObject({ imported: 0, unchanged: 3, days: 0 });
      expect(await daysOn('2026-12-14')).toEqual(stored);
      expect(await dayEventCount()).toBe(eventsBefore + 2);
    });

    it('reads an Excel 97-2003 .xls the same way', async () => {
      const book = SheetJS.utils.book_new();
      SheetJS.utils.book_append_sheet(
        book,
        SheetJS.utils.aoa_to_sheet([HEADER, [clock(), '', '2026-12-16', '', '22:00', '06:00', '', 'Yes', 30]]),
        'Schedule',
      );
      const bytes = SheetJS.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
      expect((await upload(bytes, 'week.xls')).body).toMatchObject({ imported: 1, refused: [] });
      expect((await daysOn('2026-12-16'))[0]?.sections).toEqual([
        { start: '22:00', end: '06:00', startType: 'Today', endType: 'NextDay', breakMinutes: 30 },
      ]);
    });

    it('answers modelerror for a file that is not the template, and refuses a zip bomb before unpacking, importing nothing', async () => {
      const eventsBefore = await dayEventCount();
      const modelerror = {
        status: 400,
        body: expect.objectContaining({ message: 'modelerror', detail: 'Template format error.' }),
      };
      const wrongColumns = await xlsxOf([
        ['Name', 'When'],
        ['First0', '2026-12-17 09:00'],
      ]);
      expect(await upload(wrongColumns)).toMatchObject(modelerror);
      expect(await upload(Buffer.from('Clock ID,Date\n8000,2026-12-17\n'), 'week.xlsx')).toMatchObject(modelerror);
      expect(await upload(Buffer.alloc(4096, 1), 'week.xls')).toMatchObject(modelerror);
      // a real workbook whose central directory says one part unpacks to 4 GB
      const bomb = await xlsxOf([HEADER, [clock(), '', '2026-12-17', '', '09:00', '17:00', '', '', '']]);
      bomb.writeUInt32LE(0xffffffff, bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 24);
      expect(await upload(bomb)).toMatchObject({ status: 413, body: { message: 'oversizedFile' } });
      expect(await upload(Buffer.from('x'), 'week.csv')).toMatchObject({
        status: 415,
        body: { message: 'badFileType' },
      });
      expect(await daysOn('2026-12-17')).toEqual([]);
      expect(await dayEventCount()).toBe(eventsBefore);
      // an Employee may not import
      const denied = await postFile(testApp, '/schedule/uploadExl', employee, 'uploadFile', wrongColumns, 'w.xlsx');
      expect(denied.status).toBe(403);
    });

    it('serves an example file in the template’s format that imports as it reads', async () => {
      const answer = await fetch(`${testApp.url}/schedule/importTemplate`, {
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-disposition')).toContain('schedule-import-template.xlsx');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await answer.arrayBuffer());
      const header = workbook.worksheets[0]?.getRow(1).values as unknown[];
      expect(header.slice(1)).toEqual(HEADER);
      // its clock ids are examples: with none of them in the company, every row is refused for that reason alone
      const read = await upload(Buffer.from(await workbook.xlsx.writeBuffer()), 'template.xlsx', '?dryRun=true');
      expect((read.body.refused as { reason: string }[]).map((r) => r.reason)).toEqual([
        'No employee of the company has Clock ID 1001.',
        'No employee of the company has Clock ID 1001.',
        'No employee of the company has Clock ID 1002.',
        'No employee of the company has Clock ID 1002.',
      ]);
    });
  });

  describe('rollcall schedule import', () => {
    let configDir: string;
    beforeAll(async () => {
      configDir = await signedInCliConfig(testApp, company.adminEmail);
    });
    afterAll(() => rmSync(configDir, { recursive: true, force: true }));
    const run = (...args: string[]) =>
      runCli(testIo({ ROLLCALL_CONFIG_DIR: configDir }), registerScheduleCommand, ['schedule', 'import', ...args]);

    it('checks with --dry-run, imports, and reports each refused row with its reason', async () => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Schedule');
      [
        HEADER,
        [company.clockId, '', '2026-12-21', '', '07:00', '15:00', '', '', ''],
        [company.clockId + 1, '', '2026-12-21', '', '7:00', 'late', '', '', ''],
      ].forEach((row) => sheet.addRow(row));
      const file = join(configDir, 'week.xlsx');
      writeFileSync(file, Buffer.from(await workbook.xlsx.writeBuffer()));

      const dry = await run(file, '--dry-run');
      expect(dry.code).toBe(1);
      expect(dry.out).toContain('Dry run: nothing was written.');
      expect(dry.out).toContain('Would import 1 row (1 employee-day), 0 rows already as the file says, 1 row refused.');
      expect(await daysOn('2026-12-21')).toEqual([]);

      const real = await run(file);
      expect(real.code).toBe(1);
      expect(real.out).toContain('Uploading week.xlsx');
      expect(real.out).toContain('Imported 1 row (1 employee-day), 0 rows already as the file says, 1 row refused.');
      expect(real.out).toContain(
        `  row 3 (Clock ID ${company.clockId + 1}, 2026-12-21): Sch Out must be a time written HH:mm.`,
      );
      expect((await daysOn('2026-12-21')).map((d) => d.employee_id)).toEqual([company.employeeId]);

      const notTemplate = join(configDir, 'notes.xlsx');
      writeFileSync(notTemplate, 'not a workbook');
      const malformed = await run(notTemplate);
      expect(malformed.code).toBe(1);
      expect(malformed.err).toBe('rollcall schedule import: modelerror: Template format error.\n');
      const missing = await run(join(configDir, 'none.xlsx'));
      expect(missing.code).toBe(2);
      expect(missing.err).toContain('cannot read it: no such file');
    });
  });
});
