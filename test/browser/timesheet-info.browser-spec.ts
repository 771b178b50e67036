// The timesheet's cards in headless Chromium against the embedded demo app: the User Info card's previous and next
// employee (wrapping, in the employees table's default order, last name ascending) with the employee's fields and
// the period arrows; a kiosk punch showing on the open timesheet without a reload (the live stream's
// days-calculated push); and a Pay Card line added, refused without a pay type, shown with its units and deleted.
// Setup goes through the API, never the UI.
import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import type { EmployeeListRow, RollcallApi } from '@rollcall/api-client';
import type { Page } from 'playwright-core';
import { signedInApi } from './support/api-session.js';
import { useSignedInConsole } from './support/console-session.js';
import { DEMO_ADMIN, DEMO_PASSWORD } from './support/demo-app.js';
import { postKioskPunch } from './support/kiosk.js';

const TEST_MS = 150_000;

const running = useSignedInConsole(async (app) => {
  const api = await signedInApi(app.url, DEMO_ADMIN, DEMO_PASSWORD);
  const zone = (await api.getCompanySettings()).timeZoneId;
  return { api, zone };
});

const label = (e: Pick<EmployeeListRow, 'firstName' | 'lastName'>) => `${e.firstName} ${e.lastName}`;

async function notified(page: Page, level: 'success' | 'error', text: string) {
  await page
    .getByTestId(`notification-${level}`)
    .filter({ hasText: text })
    .first()
    .waitFor({ state: 'visible', timeout: 15_000 });
}

async function shows(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).filter({ hasText: text }).waitFor({ timeout: 15_000 });
}

/** The first employee of the default order (last name ascending), found through the neighbours call itself. */
async function firstEmployee(api: RollcallApi): Promise<EmployeeListRow> {
  const page = await api.pageEmployees({ query: { sort: 'lastName', order: 'ascend', pageSize: 10 } });
  let at = page.rows[0];
  for (let step = 0; at && step < 10; step++) {
    const around = await api.getEmployeeNeighbours({ path: { id: at.id } });
    if (around.position === 1) return at;
    at = around.previous ?? undefined;
  }
  throw new Error('no first employee');
}

/** Monday to Sunday of last week, in the company's zone: wholly past, the demo punched its weekdays only. */
function lastWeek(zone: string) {
  const monday = DateTime.now().setZone(zone).startOf('week').minus({ weeks: 1 });
  return { monday, fromT: monday.toISODate() ?? '', toT: monday.plus({ days: 6 }).toISODate() ?? '' };
}

