// Pay groups and pay types in headless Chromium against the embedded app seeded with the demo company: a pay group
// whose conditional fields appear and disappear, refused until its required fields are filled, saved and listed;
// a pay type created through the modal with the Allowance/Leave exclusion; the what-if preview of a changed
// overtime threshold (issue 13), its hours and costs checked against the stored days, the employee's pay rate and
// the pay types' rate factors, and nothing saved.
import { randomUUID } from 'node:crypto';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { Locator, Page } from 'playwright-core';
import { signedInApi } from './support/api-session.js';
import { useSignedInConsole } from './support/console-session.js';
import { DEMO_ADMIN, DEMO_PASSWORD } from './support/demo-app.js';
import type { DataSource } from 'typeorm';
import { inputValueIs } from './support/eventually.js';
import { closedLastWeek } from './support/last-week.js';

const TEST_MS = 120_000;

const running = useSignedInConsole(async (app) => ({ api: await signedInApi(app.url, DEMO_ADMIN, DEMO_PASSWORD) }));

const tag = () => randomUUID().slice(0, 8);
const errorOf = async (page: Page, field: Locator) =>
  page.locator('#' + (await field.getAttribute('aria-describedby')));

describe('pay group page', () => {
  it(
    'shows the start day for Monthly and the daily threshold for Daily overtime, requires them, saves and lists',
    async () => {
      const { app, page, api } = running();
      await page.goto(`${app.url}/#/paygroup/list`);
      await page.getByRole('heading', { name: 'Pay Groups' }).waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: 'New', exact: true }).click();
      await page.waitForURL((url) => url.hash === '#/paygroup/create', { timeout: 10_000 });
      await page.getByRole('heading', { name: 'Create a new pay group' }).waitFor({ timeout: 10_000 });

      // defaults of a new pay group
      expect(await page.getByLabel('Pay Period', { exact: true }).inputValue()).toBe('Weekly');
      expect(await page.getByLabel('Shift Threshold (minutes)', { exact: true }).inputValue()).toBe('90');
      expect(await page.getByLabel('Accept Early Arrival', { exact: true }).isChecked()).toBe(true);

      const startDay = page.getByLabel('Start Day Of Month', { exact: true });
      expect(await startDay.count()).toBe(0);
      await page.getByLabel('Pay Period', { exact: true }).selectOption('Monthly');
      await startDay.waitFor({ timeout: 5_000 });
      expect(await startDay.inputValue()).toBe('1');
      await startDay.selectOption('15');
      await page.getByLabel('Pay Period', { exact: true }).selectOption('Fortnightly');
      await startDay.waitFor({ state: 'detached', timeout: 5_000 });
      await page.getByLabel('Pay Period', { exact: true }).selectOption('Monthly');
      await startDay.selectOption('15');

      const daily = page.getByLabel('Daily Overtime Threshold (hours)', { exact: true });
      expect(await daily.count()).toBe(0);
      await page.getByLabel('Overtime Calculation', { exact: true }).selectOption('Daily');
      await daily.waitFor({ timeout: 5_000 });
      expect(await page.getByLabel('Period Overtime Threshold (hours)', { exact: true }).count()).toBe(0);

      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const dailyError = await errorOf(page, daily);
      await dailyError.waitFor({ state: 'visible', timeout: 5_000 });
      expect(await dailyError.textContent()).toBe('This field is required.');
      const nameError = await errorOf(page, page.getByLabel('Name', { exact: true }));
      expect(await nameError.textContent()).toBe('This field is required.');
      expect(new URL(page.url()).hash).toBe('#/paygroup/create');

      // Weekly overtime swaps the daily threshold for the period one
      await page.getByLabel('Overtime Calculation', { exact: true }).selectOption('Weekly');
      await daily.waitFor({ state: 'detached', timeout: 5_000 });
      await page.getByLabel('Period Overtime Threshold (hours)', { exact: true }).waitFor({ timeout: 5_000 });
      await page.getByLabel('Overtime Calculation', { exact: true }).selectOption('Daily');

      const name = `Monthly ${tag()}`;
      await page.getByLabel('Name', { exact: true }).fill(name);
      await daily.fill('8');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.waitForURL((url) => url.hash.startsWith('#/paygroup/list'), { timeout: 15_000 });
      await page
        .getByTestId('notification-success')
        .filter({ hasText: 'Pay group is saved successfully.' })
        .first()
        .waitFor({ timeout: 10_000 });
      await page.getByLabel('Filter', { exact: true }).fill(name.toLowerCase());
      const row = page.getByTestId('table-row').filter({ hasText: name });
      await row.waitFor({ timeout: 10_000 });
      expect(await row.textContent()).toContain('Active');

      const saved = (await api.getPayGroups()).find((g) => g.name === name);
      expect(saved).toMatchObject({
        period: 'Monthly',
        startDayOfMonth: 15,
        overtimeCalculationType: 'Daily',
        dailyOvertimeThreshold: 8,
        acceptEA: true,
      });

      // Edit opens the detail page with its values
      await row.getByRole('link', { name: `Edit ${name}` }).click();
      await page.getByRole('heading', { name: 'Modify a pay group' }).waitFor({ timeout: 10_000 });
      expect(await page.getByLabel('Start Day Of Month', { exact: true }).inputValue()).toBe('15');
      expect(await page.getByRole('button', { name: 'Save and continue to create' }).count()).toBe(0);
    },
    TEST_MS,
  );
});

