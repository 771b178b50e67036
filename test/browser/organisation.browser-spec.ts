// The organisation screens in headless Chromium against the embedded app seeded with the demo company: creating an
// employee through the form, an employee status change that meets the licence capacity, and a structure node.
import { randomUUID } from 'node:crypto';
import { useSignedInConsole } from './support/console-session.js';
import { DEMO_ADMIN, DEMO_PASSWORD } from './support/demo-app.js';
import { inputValueIs } from './support/eventually.js';
import {
  createEmployee,
  licenceCount,
  listEmployees,
  nextClockId,
  setEmployeeStatus,
  signedInHttp,
} from './support/org-http.js';

const TEST_MS = 120_000;
const LICENCE_WARNING =
  'Warning: This will exceed your employee license capacity, please contact us to have your employee license capacity increased.';

const running = useSignedInConsole(async (app) => ({ http: await signedInHttp(app.url, DEMO_ADMIN, DEMO_PASSWORD) }));

const tag = () => randomUUID().slice(0, 8);

describe('employee form', () => {
  it(
    'says "This field is required." for a missing first name, then creates the employee and lists it',
    async () => {
      const { app, browser, http } = running();
      const { page } = browser;
      const before = await licenceCount(http);
      const expectedClockId = await nextClockId(http);

      await page.goto(`${app.url}/#/employee/create`);
      await page.getByTestId('licence-header').waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('licence-header').textContent()).toBe(
        `Subscribed License: ${before.total}, Remaining: ${before.remaining}`,
      );
      // The next clock id is offered.
      const clock = page.getByLabel('Clock ID', { exact: true });
      expect(await clock.inputValue()).toBe(String(expectedClockId));

      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const firstNameError = page.locator(
        '#' + (await page.getByLabel('First Name', { exact: true }).getAttribute('aria-describedby')),
      );
      await firstNameError.waitFor({ state: 'visible', timeout: 5_000 });
      expect(await firstNameError.textContent()).toBe('This field is required.');
      expect(new URL(page.url()).hash).toBe('#/employee/create');

      const lastName = `Browser${tag()}`;
      await page.getByLabel('First Name', { exact: true }).fill('Tui');
      await page.getByLabel('Last Name', { exact: true }).fill(lastName);
      await selectFirstOption(page.getByLabel('Department', { exact: true }));
      // typed day first: 6 February (month first it would be 2 June)
      await page.getByLabel('Hire On Date', { exact: true }).fill('06/02/2026');
      await selectFirstOption(page.getByLabel('Pay Group', { exact: true }));
      await page.getByLabel('Pay ID', { exact: true }).fill(`P-${tag()}`);
      // Time/Leave Approval searches the approvers on the server as you type.
      const approverCalls: string[] = [];
      const listen = (request: { url: () => string }) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/users/')) approverCalls.push(`${url.pathname}${url.search}`);
      };
      page.on('request', listen);
      const approval = page.getByLabel('Time/Leave Approval', { exact: true });
      await approval.fill('sam sup');
      await page.locator('[data-testid="search-picker-options"][data-search="sam sup"]').waitFor({ timeout: 10_000 });
      await page.getByRole('option', { name: /^Sam Supervisor/ }).click();
      await inputValueIs(approval, 'Sam Supervisor', 5_000);
      await page.getByRole('button', { name: 'Save', exact: true }).click();

      await page.waitForURL((url) => url.hash.startsWith('#/employee/list'), { timeout: 15_000 });
      const success = page
        .getByTestId('notification-success')
        .filter({ hasText: 'The employee is saved successfully.' });
      await success.first().waitFor({ timeout: 10_000 });

      // The list's filter box finds the new row.
      await page.getByLabel('Filter', { exact: true }).fill(lastName.toLowerCase());
      const row = page.getByTestId('table-row').filter({ hasText: lastName });
      await row.waitFor({ timeout: 10_000 });
      expect(await row.textContent()).toContain(String(expectedClockId));
      expect(await row.textContent()).toContain('06/02/2026');
      expect(await page.getByTestId('table-entries').textContent()).toBe('Show 1 to 1 of 1 entries');

      const saved = (await listEmployees(http)).find((e) => e.lastName === lastName);
      expect(saved).toMatchObject({
        firstName: 'Tui',
        employeeStatus: 'Active',
        clockId: expectedClockId,
        hireOnDateValue: '2026-02-06',
      });

      // Edit: the form loads the record, Save keeps the rest and returns to the list.
      await row.getByRole('link', { name: 'Edit' }).click();
      await page.waitForURL((url) => url.hash.startsWith('#/employee/update?id='), { timeout: 10_000 });
      await inputValueIs(page.locator('input[name=lastName]'), lastName, 10_000);
      // the saved approver is named through the by-ids call, not by loading every approver
      await inputValueIs(page.getByLabel('Time/Leave Approval', { exact: true }), 'Sam Supervisor', 10_000);
      page.off('request', listen);
      expect(approverCalls.some((c) => c.startsWith('/api/users/approvers/page?') && c.includes('search=sam'))).toBe(
        true,
      );
      expect(approverCalls.some((c) => c.startsWith('/api/users/approvers/by-ids?ids='))).toBe(true);
      expect(approverCalls.filter((c) => c.startsWith('/api/users/report-to'))).toEqual([]);
      expect(await page.getByRole('button', { name: 'Save and continue to create' }).count()).toBe(0);
      await page.getByLabel('Middle Name', { exact: true }).fill('Mere');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.waitForURL((url) => url.hash.startsWith('#/employee/list'), { timeout: 15_000 });
      const edited = (await listEmployees(http)).find((e) => e.lastName === lastName) as
        { middleName?: string } | undefined;
      expect(edited?.middleName).toBe('Mere');
    },
    TEST_MS,
  );
});

