// The manager's timesheet edits in headless Chromium against the embedded app seeded with the demo company: a
// forgotten out punch added from the grid, shown recalculated without a reload, then deleted after the
// confirmation. Setup goes through the API (a kiosk punch), never the UI.
import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { signedInApi } from './support/api-session.js';
import { useSignedInConsole } from './support/console-session.js';
import { DEMO_ADMIN, DEMO_PASSWORD } from './support/demo-app.js';
import { visibleAfterReloads } from './support/eventually.js';
import { postKioskPunch } from './support/kiosk.js';

const TEST_MS = 120_000;

const running = useSignedInConsole(async (app) => {
  const api = await signedInApi(app.url, DEMO_ADMIN, DEMO_PASSWORD);
  const zone = (await api.getCompanySettings()).timeZoneId;
  return { api, zone };
});

async function notified(page: Page, level: 'success' | 'error', text: string) {
  const note = page.getByTestId(`notification-${level}`).filter({ hasText: text });
  await note.first().waitFor({ state: 'visible', timeout: 15_000 });
}

describe('timesheet punch edits', () => {
  it(
    'adds a forgotten out punch: the pair and the day total change without a reload; then deletes it',
    async () => {
      const { app, page, api, zone } = running();
      // the latest Saturday before today: the demo has no punches on it
      const today = DateTime.now().setZone(zone).startOf('day');
      const saturday = today.minus({ days: (today.weekday - 6 + 7) % 7 || 7 });
      const date = saturday.toISODate() ?? '';
      const person = (await api.listEmployees({ query: { employeeStatus: 'Active' } }))
        .filter((r) => typeof r.clockId === 'number')
        .sort((a, b) => a.lastName.localeCompare(b.lastName))[0];
      if (!person) throw new Error('no demo employee');
      await postKioskPunch(app.url, app.deviceToken, {
        deviceId: 'timesheet-kiosk',
        devicePunchId: randomUUID(),
        clockId: person.clockId as number,
        punchTime: saturday.set({ hour: 9, minute: 15 }).toUTC().toISO() ?? '',
      });

      await page.goto(`${app.url}/#/timesheet/view?id=${person.id}&fromT=${date}&toT=${date}`);
      const day = page.getByTestId(`day-${date}`);
      const pair = day.getByTestId('punch-pair');
      await visibleAfterReloads(page, pair.getByRole('button', { name: 'New Punch Out' }), 30_000);
      expect(await pair.getByTestId('pair-in').textContent()).toBe('09:15');
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations.push(frame.url());
      });

      // New Punch on the missing out: Time required, then 13:45
      await pair.getByRole('button', { name: 'New Punch Out' }).click();
      const modal = page.getByRole('dialog', { name: 'New Punch' });
      await modal.getByLabel('Time').fill('');
      await modal.getByRole('button', { name: 'Save' }).click();
      await modal.getByText('Time is required.').waitFor();
      await modal.getByLabel('Time').fill('13:45');
      await modal.getByLabel('Reason').fill('forgot to punch out');
      await modal.getByRole('button', { name: 'Save' }).click();
      await notified(page, 'success', 'Save the punch successfully.');
      await modal.waitFor({ state: 'hidden' });
      await pair.getByRole('button', { name: 'Modify Punch Out 13:45' }).waitFor({ timeout: 30_000 });

      // the page shows what the server recalculated, with no reload
      await page.getByTestId('recalculating').waitFor({ state: 'detached', timeout: 30_000 });
      const answer = await api.getPunchRecords({ query: { employeeId: person.id, fromT: date, endT: date } });
      const sheet = answer.timeSheets.find((d) => d.day === date);
      const shown = (sheet?.payTypeTimes ?? []).reduce((sum, p) => sum + (p.minutes ?? 0), 0);
      const stored = [...(sheet?.workShifts ?? []), ...(sheet?.unScheduledShifts ?? [])].flatMap((s) => s.punchPairs);
      expect(stored.map((p) => p.status)).toEqual(['Complete']);
      expect(await day.getByTestId('day-total').textContent()).toContain((shown / 60).toFixed(2));
      expect(await pair.getAttribute('data-status')).toBe('Complete');
      expect(navigations).toEqual([]);

      // Modify Punch on the out punch: delete it after the confirmation; the pair is missing its out again
      await pair.getByRole('button', { name: 'Modify Punch Out 13:45' }).click();
      const modify = page.getByRole('dialog', { name: 'Modify Punch' });
      expect(await modify.getByLabel('Time').inputValue()).toBe('13:45');
      await modify.getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Are you sure to delete this punch?').waitFor();
      await page.getByRole('button', { name: 'Yes' }).click();
      await notified(page, 'success', 'Delete the punch successfully.');
      await pair.getByRole('button', { name: 'New Punch Out' }).waitFor({ timeout: 30_000 });
      const history = await api.getTimesheetHistory({ query: { employeeId: person.id, day: date } });
      expect(history.rows.map((r) => `${r.entity} ${r.action}`)).toEqual(
        expect.arrayContaining(['punch created', 'punch deleted']),
      );
      expect(navigations).toEqual([]);
    },
    TEST_MS,
  );
});
