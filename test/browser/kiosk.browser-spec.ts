// The kiosk, contact and OAuth client screens in headless Chromium against the embedded app seeded with the demo
// company: editing kiosk contents and reloading, a contact with the e-mail validation message, an OAuth client
// with mismatched then matching secrets.
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { useSignedInConsole } from './support/console-session.js';
import { DEMO_ADMIN, DEMO_PASSWORD } from './support/demo-app.js';
import { signedInHttp } from './support/org-http.js';

const TEST_MS = 120_000;

const running = useSignedInConsole(async (app) => ({ http: await signedInHttp(app.url, DEMO_ADMIN, DEMO_PASSWORD) }));

const tag = () => randomUUID().slice(0, 8);

async function errorOf(page: Page, field: Locator): Promise<string | null> {
  const id = await field.getAttribute('aria-describedby');
  if (!id) return null;
  const message = page.locator(`#${id}`);
  await message.waitFor({ state: 'visible', timeout: 5_000 });
  return message.textContent();
}

async function notified(page: Page, level: 'success' | 'error', text: string): Promise<void> {
  await page.getByTestId(`notification-${level}`).filter({ hasText: text }).first().waitFor({ timeout: 10_000 });
}

interface Contents {
  kioskUserTypeToLabelMap: Record<string, string>;
  kioskUserTypeToKioskContentsMap: Record<string, { kioskContentType: string; content: string }[]>;
}

describe('kiosk contents', () => {
  it(
    'adds a Web item to Visitor, renames the Contractor label, saves, and finds both after a reload',
    async () => {
      const { app, browser, http } = running();
      const { page } = browser;
      const label = `Trades ${tag()}`;
      await page.goto(`${app.url}/#/kiosk-contents/edit`);
      const contractorLabel = page.getByLabel('Contractor label', { exact: true });
      await contractorLabel.waitFor({ timeout: 15_000 });
      expect(await contractorLabel.inputValue()).toBe('Contractor');

      await page.getByRole('button', { name: 'Add Visitor content' }).click();
      const type = page.getByLabel('Visitor item 1 type', { exact: true });
      expect(await type.inputValue()).toBe('Video');
      await type.selectOption('Web');
      const content = page.getByLabel('Visitor item 1 content', { exact: true });
      // A Web item needs an http(s) URL: the screen says so before anything is sent.
      await content.fill('welcome page');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByTestId('Visitor item 1').getByText('Please enter an http(s) URL.').waitFor({ timeout: 5_000 });

      await content.fill('https://example.com/welcome');
      await contractorLabel.fill(label);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await notified(page, 'success', 'Kiosk contents are updated successfully.');

      await page.reload();
      await page.getByLabel('Contractor label', { exact: true }).waitFor({ timeout: 15_000 });
      expect(await page.getByLabel('Contractor label', { exact: true }).inputValue()).toBe(label);
      expect(await page.getByLabel('Visitor item 1 type', { exact: true }).inputValue()).toBe('Web');
      expect(await page.getByLabel('Visitor item 1 content', { exact: true }).inputValue()).toBe(
        'https://example.com/welcome',
      );
      const saved = await http.request<Contents>({ method: 'GET', path: '/kiosk-contents' });
      expect(saved.kioskUserTypeToLabelMap.Contractor).toBe(label);
      expect(saved.kioskUserTypeToKioskContentsMap.Visitor).toEqual([
        { kioskContentType: 'Web', content: 'https://example.com/welcome' },
      ]);
    },
    TEST_MS,
  );
});

