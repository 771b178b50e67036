// The timesheet's shifts and pairs in headless Chromium against the embedded demo app (issue 11): an unscheduled
// shift saved as a schedule, changed, a shift added with New Shift and deleted; a pair edited in the Punch Pair
// modal, its punch-out row added; a closed pay period refused and read-only; the demo Employee's own timesheet with
// nothing to edit. Setup goes through the API (the employee's schedule day, kiosk punches, the period's close),
// never the UI; every change shows on the page without a reload.
import { ApiError, type RollcallApi } from '@rollcall/api-client';
import { getDataSourceToken } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import type { DataSource } from 'typeorm';
import { signedInApi } from './support/api-session.js';
import { useSignedInConsole } from './support/console-session.js';
import { DEMO_ADMIN, DEMO_PASSWORD, type DemoApp } from './support/demo-app.js';
import { postKioskPunch } from './support/kiosk.js';
import { signInThroughForm } from './support/sign-in-form.js';
import { latestSaturday, pairsOf, peopleByLastName, settledDay } from './support/timesheet-days.js';

const TEST_MS = 150_000;
const EMPLOYEE = 'employee@demo.test';
const CLOSED =
  "Oops! The selected date is within a closed pay period. If you wish to make any changes, please re-open the period in the 'Payroll Transfer' page.";

const running = useSignedInConsole(async (app) => {
  const api = await signedInApi(app.url, DEMO_ADMIN, DEMO_PASSWORD);
  const zone = (await api.getCompanySettings()).timeZoneId;
  return { api, zone, saturday: latestSaturday(zone), people: await peopleByLastName(api) };
});

function person(index: number) {
  const found = running().people[index];
  if (!found) throw new Error(`the demo has no employee ${index} with a clock id`);
  return { id: found.id, clockId: found.clockId as number };
}

const isoDate = (d: DateTime) => d.toISODate() ?? '';

async function notified(page: Page, level: 'success' | 'error', text: string) {
  await page.getByTestId(`notification-${level}`).filter({ hasText: text }).first().waitFor({ timeout: 15_000 });
}

/** The employee's day emptied: a working day without sections, so New Shift and Save as a Schedule may add one. */
async function emptyDay(api: RollcallApi, employeeId: string, date: string) {
  await api.saveEmployeeCustomSchedule({
    body: { employeeId, ruleVos: [{ isOffDay: false, ruleDay: date, workSections: [] }] },
  });
  await settledDay(api, employeeId, date, (day) => (day?.workShifts.length ?? 0) === 0);
}

async function kioskPunch(app: DemoApp, clockId: number, at: DateTime) {
  await postKioskPunch(app.url, app.deviceToken, {
    deviceId: 'timesheet-shifts-kiosk',
    devicePunchId: randomUUID(),
    clockId,
    punchTime: at.toUTC().toISO() ?? '',
  });
}

