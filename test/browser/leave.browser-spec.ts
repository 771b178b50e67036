// Leave in headless Chromium against the embedded demo app (issue 12): the demo Employee requests leave; the
// Supervisor approves a request with a reason, opens its timesheet over the pay period around it and sees the leave
// card with its hours and the balance gone down, then cancels it from the card; an approval refused for want of
// balance; the negative-balance confirmation of a type that allows it; a balance import with a pay ID no employee
// has; a Global Leave for a department. Setup goes through the API and the database (the leave requests, a lower
// imported balance, the import's column mapping), never the UI.
import type { LeaveAnswer, RollcallApi } from '@rollcall/api-client';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DateTime } from 'luxon';
import type { Locator, Page } from 'playwright-core';
import type { DataSource } from 'typeorm';
import { signedInApi } from './support/api-session.js';
import { useSignedInConsole } from './support/console-session.js';
import { DEMO_ADMIN, DEMO_PASSWORD, type DemoApp } from './support/demo-app.js';
import { signInThroughForm } from './support/sign-in-form.js';

const TEST_MS = 150_000;
const EMPLOYEE = 'employee@demo.test';
const SUPERVISOR = 'supervisor@demo.test';

const running = useSignedInConsole(async (app) => {
  const api = await signedInApi(app.url, DEMO_ADMIN, DEMO_PASSWORD);
  const zone = (await api.getCompanySettings()).timeZoneId;
  // the demo's schedule templates run from next Monday; each test its own week after it, and its own people
  const today = DateTime.now().setZone(zone).startOf('day');
  const nextMonday = today.plus({ days: 8 - today.weekday });
  const people = (await api.listEmployees({ query: { employeeStatus: 'Active' } })).filter(
    (r) => typeof r.clockId === 'number',
  );
  const types = new Map((await api.listLeaveTypes()).map((t) => [t.code, t]));
  const scheduling = app.nest.get<DataSource>(getDataSourceToken('scheduling'), { strict: false });
  return { api, zone, today, nextMonday, people, types, scheduling };
});

const isoDate = (d: DateTime) => d.toISODate() ?? '';
const dmy = (iso: string) => iso.split('-').reverse().join('/');

/** A demo employee by clock id (1001 + their index; index % 3: 0 Picker, 1 Forklift, both the Warehouse's). */
function person(clockId: number) {
  const found = running().people.find((p) => p.clockId === clockId);
  if (!found) throw new Error(`the demo has no employee with clock id ${clockId}`);
  return { id: found.id, name: `${found.firstName} ${found.lastName}`, payId: found.payId ?? '' };
}

function typeOf(code: string) {
  const found = running().types.get(code);
  if (!found) throw new Error(`the demo has no leave type ${code}`);
  return found;
}

/** Weekday `day` (1 Monday) of the week `weeks` after next Monday's. */
function weekday(weeks: number, day: number): string {
  return isoDate(running().nextMonday.plus({ weeks, days: day - 1 }));
}

async function notified(page: Page, level: 'success' | 'error', text: string) {
  await page.getByTestId(`notification-${level}`).filter({ hasText: text }).first().waitFor({ timeout: 15_000 });
}

/** Waits for `locator`; on a timeout says what the page showed instead (`shown`). */
async function seen(locator: Locator, timeout: number, shown: () => Promise<unknown>) {
  try {
    await locator.waitFor({ timeout });
  } catch (error) {
    throw new Error(`${String(error)}\nthe page showed: ${JSON.stringify(await shown())}`);
  }
}

async function signInAs(page: Page, app: DemoApp, email: string) {
  await page.goto(`${app.url}/#/logout`);
  await page.getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 15_000 });
  await signInThroughForm(page, app.url, email, DEMO_PASSWORD);
}

/**
 * A Pending leave saved through the API, by schedule (the demo pay group charges leave by schedule whatever the
 * leave says: durationBySchedule), holidays not skipped; its planned hours are its `totalHours`.
 */
async function pendingLeave(
  api: RollcallApi,
  employeeId: string,
  code: string,
  fromDate: string,
  toDate: string,
): Promise<LeaveAnswer> {
  const saved = await api.saveLeave({
    body: {
      employeeId,
      typeId: typeOf(code).id,
      fromDate,
      toDate,
      scheduledDuration: true,
      byWorkHours: false,
      skip: false,
      skipUnscheduled: true,
    },
  });
  return api.getLeave({ path: { id: saved.id } });
}

/** The employee's balance of a type (hours) as of a day, through the API. */
async function balanceOf(api: RollcallApi, employeeId: string, code: string, asOf: string): Promise<number | null> {
  const answer = await api.getLeaveBalances({ query: { employeeId, fromDate: asOf } });
  return answer.dataList.find((b) => b.code === code)?.time ?? null;
}

