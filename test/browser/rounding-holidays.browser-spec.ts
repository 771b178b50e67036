// Rounding rules and holidays in headless Chromium against the embedded app seeded with the demo company: a rule set
// through its validation warnings to a save, and a New Zealand holiday year generated, reviewed, saved and listed.
import { RollcallApi } from '@rollcall/api-client';
import type { Locator, Page } from 'playwright-core';
import { useSignedInConsole } from './support/console-session.js';
import { DEMO_ADMIN, DEMO_PASSWORD } from './support/demo-app.js';
import { signedInHttp } from './support/org-http.js';

const TEST_MS = 120_000;

const running = useSignedInConsole(async (app) => {
  const http = await signedInHttp(app.url, DEMO_ADMIN, DEMO_PASSWORD);
  return { http, api: new RollcallApi(http) };
});

/** The warning shown in the dialog and as a notification. */
async function expectWarning(page: Page, dialog: Locator, text: string): Promise<void> {
  await dialog.getByRole('alert').filter({ hasText: text }).waitFor({ timeout: 5_000 });
  await page.getByTestId('notification-warning').filter({ hasText: text }).first().waitFor({ timeout: 5_000 });
}

describe('rounding rules', () => {
  it(
    'warns about To not after From, a value over 60, a 21st row and no rows before sending, saves, and refuses to delete it in use',
    async () => {
      const { app, page, api, http } = running();
      const before = await api.listTimeRoundings();
      await page.goto(`${app.url}/#/roundingrules/list`);
      await page.getByRole('button', { name: 'New', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Create a new Rounding Rule' });
      await dialog.waitFor({ state: 'attached', timeout: 10_000 });
      await dialog.getByLabel('Name', { exact: true }).fill('Nearest quarter');
      await dialog.getByLabel('Description', { exact: true }).fill('Rounds to the hour within 7 minutes');

      // the first row starts at 0 with value 0
      expect(await dialog.getByLabel('From of rule 1').inputValue()).toBe('0');
      expect(await dialog.getByLabel('Value of rule 1').inputValue()).toBe('0');
      const save = dialog.getByRole('button', { name: 'Save', exact: true });

      await dialog.getByLabel('To of rule 1').fill('0');
      await save.click();
      await expectWarning(page, dialog, 'Warning: Rounding rules "To" must be greater than "From".');

      await dialog.getByLabel('To of rule 1').fill('7');
      await dialog.getByLabel('Value of rule 1').fill('61');
      await save.click();
      await expectWarning(page, dialog, 'Warning: Rounding Rule must be between 0 and 60.');
      await dialog.getByLabel('Value of rule 1').fill('0');

      // a new row starts just after the previous To, value 0
      const addRow = dialog.getByRole('button', { name: 'Add row' });
      await addRow.click();
      expect(await dialog.getByLabel('From of rule 2').inputValue()).toBe('8');
      expect(await dialog.getByLabel('Value of rule 2').inputValue()).toBe('0');
      for (let n = 3; n <= 20; n++) await addRow.click();
      expect(await dialog.getByLabel(/^From of rule \d+$/).count()).toBe(20);
      await addRow.click();
      await expectWarning(page, dialog, 'Warning: Rounding Rules cannot exceed 20.');
      expect(await dialog.getByLabel(/^From of rule \d+$/).count()).toBe(20);

      for (let n = 20; n >= 1; n--) await dialog.getByRole('button', { name: `Delete rule ${n}` }).click();
      await save.click();
      await expectWarning(page, dialog, 'Warning: Please set the Rounding Rules.');
      // nothing was sent
      expect(await api.listTimeRoundings()).toEqual(before);

      await addRow.click();
      await dialog.getByLabel('To of rule 1').fill('7');
      await addRow.click();
      await dialog.getByLabel('From of rule 2').fill('53');
      await dialog.getByLabel('To of rule 2').fill('60');
      await dialog.getByLabel('Value of rule 2').fill('60');
      await save.click();
      await page
        .getByTestId('notification-success')
        .filter({ hasText: 'Rounding Rule is saved successfully.' })
        .first()
        .waitFor({ timeout: 10_000 });
      await dialog.waitFor({ state: 'detached', timeout: 10_000 });
      await page.getByTestId('table-row').filter({ hasText: 'Nearest quarter' }).waitFor({ timeout: 10_000 });

      const saved = (await api.listTimeRoundings()).find((r) => r.name === 'Nearest quarter');
      expect(saved?.active).toBe(true);
      const detail = await api.getTimeRounding({ path: { id: saved?.id ?? '' } });
      expect(detail.rules).toEqual([
        { orderNumber: 1, fromTime: 0, toT: 7, value: 0 },
        { orderNumber: 2, fromTime: 53, toT: 60, value: 60 },
      ]);

      // given to an employee, it cannot be deleted: the list says which one is in use
      const [someone] = await api.listEmployees();
      await http.request({
        method: 'POST',
        path: '/employee/save-without-photo',
        body: { employeeId: someone?.id ?? '', timeRoundingId: saved?.id ?? '' },
      });
      const row = page.getByTestId('table-row').filter({ hasText: 'Nearest quarter' });
      await row.getByLabel('Select Nearest quarter').check();
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete it/them?' });
      await confirm.waitFor({ state: 'attached', timeout: 10_000 });
      await confirm.getByRole('button', { name: 'Yes' }).click();
      await page
        .getByTestId('notification-warning')
        .filter({ hasText: 'Warning: Rounding rule Nearest quarter cannot be deleted as is currently in use' })
        .first()
        .waitFor({ timeout: 10_000 });
      expect((await api.listTimeRoundings()).some((r) => r.name === 'Nearest quarter')).toBe(true);
    },
    TEST_MS,
  );
});

describe('holidays', () => {
  it(
    'generates a New Zealand holiday year, saves the reviewed selection and lists it with the system star',
    async () => {
      const { app, page, api } = running();
      await page.goto(`${app.url}/#/holiday/list`);
      // the demo company has this year's Auckland holidays already
      await page.getByTestId('table-row').first().waitFor({ timeout: 10_000 });

      await page.getByRole('button', { name: 'Generate New Zealand holidays' }).click();
      const dialog = page.getByRole('dialog', { name: 'Generate New Zealand holidays' });
      await dialog.waitFor({ state: 'attached', timeout: 10_000 });
      await dialog.getByLabel('Year', { exact: true }).selectOption('2028');
      await dialog.getByLabel('Region', { exact: true }).selectOption('Wellington');
      await dialog.getByRole('button', { name: 'Preview' }).click();
      const proposed = dialog.getByRole('table', { name: 'Proposed holidays' });
      await proposed.waitFor({ timeout: 10_000 });
      expect(await proposed.locator('tbody tr').count()).toBe(12);
      const anniversary = proposed.locator('tbody tr').filter({ hasText: 'Wellington Anniversary Day' });
      expect(await anniversary.textContent()).toContain('24/01/2028');
      // review: leave Matariki out
      await dialog.getByLabel('Add Matariki', { exact: true }).uncheck();
      await dialog.getByRole('button', { name: 'Save selected (11)' }).click();
      await page
        .getByTestId('notification-success')
        .filter({ hasText: '11 holidays added.' })
        .first()
        .waitFor({ timeout: 10_000 });
      await dialog.waitFor({ state: 'detached', timeout: 10_000 });

      await page.getByLabel('Year', { exact: true }).selectOption('2028');
      await page.getByTestId('table-entries').filter({ hasText: 'of 11 entries' }).waitFor({ timeout: 10_000 });
      const anzac = page.getByTestId('table-row').filter({ hasText: 'ANZAC Day' });
      expect(await anzac.textContent()).toContain('25/04/2028');
      expect(await anzac.getByRole('img', { name: 'System default holiday' }).getAttribute('title')).toBe(
        'System default holiday',
      );
      const saved = await api.listHolidays({ query: { year: 2028 } });
      expect(saved).toHaveLength(11);
      expect(saved.find((h) => h.sysCode === 'NZ-MATARIKI')).toBeUndefined();

      // the same year again: the added ones are marked and unticked, Matariki is offered
      await page.getByRole('button', { name: 'Generate New Zealand holidays' }).click();
      await dialog.waitFor({ state: 'attached', timeout: 10_000 });
      await dialog.getByLabel('Year', { exact: true }).selectOption('2028');
      await dialog.getByLabel('Region', { exact: true }).selectOption('Wellington');
      await dialog.getByRole('button', { name: 'Preview' }).click();
      await proposed.waitFor({ timeout: 10_000 });
      expect(await proposed.locator('tbody tr').filter({ hasText: 'Already added' }).count()).toBe(11);
      expect(await dialog.getByLabel('Add ANZAC Day', { exact: true }).isChecked()).toBe(false);
      expect(await dialog.getByLabel('Add Matariki', { exact: true }).isChecked()).toBe(true);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    },
    TEST_MS,
  );
});
