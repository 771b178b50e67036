// The manager's timesheet edits in headless Chromium against the embedded app seeded with the demo company: a
// forgotten out punch added from the grid, shown recalculated without a reload, another user's change through the
// API shown the same way, then the punch deleted after the confirmation, and the day's history telling all three;
// and the explanation of each figure of a day with a late arrival and a late departure: why 7.97.
// Setup goes through the API (kiosk punches, the day's schedule), never the UI.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { signedInApi } from './support/api-session.js';
import { launchBrowser } from './support/browser.js';
import { useSignedInConsole } from './support/console-session.js';
import { DEMO_ADMIN, DEMO_PASSWORD } from './support/demo-app.js';
import { visibleAfterReloads } from './support/eventually.js';
import { postKioskPunch } from './support/kiosk.js';
import { signInThroughForm } from './support/sign-in-form.js';
import { latestSaturday, pairsOf, peopleByLastName, settledDay } from './support/timesheet-days.js';

const TEST_MS = 120_000;

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

async function notified(page: Page, level: 'success' | 'error', text: string) {
  const note = page.getByTestId(`notification-${level}`).filter({ hasText: text });
  await note.first().waitFor({ state: 'visible', timeout: 15_000 });
}

describe('timesheet punch edits', () => {
  it(
    'adds a forgotten out punch: the pair and the day total change without a reload, as does a change through the API; deletes it; the day’s history tells each',
    async () => {
      const { app, page, api, saturday } = running();
      const date = saturday.toISODate() ?? '';
      const me = person(0);
      await postKioskPunch(app.url, app.deviceToken, {
        deviceId: 'timesheet-kiosk',
        devicePunchId: randomUUID(),
        clockId: me.clockId,
        punchTime: saturday.set({ hour: 9, minute: 15 }).toUTC().toISO() ?? '',
      });

      await page.goto(`${app.url}/#/timesheet/view?id=${me.id}&fromT=${date}&toT=${date}`);
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
      const answer = await api.getPunchRecords({ query: { employeeId: me.id, fromT: date, endT: date } });
      const sheet = answer.timeSheets.find((d) => d.day === date);
      const shown = (sheet?.payTypeTimes ?? []).reduce((sum, p) => sum + (p.minutes ?? 0), 0);
      const stored = [...(sheet?.workShifts ?? []), ...(sheet?.unScheduledShifts ?? [])].flatMap((s) => s.punchPairs);
      expect(stored.map((p) => p.status)).toEqual(['Complete']);
      expect(await day.getByTestId('day-total').textContent()).toContain((shown / 60).toFixed(2));
      expect(await pair.getAttribute('data-status')).toBe('Complete');
      expect(navigations).toEqual([]);

      // another user moves the in punch through the API: the open page shows it, pushed, with no reload
      const inPunchId = stored[0]?.inPunchId ?? '';
      await api.saveSinglePunch({
        body: { id: inPunchId, employeeId: me.id, day: date, punchTime: '09:05', reason: 'kiosk clock was fast' },
      });
      await pair.getByRole('button', { name: 'Modify Punch In 09:05' }).waitFor({ timeout: 30_000 });
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
      expect(navigations).toEqual([]);

      // the day's History: the three changes, newest first, with who, why and the times before and after
      await page.getByRole('button', { name: `History ${date}` }).click();
      const history = page.getByRole('dialog', { name: `History ${saturday.toFormat('dd/MM/yyyy')}` });
      const rows = history.getByTestId('history-row');
      await rows.nth(2).waitFor({ timeout: 15_000 });
      expect(await history.getByTestId('history-change').allTextContents()).toEqual([
        'Punch deleted',
        'Punch updated',
        'Punch created',
      ]);
      expect(await history.getByTestId('history-reason').allTextContents()).toEqual([
        '--',
        'kiosk clock was fast',
        'forgot to punch out',
      ]);
      for (const row of await rows.all()) expect(await row.textContent()).toContain(DEMO_ADMIN);
      expect(await rows.nth(0).getByTestId('history-fields').textContent()).toContain(`time: ${date} 13:45 → --`);
      expect(await rows.nth(1).getByTestId('history-fields').textContent()).toContain(
        `time: ${date} 09:15 → ${date} 09:05`,
      );
      expect(await rows.nth(2).getByTestId('history-fields').textContent()).toContain(`time: -- → ${date} 13:45`);
      expect(await history.textContent()).toContain('Show 1 to 3 of 3 entries');
      expect(navigations).toEqual([]);
    },
    TEST_MS,
  );

  it(
    'takes the punch time 24-hour in a browser whose locale is en-US (a bare time input shows AM/PM there)',
    async () => {
      const { app, api, saturday } = running();
      const date = saturday.toISODate() ?? '';
      const me = person(2);
      await postKioskPunch(app.url, app.deviceToken, {
        deviceId: 'timesheet-kiosk',
        devicePunchId: randomUUID(),
        clockId: me.clockId,
        punchTime: saturday.set({ hour: 8, minute: 0 }).toUTC().toISO() ?? '',
      });
      const us = await launchBrowser({ locale: 'en-US' });
      try {
        const { page } = us;
        await signInThroughForm(page, app.url, DEMO_ADMIN, DEMO_PASSWORD);
        expect(await page.evaluate('navigator.language')).toBe('en-US');
        await page.goto(`${app.url}/#/timesheet/view?id=${me.id}&fromT=${date}&toT=${date}`);
        const pair = page.getByTestId(`day-${date}`).getByTestId('punch-pair');
        await visibleAfterReloads(page, pair.getByRole('button', { name: 'New Punch Out' }), 30_000);
        await pair.getByRole('button', { name: 'New Punch Out' }).click();
        const modal = page.getByRole('dialog', { name: 'New Punch' });
        const time = modal.getByLabel('Time');
        expect(await time.getAttribute('placeholder')).toBe('HH:mm');

        // typed as a 12-hour time it is refused with the spec's message
        await time.fill('');
        await time.pressSequentially('545pm');
        await modal.getByRole('button', { name: 'Save' }).click();
        await modal.getByText('Time is required.').waitFor();

        // typed 24-hour from the keyboard, stepped with the arrows, shown HH:mm once left
        await time.fill('');
        await time.pressSequentially('1744');
        await time.press('ArrowUp'); // the caret is in the minutes: 17:45
        await time.press('Tab');
        expect(await time.inputValue()).toBe('17:45');
        await modal.getByLabel('Reason').fill('forgot to punch out');
        await modal.getByRole('button', { name: 'Save' }).click();
        await modal.waitFor({ state: 'hidden', timeout: 15_000 });
        await pair.getByRole('button', { name: 'Modify Punch Out 17:45' }).waitFor({ timeout: 30_000 });

        // the punch saved is 17:45 on the day, and Modify Punch shows it so
        const sheet = (await api.getPunchRecords({ query: { employeeId: me.id, fromT: date, endT: date } })).timeSheets;
        const pairs = (sheet.find((d) => d.day === date)?.unScheduledShifts ?? []).flatMap((s) => s.punchPairs);
        expect(pairs.map((p) => [p.localIn, p.localOut])).toEqual([['08:00', '17:45']]);
        await pair.getByRole('button', { name: 'Modify Punch Out 17:45' }).click();
        expect(await page.getByRole('dialog', { name: 'Modify Punch' }).getByLabel('Time').inputValue()).toBe('17:45');
      } finally {
        await us.close();
      }
    },
    TEST_MS,
  );

  it(
    'explains why a day with a late arrival and a late departure pays 7.97 h: the day’s row, the pair’s hours, the period total',
    async () => {
      const { app, page, api, saturday } = running();
      const date = saturday.toISODate() ?? '';
      const me = person(1);
      // scheduled 08:00-16:30 with a 30-minute break; punched 08:02 and 16:35
      await api.saveEmployeeCustomSchedule({
        body: {
          employeeId: me.id,
          ruleVos: [
            {
              isOffDay: false,
              ruleDay: date,
              workSections: [{ startTime: '08:00', endTime: '16:30', breakTime: 30 }],
            },
          ],
        },
      });
      for (const [hour, minute] of [
        [8, 2],
        [16, 35],
      ] as const) {
        await postKioskPunch(app.url, app.deviceToken, {
          deviceId: 'timesheet-kiosk',
          devicePunchId: randomUUID(),
          clockId: me.clockId,
          punchTime: saturday.set({ hour, minute }).toUTC().toISO() ?? '',
        });
      }
      // Paid from the punch 08:02 (late arrival, no grace in the demo's pay group) to the scheduled end 16:30 (late
      // departure is not accepted): 508 min, less the 30-minute break, 478 min = 7.97 h of Ordinary.
      const day = (
        await settledDay(
          api,
          me.id,
          date,
          (d) => (d?.workShifts.length ?? 0) === 1 && pairsOf(d)[0]?.status === 'Complete',
        )
      ).timeSheets.find((d) => d.day === date);
      const ordinary = day?.payTypeTimes.find((p) => p.payTypeName === 'Ordinary');
      expect(ordinary?.minutes).toBe(478);
      const pair = pairsOf(day)[0];

      const week = { fromT: saturday.startOf('week').toISODate(), toT: saturday.endOf('week').toISODate() };
      await page.goto(`${app.url}/#/timesheet/view?id=${me.id}&fromT=${week.fromT}&toT=${week.toT}`);
      const column = page.getByTestId(`day-${date}`);
      await column.getByTestId('punch-pair').waitFor({ timeout: 30_000 });
      const lines = async (title: string | RegExp) => {
        const dialog = page.getByRole('dialog', { name: title });
        await dialog.getByTestId('explanation').waitFor({ timeout: 15_000 });
        const shown = await dialog.getByTestId('explanation-line').allTextContents();
        await dialog.getByRole('button', { name: 'Close' }).click();
        await dialog.waitFor({ state: 'detached' });
        return shown;
      };

      // the day's Ordinary row: the punches against the schedule, the late departure, the break, in that order
      await column.getByRole('button', { name: `Explain Ordinary ${date}` }).click();
      const why = await lines(`Why 7.97 Ordinary on ${saturday.toFormat('dd/MM/yyyy')}`);
      const at = (text: string) => why.findIndex((line) => line.includes(text));
      expect(why[at('In 08:02')]).toMatch(/^In 08:02, scheduled 08:00; .*paid from 08:02\.$/);
      expect(why[at('Out 16:35')]).toMatch(/^Out 16:35, scheduled 16:30; .*paid to 16:30\.$/);
      expect(at('late departure is not accepted')).toBeGreaterThan(-1);
      expect(at('Deducted the scheduled break of 30 min')).toBeGreaterThan(at('Out 16:35'));
      expect(at('In 08:02')).toBeLessThan(at('Out 16:35'));
      // the shift named as the timesheet shows it (its day and scheduled times), never by its key
      expect(why[at('Deducted the scheduled break of 30 min')]).toContain(
        `from shift ${saturday.setLocale('en').toFormat('ccc dd/MM')} 08:00–16:30:`,
      );
      expect(why.filter((line) => /\d{4}-\d{2}-\d{2}/.test(line))).toEqual([]);

      // the pair's hours: its own sentences, the break not among them (it is the shift's)
      await column.getByRole('button', { name: 'Explain hours 08:02-16:35' }).click();
      const pairWhy = await lines(`Why ${((pair?.worktime ?? 0) / 60).toFixed(2)} h`);
      expect(pairWhy).toEqual(pair?.explain);
      expect(pairWhy.some((line) => line.startsWith('In 08:02, scheduled 08:00'))).toBe(true);
      expect(pairWhy.some((line) => line.includes('Deducted'))).toBe(false);

      // the period total: the days that pay it, this one with its 7.97 and the same reasons
      await page.getByRole('button', { name: 'Explain Ordinary total' }).click();
      const total = page.getByRole('dialog', { name: /^Why .* Ordinary in the period$/ });
      const block = total
        .getByTestId('explanation-block')
        .filter({ hasText: `${saturday.toFormat('dd/MM/yyyy')}: 7.97` });
      await block.waitFor({ timeout: 15_000 });
      expect(await block.getByTestId('explanation-line').allTextContents()).toEqual(why);
    },
    TEST_MS,
  );
});
