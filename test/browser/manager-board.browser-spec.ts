// The manager's daily screens in headless Chromium against the embedded app seeded with the demo company: time
// approvals in bulk, an exception reviewed from the timesheet and reverted and reviewed again from the list, and the
// dashboard following a kiosk punch live.
// Setup goes through the API (kiosk punches), never the UI.
import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import type { RollcallApi } from '@rollcall/api-client';
import type { Locator, Page } from 'playwright-core';
import { signedInApi } from './support/api-session.js';
import { useSignedInConsole } from './support/console-session.js';
import { DEMO_ADMIN, DEMO_PASSWORD } from './support/demo-app.js';
import { visibleAfterReloads } from './support/eventually.js';
import { postKioskPunch } from './support/kiosk.js';
import { latestSaturday } from './support/timesheet-days.js';

const TEST_MS = 120_000;

const running = useSignedInConsole(async (app) => {
  const api = await signedInApi(app.url, DEMO_ADMIN, DEMO_PASSWORD);
  const zone = (await api.getCompanySettings()).timeZoneId;
  return { api, zone };
});

/** Demo employees by first name, with clock ids; `skip` leaves out the first ones another test uses. */
async function employees(api: RollcallApi, count: number, skip: number) {
  const rows = (await api.listEmployees({ query: { employeeStatus: 'Active' } }))
    .filter((r) => typeof r.clockId === 'number')
    .sort((a, b) => a.firstName.localeCompare(b.firstName));
  return rows.slice(skip, skip + count).map((r) => ({
    id: r.id,
    clockId: r.clockId as number,
    name: `${r.firstName} ${r.lastName}`,
  }));
}

/** The latest given weekday strictly before today, in `zone` (luxon: Monday 1 … Sunday 7): no demo punches there. */
function lastWeekend(zone: string, weekday: 6 | 7): DateTime {
  const today = DateTime.now().setZone(zone).startOf('day');
  return today.minus({ days: (today.weekday - weekday + 7) % 7 || 7 });
}

async function punch(url: string, deviceToken: string, clockId: number, at: DateTime) {
  await postKioskPunch(url, deviceToken, {
    deviceId: 'board-kiosk',
    devicePunchId: randomUUID(),
    clockId,
    punchTime: at.toUTC().toISO() ?? '',
  });
}

/** A checkbox's checked and indeterminate (a property only, no attribute or role state shows it). */
function tickState(box: Locator) {
  return box.evaluate((element) => {
    const input = element as unknown as { checked: boolean; indeterminate: boolean };
    return [input.checked, input.indeterminate];
  });
}

async function notified(page: Page, level: 'success' | 'error', text: string) {
  const note = page.getByTestId(`notification-${level}`).filter({ hasText: text });
  await note.first().waitFor({ state: 'visible', timeout: 15_000 });
}

describe('time approvals', () => {
  it(
    'approves every punch pair of the page at once through the head’s select-all box (indeterminate while some are ticked): they leave the unapproved list and show approved',
    async () => {
      const { app, page, api, zone } = running();
      const sunday = lastWeekend(zone, 7);
      const date = sunday.toISODate() ?? '';
      const people = await employees(api, 2, 0);
      for (const p of people) {
        await punch(app.url, app.deviceToken, p.clockId, sunday.set({ hour: 10 }));
        await punch(app.url, app.deviceToken, p.clockId, sunday.set({ hour: 12, minute: 30 }));
      }

      await page.goto(`${app.url}/#/time-approvals/list?status=Unapproved&startDate=${date}&endDate=${date}`);
      for (const p of people)
        await visibleAfterReloads(page, page.getByRole('cell', { name: p.name, exact: true }), 30_000);
      const rows = page.getByTestId('table-row');
      expect(await rows.count()).toBe(2);
      expect(await rows.first().textContent()).toContain('10:00');
      const all = page.getByRole('checkbox', { name: 'Select all punch pairs of the page', exact: true });
      const [first] = people;
      if (!first) throw new Error('no demo employee');
      await page.getByRole('checkbox', { name: new RegExp(`^Select ${first.name}`) }).check();
      expect(await tickState(all)).toEqual([false, true]);
      await all.check();
      expect(await tickState(all)).toEqual([true, false]);
      for (const p of people)
        expect(await page.getByRole('checkbox', { name: new RegExp(`^Select ${p.name}`) }).isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Approve (2)', exact: true }).click();
      await notified(page, 'success', 'Approve successfully');
      await page.getByText('No punch pairs for this search.').waitFor({ timeout: 15_000 });

      // the search is in the URL: the approved ones under status Approved
      await page.goto(`${app.url}/#/time-approvals/list?status=Approved&startDate=${date}&endDate=${date}`);
      for (const p of people) await page.getByRole('cell', { name: p.name, exact: true }).waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('table-row').filter({ hasText: 'Approved' }).count()).toBe(2);
      expect(await page.getByTestId('table-row').first().textContent()).toContain(DEMO_ADMIN);
      const approved = await api.listTimeApprovals({ query: { status: 'Approved', startDate: date, endDate: date } });
      expect(approved.rows.map((r) => r.employeeId).sort()).toEqual(people.map((p) => p.id).sort());
      const unapproved = await api.listTimeApprovals({
        query: { status: 'Unapproved', startDate: date, endDate: date },
      });
      expect(unapproved.total).toBe(0);
    },
    TEST_MS,
  );
});

