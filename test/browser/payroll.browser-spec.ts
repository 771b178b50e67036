// Payroll transfer in headless Chromium against the embedded app seeded with the demo company: last week's period
// closed from the list (the confirmation lists the unreviewed exceptions and unapproved pairs it
// closes over), a recalculation of its days refused with the spec's closed-period text, the period exported through
// 'Choose department' and the downloaded file's contents checked against the period's totals, then reopened with a
// reason.
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { signedInApi } from './support/api-session.js';
import { useSignedInConsole } from './support/console-session.js';
import { DEMO_ADMIN, DEMO_PASSWORD } from './support/demo-app.js';
import { lastWeek } from './support/last-week.js';

const TEST_MS = 180_000;

const running = useSignedInConsole(async (app) => ({ api: await signedInApi(app.url, DEMO_ADMIN, DEMO_PASSWORD) }));

const dmy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

describe('payroll transfer', () => {
  it(
    'closes last week’s period, then a recalculation of its days is refused with the closed-period text',
    async () => {
      const { app, page, api } = running();
      const period = await lastWeek(api);
      await page.goto(`${app.url}/#/payrolltransfer/list`);
      await page.getByRole('heading', { name: 'Payroll Transfer' }).waitFor({ timeout: 15_000 });
      expect(await page.getByLabel('Period', { exact: true }).inputValue()).toBe('90');
      await page.getByLabel('Filter', { exact: true }).fill(period.periodCode);
      const name = `${period.paygroupName} ${period.periodCode}`;
      await page.getByLabel(`Select ${name}`, { exact: true }).check({ timeout: 10_000 });
      // the detail panel names the chosen period and its id
      const chosen = page.getByRole('region', { name: 'Chosen pay periods' });
      expect(await chosen.textContent()).toContain(period.id);
      expect(
        await page.getByRole('button', { name: 'Sync with the accounting provider', exact: true }).isDisabled(),
      ).toBe(true);

      // the confirmation lists what remains unreviewed and unapproved; a close the server refuses because days
      // were queued again meanwhile (the demo's later events reach last week's days) is tried again, as a user would
      const errors = page.getByTestId('notification-error').filter({ hasText: 'still waiting to be recalculated' });
      const closedNote = page.getByTestId('notification-success').filter({ hasText: 'Close successfully' });
      for (let attempt = 1; ; attempt++) {
        // the last attempt's refusal is closed first, so that what shows next is this attempt's
        while ((await errors.count()) > 0) await errors.first().getByRole('button', { name: 'Close' }).click();
        const refused = () => errors.first();
        // (a refusal's notification has a Close button of its own)
        await page
          .getByTestId('table-payroll-transfer-list')
          .getByRole('button', { name: 'Close', exact: true })
          .click();
        const dialog = page.getByRole('dialog', { name: 'Close the selected pay periods?' });
        // the dialog's own box is empty (its panel is fixed): wait for what is in it
        await dialog.getByRole('button', { name: 'Yes', exact: true }).or(refused()).waitFor({ timeout: 20_000 });
        if (!(await refused().isVisible())) {
          const text = (await dialog.textContent()) ?? '';
          expect(text).toMatch(/\d+ unapproved pairs? /);
          expect(text).toContain('Close anyway?');
          const pairs = dialog.getByRole('list', { name: 'Unapproved pairs' }).getByRole('listitem').first();
          expect(await pairs.textContent()).toMatch(
            new RegExp(`^${period.periodCode} \\d\\d/\\d\\d/\\d{4} .+: \\d\\d:\\d\\d–\\d\\d:\\d\\d$`),
          );
          await dialog.getByRole('button', { name: 'Yes', exact: true }).click();
          await closedNote.first().or(refused()).waitFor({ timeout: 15_000 });
          if (await closedNote.first().isVisible()) break;
        }
        if (attempt === 10) throw new Error(`still refused: ${await refused().textContent()}`);
        await new Promise((r) => setTimeout(r, 3_000));
      }
      const row = page.getByTestId('table-row').filter({ hasText: period.periodCode });
      await row.filter({ hasText: 'Closed' }).waitFor({ timeout: 10_000 });
      // a closed period offers Export and no Recalculate
      expect(await row.getByRole('button', { name: `Recalculate ${name}`, exact: true }).count()).toBe(0);

      // a write into the closed period: the global Recalculate of a department over its days
      await page.goto(`${app.url}/#/recalculate/condition`);
      await page.getByRole('heading', { name: 'Global Recalculate' }).waitFor({ timeout: 15_000 });
      await page.getByRole('radio', { name: 'By Department', exact: true }).check();
      await page.getByRole('button', { name: 'Departments', exact: true }).click();
      await page.getByRole('checkbox', { name: 'Select all', exact: true }).check();
      await page.keyboard.press('Escape');
      await page.getByLabel('Start Date', { exact: true }).fill(dmy(period.fromDate));
      await page.getByLabel('End Date', { exact: true }).fill(dmy(period.toDate));
      await page.getByRole('button', { name: 'Recalculate', exact: true }).click();
      await page
        .getByTestId('notification-error')
        .filter({
          hasText:
            "The selected date is within a closed pay period. Please re-open the period in the 'Payroll Transfer' page.",
        })
        .first()
        .waitFor({ timeout: 15_000 });
    },
    TEST_MS,
  );

  it(
    'exports the closed period through Choose department, a file of the period’s totals, then reopens it with a reason',
    async () => {
      const { app, page, api } = running();
      const closed = (
        await api.searchPayrollTransfers({ body: { days: '30', search: 'Weekly Staff', pageSize: 100 } })
      ).rows.find((r) => r.isClosed);
      if (!closed) throw new Error('the first test closed no period');
      const name = `${closed.paygroupName} ${closed.periodCode}`;
      await page.goto(`${app.url}/#/payrolltransfer/list`);
      await page.getByLabel('Filter', { exact: true }).fill(closed.periodCode);
      await page.getByRole('button', { name: `Export ${name}`, exact: true }).click({ timeout: 15_000 });
      const modal = page.getByRole('dialog', { name: 'Choose department' });
      await modal.getByRole('button', { name: 'Export', exact: true }).waitFor({ timeout: 10_000 });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        modal.getByRole('button', { name: 'Export', exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('PayrollTransfer.csv');
      const text = await readFile((await download.path()) ?? '', 'utf8');
      await page
        .getByTestId('notification-success')
        .filter({ hasText: 'Export successfully.' })
        .first()
        .waitFor({ timeout: 10_000 });

      const lines = text.split('\r\n');
      expect(lines[0]).toBe(
        'Pay ID,First Name,Last Name,Period Code,Period From,Period To,Pay Type,Export Code,Units,Unit Type,Rate Factor,Department,Department Code,Job Code,Task Code,Period Digest',
      );
      const rows = parse(text, { columns: true }) as Record<string, string>[];
      expect(rows.length).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => r['Period Code']))).toEqual(new Set([closed.periodCode]));
      expect(new Set(rows.map((r) => r['Period Digest']))).toEqual(new Set([closed.digest]));
      // Aroha Ngata's ordinary hours are the sum of her timesheet's days
      const aroha = rows.find(
        (r) => r['First Name'] === 'Aroha' && r['Last Name'] === 'Ngata' && r['Pay Type'] === 'ORD',
      );
      if (!aroha) throw new Error(`no ordinary hours for Aroha Ngata in\n${text}`);
      const employees = await api.listEmployees({ query: { employeeStatus: 'Active', pageSize: 100 } });
      const employee = employees.find((e) => e.firstName === 'Aroha' && e.lastName === 'Ngata');
      const sheet = await api.getPunchRecords({
        query: { employeeId: employee?.id ?? '', fromT: closed.fromDate, endT: closed.toDate },
      });
      const ordMinutes = sheet.timeSheets
        .flatMap((d) => d.payTypeTimes)
        .filter((p) => p.code === 'ORD')
        .reduce((sum, p) => sum + (p.minutes ?? 0), 0);
      expect(aroha.Units).toBe((Math.round((ordMinutes * 100) / 60) / 100).toFixed(2));
      const row = page.getByTestId('table-row').filter({ hasText: closed.periodCode });
      await row.filter({ hasText: 'Exported' }).waitFor({ timeout: 10_000 });

      // reopened with a reason
      await page.getByLabel(`Select ${name}`, { exact: true }).check();
      await page.getByRole('button', { name: 'Open', exact: true }).click();
      const ask = page.getByRole('dialog', { name: 'Open the selected pay periods?' });
      await ask.getByRole('button', { name: 'Yes', exact: true }).click();
      expect(await ask.getByText('Please say why the periods are reopened.').isVisible()).toBe(true);
      await ask.getByLabel('Reason', { exact: true }).fill('Payroll asked for a correction');
      await ask.getByRole('button', { name: 'Yes', exact: true }).click();
      await page
        .getByTestId('notification-success')
        .filter({ hasText: 'Open successfully' })
        .first()
        .waitFor({ timeout: 10_000 });
      await row.filter({ hasText: 'Open' }).waitFor({ timeout: 10_000 });
    },
    TEST_MS,
  );
});
