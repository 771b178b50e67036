// The work site screen in headless Chromium against the embedded app: a site created with its pin placed by clicking
// the map (no tile can load here: the map works without them) and a typed geofence radius, then listed.
import { randomUUID } from 'node:crypto';
import { launchBrowser, type Browser } from './support/browser.js';
import { ensureConsoleBuilt } from './support/console-build.js';
import { DEMO_ADMIN, DEMO_PASSWORD, startDemoApp, type DemoApp } from './support/demo-app.js';
import { signInThroughForm } from './support/sign-in-form.js';

const START_MS = 240_000;
const TEST_MS = 120_000;

let app: DemoApp | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  ensureConsoleBuilt();
  app = await startDemoApp();
  browser = await launchBrowser();
  await signInThroughForm(browser.page, app.url, DEMO_ADMIN, DEMO_PASSWORD);
}, START_MS);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
}, 60_000);

describe('work sites', () => {
  it(
    'creates a site with a geofence: pin placed by clicking the map, radius typed, listed with both',
    async () => {
      if (!app || !browser) throw new Error('the app or the browser did not start');
      const { page } = browser;
      const name = `Yard ${randomUUID().slice(0, 6)}`;

      await page.goto(`${app.url}/#/workplace/list`);
      await page.getByRole('heading', { name: 'Mobile Work Sites' }).waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: 'New', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Create a new workplace').waitFor({ timeout: 5_000 });
      expect(await dialog.getByLabel('Radius (m)').inputValue()).toBe('0.00');

      // Saving empty names every required field.
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await dialog.getByText('Please place the pin on the map.').waitFor({ timeout: 5_000 });

      await dialog.getByLabel('Mobile Site Name').fill(name);
      // No internet here: the address search fails gracefully and the address may then be typed.
      await dialog.getByLabel('Search address').fill('1 Queen Street, Auckland');
      await dialog.getByRole('button', { name: 'Search', exact: true }).click();
      await dialog
        .getByText('Address search is unavailable. Type the address and place the pin on the map.')
        .waitFor({ timeout: 15_000 });
      const address = dialog.getByLabel('Pin Point Address');
      expect(await address.getAttribute('readonly')).toBeNull();
      await address.fill('1 Queen Street, Auckland');

      const map = dialog.locator('.workplace-map');
      await map.waitFor({ timeout: 10_000 });
      await map.click({ position: { x: 150, y: 120 } });
      const coordinate = dialog.getByLabel('Geo Fence-Radius');
      await expectValue(() => coordinate.inputValue(), /^\(-?\d+(\.\d+)?, -?\d+(\.\d+)?\)$/);
      const placed = await coordinate.inputValue();
      // the map opens on Auckland (the demo company has no location): the pin is near it
      const [lat, lng] = placed.slice(1, -1).split(',').map(Number);
      expect(Math.abs((lat ?? 0) + 36.8485)).toBeLessThan(0.5);
      expect(Math.abs((lng ?? 0) - 174.7633)).toBeLessThan(0.5);
      expect(await dialog.locator('.leaflet-interactive').count()).toBeGreaterThan(0); // the geofence circle

      await dialog.getByLabel('Radius (m)').fill('35');
      await dialog.getByLabel('Radius (m)').blur();
      expect(await dialog.getByLabel('Radius (m)').inputValue()).toBe('35.00');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Workplace created successfully').waitFor({ timeout: 10_000 });

      const row = page.getByRole('row').filter({ hasText: name });
      await row.waitFor({ timeout: 10_000 });
      const text = (await row.textContent()) ?? '';
      expect(text).toContain(placed);
      expect(text).toContain('35.00');
      expect(text).toContain('Active');
      expect(text).toContain('1 Queen Street, Auckland');
    },
    TEST_MS,
  );
});

async function expectValue(read: () => Promise<string>, pattern: RegExp): Promise<void> {
  const deadline = Date.now() + 5_000;
  let value = '';
  while (Date.now() < deadline) {
    value = await read();
    if (pattern.test(value)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(value).toMatch(pattern);
}