describe('time-card exceptions', () => {
  it(
    'reviews a missing punch from the timesheet’s modal, which closes itself and leaves the day without Review Exceptions, then reverts and reviews it in the list',
    async () => {
      const { app, page, api, zone } = running();
      const saturday = latestSaturday(zone);
      const date = saturday.toISODate() ?? '';
      const [person] = await employees(api, 1, 2);
      if (!person) throw new Error('no demo employee');
      // a lone in punch more than 12 hours ago: MissingPunch (on by default)
      await punch(app.url, app.deviceToken, person.clockId, saturday.set({ hour: 9, minute: 15 }));

      const week = { fromT: saturday.startOf('week').toISODate() ?? '', toT: saturday.endOf('week').toISODate() ?? '' };
      await page.goto(`${app.url}/#/timesheet/view?id=${person.id}&fromT=${week.fromT}&toT=${week.toT}`);
      const review = page.getByRole('button', { name: `Review Exceptions ${date}` });
      await visibleAfterReloads(page, review, 30_000);
      await review.click();
      const modal = page.getByRole('dialog', { name: /Time Card Exceptions/ });
      await modal.getByTestId('day-exception').filter({ hasText: 'Missing Punch' }).waitFor({ timeout: 15_000 });
      expect(await modal.getByTestId('day-exception').first().textContent()).toContain('09:15');
      await modal.getByRole('button', { name: 'Review Missing Punch' }).click();
      await page.getByText('This exception will be marked as reviewed and removed from the exception list.').waitFor();
      await page.getByRole('button', { name: 'Yes' }).click();
      await notified(page, 'success', 'Review exception successfully');
      // none remain: the modal closes itself, and the day header no longer offers Review Exceptions
      await modal.waitFor({ state: 'hidden', timeout: 15_000 });
      await review.waitFor({ state: 'detached', timeout: 30_000 });

      // All Reviewed lists it with its reviewer; Revert puts it back
      await page.goto(`${app.url}/#/times/timecardExceptionList?type=AllReviewed&startDate=${date}&endDate=${date}`);
      expect(await page.getByTestId('exception-subtitle').textContent()).toBe('All Reviewed Exceptions');
      const reviewedRow = page.getByTestId('table-row').filter({ hasText: person.name });
      await reviewedRow.waitFor({ timeout: 15_000 });
      expect(await reviewedRow.textContent()).toContain(DEMO_ADMIN);
      await reviewedRow.getByRole('button', { name: /^Revert / }).click();
      await page.getByText('This exception will be removed from the reviewed list.').waitFor();
      await page.getByRole('button', { name: 'Yes' }).click();
      await notified(page, 'success', 'Revert exception successfully');
      await reviewedRow.waitFor({ state: 'detached', timeout: 15_000 });

      // back in the list of its type, actual in shown red; reviewed again through the selection
      await page.getByLabel('Search').selectOption('MissingPunch');
      expect(await page.getByTestId('exception-subtitle').textContent()).toBe('Daily Exception');
      const row = page.getByTestId('table-row').filter({ hasText: person.name });
      await row.waitFor({ timeout: 15_000 });
      expect(await row.locator('.text-danger').first().textContent()).toBe('09:15');
      await row.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Review (1)' }).click();
      await page.getByRole('button', { name: 'Yes' }).click();
      await notified(page, 'success', 'Review exception successfully');
      await row.waitFor({ state: 'detached', timeout: 15_000 });
      const left = await api.listTimeCardExceptions({
        query: { type: 'MissingPunch', startDate: date, endDate: date },
      });
      expect(left.rows.filter((r) => r.employeeId === person.id)).toEqual([]);
    },
    TEST_MS,
  );
});

describe('dashboard', () => {
  it(
    'shows the counts of their calls, and a kiosk punch’s new punch status pushed to the open page without a reload',
    async () => {
      const { app, page, api } = running();
      await page.goto(`${app.url}/#/dashboard`);
      const rows = page.getByTestId('table-dashboard-employees').getByTestId('table-row');
      await rows.first().waitFor({ timeout: 15_000 });

      // the counts are those their calls answer
      const pending = (await api.countPendingLeaves()).count;
      await page.getByRole('link', { name: `Pending Leave Requests: ${pending}` }).waitFor({ timeout: 15_000 });
      // (the demo's days may still be recalculating: the page follows them, so the two agree once they settle)
      const unreviewed = page.getByTestId('count-total');
      const deadline = Date.now() + 60_000;
      for (;;) {
        const exceptions = await api.exceptionNum();
        const shown = await unreviewed.textContent();
        if (shown === String(exceptions.total)) {
          expect(await unreviewed.getAttribute('href')).toContain(`startDate=${exceptions.startDate}`);
          break;
        }
        if (Date.now() > deadline)
          throw new Error(`This Period Unreviewed shows ${shown}, exceptionNum ${exceptions.total}`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }

      // the first row's employee punches at a kiosk while the page stays open
      const first = (await api.dashboardEmployees({ query: { employeeStatus: 'Active' } })).rows[0];
      if (!first || typeof first.clockId !== 'number') throw new Error('no demo employee with a clock id');
      const tag = page.getByTestId(`punch-status-${first.id}`);
      const before = await tag.getAttribute('data-status');
      await page.evaluate('window.rollcallDashboardMark = true');
      await postKioskPunch(app.url, app.deviceToken, {
        deviceId: 'board-kiosk',
        devicePunchId: randomUUID(),
        clockId: first.clockId,
        punchTime: new Date().toISOString(),
      });
      // any punch changes the status (an in punch opens a pair: In; its out punch closes it: Out), and the page
      // shows the change pushed, as the status call answers it
      await page
        .locator(`[data-testid="punch-status-${first.id}"]:not([data-status="${before}"])`)
        .waitFor({ timeout: 15_000 });
      const shown = await tag.getAttribute('data-status');
      expect(shown).toBe((await api.punchStatus({ path: { employeeId: first.id } })).status);
      expect(await page.evaluate('window.rollcallDashboardMark === true')).toBe(true);
    },
    TEST_MS,
  );
});
