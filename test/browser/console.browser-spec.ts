// The console in headless Chromium against the embedded app (every service and the gateway in this process,
// seeded with the demo company, mailing through a test SMTP server): sign-in, a kiosk punch pair showing on the
// timesheet, and the weekly roster: drag and drop (Ctrl copies), Copy Roster, Send All and Print.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { DateTime } from 'luxon';
import type { RollcallApi } from '@rollcall/api-client';
import type { Locator, Page } from 'playwright-core';
import { RecalcWorker } from '@rollcall/calculation';
import { pdfPages } from '../support/pdf-text.js';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture.js';
import { signedInApi } from './support/api-session.js';
import { useConsoleBrowser } from './support/console-session.js';
import { DEMO_ADMIN, DEMO_PASSWORD } from './support/demo-app.js';
import { eventually, visibleAfterReloads } from './support/eventually.js';
import { postKioskPunch } from './support/kiosk.js';
import { signInThroughForm, submitSignIn } from './support/sign-in-form.js';

const TEST_MS = 90_000;

// Before the app starts (its mailers read the environment then): a mail server that takes a moment over each mail,
// and Send All answering at once, so the roster follows it in the background.
let smtp: SmtpCapture | undefined;
const savedEnv: Record<string, string | undefined> = {};
beforeAll(async () => {
  smtp = await startSmtpCapture(undefined, { acceptAfterMs: 100 });
  for (const [name, value] of Object.entries(smtp.env({ SEND_ALL_WAIT_MS: '0' }))) {
    savedEnv[name] = process.env[name];
    process.env[name] = value;
  }
});
afterAll(async () => {
  await smtp?.close();
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const running = useConsoleBrowser();

describe('console sign-in', () => {
  it(
    'says "Failed to login." for a wrong password and stays on the sign-in screen',
    async () => {
      const { app, browser } = running();
      const { page } = browser;

      await submitSignIn(page, app.url, DEMO_ADMIN, `${DEMO_PASSWORD}-wrong`);

      const notification = page.getByTestId('notification-error');
      await notification.waitFor({ state: 'visible', timeout: 10_000 });
      expect(await notification.textContent()).toContain('Failed to login.');
      expect(new URL(page.url()).hash).toBe('#/login');
      // No session was stored (the expression runs in the page; this file is compiled without the DOM types).
      expect(await page.evaluate("window.localStorage.getItem('rollcall.session')")).toBeNull();
    },
    TEST_MS,
  );
});

describe('console timesheet', () => {
  it(
    'shows a kiosk punch pair with its local In and Out times and its hours',
    async () => {
      const { app, browser } = running();
      const { page } = browser;
      await signInThroughForm(page, app.url, DEMO_ADMIN, DEMO_PASSWORD);

      const api = await signedInApi(app.url, DEMO_ADMIN, DEMO_PASSWORD);
      const zone = (await api.getCompanySettings()).timeZoneId;
      const employee = await pickEmployee(api);
      const clockId = employee.clockId;

      // The demo seed punches every employee on the weekdays of last week and this week (about 08:00 and 16:30),
      // never on a weekend, so the latest Saturday is free: our pair cannot be paired with seeded punches.
      const day = mostRecentSaturday(zone);
      const date = day.toISODate() ?? '';
      const week = { fromT: day.startOf('week').toISODate() ?? '', toT: day.endOf('week').toISODate() ?? '' };
      await expectNoPairsOn(api, employee.id, date, week);

      const clockIn = day.set({ hour: 8, minute: 0 });
      const clockOut = clockIn.plus({ hours: 8, minutes: 30 });
      for (const [kind, at] of [
        ['in', clockIn],
        ['out', clockOut],
      ] as const) {
        const answer = await postKioskPunch(app.url, app.deviceToken, {
          deviceId: 'browser-test-kiosk',
          devicePunchId: `${kind}-${randomUUID()}`,
          clockId,
          punchTime: at.toUTC().toISO() ?? '',
        });
        expect(answer).toMatchObject({ message: 'success', employeeId: employee.id, duplicate: false });
      }

      // Expected, from the punches: In 08:00 and Out 16:30, local to the company's zone (the console must show
      // them so even though this browser runs in UTC). Hours 8.50: the pair's worktime is its own paid span,
      // 16:30 - 08:00 = 510 minutes. Nothing moves it: the demo employees have no schedule, so the pair is
      // unscheduled work, which the demo pay group (the default rules: approvedUnscheduledWork and
      // punchPairWitoutSchedule on) pays and pairs; with no schedule there is no early/late clamp and no grace;
      // they have no time rounding; and a break is deducted from a scheduled shift's total (deductTime), never
      // from a pair, and an unscheduled shift has no scheduled break. 510 / 60 to 2 decimals = "8.50".
      const expected = { in: '08:00', out: '16:30', hours: (510 / 60).toFixed(2) };

      await page.goto(`${app.url}/#/timesheet/view?id=${employee.id}&fromT=${week.fromT}&toT=${week.toT}`);
      const column = page.getByTestId(`day-${date}`);
      const pair = column
        .getByTestId('punch-pair')
        .filter({ has: page.locator('[data-testid="pair-in"]', { hasText: expected.in }) })
        // the pair shows with its in punch alone until the out punch is calculated too
        .filter({ has: page.locator('[data-testid="pair-out"]', { hasText: expected.out }) });
      await visibleAfterReloads(page, pair, 20_000);

      expect(await pair.count()).toBe(1);
      expect(await pair.getByTestId('pair-in').textContent()).toBe(expected.in);
      expect(await pair.getByTestId('pair-out').textContent()).toBe(expected.out);
      expect(await pair.getByTestId('pair-hours').textContent()).toBe(expected.hours);
      expect(new URL(page.url()).hash).toContain(`fromT=${week.fromT}`);
      expect(new URL(page.url()).hash).toContain(`toT=${week.toT}`);
    },
    TEST_MS,
  );
});

describe('console weekly roster', () => {
  it(
    'adds a shift dragged from the list, moves its bar to another day, and refuses an overlapping drop',
    async () => {
      const { app, browser } = running();
      const { page } = browser;
      await signInThroughForm(page, app.url, DEMO_ADMIN, DEMO_PASSWORD);
      const api = await signedInApi(app.url, DEMO_ADMIN, DEMO_PASSWORD);

      // the roster opens on this week (the browser's today, Monday first); one employee, two free days of it
      const monday = DateTime.now().startOf('week');
      const week = { startDate: monday.toISODate() ?? '', endDate: monday.plus({ days: 6 }).toISODate() ?? '' };
      const [row] = (await api.getRoster({ query: { ...week, sortBy: 'lastName', pageSize: 1 } })).rows;
      if (!row) throw new Error('the demo company has no employees on the roster');
      // the demo employees work weekdays: the weekend's Off Days take the drops (a shift replaces an Off Day)
      const [first, second] = row.scheduleRuleVoList.slice(5).map((d) => d.title);
      if (!first || !second) throw new Error(`no weekend this week: ${JSON.stringify(row.scheduleRuleVoList)}`);
      const position = row.employee.departmentId ?? '';
      const tag = randomUUID().slice(0, 6);
      const morning = await api.createShiftDefinition({
        body: { departmentId: position, startTime: '06:00', endTime: '12:00', labelName: `Morning ${tag}` },
      });
      const midday = await api.createShiftDefinition({
        body: { departmentId: position, startTime: '10:00', endTime: '14:00', labelName: `Midday ${tag}` },
      });

      await page.goto(`${app.url}/#/standardshifts/rosterByEmployee`);
      await page.getByLabel('Search employees', { exact: true }).fill(row.employee.lastName);
      const employeeId = row.employee.id;
      const cell = (date: string) => page.getByTestId(`cell-${employeeId}-${date}`);
      await page.getByTestId(`roster-row-${employeeId}`).waitFor({ timeout: 20_000 });
      await page.getByLabel('Search shifts', { exact: true }).fill(tag);
      const panelMorning = page.getByTestId(`panel-shift:${morning.id}`);
      await rosterSearched(page, row.employee.lastName);
      await eventually(
        async () => (await page.locator('[data-testid^="panel-shift:"]').count()) === 2,
        'the shift list showing only the two searched shifts',
      );

      // a shift from the list onto a cell adds it; the day's hours follow
      await drag(page, panelMorning, cell(first));
      const bar = cell(first).getByRole('button', { name: `Morning ${tag} 06:00 - 12:00` });
      await bar.waitFor({ timeout: 10_000 });
      const hours = (date: string) => page.getByTestId(`day-hours-${date}`);
      await expectText(hours(first), '6.00 hrs');

      // the bar dragged to another day moves there
      await drag(page, bar, cell(second));
      await cell(second)
        .getByRole('button', { name: `Morning ${tag} 06:00 - 12:00` })
        .waitFor({ timeout: 10_000 });
      await cell(first).getByText('Drop here').waitFor({ timeout: 10_000 });
      await expectText(hours(first), '0.00 hrs');
      await expectText(hours(second), '6.00 hrs');

      // a shift overlapping the one on that day is refused with the spec's message, and nothing changes
      await drag(page, page.getByTestId(`panel-shift:${midday.id}`), cell(second));
      await page
        .getByTestId('notification-error')
        .filter({ hasText: 'Oops,Schedule conflict,please add a new shift.' })
        .first()
        .waitFor({ timeout: 10_000 });
      const stored = (await api.getRoster({ query: { ...week, search: row.employee.lastName, pageSize: 10 } })).rows
        .find((r) => r.employee.id === employeeId)
        ?.scheduleRuleVoList.slice(5)
        .map((d) => [d.title, d.isOffDay, d.workSections.map((s) => s.labelName)]);
      expect(stored).toEqual([
        [first, false, []],
        [second, false, [`Morning ${tag}`]],
      ]);
    },
    TEST_MS,
  );
});

describe('console weekly roster: copy, Copy Roster, Send All and Print', () => {
  const monday = DateTime.now().startOf('week');
  const week = { startDate: monday.toISODate() ?? '', endDate: monday.plus({ days: 6 }).toISODate() ?? '' };
  const next = {
    startDate: monday.plus({ weeks: 1 }).toISODate() ?? '',
    endDate: monday.plus({ weeks: 1, days: 6 }).toISODate() ?? '',
  };
  const dayMonthYear = (date: string) => DateTime.fromISO(date).toFormat('dd/MM/yyyy');
  /** An employee's days as the roster shows them: off or not, and each bar's times and label. */
  const daysOf = (rows: Awaited<ReturnType<RollcallApi['getRoster']>>['rows'], employeeId: string) =>
    rows
      .find((r) => r.employee.id === employeeId)
      ?.scheduleRuleVoList.map((d) => [
        d.isOffDay,
        d.workSections.map((x) => `${x.startTime}-${x.endTime} ${x.labelName}`),
      ]);
  /** Signs in, reads this week's whole roster through the API, and opens the roster screen on it. */
  const openRosterOfTheWeek = async () => {
    const { app, browser } = running();
    const { page } = browser;
    await signInThroughForm(page, app.url, DEMO_ADMIN, DEMO_PASSWORD);
    const api = await signedInApi(app.url, DEMO_ADMIN, DEMO_PASSWORD);
    const rows = (await api.getRoster({ query: { ...week, sortBy: 'lastName', pageSize: 1000 } })).rows;
    const [first] = rows;
    if (!first) throw new Error('the demo company has no employees on the roster');
    await page.goto(`${app.url}/#/standardshifts/rosterByEmployee`);
    await page.getByTestId(`roster-row-${first.employee.id}`).waitFor({ timeout: 20_000 });
    return { page, api, rows, first };
  };

  it(
    'copies a bar to another day with Ctrl held, and the bar stays where it was',
    async () => {
      const { app, browser } = running();
      const { page } = browser;
      await signInThroughForm(page, app.url, DEMO_ADMIN, DEMO_PASSWORD);
      const api = await signedInApi(app.url, DEMO_ADMIN, DEMO_PASSWORD);
      const [, row] = (await api.getRoster({ query: { ...week, sortBy: 'lastName', pageSize: 2 } })).rows;
      if (!row) throw new Error('the demo company has fewer than two employees on the roster');
      const [saturday, sunday] = row.scheduleRuleVoList.slice(5).map((d) => d.title);
      if (!saturday || !sunday) throw new Error(`no weekend this week: ${JSON.stringify(row.scheduleRuleVoList)}`);
      const tag = randomUUID().slice(0, 6);
      const shift = await api.createShiftDefinition({
        body: {
          departmentId: row.employee.departmentId ?? '',
          startTime: '07:00',
          endTime: '11:00',
          labelName: `Copy ${tag}`,
        },
      });
      await api.saveRosterSection({
        body: { employeeId: row.employee.id, ruleDate: saturday, baseShiftWorksectionId: shift.id },
      });

      await page.goto(`${app.url}/#/standardshifts/rosterByEmployee`);
      await page.getByLabel('Search employees', { exact: true }).fill(row.employee.lastName);
      await rosterSearched(page, row.employee.lastName);
      const cell = (date: string) => page.getByTestId(`cell-${row.employee.id}-${date}`);
      const name = `Copy ${tag} 07:00 - 11:00`;
      const bar = cell(saturday).getByRole('button', { name });
      await bar.waitFor({ timeout: 20_000 });

      await page.keyboard.down('Control');
      try {
        await drag(page, bar, cell(sunday));
      } finally {
        await page.keyboard.up('Control');
      }
      await cell(sunday).getByRole('button', { name }).waitFor({ timeout: 10_000 });
      expect(await cell(saturday).getByRole('button', { name }).count()).toBe(1);
      const stored = (await api.getRoster({ query: { ...week, search: row.employee.lastName, pageSize: 10 } })).rows
        .find((r) => r.employee.id === row.employee.id)
        ?.scheduleRuleVoList.slice(5);
      const [onSaturday, onSunday] = (stored ?? []).map((d) => d.workSections);
      expect(onSaturday?.map((x) => x.labelName)).toEqual([`Copy ${tag}`]);
      expect(onSunday?.map((x) => x.labelName)).toEqual([`Copy ${tag}`]);
      // a copy is a section of its own
      expect(onSunday?.[0]?.id).not.toBe(onSaturday?.[0]?.id);
    },
    TEST_MS,
  );

  it(
    'copies this week’s roster onto next week with Copy Roster',
    async () => {
      const { page, api, rows: source } = await openRosterOfTheWeek();
      const before = (await api.getRoster({ query: { ...next, sortBy: 'lastName', pageSize: 1000 } })).rows;
      // next week is the templates' (the Warehouse works early shifts then), not a copy of this one yet
      expect(source.map((r) => daysOf(before, r.employee.id))).not.toEqual(
        source.map((r) => daysOf(source, r.employee.id)),
      );

      await page.getByRole('button', { name: 'Copy', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Copy Roster' });
      await dialog.getByLabel('Copy from', { exact: true }).fill(dayMonthYear(week.startDate));
      await dialog.getByLabel('Copy to', { exact: true }).fill(dayMonthYear(week.endDate));
      await dialog.getByLabel('Paste to', { exact: true }).fill(dayMonthYear(next.startDate));
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page
        .getByTestId('notification-success')
        .filter({ hasText: 'Copy the roster successfully.' })
        .first()
        .waitFor({ timeout: 30_000 });

      const after = (await api.getRoster({ query: { ...next, sortBy: 'lastName', pageSize: 1000 } })).rows;
      expect(after.map((r) => r.employee.id)).toEqual(source.map((r) => r.employee.id));
      for (const row of source) expect(daysOf(after, row.employee.id)).toEqual(daysOf(source, row.employee.id));
    },
    TEST_MS,
  );

  it(
    'Send All mails each employee their week, shows how far it has got, and says when every mail is sent',
    async () => {
      const mails = smtp;
      if (!mails) throw new Error('the SMTP server did not start');
      const { page, rows, first } = await openRosterOfTheWeek();
      mails.clear();

      await page.getByRole('button', { name: 'Send All', exact: true }).click();
      // the server goes on in the background (the mail server takes 100 ms a mail): the button counts
      await page
        .getByRole('button', { name: new RegExp(`^Sending \\d+ of ${rows.length}$`) })
        .waitFor({ timeout: 20_000 });
      await page
        .getByTestId('notification-success')
        .filter({ hasText: 'Email sent successfully' })
        .first()
        .waitFor({ timeout: 60_000 });
      expect(mails.mails).toHaveLength(rows.length);
      const address = (r: (typeof rows)[number]) =>
        `${r.employee.firstName}.${r.employee.lastName}`.toLowerCase().replace(/\s+/g, '') + '@demo.test';
      expect(mails.mails.flatMap((m) => m.to).sort()).toEqual(rows.map(address).sort());
      const mail = await mails.waitFor((m) => m.to.includes(address(first)));
      const [from, to] = [DateTime.fromISO(week.startDate), DateTime.fromISO(week.endDate)];
      expect(mail.subject).toBe(`Your schedule: ${from.toFormat('ccc d LLL')} to ${to.toFormat('ccc d LLL yyyy')}`);
      expect(mail.text).toContain(`Hello ${first.employee.firstName},`);
      expect(mail.html).toContain(from.toFormat('ccc d LLL'));
    },
    TEST_MS,
  );

  it(
    'Print downloads the week as a PDF holding every employee’s name',
    async () => {
      const { page, rows } = await openRosterOfTheWeek();
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        page.getByRole('button', { name: 'Print', exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`weekly-schedule-${week.startDate}-to-${week.endDate}.pdf`);
      const text = (await pdfPages(new Uint8Array(await readFile((await download.path()) ?? '')))).join(' ');
      // by last name, as the roster: "Last, First" for each employee it shows
      const names = rows.map((r) => `${r.employee.lastName}, ${r.employee.firstName}`);
      expect(names.filter((name) => !text.includes(name))).toEqual([]);
      expect(text.indexOf(names[0] ?? '')).toBeLessThan(text.indexOf(names[names.length - 1] ?? ''));
    },
    TEST_MS,
  );
});

/** A pointer drag as a person makes it: press, a few pixels to start it (2 px activate), across, release. */
async function drag(page: Page, source: Locator, target: Locator): Promise<void> {
  // the week is wider than the window: the table scrolls the target day into view beside the shift list
  await target.scrollIntoViewIfNeeded();
  await source.scrollIntoViewIfNeeded();
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag: the source or the target is not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 6, from.y + from.height / 2 + 6, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

/**
 * Waits until the roster shows only rows matching `search`: the search is debounced and the previous page stays
 * until the new one arrives, and a drag started before then grabs what moves under the pointer.
 */
async function rosterSearched(page: Page, search: string): Promise<void> {
  await eventually(
    async () => {
      const rows = await page.locator('[data-testid^="roster-row-"]').allTextContents();
      return rows.length > 0 && rows.every((text) => text.includes(search));
    },
    `the roster showing only rows matching ${search}`,
    20_000,
  );
}

async function expectText(locator: Locator, text: string): Promise<void> {
  await locator.filter({ hasText: text }).waitFor({ timeout: 10_000 });
  expect(await locator.textContent()).toContain(text);
}

describe('console timesheet while recalculating', () => {
  it(
    'says how many days are still being recalculated, then shows the new pair without a reload',
    async () => {
      const { app, browser } = running();
      const { page } = browser;
      await signInThroughForm(page, app.url, DEMO_ADMIN, DEMO_PASSWORD);
      const api = await signedInApi(app.url, DEMO_ADMIN, DEMO_PASSWORD);
      const zone = (await api.getCompanySettings()).timeZoneId;
      const employee = await pickEmployee(api, 1);
      const day = mostRecentSaturday(zone).minus({ weeks: 1 });
      const week = { fromT: day.startOf('week').toISODate() ?? '', toT: day.endOf('week').toISODate() ?? '' };
      await expectNoPairsOn(api, employee.id, day.toISODate() ?? '', week);

      const worker = app.nest.get(RecalcWorker, { strict: false });
      await worker.pause();
      try {
        for (const [kind, at] of [
          ['in', day.set({ hour: 9 })],
          ['out', day.set({ hour: 13 })],
        ] as const) {
          await postKioskPunch(app.url, app.deviceToken, {
            deviceId: 'browser-test-kiosk',
            devicePunchId: `recalculating-${kind}-${randomUUID()}`,
            clockId: employee.clockId,
            punchTime: at.toUTC().toISO() ?? '',
          });
        }
        await page.goto(`${app.url}/#/timesheet/view?id=${employee.id}&fromT=${week.fromT}&toT=${week.toT}`);
        const banner = page.getByTestId('recalculating');
        await banner.waitFor({ state: 'visible', timeout: 20_000 });
        expect(await banner.textContent()).toMatch(/^Recalculating… \d+ days? to go; the totals are not final yet\.$/);
      } finally {
        worker.resume();
      }
      const pair = page
        .getByTestId(`day-${day.toISODate() ?? ''}`)
        .getByTestId('punch-pair')
        .filter({ has: page.locator('[data-testid="pair-in"]', { hasText: '09:00' }) });
      await pair.waitFor({ state: 'visible', timeout: 30_000 });
      expect(await page.getByTestId('recalculating').count()).toBe(0);
      expect(await pair.getByTestId('pair-hours').textContent()).toBe('4.00');
    },
    TEST_MS,
  );
});

/** An active employee with a clock id, the `index`th by first name (the order the console's picker shows). */
async function pickEmployee(api: RollcallApi, index = 0): Promise<{ id: string; clockId: number }> {
  const rows = await api.listEmployees({ query: { employeeStatus: 'Active' } });
  const row = [...rows]
    .sort((a, b) => a.firstName.localeCompare(b.firstName))
    .filter((r) => typeof r.clockId === 'number')[index];
  if (!row || typeof row.clockId !== 'number') throw new Error('the demo company has no employee with a clock id');
  return { id: row.id, clockId: row.clockId };
}

/** The latest Saturday strictly before today, in `zone` (luxon weekdays: Monday 1 ... Sunday 7). */
function mostRecentSaturday(zone: string): DateTime {
  const today = DateTime.now().setZone(zone).startOf('day');
  const back = (today.weekday - 6 + 7) % 7 || 7;
  return today.minus({ days: back });
}

async function expectNoPairsOn(
  api: RollcallApi,
  employeeId: string,
  date: string,
  week: { fromT: string; toT: string },
): Promise<void> {
  const period = await api.getPunchRecords({ query: { employeeId, fromT: week.fromT, endT: week.toT } });
  const sheet = period.timeSheets.find((s) => s.day === date);
  const pairs = (sheet?.unScheduledPairs.length ?? 0) + (sheet?.workShifts.flatMap((s) => s.punchPairs).length ?? 0);
  expect(pairs).toBe(0);
}
