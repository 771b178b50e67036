// The Superadmin's customer screens in headless Chromium against the embedded demo app: the Superadmin creates a
// customer company with its first admin, edits its licence counts and features, and that admin signs in to the new
// company and finds the features on the employee form.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { signedInApi } from './support/api-session.js';
import { useConsoleBrowser } from './support/console-session.js';
import { DEMO_PASSWORD } from './support/demo-app.js';
import { signInThroughForm } from './support/sign-in-form.js';

const TEST_MS = 120_000;
const SUPERADMIN = 'superadmin@demo.test';

const running = useConsoleBrowser();

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

describe('customer companies', () => {
  it(
    'a Superadmin creates a customer with its admin and edits its licences; the admin signs in to it',
    async () => {
      const { app, page } = running();
      const code = `C${randomUUID().slice(0, 6).toUpperCase()}`;
      const name = `Kauri Builders ${code}`;
      const adminEmail = `owner-${code.toLowerCase()}@kauri.test`;
      const adminPassword = 'Kauri-Owner-Pass-1';

      await signInThroughForm(page, app.url, SUPERADMIN, DEMO_PASSWORD);
      await page.goto(`${app.url}/#/customer/list`);
      await page.getByRole('heading', { name: 'Customers' }).waitFor({ timeout: 15_000 });
      await page.getByRole('cell', { name: 'Demo Company Ltd', exact: true }).waitFor({ timeout: 15_000 });
      await page.getByRole('link', { name: 'New', exact: true }).click();

      await field(page, 'Company Name').waitFor({ timeout: 15_000 });
      // Required fields are asked for before anything is sent.
      await field(page, 'Licences').fill('');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('This field is required.').first().waitFor({ timeout: 5_000 });
      expect(new URL(page.url()).hash).toBe('#/customer/create');

      await field(page, 'Company Name').fill(name);
      await field(page, 'Code').fill(code);
      await field(page, 'Time Zone').selectOption('Pacific/Auckland');
      await field(page, 'Licences').fill('25');
      await field(page, 'App Licences').fill('5');
      await field(page, 'First Name').fill('Kiri');
      await field(page, 'Last Name').fill('Owner');
      await field(page, 'Email').fill(adminEmail);
      await field(page, 'Password').fill(adminPassword);
      await field(page, 'Confirm Password').fill(adminPassword);
      await page.getByRole('button', { name: 'Save', exact: true }).click();

      await page.getByText('The customer is created successfully.').waitFor({ timeout: 30_000 });
      await page.waitForURL((url) => url.hash === '#/customer/list', { timeout: 15_000 });
      const row = page.getByRole('row').filter({ hasText: name });
      await row.waitFor({ timeout: 15_000 });
      expect(await row.textContent()).toContain('0/25');

      await row.getByRole('link', { name: 'Edit' }).click();
      await field(page, 'Licences').waitFor({ timeout: 15_000 });
      expect(await field(page, 'Licences').inputValue()).toBe('25');
      await field(page, 'Licences').fill('40');
      await page.getByLabel('Skills', { exact: true }).check();
      await field(page, 'Payroll Export Interface').fill('GreenTreeJobCosting');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('The customer is saved successfully.').waitFor({ timeout: 15_000 });
      await page.getByRole('row').filter({ hasText: name }).filter({ hasText: '0/40' }).waitFor({ timeout: 15_000 });

      // The new admin signs in (a fresh session) and lands in the new company.
      await page.goto(`${app.url}/#/logout`);
      await page.getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 15_000 });
      await signInThroughForm(page, app.url, adminEmail, adminPassword);
      await page.getByTestId('company-name').getByText(name).waitFor({ timeout: 15_000 });
      const asAdmin = await signedInApi(app.url, adminEmail, adminPassword);
      expect((await asAdmin.getCompanyInfo()).name).toBe(name);
      expect((await asAdmin.getEmployeeLicenceCount()).total).toBe(40);

      // The features switched on show on the admin's employee form: the skills choice and the GreenTree section.
      await asAdmin.saveSkill({ body: { name: 'Forklift licence', allowanceCalculationType: 'eitherOnePerShift' } });
      await page.goto(`${app.url}/#/employee/create`);
      await page.getByRole('heading', { name: 'GreenTree' }).waitFor({ timeout: 15_000 });
      await field(page, 'JC Trans Type').waitFor({ timeout: 5_000 });
      expect(await page.getByTestId('greentree-last-update').textContent()).toBe('--');
      await page.getByText('Forklift licence', { exact: true }).waitFor({ timeout: 15_000 });
      await field(page, 'Time Rounding').waitFor({ timeout: 5_000 });
    },
    TEST_MS,
  );
});
