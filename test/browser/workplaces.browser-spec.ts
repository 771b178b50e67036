// The work site, skills and structure level screens in headless Chromium against the embedded app: a site created
// with its pin placed by clicking the map (no tile can load here: the map works without them) and its geofence sized
// by dragging then typing, then listed; a skill with an allowance; levels renamed, and a level with nodes refused.
import { randomUUID } from 'node:crypto';
import { signedInApi } from './support/api-session.js';
import { useSignedInConsole } from './support/console-session.js';
import { DEMO_ADMIN, DEMO_PASSWORD } from './support/demo-app.js';

const TEST_MS = 120_000;

const running = useSignedInConsole(async (app) => ({ api: await signedInApi(app.url, DEMO_ADMIN, DEMO_PASSWORD) }));

describe('work sites', () => {
  it(
    'creates a site with a geofence: pin placed by clicking the map, radius typed, listed with both',
    async () => {
      const { app, browser } = running();
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

      // Dragging the handle on the circle's edge sizes the geofence.
      const handle = dialog.locator('[title="Radius"]');
      const box = await handle.boundingBox();
      if (!box) throw new Error('no radius handle');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2, { steps: 5 });
      await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 5 });
      await page.mouse.up();
      const dragged = Number(await dialog.getByLabel('Radius (m)').inputValue());
      expect(dragged).toBeGreaterThan(10);
      expect(await dialog.getByLabel('Radius (m)').inputValue()).toMatch(/^\d+\.\d{2}$/);
      expect(await coordinate.inputValue()).toBe(placed); // the pin stayed

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

describe('skills', () => {
  it(
    'creates a skill with an allowance: starts active with Active disabled, saved and listed',
    async () => {
      const { app, browser, api } = running();
      const { page } = browser;
      const tag = randomUUID().slice(0, 6);
      const allowance = `Tool Allowance ${tag}`;
      await api.savePayType({ body: { code: `TA${tag}`, name: allowance, isAllowance: true, active: true } });
      const name = `Forklift ${tag}`;

      await page.goto(`${app.url}/#/skills/list`);
      await page.getByRole('heading', { name: 'Skills' }).waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: 'New', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Create a new skill').waitFor({ timeout: 5_000 });
      const active = dialog.getByRole('checkbox', { name: 'Active' });
      expect(await active.isChecked()).toBe(true);
      expect(await active.isDisabled()).toBe(true);

      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await dialog.getByText('Please select the allowance calculation.').waitFor({ timeout: 5_000 });

      await dialog.getByLabel('Name').fill(name);
      await dialog.getByLabel('Allowances').selectOption({ label: allowance });
      await dialog.getByLabel('Allowance Calculation').selectOption({ label: 'Hours Worked For Day' });
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Skill is saved successfully.').waitFor({ timeout: 10_000 });

      const row = page.getByRole('row').filter({ hasText: name });
      await row.waitFor({ timeout: 10_000 });
      const text = (await row.textContent()) ?? '';
      expect(text).toContain(allowance);
      expect(text).toContain('Active');

      // The same name again is refused with the spec's text.
      await page.getByRole('button', { name: 'New', exact: true }).click();
      await dialog.getByLabel('Name').fill(name.toUpperCase());
      await dialog.getByLabel('Allowance Calculation').selectOption({ label: 'One Per Shift' });
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Warning: Name has existed.').waitFor({ timeout: 10_000 });
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    },
    TEST_MS,
  );
});

describe('company structure levels', () => {
  it(
    'renames a level after the confirmation; switching off a level that has nodes is refused',
    async () => {
      const { app, browser, api } = running();
      const { page } = browser;
      await page.goto(`${app.url}/#/structure/setting`);
      await page.getByRole('heading', { name: 'Company Structure Levels' }).waitFor({ timeout: 15_000 });
      const divisionName = page.getByLabel('Division name');
      await expectValue(() => divisionName.inputValue(), /^.+$/);
      expect(await page.getByRole('switch', { name: 'Position on/off' }).isDisabled()).toBe(true);
      expect(await page.getByRole('switch', { name: 'Branch on/off' }).isDisabled()).toBe(false);

      const region = `Region ${randomUUID().slice(0, 4)}`;
      await divisionName.fill(region);
      await page.getByLabel('Division time zone').selectOption('Pacific/Auckland');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const confirm = page.getByRole('dialog');
      await confirm.getByText('Do you really want to save it?').waitFor({ timeout: 5_000 });
      await confirm
        .getByText('The node of company profiles has been changed. This operation is not recoverable.')
        .waitFor();
      await confirm.getByRole('button', { name: 'Yes' }).click();
      await page.getByText('Company Structure is saved successfully.').waitFor({ timeout: 10_000 });
      const levels = await api.listCompanyStructures();
      expect(levels.find((l) => l.level === 'division')).toMatchObject({
        labelName: region,
        timeZone: 'Pacific/Auckland',
      });

      // The tree names division nodes by the new label.
      await page.goto(`${app.url}/#/mydetail/company`);
      await page.locator(`[data-testid="tree-node"][title="${region}"]`).first().waitFor({ timeout: 15_000 });
      await page.goto(`${app.url}/#/structure/setting`);
      await expectValue(() => page.getByLabel('Division name').inputValue(), new RegExp(`^${region}$`));

      // The demo structure has branch nodes, so switching Branch off is refused and nothing changes.
      const tree = await api.getDepartmentTree({ query: { status: 'All' } });
      expect(JSON.stringify(tree)).toContain('"level":"branch"');
      await page.getByRole('switch', { name: 'Branch on/off' }).click();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await confirm.getByRole('button', { name: 'Yes' }).click();
      await page
        .getByText(/^The level Branch has \d+ node\(s\) in the company structure\./)
        .waitFor({ timeout: 10_000 });
      expect((await api.listCompanyStructures()).find((l) => l.level === 'branch')?.isActive).toBe(true);
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