describe('employee form, Save and continue to create', () => {
  it(
    'saves, stays on the form and starts over with the next clock id',
    async () => {
      const { app, browser, http } = running();
      const { page } = browser;
      const clockId = await nextClockId(http);
      await page.goto(`${app.url}/#/employee/create`);
      const clock = page.getByLabel('Clock ID', { exact: true });
      await clock.waitFor({ timeout: 15_000 });
      expect(await clock.inputValue()).toBe(String(clockId));

      const lastName = `Continue${tag()}`;
      await page.getByLabel('First Name', { exact: true }).fill('Nikau');
      await page.getByLabel('Last Name', { exact: true }).fill(lastName);
      await selectFirstOption(page.getByLabel('Department', { exact: true }));
      await page.getByLabel('Hire On Date', { exact: true }).fill('02/03/2026');
      await selectFirstOption(page.getByLabel('Pay Group', { exact: true }));
      await page.getByLabel('Pay ID', { exact: true }).fill(`C-${tag()}`);
      await page.getByRole('button', { name: 'Save and continue to create' }).click();
      await page
        .getByTestId('notification-success')
        .filter({ hasText: 'The employee is saved successfully.' })
        .first()
        .waitFor({ timeout: 10_000 });

      await inputValueIs(page.locator('input[name=clockId]'), String(clockId + 1), 10_000);
      expect(new URL(page.url()).hash).toBe('#/employee/create');
      expect(await page.getByLabel('Last Name', { exact: true }).inputValue()).toBe('');
      expect((await listEmployees(http)).some((e) => e.lastName === lastName)).toBe(true);

      // The same clock id again is refused with the spec's message.
      await page.getByLabel('First Name', { exact: true }).fill('Nikau');
      await page.getByLabel('Last Name', { exact: true }).fill(`${lastName}b`);
      await selectFirstOption(page.getByLabel('Department', { exact: true }));
      await page.getByLabel('Hire On Date', { exact: true }).fill('02/03/2026');
      await selectFirstOption(page.getByLabel('Pay Group', { exact: true }));
      await page.getByLabel('Pay ID', { exact: true }).fill(`C-${tag()}`);
      await page.getByLabel('Clock ID', { exact: true }).fill(String(clockId));
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page
        .getByTestId('notification-warning')
        .filter({ hasText: 'Warning: Employee ClockId is exist.' })
        .first()
        .waitFor({ timeout: 10_000 });
      expect(new URL(page.url()).hash).toBe('#/employee/create');
    },
    TEST_MS,
  );
});