/** An imported balance written straight into scheduling's table, as the import would, dated `date`. */
async function importedBalance(employeeId: string, code: string, date: string, hours: number) {
  const { scheduling } = running();
  const [admin] = (await scheduling.query(`SELECT id FROM scheduling.leave_users WHERE email = $1`, [DEMO_ADMIN])) as {
    id: string;
  }[];
  await scheduling.query(
    `INSERT INTO scheduling.leave_balances (company_id, employee_id, pay_type_id, balance_date, hours, imported_by)
     SELECT company_id, id, $2, $3, $4, $5 FROM scheduling.employees WHERE id = $1
     ON CONFLICT (employee_id, pay_type_id, balance_date) DO UPDATE SET hours = EXCLUDED.hours`,
    [employeeId, typeOf(code).id, date, hours, admin?.id ?? null],
  );
}

/**
 * Opens the Pending leave list over the leave's days, the Examine modal of the leave (waiting for its department's
 * cover), sets the status Approved with `reason`, and saves.
 */
async function approve(page: Page, app: DemoApp, leave: LeaveAnswer, reason = '') {
  await page.goto(`${app.url}/#/leave/list?status=Pending&startDate=${leave.fromDate}&endDate=${leave.toDate}`);
  await page
    .getByRole('button', { name: `Examine ${leave.employeeName} ${leave.typeName}`, exact: true })
    .click({ timeout: 15_000 });
  const dialog = page.getByRole('dialog', { name: 'Examine' });
  await dialog.getByTestId('leave-cover').waitFor({ timeout: 15_000 });
  await dialog.getByLabel('Status', { exact: true }).selectOption('Approved');
  if (reason) await dialog.getByLabel('Reason', { exact: true }).fill(reason);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
}

