// Xero Payroll from the Payroll Transfer page in headless Chromium, against the Xero stand-in (a separate process,
// infra/xero/xero-standin.mjs) and the embedded app seeded with the demo company: Connect to Xero goes through the
// stand-in's authorization page and back, Sync with the accounting provider matches the pay types and employees,
// and Export to Xero, after its overwrite warning, sends last week's closed period and lists what it could not send
// under 'Export to Xero finished'; sent again it replaces the draft (no duplicate); a Xero that refuses says
// 'Export to Xero failed'. Last week, which the demo seed punched, is closed through the API.
import { getDataSourceToken } from '@nestjs/typeorm';
import type { PayrollTransferRow } from '@rollcall/api-client';
import { freePort } from '@rollcall/platform';
import type { Locator, Page } from 'playwright-core';
import type { DataSource } from 'typeorm';
import type { FixtureTenant, XeroStandIn } from '../../infra/xero/xero-standin.mjs';
import { startXeroFor } from '../support/xero-app-env.js';
import { signedInApi } from './support/api-session.js';
import { useSignedInConsole } from './support/console-session.js';
import { DEMO_ADMIN, DEMO_PASSWORD, type DemoApp } from './support/demo-app.js';
import { closedLastWeek } from './support/last-week.js';

const TEST_MS = 240_000;
const TENANT_ID = '5d3e7f10-2a4b-4c6d-8e0f-1a2b3c4d5e60';
const TENANT_NAME = 'Rollcall Browser Test (NZ)';
/** in Xero */
const AROHA = ['Aroha', 'Ngata'] as const;
/** punched last week (the seed), not in Xero: the reasons list names him */
const LIAM = ['Liam', 'Walker'] as const;

const TENANT: FixtureTenant = {
  tenantId: TENANT_ID,
  tenantName: TENANT_NAME,
  region: 'NZ',
  minuteLimit: 1000,
  earningsRates: [{ name: 'Ordinary', earningsType: 'RegularEarnings' }],
  // Monday to Sunday, as the demo pay group's weeks
  payRunCalendars: [
    { name: 'Weekly', calendarType: 'Weekly', periodStartDate: '2026-11-16', paymentDate: '2026-11-24' },
  ],
  employees: [{ firstName: AROHA[0], lastName: AROHA[1] }],
};

let xero: XeroStandIn | undefined;
const running = useSignedInConsole(
  async (app) => ({ api: await signedInApi(app.url, DEMO_ADMIN, DEMO_PASSWORD) }),
  async () => {
    const port = await freePort();
    const started = await startXeroFor(`http://127.0.0.1:${port}`, TENANT);
    xero = started.xero;
    return { port, env: started.env, stop: () => started.xero.stop() };
  },
);

