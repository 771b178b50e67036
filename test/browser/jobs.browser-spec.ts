// The job list, the punch code generator and the Global Schedule in headless Chromium against the embedded demo
// app: create a job with tasks through the modal, close it from the list, generate and download a punch code QR
// image, have a global schedule's conflict with the day before shown before it generates, and import a schedule
// file with one bad row.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import QRCode from 'qrcode';
import { signedInApi } from './support/api-session.js';
import { useSignedInConsole } from './support/console-session.js';
import { cspViolations } from './support/content-security-policy.js';
import { DEMO_ADMIN, DEMO_PASSWORD } from './support/demo-app.js';

const TEST_MS = 120_000;

const running = useSignedInConsole(async (app) => ({ api: await signedInApi(app.url, DEMO_ADMIN, DEMO_PASSWORD) }));

describe('jobs', () => {
  it(
    'creates a job with two tasks through the modal, then closes it from the list after confirmation',
    async () => {
      const { app, browser, api } = running();
      const { page } = browser;
      const code = `J-${randomUUID().slice(0, 6)}`;
      await page.goto(`${app.url}/#/job/list`);
      await page.getByRole('cell', { name: 'J-1001', exact: true }).waitFor({ timeout: 15_000 });

      await page.getByRole('button', { name: 'New', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Create a new job' });
      await dialog.waitFor({ state: 'attached' });
      const active = dialog.getByLabel('Active', { exact: true });
      expect(await active.isChecked()).toBe(true);
      expect(await active.isDisabled()).toBe(true);

      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      expect(await dialog.getByRole('alert').first().textContent()).toBe('Please input the code.');

      await dialog.getByLabel('Code', { exact: true }).fill(code);
      await dialog.getByLabel('Name', { exact: true }).fill(`Browser job ${code}`);
      await dialog.getByLabel('Punch Code', { exact: true }).fill(code.slice(2));
      await dialog.getByRole('button', { name: 'Tasks', exact: true }).click();
      await page.getByLabel('PICK - Picking', { exact: true }).check();
      await page.getByLabel('PACK - Packing', { exact: true }).check();
      await page.keyboard.press('Escape');
      expect(await dialog.getByTestId('tag').allTextContents()).toEqual(['PICK - Picking', 'PACK - Packing']);
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByTestId('notification-success').filter({ hasText: 'Job is saved successfully.' }).waitFor();
      await page.getByRole('cell', { name: code, exact: true }).waitFor();

      const saved = (await api.listJobs()).find((j) => j.code === code);
      const tasks = await api.listTasks();
      const taskCodes = tasks.filter((t) => saved?.taskID.includes(t.id)).map((t) => t.code);
      expect(taskCodes.sort()).toEqual(['PACK', 'PICK']);
      expect(saved?.active).toBe(true);

      await page.getByLabel(`Select ${code}`, { exact: true }).check();
      await page.getByRole('button', { name: 'Close selected (1)' }).click();
      const confirm = page.getByRole('dialog', { name: 'Are you sure you want to close the selected jobs?' });
      await confirm.getByRole('button', { name: 'Yes', exact: true }).click();
      await page.getByTestId('notification-success').filter({ hasText: 'Jobs are closed successfully.' }).waitFor();
      await page.getByRole('cell', { name: code, exact: true }).waitFor({ state: 'detached' });
      expect((await api.getJob({ path: { id: saved?.id ?? '' } })).active).toBe(false);
    },
    TEST_MS,
  );
});

describe('job import', () => {
  it(
    'imports a CSV through the Import Jobs modal and lists the row it refused',
    async () => {
      const { app, browser, api } = running();
      const { page } = browser;
      const code = `IMP-${randomUUID().slice(0, 6)}`;
      await page.goto(`${app.url}/#/job/list`);
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Import Jobs' });
      await dialog.waitFor({ state: 'attached' });
      await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
      expect(await dialog.getByRole('alert').textContent()).toBe('Please select a file.');

      const csv = ['Code,Name,Punch Code,Tasks', `${code},Imported job,,PICK;LOAD`, `${code}-B,Second,,NOPE`].join(
        '\n',
      );
      await dialog
        .getByLabel('Job file')
        .setInputFiles({ name: 'jobs.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
      await dialog.getByText(`Row 3 (${code}-B): Task code NOPE does not exist.`).waitFor();
      await page.getByTestId('notification-warning').filter({ hasText: '1 created, 0 updated' }).waitFor();
      await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
      await page.getByRole('cell', { name: code, exact: true }).waitFor();
      const imported = (await api.listJobs()).find((j) => j.code === code);
      expect(imported).toMatchObject({ name: 'Imported job', active: true });
      expect(imported?.taskID).toHaveLength(2);
    },
    TEST_MS,
  );
});

describe('punch code generator', () => {
  it(
    'asks for a job, then generates the QR image of the job payload and downloads it as punchCode.png',
    async () => {
      const { app, browser, api } = running();
      const { page } = browser;
      const refused = cspViolations(page);
      await page.goto(`${app.url}/#/punch/generate-code`);
      const job = page.getByLabel('Job', { exact: true });
      await job.waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Generate', exact: true }).click();
      await page.getByText('Please select a position or a job.').waitFor();

      const j1001 = (await api.listJobs()).find((j) => j.code === 'J-1001');
      await job.selectOption(j1001?.id ?? '');
      await page.getByRole('button', { name: 'Generate', exact: true }).click();
      const image = page.getByRole('img', { name: 'Punch code QR' });
      await image.waitFor();
      const payload = {
        departmentId: null,
        departmentName: null,
        jobId: j1001?.id,
        jobName: 'J-1001 - Northshore distribution',
        taskId: null,
        taskName: null,
      };
      // The image's modules, read back from its pixels, are the QR matrix of the expected payload.
      const expected = QRCode.create(JSON.stringify(payload), { errorCorrectionLevel: 'M' }).modules;
      // A script string: the test tier's TypeScript has no DOM types.
      const modules = (await page.evaluate(`(() => {
        const size = ${expected.size};
        const margin = 2;
        const img = document.querySelector('img[alt="Punch code QR"]');
        const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const context = canvas.getContext('2d');
        context.drawImage(img, 0, 0);
        const scale = img.naturalWidth / (size + 2 * margin);
        const bits = [];
        for (let row = 0; row < size; row++) {
          for (let column = 0; column < size; column++) {
            const x = Math.floor((margin + column + 0.5) * scale);
            const y = Math.floor((margin + row + 0.5) * scale);
            bits.push(context.getImageData(x, y, 1, 1).data[0] < 128 ? 1 : 0);
          }
        }
        return bits;
      })()`)) as number[];
      expect(modules).toEqual(Array.from(expected.data, (bit) => (bit ? 1 : 0)));

      const src = (await image.getAttribute('src')) ?? '';
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download', exact: true }).click(),
      ]);
      const saved = await readFile((await download.path()) ?? '');
      expect(`data:image/png;base64,${saved.toString('base64')}`).toBe(src);
      expect(download.suggestedFilename()).toBe('punchCode.png');
      // the data: image and its download work under the content security policy
      refused.stop();
      expect(refused.seen).toEqual([]);
    },
    TEST_MS,
  );
});

describe('global schedule', () => {
  it(
    'lists the conflict with the day before in Schedule time conflicts, then generates once the sections fit',
    async () => {
      const { app, browser, api } = running();
      const { page } = browser;
      const [person] = (await api.pageEmployees({ query: { employeeStatus: 'Active', pageSize: 10, sort: 'name' } }))
        .rows;
      if (!person) throw new Error('the demo has no Active employee');
      const name = `${person.firstName} ${person.lastName}`;
      // the day before: a night shift into the morning of 15 June 2027
      await api.generateGlobalSchedule({
        body: {
          byEmployee: true,
          employeeIds: [person.id],
          departmentIds: [],
          ruleDay: {
            isOffDay: false,
            ruleDate: '2027-06-14',
            workSections: [{ startTime: '22:00', endTime: '06:00', endTimeType: 'NextDay' }],
          },
        },
      });

      await page.goto(`${app.url}/#/globalschedule/condition`);
      await page.getByRole('heading', { name: 'Global Schedule' }).waitFor({ timeout: 15_000 });
      await page.getByLabel('Search Employees').fill(person.firstName);
      // the option's name is the employee's name and clock id
      await page.getByRole('checkbox', { name: new RegExp(`^${name} `) }).check();
      await page.getByLabel('Date', { exact: true }).fill('15/06/2027');
      await page.getByLabel('Sch In 1').fill('05:00');
      await page.getByLabel('Sch Out 1').fill('13:00');
      await page.getByRole('button', { name: 'Generate', exact: true }).click();
      const conflicts = page.getByRole('dialog', { name: 'Schedule time conflicts' });
      await conflicts.waitFor({ state: 'attached' });
      const row = conflicts.getByTestId('schedule-conflicts').getByRole('row').nth(1);
      expect(await row.getByRole('cell').allTextContents()).toEqual([
        name,
        '15/06/2027',
        '15/06/2027 05:00',
        '15/06/2027 13:00',
        '14/06/2027',
        '14/06/2027 22:00',
        '15/06/2027 06:00',
        'Previous day',
      ]);
      await conflicts.getByRole('button', { name: 'Close', exact: true }).first().click();

      await page.getByLabel('Sch In 1').fill('07:00');
      await page.getByRole('button', { name: 'Generate', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Generate the schedule?' });
      await confirm.getByText('Existing shifts on 15/06/2027 are overwritten.').waitFor();
      await confirm.getByRole('button', { name: 'Yes', exact: true }).click();
      await page
        .getByTestId('notification-success')
        .filter({ hasText: 'Successfully generated the schedule.' })
        .waitFor();
      const after = await api.verifyGlobalSchedule({
        body: {
          byEmployee: true,
          employeeIds: [person.id],
          departmentIds: [],
          ruleDay: { isOffDay: true, ruleDate: '2027-06-15', workSections: [] },
        },
      });
      expect(after).toMatchObject({ employees: 1, overwrites: 1, conflicts: [] });
    },
    TEST_MS,
  );
});

describe('schedule import', () => {
  it(
    'imports a workbook through Import Schedule and lists the row it refused with the reason',
    async () => {
      const { app, browser, api } = running();
      const { page } = browser;
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Schedule');
      sheet.addRow([
        'Clock ID',
        'Employee',
        'Date',
        'Off Day',
        'Sch In',
        'Sch Out',
        'Previous Day',
        'Next Day',
        'Break',
      ]);
      sheet.addRow([1001, '', '2027-06-21', '', '09:00', '17:00', '', '', 30]);
      sheet.addRow([9999, '', '2027-06-21', '', '09:00', '17:00', '', '', '']);
      await page.goto(`${app.url}/#/schedule/importschedule`);
      await page.getByRole('heading', { name: 'Import Schedule' }).waitFor({ timeout: 15_000 });
      await page.getByLabel('Schedule file').setInputFiles({
        name: 'week.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
      });
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      await page
        .getByText('Row 3 (Clock ID 9999, 2027-06-21): No employee of the company has Clock ID 9999.')
        .waitFor();
      await page.getByText('1 row imported, 0 rows already as the file says, 1 row refused.').first().waitFor();
      await page.getByTestId('notification-warning').filter({ hasText: 'Schedule upload successfully.' }).waitFor();
      const employee = (
        await api.pageEmployees({ query: { employeeStatus: 'Active', search: '1001', pageSize: 10 } })
      ).rows.find((r) => r.clockId === 1001);
      const day = await api.verifyGlobalSchedule({
        body: {
          byEmployee: true,
          employeeIds: [employee?.id ?? ''],
          departmentIds: [],
          ruleDay: { isOffDay: true, ruleDate: '2027-06-21', workSections: [] },
        },
      });
      expect(day.overwrites).toBe(1);
    },
    TEST_MS,
  );
});