describe('company structure', () => {
  it(
    'creates a division under the company root and shows it in the tree',
    async () => {
      const { app, browser } = running();
      const { page } = browser;
      await page.goto(`${app.url}/#/mydetail/company`);
      const add = page.getByRole('link', { name: /^Add Division/ }).first();
      await add.waitFor({ timeout: 15_000 });
      await add.click();
      await page.getByRole('heading', { name: 'New structure' }).waitFor({ timeout: 10_000 });

      // Name is required.
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('This field is required.').first().waitFor({ timeout: 5_000 });

      const name = `Division ${tag()}`;
      await page.getByLabel('Name', { exact: true }).fill(name);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page
        .getByTestId('notification-success')
        .filter({ hasText: 'The department is saved successfully.' })
        .first()
        .waitFor({ timeout: 10_000 });
      await page.waitForURL((url) => /#\/mydetail\/company\/department\/[^/]+$/.test(url.hash), { timeout: 10_000 });
      await page.getByRole('heading', { name: 'Details' }).waitFor({ timeout: 10_000 });
      await page.getByTestId('tree-node').filter({ hasText: name }).waitFor({ timeout: 10_000 });
      expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(name);

      // A node with children is not deleted.
      await page.getByTestId('tree-node').filter({ hasText: 'North Island' }).click();
      await page.getByLabel('Name', { exact: true }).waitFor({ timeout: 10_000 });
      await inputValueIs(page.locator('input[name=departmentName]'), 'North Island', 10_000);
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByText('Are you sure to delete this department?').waitFor({ timeout: 5_000 });
      await page.getByRole('button', { name: 'Yes', exact: true }).click();
      await page
        .getByTestId('notification-warning')
        .filter({ hasText: 'Warning: Please delete the child nodes.' })
        .first()
        .waitFor({ timeout: 10_000 });

      // The new, empty division is.
      await page.getByTestId('tree-node').filter({ hasText: name }).click();
      await inputValueIs(page.locator('input[name=departmentName]'), name, 10_000);
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByRole('button', { name: 'Yes', exact: true }).click();
      await page
        .getByTestId('notification-success')
        .filter({ hasText: 'The department is deleted successfully.' })
        .first()
        .waitFor({ timeout: 10_000 });
      await page.getByTestId('tree-node').filter({ hasText: name }).waitFor({ state: 'detached', timeout: 10_000 });
    },
    TEST_MS,
  );

  it(
    "lists a position's Active employees on its Employees tab",
    async () => {
      const { app, browser } = running();
      const { page } = browser;
      await page.goto(`${app.url}/#/mydetail/company`);
      await page.getByTestId('tree-node').filter({ hasText: 'Picker' }).first().click();
      await page.getByRole('tab', { name: 'Employees' }).click();
      await page.getByTestId('table-position-employees').getByTestId('table-row').first().waitFor({ timeout: 10_000 });
      expect(await page.getByTestId('table-position-employees').getByTestId('table-entries').textContent()).toMatch(
        /^Show 1 to \d+ of \d+ entries$/,
      );
    },
    TEST_MS,
  );
});

describe('company detail', () => {
  it(
    'saves the trading name and refuses a bad leave notification e-mail',
    async () => {
      const { app, browser, http } = running();
      const { page } = browser;
      await page.goto(`${app.url}/#/mydetail/company`);
      const trading = page.getByLabel('Trading Name', { exact: true });
      await trading.waitFor({ timeout: 15_000 });
      await page.getByLabel('Leave Notification Receivers', { exact: true }).fill('payroll@demo.test, not-an-email');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Invalid Email address!').waitFor({ timeout: 5_000 });

      const name = `Demo Trading ${tag()}`;
      await trading.fill(name);
      await page.getByLabel('Leave Notification Receivers', { exact: true }).fill('payroll@demo.test');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page
        .getByTestId('notification-success')
        .filter({ hasText: 'The company detail is saved successfully.' })
        .first()
        .waitFor({ timeout: 10_000 });
      const info = await http.request<{ tradingName: string; leaveNtReceivers: string[] }>({
        method: 'GET',
        path: '/api/company/info',
      });
      expect(info).toMatchObject({ tradingName: name, leaveNtReceivers: ['payroll@demo.test'] });
    },
    TEST_MS,
  );
});

describe('user form', () => {
  it(
    'asks to confirm the password, then creates an Admin user forwarding leave to an approver found by typing, lists it and reopens it',
    async () => {
      const { app, browser } = running();
      const { page } = browser;
      await page.goto(`${app.url}/#/user/create`);
      const email = `user-${tag()}@demo.test`;
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('First Name', { exact: true }).fill('Rawiri');
      await page.getByLabel('Last Name', { exact: true }).fill('Browser');
      const role = page.getByLabel('Role', { exact: true });
      await role.locator('option', { hasText: 'Admin' }).first().waitFor({ state: 'attached', timeout: 10_000 });
      await role.selectOption({ label: 'Admin' });
      await page.getByLabel('Password', { exact: true }).fill('Some-Pass-123');
      // Forward To searches the approvers on the server as you type.
      await page.getByLabel('Leave Request Forwarding', { exact: true }).check();
      const forwardTo = page.getByLabel('Forward To', { exact: true });
      await forwardTo.fill('ada');
      await page.locator('[data-testid="search-picker-options"][data-search="ada"]').waitFor({ timeout: 10_000 });
      await page.getByRole('option', { name: /^Ada Admin/ }).click();
      await inputValueIs(forwardTo, 'Ada Admin', 5_000);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Please confirm your password!').waitFor({ timeout: 5_000 });

      await page.getByLabel('Confirm Password', { exact: true }).fill('Some-Pass-123');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.waitForURL((url) => url.hash.startsWith('#/user/list'), { timeout: 15_000 });
      await page
        .getByTestId('notification-success')
        .filter({ hasText: 'The user is saved successfully.' })
        .first()
        .waitFor({ timeout: 10_000 });
      await page.getByLabel('Filter', { exact: true }).fill(email.toUpperCase());
      const row = page.getByTestId('table-row').filter({ hasText: email });
      await row.waitFor({ timeout: 10_000 });
      // reopened, Forward To names the saved approver (through the by-ids call)
      await row.getByRole('link', { name: 'Edit' }).click();
      await page.waitForURL((url) => url.hash.startsWith('#/user/update?id='), { timeout: 10_000 });
      await inputValueIs(page.getByLabel('Forward To', { exact: true }), 'Ada Admin', 10_000);
    },
    TEST_MS,
  );
});

describe('employee status', () => {
  it(
    'warns that making an employee Active would exceed the licence capacity',
    async () => {
      const { app, browser, http } = running();
      const { page } = browser;
      const template = (await listEmployees(http)).find((e) => e.departmentId && e.paygroupId);
      if (!template?.departmentId || !template.paygroupId)
        throw new Error('no demo employee with a department and pay group');
      const place = { departmentId: template.departmentId, paygroupId: template.paygroupId };

      // One employee made Inactive, then Active employees up to the demo company's licences: making it Active again
      // would exceed them. (There is no call that lowers the licences, so the capacity is filled instead.)
      const lastName = `Licence${tag()}`;
      let clockId = await nextClockId(http);
      const target = await createEmployee(http, {
        ...place,
        firstName: 'Hemi',
        lastName,
        clockId: clockId++,
        payId: `L-${tag()}`,
      });
      expect((await setEmployeeStatus(http, target, 'Inactive')).message).toBe('success');
      const { remaining } = await licenceCount(http);
      for (let i = 0; i < remaining; i++) {
        await createEmployee(http, {
          ...place,
          firstName: 'Fill',
          lastName: `Cap${i}${tag()}`,
          clockId: clockId++,
          payId: `F-${tag()}`,
        });
      }
      expect((await licenceCount(http)).remaining).toBe(0);

      await page.goto(`${app.url}/#/employee/list?status=Inactive`);
      await page.getByLabel('Filter', { exact: true }).fill(lastName);
      const row = page.getByTestId('table-row').filter({ hasText: lastName });
      await row.waitFor({ timeout: 15_000 });
      await row.getByTestId('status-edit').click();
      await page.getByLabel('New status').selectOption('Active');
      await page.getByLabel('Reason').fill('back from leave');
      await page.getByRole('button', { name: 'Apply' }).click();

      const warning = page.getByTestId('notification-warning').filter({ hasText: LICENCE_WARNING });
      await warning.first().waitFor({ timeout: 10_000 });
      expect((await listEmployees(http, 'Inactive')).some((e) => e.id === target)).toBe(true);
    },
    TEST_MS * 2,
  );
});

async function selectFirstOption(select: import('playwright-core').Locator): Promise<void> {
  await select.locator('option:not([value=""])').first().waitFor({ state: 'attached', timeout: 10_000 });
  const value = await select.locator('option:not([value=""])').first().getAttribute('value');
  await select.selectOption(value ?? '');
}