/** Export to Xero of the selected periods, with its 'Choose department' open and `departments` chosen in it. */
async function chooseDepartments(page: Page, departments: string[]): Promise<Locator> {
  await page.getByRole('button', { name: 'Export to Xero', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Choose department' });
  await modal.getByText('Export the selected pay periods to Xero?', { exact: true }).waitFor({ timeout: 10_000 });
  if (departments.length === 0) return modal;
  const picker = modal.getByRole('button', { name: 'Departments', exact: true });
  await picker.click();
  for (const name of departments) await page.getByRole('checkbox', { name: new RegExp(`^\\s*${name}$`) }).check();
  await picker.click();
  expect((await modal.getByTestId('tag').allTextContents()).map((t) => t.trim())).toEqual(departments);
  return modal;
}

async function exportToXero(page: Page, departments: string[]): Promise<void> {
  const modal = await chooseDepartments(page, departments);
  await modal.getByRole('button', { name: 'Export to Xero', exact: true }).click();
}

/** Waits until integrations has heard (organisation's event) that `person` is `employeeID` in Xero. */
async function integrationsHearsXeroGuid(app: DemoApp, person: readonly [string, string], employeeID: string) {
  const integrations = app.nest.get<DataSource>(getDataSourceToken('integrations'), { strict: false });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const rows = (await integrations.query(
      `SELECT 1 FROM integrations.org_employees WHERE first_name = $1 AND last_name = $2 AND xero_guid = $3`,
      [person[0], person[1], employeeID],
    )) as unknown[];
    if (rows.length === 1) return;
    if (Date.now() > deadline) throw new Error(`integrations did not hear ${person.join(' ')}’s xeroGuid`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

function standIn(): XeroStandIn {
  if (!xero) throw new Error('the Xero stand-in did not start');
  return xero;
}

async function tenantState() {
  const tenant = (await standIn().state()).tenants.find((t) => t.tenantId === TENANT_ID);
  if (!tenant) throw new Error('the stand-in lost its tenant');
  return tenant;
}

describe('Xero Payroll from the Payroll Transfer page', () => {
  let period: PayrollTransferRow;

  it(
    'connect Xero, sync and export against the stand-in',
    async () => {
      const { app, page, api } = running();
      period = await closedLastWeek(api, [AROHA, LIAM]);
      await page.goto(`${app.url}/#/payrolltransfer/list`);
      await page.getByRole('heading', { name: 'Payroll Transfer' }).waitFor({ timeout: 15_000 });
      const sync = page.getByRole('button', { name: 'Sync with the accounting provider', exact: true });
      expect(await sync.isDisabled()).toBe(true);

      // Connect: Xero's authorization page (the stand-in's user consents at once), then back to this page
      await page.getByRole('button', { name: 'Connect to Xero', exact: true }).click({ timeout: 15_000 });
      await page
        .getByTestId('notification-success')
        .filter({ hasText: `Connected to Xero (${TENANT_NAME}).` })
        .first()
        .waitFor({ timeout: 20_000 });
      expect(page.url()).not.toContain('xero=');
      expect(await page.getByRole('button', { name: 'Connect to Xero', exact: true }).count()).toBe(0);

      await sync.click();
      await page
        .getByTestId('notification-success')
        .filter({ hasText: 'Sync successfully. 1 pay type and 1 employee matched (1 in Xero).' })
        .first()
        .waitFor({ timeout: 20_000 });
      const arohaInXero = (await tenantState()).employees.find((e) => e.firstName === AROHA[0]);
      // the match goes to organisation, which owns the xeroGuid, and comes back to integrations as an event
      await integrationsHearsXeroGuid(app, AROHA, arohaInXero?.employeeID ?? '');

      // Export to Xero warns that it overwrites, then lists what it did not send
      await page.getByLabel('Filter', { exact: true }).fill(period.periodCode);
      await page.getByLabel(`Select ${period.paygroupName} ${period.periodCode}`, { exact: true }).check();
      const ask = await chooseDepartments(page, []);
      expect(await ask.getByRole('alert').textContent()).toBe(
        'The export overwrites the existing timesheet information in Xero: a draft timesheet Xero holds for the same employee and period is replaced.',
      );
      await ask.getByRole('button', { name: 'Export to Xero', exact: true }).click();
      const finished = page.getByRole('dialog', { name: 'Export to Xero finished' });
      await finished.getByText(`1 timesheet sent to ${TENANT_NAME}.`, { exact: true }).waitFor({ timeout: 30_000 });
      expect(await finished.getByRole('list', { name: 'Not sent' }).getByRole('listitem').allTextContents()).toContain(
        `${period.periodCode} ${LIAM.join(' ')}: the employee is not in Xero.`,
      );
      await finished.getByRole('button', { name: 'OK', exact: true }).click();

      const sheets = (await tenantState()).timesheets;
      expect(sheets).toEqual([
        expect.objectContaining({
          employeeID: arohaInXero?.employeeID,
          startDate: period.fromDate,
          endDate: period.toDate,
          status: 'Draft',
        }),
      ]);
      // her week's ordinary hours, one line a worked day
      const employees = await api.listEmployees({ query: { employeeStatus: 'Active', pageSize: 100 } });
      const aroha = employees.find((e) => e.firstName === AROHA[0] && e.lastName === AROHA[1]);
      const week = await api.getPunchRecords({
        query: { employeeId: aroha?.id ?? '', fromT: period.fromDate, endT: period.toDate },
      });
      const ordinary = week.timeSheets
        .flatMap((d) => d.payTypeTimes)
        .filter((p) => p.code === 'ORD')
        .reduce((sum, p) => sum + (p.minutes ?? 0), 0);
      expect(sheets[0]?.totalHours).toBeCloseTo(ordinary / 60, 2);
    },
    TEST_MS,
  );

  it(
    'sends the period again in place of the draft, and says Export to Xero failed when Xero refuses',
    async () => {
      const { page } = running();
      await exportToXero(page, []);
      const finished = page.getByRole('dialog', { name: 'Export to Xero finished' });
      await finished
        .getByText(`1 timesheet sent to ${TENANT_NAME} (1 replaced).`, { exact: true })
        .waitFor({ timeout: 30_000 });
      await finished.getByRole('button', { name: 'OK', exact: true }).click();
      expect((await tenantState()).timesheets).toHaveLength(1);

      // Xero asks to wait an hour: longer than the export waits, so it stops and says so
      await standIn().throttle(TENANT_ID, 5, 3600);
      await exportToXero(page, []);
      await page
        .getByTestId('notification-error')
        .filter({ hasText: /Export to Xero failed: Xero answered 429/ })
        .first()
        .waitFor({ timeout: 30_000 });
      expect((await tenantState()).timesheets).toHaveLength(1);
    },
    TEST_MS,
  );

  it(
    'sends only the chosen department’s employees: Forklift Driver is Liam Walker’s, not Aroha Ngata’s',
    async () => {
      const { app, page, api } = running();
      await standIn().throttle(TENANT_ID, 0);
      // Liam Walker joins Xero: unfiltered, the period would now send both (Aroha's replaced)
      await standIn().addEmployees(TENANT_ID, [{ firstName: LIAM[0], lastName: LIAM[1] }]);
      const synced = await api.syncXeroData();
      expect(synced.employees.matched).toBe(2);
      const liamInXero = (await tenantState()).employees.find((e) => e.firstName === LIAM[0]);
      await integrationsHearsXeroGuid(app, LIAM, liamInXero?.employeeID ?? '');
      const arohaSheet = (await tenantState()).timesheets[0];

      await exportToXero(page, ['Forklift Driver']);
      const finished = page.getByRole('dialog', { name: 'Export to Xero finished' });
      await finished.getByText(`1 timesheet sent to ${TENANT_NAME}.`, { exact: true }).waitFor({ timeout: 30_000 });
      // the seed punched every employee last week: the department's other drivers are named (not in Xero), and
      // nobody of another department is
      const drivers = (await api.listEmployees({ query: { employeeStatus: 'Active', pageSize: 100 } })).filter(
        (e) => e.departmentName === 'Forklift Driver' && !(e.firstName === LIAM[0] && e.lastName === LIAM[1]),
      );
      expect(drivers.length).toBeGreaterThan(0);
      const notSent = await finished.getByRole('list', { name: 'Not sent' }).getByRole('listitem').allTextContents();
      expect(notSent.sort()).toEqual(
        drivers.map((e) => `${period.periodCode} ${e.firstName} ${e.lastName}: the employee is not in Xero.`).sort(),
      );
      await finished.getByRole('button', { name: 'OK', exact: true }).click();
      const sheets = (await tenantState()).timesheets;
      expect(sheets.map((t) => t.employeeID).sort()).toEqual([arohaSheet?.employeeID, liamInXero?.employeeID].sort());
      // Aroha's draft is the one the earlier export left: not sent again
      expect(sheets.find((t) => t.employeeID === arohaSheet?.employeeID)).toEqual(arohaSheet);
      expect(sheets.find((t) => t.employeeID === liamInXero?.employeeID)).toEqual(
        expect.objectContaining({ startDate: period.fromDate, endDate: period.toDate, status: 'Draft' }),
      );
    },
    TEST_MS,
  );
});