/** Waits until each service's copy of the pay period (a database read: no call answers it) says it is closed. */
async function closedFor(app: DemoApp, periodId: string, schemas: readonly string[]) {
  const deadline = Date.now() + 30_000;
  for (const schema of schemas) {
    const db = app.nest.get<DataSource>(getDataSourceToken(schema), { strict: false });
    for (;;) {
      const [row] = (await db.query(`SELECT closed FROM "${schema}".pay_periods WHERE id = $1`, [periodId])) as {
        closed: boolean;
      }[];
      if (row?.closed) break;
      if (Date.now() > deadline) throw new Error(`${schema} does not know the pay period ${periodId} closed`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Records the page's navigations from now on: an edit must show without any. */
function navigationsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  return seen;
}

/** The timesheet's edit actions (the day header's Leave is named 'Leave <date>'; the menu's Leave Requests is not one). */
const EDIT_ACTIONS = [/^New Shift/, /^Leave \d{4}-/, /^Add Shift Time/, /^Modify Shift/, /^Edit Pair/, /^Modify Punch/];

describe('timesheet shifts and pairs', () => {
  it(
    'saves an unscheduled shift as a schedule and changes it; adds a shift with New Shift, then deletes it',
    async () => {
      const { app, page, api, saturday } = running();
      const { id, clockId } = person(1);
      const date = isoDate(saturday);
      const sunday = isoDate(saturday.plus({ days: 1 }));
      await emptyDay(api, id, date);
      await emptyDay(api, id, sunday);
      await kioskPunch(app, clockId, saturday.set({ hour: 9 }));
      await kioskPunch(app, clockId, saturday.set({ hour: 13 }));
      await settledDay(api, id, date, (day) => day?.unScheduledShifts[0]?.punchPairs[0]?.status === 'Complete');

      await page.goto(`${app.url}/#/timesheet/view?id=${id}&fromT=${date}&toT=${sunday}`);
      const day = page.getByTestId(`day-${date}`);
      await day.getByTestId('unscheduled-shift').waitFor({ timeout: 15_000 });
      const navigations = navigationsOf(page);

      // the unscheduled shift offers Save as a Schedule, with its first in and last out
      await day.getByRole('button', { name: 'Modify Shift 09:00-13:00' }).click();
      const modal = page.getByRole('dialog', { name: 'Modify Shift' });
      expect(await modal.getByLabel('Sch In').inputValue()).toBe('09:00');
      expect(await modal.getByLabel('Sch Out').inputValue()).toBe('13:00');
      expect(await modal.getByRole('button', { name: 'Delete' }).count()).toBe(0);
      await modal.getByRole('button', { name: 'Save as a Schedule' }).click();
      await notified(page, 'success', 'Save the work shift successfully.');
      await modal.waitFor({ state: 'hidden' });
      const card = day.getByTestId('shift-card');
      await card.waitFor({ timeout: 30_000 });
      expect(await card.getByTestId('sch-in').textContent()).toBe('09:00');
      expect(await card.getByTestId('sch-out').textContent()).toBe('13:00');
      await day.getByTestId('unscheduled-shift').waitFor({ state: 'detached', timeout: 30_000 });

      // Modify Shift: the section rules first (a Job without a Task), then Sch Out 12:00 with a reason
      await card.getByRole('button', { name: 'Modify Shift 09:00-13:00' }).click();
      const modify = page.getByRole('dialog', { name: 'Modify Shift' });
      await modify.getByLabel('Sch Out').fill('08:00');
      await modify.getByRole('button', { name: 'Save', exact: true }).click();
      await modify.getByText('Sch Out must be later than Sch In!').waitFor();
      await modify.getByLabel('Sch Out').fill('12:00');
      await modify.getByLabel('Reason').fill('left at noon');
      await modify.getByRole('button', { name: 'Save', exact: true }).click();
      await notified(page, 'success', 'Save the work shift successfully.');
      await card.getByRole('button', { name: 'Modify Shift 09:00-12:00' }).waitFor({ timeout: 30_000 });
      await page.getByTestId('recalculating').waitFor({ state: 'detached', timeout: 30_000 });
      // the page shows what the server recalculated: the day's total paid to the 12:00 Sch Out
      const settled = await settledDay(api, id, date, (d) => d?.workShifts[0]?.endTime === '12:00');
      const sheet = settled.timeSheets.find((d) => d.day === date);
      const minutes = (sheet?.payTypeTimes ?? []).reduce((sum, p) => sum + (p.minutes ?? 0), 0);
      expect(await day.getByTestId('day-total').textContent()).toContain((minutes / 60).toFixed(2));

      // New Shift on Sunday: 00:00 to 00:00 refused by the section rules, then 10:00 to 15:00
      const next = page.getByTestId(`day-${sunday}`);
      await next.getByRole('button', { name: `New Shift ${sunday}` }).click();
      const create = page.getByRole('dialog', { name: 'New Shift' });
      expect(await create.getByLabel('Sch In').inputValue()).toBe('00:00');
      await create.getByRole('button', { name: 'Save', exact: true }).click();
      await create.getByText('Sch Out must be later than Sch In!').waitFor();
      await create.getByLabel('Sch In').fill('10:00');
      await create.getByLabel('Sch Out').fill('15:00');
      await create.getByRole('button', { name: 'Save', exact: true }).click();
      await notified(page, 'success', 'Save the work shift successfully.');
      const added = next.getByTestId('shift-card');
      await added.getByRole('button', { name: 'Modify Shift 10:00-15:00' }).waitFor({ timeout: 30_000 });

      // and deleted after the question
      await added.getByRole('button', { name: 'Modify Shift 10:00-15:00' }).click();
      await page.getByRole('dialog', { name: 'Modify Shift' }).getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Are you sure to delete this shift?').waitFor();
      await page.getByRole('button', { name: 'Yes' }).click();
      await notified(page, 'success', 'Delete the work shift successfully.');
      await added.waitFor({ state: 'detached', timeout: 30_000 });

      const history = await api.getTimesheetHistory({ query: { employeeId: id, day: date } });
      expect(history.rows.map((r) => `${r.entity} ${r.action}`)).toEqual(
        expect.arrayContaining(['shift created', 'shift updated']),
      );
      expect(history.rows.find((r) => r.action === 'updated' && r.entity === 'shift')?.reason).toBe('left at noon');
      expect(navigations).toEqual([]);
    },
    TEST_MS,
  );

  it(
    'edits a pair in the Punch Pair modal: adds its punch-out row, then moves its In',
    async () => {
      const { app, page, api, saturday } = running();
      const { id, clockId } = person(2);
      const date = isoDate(saturday);
      await kioskPunch(app, clockId, saturday.set({ hour: 8 }));
      await settledDay(api, id, date, (day) => pairsOf(day)[0]?.status === 'MissingPunch');

      await page.goto(`${app.url}/#/timesheet/view?id=${id}&fromT=${date}&toT=${date}`);
      const pair = page.getByTestId(`day-${date}`).getByTestId('punch-pair');
      await pair.getByRole('button', { name: 'Edit Pair' }).waitFor({ timeout: 15_000 });
      const navigations = navigationsOf(page);

      // a pair without an out punch: In only, and the punch-out row on request
      await pair.getByRole('button', { name: 'Edit Pair' }).click();
      const modal = page.getByRole('dialog', { name: 'Punch Pair' });
      expect(await modal.getByLabel('In', { exact: true }).inputValue()).toBe('08:00');
      expect(await modal.getByLabel('Out', { exact: true }).count()).toBe(0);
      await modal.getByRole('button', { name: '+ Punch Out' }).click();
      await modal.getByRole('button', { name: 'Save', exact: true }).click();
      await modal.getByText('Out: Time is required.').waitFor();
      await modal.getByLabel('Out', { exact: true }).fill('12:30');
      await modal.getByLabel('Reason').fill('forgot to punch out');
      await modal.getByRole('button', { name: 'Save', exact: true }).click();
      await notified(page, 'success', 'Save the punch pair successfully.');
      await modal.waitFor({ state: 'hidden' });
      await pair.getByRole('button', { name: 'Modify Punch Out 12:30' }).waitFor({ timeout: 30_000 });
      await page.getByTestId('recalculating').waitFor({ state: 'detached', timeout: 30_000 });
      expect(await pair.getAttribute('data-status')).toBe('Complete');

      // now it has its out punch: no punch-out row to add; In moved to 08:15
      await pair.getByRole('button', { name: 'Edit Pair' }).click();
      const again = page.getByRole('dialog', { name: 'Punch Pair' });
      expect(await again.getByLabel('Out', { exact: true }).inputValue()).toBe('12:30');
      expect(await again.getByRole('button', { name: '+ Punch Out' }).count()).toBe(0);
      await again.getByLabel('In', { exact: true }).fill('08:15');
      await again.getByRole('button', { name: 'Save', exact: true }).click();
      await notified(page, 'success', 'Save the punch pair successfully.');
      await pair.getByRole('button', { name: 'Modify Punch In 08:15' }).waitFor({ timeout: 30_000 });
      const stored = pairsOf((await settledDay(api, id, date, () => true)).timeSheets.find((d) => d.day === date));
      expect(stored.map((p) => [p.localIn, p.localOut])).toEqual([['08:15', '12:30']]);
      expect(navigations).toEqual([]);
    },
    TEST_MS,
  );

  it(
    'refuses the writes of a closed pay period with the spec’s text, and shows it read-only',
    async () => {
      const { app, page, api, saturday } = running();
      const { id } = person(3);
      const date = isoDate(saturday.minus({ weeks: 5 }));
      const before = await settledDay(api, id, date, () => true);
      const periodId = before.payrollTransferId;
      if (!periodId) throw new Error(`no pay period holds ${date}`);
      if (before.toT >= isoDate(saturday)) throw new Error(`the pay period ${before.fromT}–${before.toT} is too long`);
      // a close is refused while a day of the period waits for recalculation: tried until it is not
      const deadline = Date.now() + 60_000;
      for (;;) {
        try {
          await api.closePayPeriod({ path: { id: periodId }, body: { reason: 'closed by the timesheet test' } });
          break;
        } catch (error) {
          if (!(error instanceof ApiError) || error.status !== 409 || Date.now() > deadline) throw error;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      }

      // the close reaches scheduling and time capture as an event: the writes are theirs to refuse
      await closedFor(app, periodId, ['scheduling', 'time_capture']);

      // the writes: refused with the spec's text, nothing written
      const refusal = async (write: Promise<unknown>) => {
        const error = await write.then(
          () => null,
          (e: unknown) => e,
        );
        if (!(error instanceof ApiError)) throw new Error(`the write was not refused: ${String(error)}`);
        return { status: error.status, detail: (error.body as { detail?: string }).detail };
      };
      const closed = { status: 409, detail: CLOSED };
      expect(
        await refusal(
          api.saveShiftCard({
            body: { employeeId: id, day: date, create: true, startTime: '09:00', endTime: '17:00' },
          }),
        ),
      ).toEqual(closed);
      expect(
        await refusal(
          api.saveSinglePunch({ body: { employeeId: id, day: date, punchTime: '09:00', dayType: 'Today' } }),
        ),
      ).toEqual(closed);
      const after = await settledDay(api, id, date, () => true);
      expect(after.timeSheets).toEqual(before.timeSheets);

      // the page: the closed-period text, nothing to edit, Recalculate refused
      await page.goto(`${app.url}/#/timesheet/view?id=${id}&fromT=${before.fromT}&toT=${before.toT}`);
      await page.getByTestId('period-closed').waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('period-closed').textContent()).toBe(CLOSED);
      await page.getByTestId(`day-${date}`).waitFor();
      for (const name of EDIT_ACTIONS) expect(await page.getByRole('button', { name }).count()).toBe(0);
      await page.getByRole('button', { name: 'Recalculate' }).click();
      await notified(page, 'error', 'Cannot recalculate closed pay period.');
    },
    TEST_MS,
  );

  it(
    'shows the demo Employee their own timesheet with nothing to edit, and refuses their writes',
    async () => {
      const { app, page, saturday } = running();
      const mine = await signedInApi(app.url, EMPLOYEE, DEMO_PASSWORD);
      const [me] = await mine.listEmployees({ query: { employeeStatus: 'Active' } });
      if (!me) throw new Error('the demo Employee sees no employee');
      // the demo's kiosk punched every weekday of the last week
      const from = isoDate(saturday.minus({ days: 6 }));
      const to = isoDate(saturday.plus({ days: 6 }));
      const forbidden = await mine
        .saveShiftCard({ body: { employeeId: me.id, day: to, create: true, startTime: '09:00', endTime: '17:00' } })
        .then(
          () => null,
          (e: unknown) => (e instanceof ApiError ? e.status : e),
        );
      expect(forbidden).toBe(403);

      await page.goto(`${app.url}/#/logout`);
      await page.getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 15_000 });
      await signInThroughForm(page, app.url, EMPLOYEE, DEMO_PASSWORD);
      await page.goto(`${app.url}/#/timesheet/view?id=${me.id}&fromT=${from}&toT=${to}`);
      await page.getByTestId('punch-pair').first().waitFor({ timeout: 15_000 });
      await page.getByTestId('read-only').waitFor();
      for (const name of EDIT_ACTIONS) expect(await page.getByRole('button', { name }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Recalculate' }).count()).toBe(0);
    },
    TEST_MS,
  );
});