describe('pay group page, Save and continue to create', () => {
  it(
    'saves, stays on the create page and starts over from the defaults',
    async () => {
      const { app, page, api } = running();
      await page.goto(`${app.url}/#/paygroup/create`);
      await page.getByRole('heading', { name: 'Create a new pay group' }).waitFor({ timeout: 15_000 });
      const name = `Continue ${tag()}`;
      await page.getByLabel('Name', { exact: true }).fill(name);
      await page.getByLabel('Auto Leave', { exact: true }).check();
      const autoLeaveType = page.getByLabel('Auto Leave Type', { exact: true });
      await autoLeaveType.locator('option:not([value=""])').first().waitFor({ state: 'attached', timeout: 10_000 });
      await autoLeaveType.selectOption({ label: 'Annual Leave' });
      await page.getByRole('button', { name: 'Save and continue to create' }).click();
      await page
        .getByTestId('notification-success')
        .filter({ hasText: 'Pay group is saved successfully.' })
        .first()
        .waitFor({ timeout: 10_000 });
      expect(new URL(page.url()).hash).toBe('#/paygroup/create');
      await inputValueIs(page.locator('input[type=text], input:not([type])').first(), '', 5_000);
      expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('');
      expect(await page.getByLabel('Auto Leave Type', { exact: true }).count()).toBe(0);
      const saved = (await api.getPayGroups()).find((g) => g.name === name);
      expect(saved).toMatchObject({ autoLeave: true, period: 'Weekly' });
      expect(saved?.autoLeavePayTypeId).toEqual(expect.any(String));
    },
    TEST_MS,
  );
});

describe('pay group delete', () => {
  it(
    "refuses deleting a pay group employees use with the server's message, after the confirmation",
    async () => {
      const { app, page, api } = running();
      const inUse = (await api.getPayGroups()).find((g) => g.name === 'Weekly Staff');
      expect(inUse).toBeDefined();
      await page.goto(`${app.url}/#/paygroup/list`);
      await page.getByRole('heading', { name: 'Pay Groups' }).waitFor({ timeout: 15_000 });
      await page.getByLabel('Select Weekly Staff', { exact: true }).check();
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByText('Are you sure you want to delete it/them?').waitFor({ timeout: 5_000 });
      await page.getByRole('button', { name: 'Yes', exact: true }).click();
      await page
        .getByTestId('notification-error')
        .filter({ hasText: "Weekly Staff are not deleted, because it's in use for employees." })
        .first()
        .waitFor({ timeout: 10_000 });
      expect((await api.getPayGroups()).some((g) => g.name === 'Weekly Staff')).toBe(true);
    },
    TEST_MS,
  );
});

