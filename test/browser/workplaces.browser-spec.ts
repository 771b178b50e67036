// The work site, skills and structure level screens in headless Chromium against the embedded app: a site created
// with its pin placed by clicking the map (no tile can load here: the map works without them) and its geofence sized
// by dragging then typing, then listed, with nothing refused by the content security policy; a skill with an
// allowance; levels renamed, and a level with nodes refused. Last, the browser security headers of the console and
// the API, and an inline script injected into the console's page that does not run.
import { randomUUID } from 'node:crypto';
import { signedInApi } from './support/api-session.js';
import { useSignedInConsole } from './support/console-session.js';
import { cspDirectives, cspViolations } from './support/content-security-policy.js';
import { DEMO_ADMIN, DEMO_PASSWORD } from './support/demo-app.js';
import { pageExpressionHolds } from './support/eventually.js';

const TEST_MS = 120_000;

const running = useSignedInConsole(async (app) => ({ api: await signedInApi(app.url, DEMO_ADMIN, DEMO_PASSWORD) }));

describe('work sites', () => {
  it(
    'creates a site with a geofence and an employee found by typing: pin placed by clicking the map, radius typed, listed with both, reopened with the name',
    async () => {
      const { app, browser, api } = running();
      const { page } = browser;
      const name = `Yard ${randomUUID().slice(0, 6)}`;
      const refused = cspViolations(page);
      const employeeCalls: string[] = [];
      const listen = (request: { url: () => string }) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/employees')) employeeCalls.push(`${url.pathname}${url.search}`);
      };
      page.on('request', listen);
      const [worker] = (await api.pageEmployees({ query: { pageSize: 10, sort: 'name', page: 2 } })).rows;
      if (!worker) throw new Error('the demo company has fewer than 11 employees');
      const fullName = `${worker.firstName} ${worker.lastName}`;
      const typed = worker.lastName.slice(0, 4);

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

      // The employees are searched on the server as you type: part of a name finds them, a page at a time.
      await dialog.getByLabel('Search Employees').fill(typed);
      const options = dialog.locator(`[data-testid="search-multi-picker-options"][data-search="${typed}"]`);
      await options.waitFor({ timeout: 10_000 });
      await options.getByRole('checkbox', { name: new RegExp(`^${fullName}`) }).check();
      const tags = dialog.getByTestId('selected-tags');
      expect(await tags.getByTestId('tag').allTextContents()).toEqual([`${fullName}×`]);
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Workplace created successfully').waitFor({ timeout: 10_000 });

      const row = page.getByRole('row').filter({ hasText: name });
      await row.waitFor({ timeout: 10_000 });
      const text = (await row.textContent()) ?? '';
      expect(text).toContain(placed);
      expect(text).toContain('35.00');
      expect(text).toContain('Active');
      expect(text).toContain('1 Queen Street, Auckland');
      const saved = (await api.pageWorkplaces({ query: { search: name } })).rows[0];
      expect(saved?.employeeIds).toEqual([worker.id]);

      // Reopened, the form names the chosen employee through the by-ids call, not by loading every employee.
      await row.getByRole('button', { name: `Edit ${name}` }).click();
      await dialog.getByText('Modify a workplace').waitFor({ timeout: 5_000 });
      await dialog.getByTestId('tag').filter({ hasText: fullName }).waitFor({ timeout: 10_000 });
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      page.off('request', listen);
      expect(employeeCalls).toContain(`/api/employees/by-ids?ids=${worker.id}`);
      expect(employeeCalls.some((c) => c.startsWith('/api/employees/page?') && c.includes(`search=${typed}`))).toBe(
        true,
      );
      expect(employeeCalls.filter((c) => c === '/api/employees' || c.startsWith('/api/employees?'))).toEqual([]);
      // the map, its CSS-drawn markers and the address search all work under the policy
      refused.stop();
      expect(refused.seen).toEqual([]);
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

describe('browser security headers', () => {
  it(
    'serves the console and the API with a strict policy, nosniff, no framing and a strict referrer policy',
    async () => {
      const { app } = running();
      for (const path of ['/', '/profile', '/api/openapi.json']) {
        const answer = await fetch(`${app.url}${path}`);
        const policy = cspDirectives(answer.headers.get('content-security-policy'));
        expect({ path, script: policy['script-src'] }).toEqual({ path, script: ["'self'"] });
        expect(policy['script-src-attr']).toEqual(["'none'"]);
        expect(policy['style-src']).toEqual(["'self'"]);
        expect(policy['frame-ancestors']).toEqual(["'none'"]);
        expect(policy['object-src']).toEqual(["'none'"]);
        expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org']);
        expect(policy['connect-src']).toEqual(["'self'", 'https://nominatim.openstreetmap.org']);
        expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
        expect(answer.headers.get('x-frame-options')).toBe('DENY');
        expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin');
        // plain HTTP here: HSTS is for answers that went out over TLS
        expect(answer.headers.get('strict-transport-security')).toBeNull();
        expect(answer.headers.get('x-powered-by')).toBeNull();
      }
      // nor does a client that claims TLS get it: the demo trusts no proxy (HSTS over TLS: security-headers.spec.ts)
      const claimed = await fetch(`${app.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(claimed.headers.get('strict-transport-security')).toBeNull();
      // Swagger UI alone gets inline styles (its page has a <style>); still no inline script
      const docs = await fetch(`${app.url}/api/docs/`);
      const policy = cspDirectives(docs.headers.get('content-security-policy'));
      expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy['script-src']).toEqual(["'self'"]);
    },
    TEST_MS,
  );

  it(
    'does not run an inline script injected into the console’s page, nor an injected event handler',
    async () => {
      const { app, browser } = running();
      const { page } = browser;
      const refused = cspViolations(page);
      // As if an attacker had got a script into the page the server sends: the real answer, headers and all,
      // with an inline script added to its HTML.
      const isTheConsolePage = (url: URL) => url.origin === new URL(app.url).origin && url.pathname === '/';
      let routed = 0;
      await page.route(isTheConsolePage, async (route) => {
        routed += 1;
        const response = await route.fetch();
        const html = (await response.text()).replace(
          '<head>',
          '<head><script>window.rollcallInjected = "inline script ran"</script>',
        );
        await route.fulfill({ response, body: html });
      });
      try {
        // a new document (a query string), not a move within the page the tests already have open
        await page.goto(`${app.url}/?injected#/workplace/list`);
        await page.getByRole('heading', { name: 'Mobile Work Sites' }).waitFor({ timeout: 15_000 });
        expect(await page.evaluate('window.rollcallInjected')).toBeUndefined();
        await page.evaluate(
          `document.body.insertAdjacentHTML('beforeend', '<img src="data:," onerror="window.rollcallHandler = 1" onload="window.rollcallHandler = 1">')`,
        );
        await pageExpressionHolds(page, `document.querySelector('img[src="data:,"]')?.complete === true`, 5_000);
        expect(await page.evaluate('window.rollcallHandler')).toBeUndefined();
        expect(routed).toBe(1);
        expect(await page.content()).toContain('window.rollcallInjected'); // it was in the page
        expect(refused.seen.some((text) => text.includes('inline script'))).toBe(true);
        expect(refused.seen.some((text) => text.includes('inline event handler'))).toBe(true);
      } finally {
        refused.stop();
        await page.unroute(isTheConsolePage);
      }
    },
    TEST_MS,
  );
});