describe('the timesheet’s cards', () => {
  it(
    'moves to the previous and next employee, wrapping; shows their fields; follows a kiosk punch live',
    async () => {
      const { app, page, api, zone } = running();
      const first = await firstEmployee(api);
      const around = await api.getEmployeeNeighbours({ path: { id: first.id } });
      const last = around.previous;
      const second = around.next;
      if (!last || !second) throw new Error('the demo company has too few employees');
      const detail = await api.getEmployee({ path: { id: first.id } });
      const template = await api.getEmployeeScheduleTemplate({ path: { employeeId: first.id } });
      const week = lastWeek(zone);

      await page.goto(`${app.url}/#/timesheet/view?id=${first.id}&fromT=${week.fromT}&toT=${week.toT}`);
      await shows(page, 'user-info-name', label(first));
      // the period's two date fields show their DD/MM/YYYY whole: the text is not cut at the field's edge
      for (const [field, date] of [
        ['#period-from', week.fromT],
        ['#period-to', week.toT],
      ] as const) {
        expect(await page.locator(field).inputValue()).toBe(DateTime.fromISO(date).toFormat('dd/MM/yyyy'));
        const widths = await page.evaluate<{ text: number; shown: number }>(
          `(() => { const e = document.querySelector('${field}'); return { text: e.scrollWidth, shown: e.clientWidth }; })()`,
        );
        expect(widths.text).toBeLessThanOrEqual(widths.shown);
      }
      expect(await page.getByTestId('user-info-pay-id').textContent()).toBe(detail.payId || '--');
      expect(await page.getByTestId('user-info-department').textContent()).toBe(detail.departmentName || '--');
      expect(await page.getByTestId('user-info-pay-group').textContent()).toBe(detail.payGroupName || '--');
      await shows(page, 'user-info-schedule', template.templateName ?? '--');
      expect(await page.getByTestId('user-info-standard').textContent()).toBe(
        detail.standardHours == null ? '--' : `${detail.standardHours.toFixed(1)} hrs`,
      );
      expect(await page.getByText('View Details').getAttribute('href')).toContain(`/employee/update?id=${first.id}`);

      // the first one's previous is the last one: the arrows wrap
      await page.getByTestId('employee-previous').click();
      await shows(page, 'user-info-name', label(last));
      expect(page.url()).toContain(`id=${last.id}`);
      const lastAround = await api.getEmployeeNeighbours({ path: { id: last.id } });
      expect(lastAround.position).toBe(lastAround.total);
      await page.getByTestId('employee-next').click();
      await shows(page, 'user-info-name', label(first));
      await page.getByTestId('employee-next').click();
      await shows(page, 'user-info-name', label(second));
      expect(page.url()).toContain(`id=${second.id}`);

      // a kiosk punch on last week's Saturday shows on the open timesheet, pushed, with no reload
      const saturday = week.monday.plus({ days: 5 });
      const date = saturday.toISODate() ?? '';
      const day = page.getByTestId(`day-${date}`);
      await day.waitFor({ timeout: 15_000 });
      expect(await day.getByTestId('punch-pair').count()).toBe(0);
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations.push(frame.url());
      });
      await postKioskPunch(app.url, app.deviceToken, {
        deviceId: 'timesheet-info-kiosk',
        devicePunchId: randomUUID(),
        clockId: second.clockId as number,
        punchTime: saturday.set({ hour: 10, minute: 5 }).toUTC().toISO() ?? '',
      });
      await day.getByTestId('pair-in').filter({ hasText: '10:05' }).waitFor({ timeout: 30_000 });
      expect(navigations).toEqual([]);

      // the period's arrows move it by its length
      await page.getByTestId('period-next').click();
      const next = { fromT: week.monday.plus({ weeks: 1 }), toT: week.monday.plus({ days: 13 }) };
      await shows(page, 'period-label', `${next.fromT.toFormat('dd/MM/yyyy')} - ${next.toT.toFormat('dd/MM/yyyy')}`);
      expect(page.url()).toContain(`fromT=${next.fromT.toISODate()}`);
    },
    TEST_MS,
  );

  it(
    'adds a pay card line: the pay type required, leave types left out, units to 2 decimals in the totals',
    async () => {
      const { app, page, api, zone } = running();
      const person = await firstEmployee(api);
      const week = lastWeek(zone);
      await page.goto(`${app.url}/#/timesheet/view?id=${person.id}&fromT=${week.fromT}&toT=${week.toT}`);
      const card = page.getByTestId('pay-card');
      await card.getByRole('button', { name: 'Edit' }).click();
      const modal = page.getByRole('dialog', { name: 'Pay Card' });
      await modal.getByRole('button', { name: 'Add' }).click();
      await modal.getByRole('button', { name: 'Save' }).click();
      await modal.getByText('Pay type is required.').waitFor();

      const payType = modal.getByLabel('Pay type of line 1', { exact: true });
      const offered = await payType.locator('option').allTextContents();
      expect(offered).toContain('Ordinary');
      expect(offered).not.toContain('Annual Leave');
      expect(offered.slice(1)).toEqual([...offered.slice(1)].sort((a, b) => a.localeCompare(b)));
      await payType.selectOption({ label: 'Ordinary' });
      await modal.getByLabel('Units of line 1', { exact: true }).fill('2.5');
      await modal.getByLabel('Notes of line 1', { exact: true }).fill('training');
      await modal.getByRole('button', { name: 'Save' }).click();
      await notified(page, 'success', 'Pay Card updated successfully.');
      await modal.waitFor({ state: 'hidden' });
      const line = card.getByTestId('pay-card-detail');
      await line.filter({ hasText: 'Ordinary' }).filter({ hasText: '2.50' }).waitFor({ timeout: 15_000 });
      await page.getByTestId('period-total-card').filter({ hasText: '+2.50 pay card' }).waitFor({ timeout: 30_000 });
      const saved = await api.getPayCard({ body: { employeeId: person.id, fromDate: week.fromT, toDate: week.toT } });
      expect(saved.details.map((d) => [d.payTypeName, d.units, d.notes, d.manualAdd])).toEqual([
        ['Ordinary', 2.5, 'training', true],
      ]);

      // a type already on the card is disabled on a new line; the saved line is deleted by its call
      await card.getByRole('button', { name: 'Edit' }).click();
      await modal.getByRole('button', { name: 'Add' }).click();
      expect(
        await modal
          .getByLabel('Pay type of line 2', { exact: true })
          .locator('option', { hasText: 'Ordinary' })
          .isDisabled(),
      ).toBe(true);
      await modal.getByRole('button', { name: 'Delete line 1' }).click();
      await notified(page, 'success', 'The pay card line is deleted.');
      await modal.getByRole('button', { name: 'Cancel' }).click();
      await card.getByText('No pay card lines for this period.').waitFor({ timeout: 15_000 });
    },
    TEST_MS,
  );
});