describe('pay types list', () => {
  it(
    'stars the system defaults and does not let them be selected for deletion',
    async () => {
      const { app, page } = running();
      await page.goto(`${app.url}/#/paytype/list`);
      await page.getByRole('heading', { name: 'Pay Types' }).waitFor({ timeout: 15_000 });
      const ordinary = page.getByTestId('table-row').filter({ hasText: 'Ordinary' });
      await ordinary.waitFor({ timeout: 10_000 });
      expect(await ordinary.getByLabel('System default pay type').getAttribute('title')).toBe(
        'System default pay type',
      );
      expect(await ordinary.getByLabel('Select Ordinary', { exact: true }).isDisabled()).toBe(true);
    },
    TEST_MS,
  );
});

describe('pay type modal', () => {
  it(
    'creates a pay type: Allowance and Leave clear each other, Paid Leave shows only for leave',
    async () => {
      const { app, page, api } = running();
      await page.goto(`${app.url}/#/paytype/list`);
      await page.getByRole('heading', { name: 'Pay Types' }).waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: 'New', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Create a new pay type').waitFor({ timeout: 10_000 });
      expect(await dialog.getByLabel('Active', { exact: true }).isDisabled()).toBe(true);

      const paid = dialog.getByLabel('Paid Leave', { exact: true });
      expect(await paid.count()).toBe(0);
      await dialog.getByLabel('Leave', { exact: true }).check();
      await paid.waitFor({ timeout: 5_000 });
      await dialog.getByLabel('Allowance', { exact: true }).check();
      expect(await dialog.getByLabel('Leave', { exact: true }).isChecked()).toBe(false);
      await paid.waitFor({ state: 'detached', timeout: 5_000 });
      await dialog.getByLabel('Leave', { exact: true }).check();
      await paid.uncheck();

      const code = `T${tag()}`.toUpperCase();
      await dialog.getByLabel('Code', { exact: true }).fill(code);
      await dialog.getByLabel('Name', { exact: true }).fill(`Training ${code}`);
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await page
        .getByTestId('notification-success')
        .filter({ hasText: 'Pay type is saved successfully.' })
        .first()
        .waitFor({ timeout: 10_000 });
      await page.getByLabel('Filter', { exact: true }).fill(code.toLowerCase());
      await page.getByTestId('table-row').filter({ hasText: code }).waitFor({ timeout: 10_000 });
      const saved = (await api.getPayTypes()).find((p) => p.code === code);
      expect(saved).toMatchObject({ leaveStatus: true, isAllowance: false, paidLeave: false, active: true });
    },
    TEST_MS,
  );
});

