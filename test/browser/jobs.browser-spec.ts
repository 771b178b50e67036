// The job list and the punch code generator in headless Chromium against the embedded demo app: create a job with
// tasks through the modal, close it from the list, and generate and download a punch code QR image.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
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
