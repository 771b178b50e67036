// Who sees whom in the console, in headless Chromium against the embedded demo app: the demo Employee has no
// Employees screen and lands on their own timesheet with no picker; the demo Supervisor, who manages the
// Warehouse, finds only the Warehouse's people there and in the employees list.
import type { Page } from 'playwright-core';
import { signedInApi } from './support/api-session.js';
import { useConsoleBrowser } from './support/console-session.js';
import { DEMO_ADMIN, DEMO_PASSWORD } from './support/demo-app.js';
import { signInThroughForm } from './support/sign-in-form.js';

const TEST_MS = 120_000;
const EMPLOYEE = 'employee@demo.test';
const SUPERVISOR = 'supervisor@demo.test';

const running = useConsoleBrowser();

async function signInAs(page: Page, url: string, email: string): Promise<void> {
  await page.goto(`${url}/#/logout`);
  await page.getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 15_000 });
  await signInThroughForm(page, url, email, DEMO_PASSWORD);
  await page.getByTestId('side-menu').waitFor({ timeout: 15_000 });
}

/** The names the timesheet's employee picker offers. */
async function pickerNames(page: Page, url: string): Promise<string[]> {
  await page.goto(`${url}/#/timesheet/view`);
  await page.getByPlaceholder('Choose an employee').waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Show employees' }).click();
  const options = page.getByRole('option');
  await options.first().waitFor({ timeout: 10_000 });
  const names = (await options.allTextContents()).map((text) => text.replace(/\d+$/, '').trim());
  await page.keyboard.press('Escape');
  return names.sort();
}

/** The names the picker offers once `text` is typed into it and the server has answered that search. */
async function pickerSearch(page: Page, text: string): Promise<string[]> {
  await page.getByTestId('employee-picker').fill(text);
  await page
    .getByTestId('employee-options')
    .and(page.locator(`[data-search="${text}"]`))
    .waitFor({ timeout: 10_000 });
  const names = (await page.getByRole('option').allTextContents()).map((t) => t.replace(/\d+$/, '').trim());
  await page.keyboard.press('Escape');
  return names;
}

describe('who sees whom in the console', () => {
  it(
    'shows an Employee no Employees screen, and their own timesheet with no picker',
    async () => {
      const { app, page } = running();
      const own = await (
        await signedInApi(app.url, EMPLOYEE, DEMO_PASSWORD)
      ).listEmployees({
        query: { employeeStatus: 'Active' },
      });
      expect(own).toHaveLength(1);

      await signInAs(page, app.url, EMPLOYEE);
      expect(await page.getByTestId('side-menu').getByText('Employees', { exact: true }).count()).toBe(0);

      await page.goto(`${app.url}/#/employee/list`);
      await page.getByTestId('no-access').waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('no-access').textContent()).toContain(
        'You do not have permission to see this page.',
      );
      expect(await page.getByText(/entries$/).count()).toBe(0);

      // an Employee lands on their own timesheet, with no picker and no previous or next employee
      await page.goto(`${app.url}/#/timesheet/view`);
      await page
        .getByTestId('user-info-name')
        .filter({ hasText: `${own[0]?.firstName} ${own[0]?.lastName}` })
        .waitFor({ timeout: 15_000 });
      expect(page.url()).toContain(`id=${own[0]?.id}`);
      expect(await page.getByTestId('employee-picker').count()).toBe(0);
      expect(await page.getByTestId('employee-next').count()).toBe(0);
    },
    TEST_MS,
  );

  it(
    'offers a Supervisor only the people of the nodes they manage: picker, header filter, employees list',
    async () => {
      const { app, page } = running();
      const admin = await signedInApi(app.url, DEMO_ADMIN, DEMO_PASSWORD);
      const tree = await admin.getDepartmentTree({ query: { status: 'Active' } });
      const branch = tree[0]?.children[0]?.children[0];
      const warehouse = branch?.children.find((n) => n.title === 'Warehouse');
      if (!warehouse) throw new Error('the demo tree has no Warehouse department');
      const warehouseIds = [warehouse.key, ...warehouse.children.map((c) => c.key)];
      const everyone = await admin.listEmployees({ query: { employeeStatus: 'Active' } });
      const inWarehouse = everyone.filter((e) => e.departmentId && warehouseIds.includes(e.departmentId));
      expect(inWarehouse.length).toBeGreaterThan(0);
      expect(inWarehouse.length).toBeLessThan(everyone.length);
      const names = (rows: typeof everyone) => rows.map((e) => `${e.firstName} ${e.lastName}`).sort();

      await signInAs(page, app.url, SUPERVISOR);
      expect(await pickerNames(page, app.url)).toEqual(names(inWarehouse));
      const outsider = everyone.find((e) => !inWarehouse.includes(e));
      const insider = inWarehouse[inWarehouse.length - 1];
      if (!outsider || !insider) throw new Error('the demo company has no one outside the Warehouse');
      expect(await pickerSearch(page, `${insider.firstName} ${insider.lastName}`)).toEqual(names([insider]));
      expect(await pickerSearch(page, `${outsider.firstName} ${outsider.lastName}`)).toEqual([]);

      await page.getByTestId('department-filter').click();
      const offered = await page.getByRole('listbox', { name: 'Departments' }).getByRole('option').allTextContents();
      expect(offered.sort()).toEqual(['All departments', 'Forklift Driver', 'Picker', 'Warehouse']);
      await page.keyboard.press('Escape');

      await page.goto(`${app.url}/#/employee/list`);
      const total = `of ${inWarehouse.length} entries`;
      await page.getByText(new RegExp(`^Show \\d+ to \\d+ ${total}$`)).waitFor({ timeout: 15_000 });
    },
    TEST_MS,
  );
});