describe('leave', () => {
  it(
    'lets the demo Employee request two days of their own leave: saved Pending, and listed as theirs',
    async () => {
      const { app, page } = running();
      const mine = await signedInApi(app.url, EMPLOYEE, DEMO_PASSWORD);
      const from = weekday(1, 2);
      const to = weekday(1, 3);
      await signInAs(page, app, EMPLOYEE);
      await page.goto(`${app.url}/#/leave/list`);
      await page.getByRole('button', { name: 'New', exact: true }).click({ timeout: 15_000 });
      const dialog = page.getByRole('dialog', { name: 'Create a new leave' });
      await dialog.waitFor({ state: 'attached' });
      // their own leave: no employee to choose
      expect(await dialog.getByLabel('Employee', { exact: true }).count()).toBe(0);
      await dialog.getByLabel('Leave Type', { exact: true }).selectOption({ label: typeOf('AL').name });
      await dialog.getByLabel('From Date', { exact: true }).fill(dmy(from));
      await dialog.getByLabel('To Date', { exact: true }).fill(dmy(to));
      // the form's defaults: by schedule, skipping holidays and unscheduled days
      await dialog.getByLabel('Description', { exact: true }).fill('Family wedding');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await notified(page, 'success', 'The leave is saved successfully.');

      const listed = await mine.listLeaves({ query: { startDate: from, endDate: to } });
      const saved = listed.rows.find((l) => l.fromDate === from && l.toDate === to && l.typeCode === 'AL');
      expect(saved).toMatchObject({ leaveStatus: 'Pending', description: 'Family wedding' });
      expect(saved?.totalHours).toBeGreaterThan(0);
      const row = page
        .getByTestId('table-row')
        .filter({ hasText: typeOf('AL').name })
        .filter({ hasText: 'Pending' });
      await row.first().waitFor({ timeout: 15_000 });
      // theirs only: everyone on the list is the demo Employee
      const names = new Set(listed.rows.map((l) => l.employeeId));
      expect([...names]).toEqual([saved?.employeeId]);
    },
    TEST_MS,
  );

  it(
    'has the Supervisor approve with a reason; the Timesheet opens the pay period with the leave card, its hours and the balance gone down; Cancel on the card takes it back',
    async () => {
      const { app, page, api } = running();
      const who = person(1010);
      const day = weekday(2, 3);
      const leave = await pendingLeave(api, who.id, 'AL', day, day);
      const hours = leave.totalHours;
      expect(hours).toBeGreaterThan(0);
      const period = await api.getTimesheetPayPeriod({ query: { employeeId: who.id, date: day } });
      const before = await balanceOf(api, who.id, 'AL', period.toDate);
      if (before === null) throw new Error('the demo employee has no annual leave balance');

      await signInAs(page, app, SUPERVISOR);
      await approve(page, app, leave, 'Cover arranged with the early shift');
      await notified(page, 'success', 'The leave is updated successfully.');
      expect(await api.getLeave({ path: { id: leave.id } })).toMatchObject({
        leaveStatus: 'Approved',
        reason: 'Cover arranged with the early shift',
      });

      await page.goto(`${app.url}/#/leave/list?status=Approved&startDate=${day}&endDate=${day}`);
      await page
        .getByRole('button', { name: `Timesheet ${leave.employeeName} ${leave.typeName}`, exact: true })
        .click({ timeout: 15_000 });
      // the pay period around the leave, not the leave's own day
      await page.waitForURL((url) => url.hash.startsWith('#/timesheet/view'), { timeout: 15_000 });
      const query = new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? '');
      expect([query.get('id'), query.get('fromT'), query.get('toT')]).toEqual([who.id, period.fromDate, period.toDate]);
      expect(period.fromDate < day || period.toDate > day).toBe(true);
      const card = page.getByTestId('leave-card').filter({ hasText: leave.typeName });
      await seen(
        card.filter({ hasText: `${hours.toFixed(2)} hrs` }).filter({ hasText: 'Approved' }),
        45_000,
        async () => ({
          cards: await page.getByTestId('leave-card').allTextContents(),
          timesheet: await api.getPunchRecords({ query: { employeeId: who.id, fromT: day, endT: day } }),
        }),
      );
      const panel = page.getByTestId('leave-balance');
      await panel
        .getByText(`${(before - hours).toFixed(2)} hrs`)
        .first()
        .waitFor({ timeout: 15_000 });

      await card.getByRole('button', { name: `Cancel leave ${leave.typeName} ${day}`, exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Are you sure you want to cancel it/them?' })
        .getByRole('button', { name: 'Yes', exact: true })
        .click();
      await notified(page, 'success', 'Leaves are canceled successfully.');
      await card.waitFor({ state: 'detached', timeout: 45_000 });
      expect((await api.getLeave({ path: { id: leave.id } })).leaveStatus).toBe('Cancelled');
      expect(await balanceOf(api, who.id, 'AL', period.toDate)).toBe(before);
    },
    TEST_MS,
  );

  it(
    'refuses to approve leave the balance cannot cover, for a type that does not allow a negative balance',
    async () => {
      const { app, page, api, today } = running();
      const who = person(1013);
      const from = weekday(3, 1);
      const to = weekday(3, 4);
      const leave = await pendingLeave(api, who.id, 'AL', from, to);
      expect(typeOf('AL')).toMatchObject({ allowNegativeLeave: false });
      // a newer import leaves 10 hours: the four scheduled days would take it below zero
      expect(leave.totalHours).toBeGreaterThan(10);
      await importedBalance(who.id, 'AL', isoDate(today), 10);
      expect(await balanceOf(api, who.id, 'AL', to)).toBe(10);

      await signInAs(page, app, DEMO_ADMIN);
      await approve(page, app, leave);
      await notified(
        page,
        'error',
        `Not able to approve, as not enough leave balance is available for The ${leave.typeName}.`,
      );
      expect((await api.getLeave({ path: { id: leave.id } })).leaveStatus).toBe('Pending');
      expect(await balanceOf(api, who.id, 'AL', to)).toBe(10);
    },
    TEST_MS,
  );

  it(
    'asks before approving leave that takes a balance below zero when the type allows it, and approves on Yes',
    async () => {
      const { app, page, api, today, scheduling } = running();
      const who = person(1016);
      const from = weekday(3, 1);
      const to = weekday(3, 3);
      const sick = typeOf('SL');
      await api.savePayType({ body: { id: sick.id, allowNegativeLeave: true } });
      const deadline = Date.now() + 30_000;
      for (;;) {
        const [row] = (await scheduling.query(
          `SELECT allow_negative_leave AS on FROM scheduling.leave_pay_types WHERE id = $1`,
          [sick.id],
        )) as { on: boolean }[];
        if (row?.on) break;
        if (Date.now() > deadline) throw new Error('scheduling did not hear that sick leave may go negative');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const leave = await pendingLeave(api, who.id, 'SL', from, to);
      expect(leave.totalHours).toBeGreaterThan(4);
      await importedBalance(who.id, 'SL', isoDate(today), 4);

      await signInAs(page, app, DEMO_ADMIN);
      await approve(page, app, leave);
      const confirm = page.getByRole('dialog', {
        name: `The leave balance of ${leave.typeName} will become negative. Are you sure you want to approve it?`,
      });
      await confirm.waitFor({ state: 'attached', timeout: 15_000 });
      expect((await api.getLeave({ path: { id: leave.id } })).leaveStatus).toBe('Pending');
      await confirm.getByRole('button', { name: 'Yes', exact: true }).click();
      await notified(page, 'success', 'The leave is updated successfully.');
      expect((await api.getLeave({ path: { id: leave.id } })).leaveStatus).toBe('Approved');
      expect(await balanceOf(api, who.id, 'SL', to)).toBeCloseTo(4 - leave.totalHours, 2);
    },
    TEST_MS,
  );

  it(
    'imports balances from a spreadsheet: the matched ones land, the pay ID no employee has stays on screen',
    async () => {
      const { app, page, api, today } = running();
      const who = person(1019);
      const annual = typeOf('AL');
      await api.saveLeaveBalanceSettings({
        body: {
          onePayTypePerRow: false,
          payIdColumn: '0',
          isStandardHoursColumn: false,
          standardHoursColumn: null,
          leavebalanceVoList: [{ payType: annual.id, paytypeColumn: '2', byDay: false }],
        },
      });
      const file = ['Pay ID,Name,Annual', `${who.payId},${who.name},52.5`, 'NOPE-404,Nobody,9'].join('\n');

      await signInAs(page, app, DEMO_ADMIN);
      await page.goto(`${app.url}/#/leaveBalance/import`);
      await page.getByRole('heading', { name: 'Import Leave Balance' }).waitFor({ timeout: 15_000 });
      await page.getByLabel('Leave balance file', { exact: true }).setInputFiles({
        name: 'balances.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(file),
      });
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      await notified(page, 'success', 'Leave Balance upload successfully.');
      await page
        .getByRole('alert')
        .filter({
          hasText:
            'The file is uploaded, but these PAYIDs cannot be loaded: NOPE-404. Please check the file format or contact our support team.',
        })
        .waitFor({ timeout: 15_000 });
      await page.getByRole('status').filter({ hasText: '1 balance imported' }).waitFor();
      expect(await balanceOf(api, who.id, 'AL', isoDate(today))).toBe(52.5);

      // the balances' own screen has its place in the menu, under Leave Requests
      await page.goto(`${app.url}/#/leaveBalance/list`);
      await page.getByRole('heading', { name: 'Leave Balance' }).waitFor({ timeout: 15_000 });
      await page.getByTestId('side-menu').getByRole('link', { name: 'Leave Balance', exact: true }).waitFor();
    },
    TEST_MS,
  );

  it(
    'adds a Global Leave for a department: everyone at or below it gets the leave, approved, and the answer names them',
    async () => {
      const { app, page, api } = running();
      const day = weekday(4, 2);
      await signInAs(page, app, DEMO_ADMIN);
      await page.goto(`${app.url}/#/global-leave/condition`);
      await page.getByRole('heading', { name: 'Global Leave' }).waitFor({ timeout: 15_000 });
      await page.getByRole('radio', { name: 'By Department', exact: true }).check();
      await page.getByRole('button', { name: 'Departments', exact: true }).click();
      await page.getByRole('checkbox', { name: /Office$/ }).check();
      await page.keyboard.press('Escape');
      await page.getByLabel('Leave Type', { exact: true }).selectOption({ label: typeOf('AL').name });
      // the form opens on today: a later From Date takes the To Date along
      await page.getByLabel('From Date', { exact: true }).fill(dmy(day));
      await page.getByLabel('From Date', { exact: true }).blur();
      expect(await page.getByLabel('To Date', { exact: true }).inputValue()).toBe(dmy(day));
      await page.getByLabel('Skip Holidays', { exact: true }).uncheck();
      await page.getByRole('button', { name: 'Add Leave', exact: true }).click();
      const result = page.getByRole('region', { name: 'Global leave result' });
      await seen(
        result.getByRole('status').filter({ hasText: /^Leave added for \d+ employees?: / }),
        30_000,
        async () => ({
          notifications: await page.getByTestId(/^notification-/).allTextContents(),
          alerts: await page.getByRole('alert').allTextContents(),
          result: (await result.count()) ? await result.textContent() : null,
        }),
      );

      // the Office's people (index % 3 == 2, the administrators) got it; the Warehouse's did not
      const leaves = (await api.listLeaves({ query: { startDate: day, endDate: day, pageSize: 100 } })).rows;
      const office = running().people.filter((p) => ((p.clockId as number) - 1001) % 3 === 2);
      expect(office.length).toBeGreaterThan(0);
      expect(new Set(leaves.map((l) => l.employeeId))).toEqual(new Set(office.map((p) => p.id)));
      // the admin may examine each of them: Global Leave saves it Approved
      for (const leave of leaves) expect(leave).toMatchObject({ leaveStatus: 'Approved', typeCode: 'AL' });
      const text = (await result.getByRole('status').textContent()) ?? '';
      for (const p of office) expect(text).toContain(`${p.firstName} ${p.lastName}`);
    },
    TEST_MS,
  );
});
