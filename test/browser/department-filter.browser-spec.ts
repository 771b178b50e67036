// The header's department filter in headless Chromium against the embedded demo app: choosing a node narrows the
// employees list to that node and everything under it, the choice is kept across a reload, and "All departments"
// clears it.
import type { Page } from 'playwright-core';
import { signedInApi } from './support/api-session.js';
import { useSignedInConsole } from './support/console-session.js';
import { DEMO_ADMIN, DEMO_PASSWORD } from './support/demo-app.js';

const TEST_MS = 120_000;

const running = useSignedInConsole(async (app) => ({ api: await signedInApi(app.url, DEMO_ADMIN, DEMO_PASSWORD) }));

const entries = (page: Page) => page.getByText(/^Show \d+ to \d+ of \d+ entries$/);

async function expectEntries(page: Page, total: number): Promise<void> {
  const text = `Show ${total ? 1 : 0} to ${Math.min(total, 10)} of ${total} entries`;
  await page.getByText(text, { exact: true }).waitFor({ timeout: 15_000 });
}

describe('header department filter', () => {
  it(
    'narrows the employees list to the chosen node’s subtree, keeps the choice, and clears it',
    async () => {
      const { app, page, api } = running();
      const tree = await api.getDepartmentTree({ query: { status: 'Active' } });
      const office = tree[0]?.children[0]?.children[0]?.children.find((n) => n.title === 'Office');
      if (!office) throw new Error('the demo tree has no Office department');
      const officeIds = [office.key, ...office.children.map((c) => c.key)];
      const all = await api.listEmployees({ query: { employeeStatus: 'Active' } });
      const inOffice = all.filter((e) => e.departmentId && officeIds.includes(e.departmentId));
      expect(inOffice.length).toBeGreaterThan(0);
      expect(inOffice.length).toBeLessThan(all.length);

      await page.goto(`${app.url}/#/employee/list`);
      await entries(page).waitFor({ timeout: 15_000 });
      await expectEntries(page, all.length);
      expect(await page.getByTestId('department-filter').textContent()).toContain('All departments');

      await page.getByTestId('department-filter').click();
      await page.getByRole('option', { name: 'Office', exact: true }).click();
      await page.getByText('Filter the departments successfully.').waitFor({ timeout: 10_000 });
      await expectEntries(page, inOffice.length);
      expect(await api.getSelectedDepartment()).toEqual({ departmentId: office.key });

      await page.reload();
      await page.getByTestId('department-filter').getByText('Office').waitFor({ timeout: 15_000 });
      await expectEntries(page, inOffice.length);

      await page.getByTestId('department-filter').click();
      await page.getByRole('option', { name: 'All departments', exact: true }).click();
      await page.getByText('Filter the departments successfully.').first().waitFor({ timeout: 10_000 });
      await expectEntries(page, all.length);
      expect(await api.getSelectedDepartment()).toEqual({ departmentId: null });
    },
    TEST_MS,
  );
});