describe('pay group what-if preview', () => {
  /** hundredths of an hour, as the preview and the exports round minutes */
  const hours = (minutes: number) => (Math.round((minutes * 100) / 60) / 100).toFixed(2);
  const signed = (minutes: number) =>
    minutes > 0 ? `+${hours(minutes)}` : minutes < 0 ? `-${hours(-minutes)}` : '0.00';

  it('previews a daily overtime threshold of 6 hours: last closed week’s hours past 6 a day move to overtime, nothing saved', async () => {
    const { app, page, api } = running();
    const period = await closedLastWeek(api);
    const group = (await api.getPayGroups()).find((g) => g.name === 'Weekly Staff');
    if (!group) throw new Error('the demo has no Weekly Staff pay group');
    const aroha = (await api.listEmployees({ query: { employeeStatus: 'Active', pageSize: 100 } })).find(
      (e) => e.firstName === 'Aroha' && e.lastName === 'Ngata',
    );
    if (!aroha) throw new Error('the demo has no Aroha Ngata');
    // the stored days of the closed week: what she is paid today, and what a 6-hour daily threshold makes of it
    const sheet = await api.getPunchRecords({
      query: { employeeId: aroha.id, fromT: period.fromDate, endT: period.toDate },
    });
    const days = sheet.timeSheets.map((d) => d.payTypeTimes).filter((pays) => pays.length > 0);
    expect(days.flat().every((p) => p.code === 'ORD')).toBe(true);
    const ordinary = days.map((pays) => pays.reduce((sum, p) => sum + (p.minutes ?? 0), 0));
    const before = ordinary.reduce((a, b) => a + b, 0);
    const overtime = ordinary.reduce((sum, m) => sum + Math.max(0, m - 360), 0);
    expect(overtime).toBeGreaterThan(0);
    const calculation = app.nest.get<DataSource>(getDataSourceToken('calculation'), { strict: false });
    const storedDays = async () =>
      (await calculation.query(
        `SELECT string_agg(employee_id::text || date::text || result::text, '|' ORDER BY employee_id, date) AS days
             FROM calculation.calculated_days WHERE date BETWEEN $1 AND $2`,
        [period.fromDate, period.toDate],
      )) as { days: string }[];
    const daysBefore = await storedDays();
    const groupBefore = await api.getPayGroup({ path: { id: group.id } });

    await page.goto(`${app.url}/#/paygroup/${group.id}`);
    await page.getByRole('heading', { name: 'Modify a pay group' }).waitFor({ timeout: 15_000 });
    await page.getByLabel('Overtime Calculation', { exact: true }).selectOption('Daily');
    await page.getByLabel('Daily Overtime Threshold (hours)', { exact: true }).fill('6');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview of the unsaved rules' });
    await dialog.getByTestId('preview-periods').waitFor({ timeout: 60_000 });
    expect(await dialog.getByTestId('preview-periods').textContent()).toContain(`${period.periodCode} (`);
    expect(await dialog.getByTestId('preview-periods').textContent()).toContain('last closed');

    // her two lines of the closed week, paged through as a user would (changed lines first, by name)
    const cells = async (payType: string) => {
      const row = dialog
        .getByTestId('preview-row')
        .filter({ hasText: 'Aroha Ngata' })
        .filter({ hasText: period.periodCode })
        .filter({ has: page.getByRole('cell', { name: payType, exact: true }) });
      for (let n = 0; (await row.count()) === 0; n++) {
        const next = dialog.getByRole('button', { name: 'Next', exact: true });
        if (n > 20 || (await next.isDisabled())) throw new Error(`no ${payType} line of Aroha Ngata`);
        await next.click();
        // the pager names the next page's first line once it is shown (25 lines a page)
        await dialog.getByText(`Show ${(n + 1) * 25 + 1} to `).waitFor({ timeout: 60_000 });
      }
      return row.getByRole('cell').allTextContents();
    };
    // the cost: hundredths of an hour × her hourly rate × the pay type's rate factor, in cents
    const rate = (await api.getEmployee({ path: { id: aroha.id } })).payRate;
    if (!rate) throw new Error('Aroha Ngata has no pay rate in the demo');
    const types = await api.getPayTypes();
    const factorOf = (code: string) => types.find((t) => t.code === code)?.payRateFactor ?? 1;
    const cents = (minutes: number, code: string) =>
      Math.round(Math.round((minutes * 100) / 60) * rate * factorOf(code));
    const ordCost = cents(before - overtime, 'ORD') - cents(before, 'ORD');
    const otCost = cents(overtime, 'OT15');
    const money = (text: string | undefined) => Math.round(Number((text ?? '').replace(/[,+]/g, '')) * 100);
    const ord = await cells('ORD');
    expect(ord.slice(0, 6)).toEqual([
      'Aroha Ngata',
      period.periodCode,
      'ORD',
      hours(before),
      hours(before - overtime),
      signed(-overtime),
    ]);
    expect(money(ord[6])).toBe(ordCost);
    const ot = await cells('OT15');
    expect(ot.slice(0, 6)).toEqual([
      'Aroha Ngata',
      period.periodCode,
      'OT15',
      '0.00',
      hours(overtime),
      signed(overtime),
    ]);
    expect(money(ot[6])).toBe(otCost);
    // overtime at 1.5 costs more than the ordinary hours it replaces
    expect(otCost + ordCost).toBeGreaterThan(0);
    expect(await dialog.getByTestId('preview-cost').textContent()).toMatch(/^\+[\d,]+\.\d\d \(from [\d,]+\.\d\d to /);
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });

    // nothing saved: the pay group as it was, the closed week's stored days as they were
    expect(
      await page.getByTestId('notification-success').filter({ hasText: 'Pay group is saved successfully.' }).count(),
    ).toBe(0);
    expect(await api.getPayGroup({ path: { id: group.id } })).toEqual(groupBefore);
    expect(await storedDays()).toEqual(daysBefore);
  }, 240_000);
});