describe('kiosk contacts', () => {
  it(
    'shows "Invalid Email address!" for a bad e-mail, then saves the contact and lists it',
    async () => {
      const { app, browser, http } = running();
      const { page } = browser;
      const lastname = `Contact${tag()}`;
      await page.goto(`${app.url}/#/kiosk/contact`);
      await page.getByRole('button', { name: 'New', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Create a new contact').waitFor({ timeout: 10_000 });
      await dialog.getByLabel('First Name', { exact: true }).fill('Mere');
      await dialog.getByLabel('Last Name', { exact: true }).fill(lastname);
      const email = dialog.getByLabel('Email', { exact: true });
      await email.fill('mere@example.c');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      expect(await errorOf(page, email)).toBe('Invalid Email address!');

      await email.fill('mere@example.co');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await notified(page, 'success', 'Contact is saved successfully.');
      const row = page.getByTestId('table-row').filter({ hasText: lastname });
      await row.waitFor({ timeout: 10_000 });
      expect(await row.textContent()).toContain(`Mere ${lastname}`);
      expect(await row.textContent()).toContain('mere@example.co');
      const contacts = await http.request<{ lastname: string; email: string }[]>({
        method: 'GET',
        path: '/api/kiosk-contacts',
      });
      expect(contacts.find((c) => c.lastname === lastname)?.email).toBe('mere@example.co');

      // Delete needs a selection and a Yes.
      const remove = page.getByRole('button', { name: /^Delete/ });
      expect(await remove.isDisabled()).toBe(true);
      await row.getByRole('checkbox', { name: `Select Mere ${lastname}` }).check();
      await remove.click();
      await page.getByText('Are you sure you want to delete them/it?').waitFor({ timeout: 5_000 });
      await page.getByRole('button', { name: 'Yes', exact: true }).click();
      await notified(page, 'success', 'Contacts are deleted successfully.');
      await row.waitFor({ state: 'detached', timeout: 10_000 });
      const left = await http.request<{ lastname: string }[]>({ method: 'GET', path: '/api/kiosk-contacts' });
      expect(left.map((c) => c.lastname)).not.toContain(lastname);
    },
    TEST_MS,
  );
});

describe('OAuth clients', () => {
  it(
    'refuses mismatched secrets, then saves the client with matching ones',
    async () => {
      const { app, browser, http } = running();
      const { page } = browser;
      const clientId = `app-${tag()}`;
      await page.goto(`${app.url}/#/oauth/clients`);
      await page.getByRole('button', { name: 'New', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Add OAuth Client').waitFor({ timeout: 10_000 });
      await dialog.getByLabel('Client ID', { exact: true }).fill(clientId);
      await dialog.getByLabel('Client Secret', { exact: true }).fill('first-secret-1234');
      const confirm = dialog.getByLabel('Confirm Secret', { exact: true });
      await confirm.fill('other-secret-1234');
      await dialog.getByLabel('Scope', { exact: true }).fill('read write');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      expect(await errorOf(page, confirm)).toBe('The two secrets that you entered do not match!');
      const before = await http.request<{ data: { clientId: string }[] }>({
        method: 'GET',
        path: '/oauth/get-clients',
      });
      expect(before.data.map((c) => c.clientId)).not.toContain(clientId);

      await confirm.fill('first-secret-1234');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await notified(page, 'success', 'OAuth client is saved successfully.');
      const row = page.getByTestId('table-row').filter({ hasText: clientId });
      await row.waitFor({ timeout: 10_000 });
      expect(await row.textContent()).toContain('read write');
      // Editing: the Client ID cannot be changed.
      await row.getByRole('button', { name: `Edit ${clientId}` }).click();
      await dialog.getByText('Edit OAuth Client').waitFor({ timeout: 10_000 });
      expect(await dialog.getByLabel('Client ID', { exact: true }).isDisabled()).toBe(true);
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      const after = await http.request<{ data: { clientId: string; scopes: string }[] }>({
        method: 'GET',
        path: '/oauth/get-clients',
      });
      expect(after.data.find((c) => c.clientId === clientId)?.scopes).toBe('read write');
    },
    TEST_MS,
  );
});

describe('kiosk settings', () => {
  it(
    'starts from the spec defaults; a changed switch and photo quality survive a reload',
    async () => {
      const { app, browser, http } = running();
      const { page } = browser;
      await page.goto(`${app.url}/#/kiosk/settings`);
      const carRego = page.getByRole('switch', { name: 'Car Rego' });
      await carRego.waitFor({ timeout: 15_000 });
      expect(await page.getByLabel('Welcome Message 1', { exact: true }).inputValue()).toBe('Welcome To');
      expect(await carRego.getAttribute('aria-checked')).toBe('false');
      expect(await page.getByRole('switch', { name: 'Employee' }).getAttribute('aria-checked')).toBe('true');
      expect(await page.getByLabel('Upload Photo Quality', { exact: true }).inputValue()).toBe('medium');

      await carRego.click();
      await page.getByRole('switch', { name: 'Leave' }).click();
      await page.getByLabel('Upload Photo Quality', { exact: true }).selectOption('high');
      await page.getByLabel('Welcome Message 2', { exact: true }).fill('Head Office');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await notified(page, 'success', 'Kiosk settings are updated successfully.');

      await page.reload();
      await page.getByRole('switch', { name: 'Car Rego' }).waitFor({ timeout: 15_000 });
      expect(await page.getByRole('switch', { name: 'Car Rego' }).getAttribute('aria-checked')).toBe('true');
      expect(await page.getByRole('switch', { name: 'Leave' }).getAttribute('aria-checked')).toBe('false');
      expect(await page.getByLabel('Upload Photo Quality', { exact: true }).inputValue()).toBe('high');
      const saved = await http.request<Record<string, unknown>>({ method: 'GET', path: '/api/kiosk-settings' });
      expect(saved).toMatchObject({
        enableCarRego: true,
        enableLeave: false,
        uploadPhotoQuality: 'high',
        welcomeMessage2: 'Head Office',
      });
    },
    TEST_MS,
  );
});

describe('sync results', () => {
  it(
    'shows the empty state for a company with no results and searches by status',
    async () => {
      const { app, browser } = running();
      const { page } = browser;
      await page.goto(`${app.url}/#/sync-results`);
      await page.getByText('No sync results for this search.').waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: /^Search:/ }).click();
      await page.getByRole('checkbox', { name: 'error' }).check();
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('button', { name: /^Search:.*error/ }).waitFor({ timeout: 5_000 });
      await page.getByText('No sync results for this search.').waitFor({ timeout: 15_000 });
    },
    TEST_MS,
  );
});
