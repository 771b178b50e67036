// The console while the embedded app is still creating the demo company: "Starting…" instead of a sign-in form
// that would fail, then the sign-in form by itself once the app is ready, and a sign-in that works.
import { startEmbedded, type EmbeddedApp } from '@rollcall/embedded';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchBrowser, type Browser } from './support/browser.js';
import { ensureConsoleBuilt } from './support/console-build.js';
import { DEMO_ADMIN, DEMO_PASSWORD } from './support/demo-app.js';
import { signInThroughForm } from './support/sign-in-form.js';
import { withTimeout } from './support/with-timeout.js';

describe('the console while the app starts', () => {
  let browser: Browser | undefined;
  let dataDir: string;
  let app: EmbeddedApp | undefined;

  beforeAll(async () => {
    ensureConsoleBuilt();
    browser = await launchBrowser();
    dataDir = await mkdtemp(path.join(tmpdir(), 'rollcall-starting-'));
    await chmod(dataDir, 0o755);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    if (app) await withTimeout(app.stop(), 30_000, 'stopping the embedded app');
    await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('shows "Starting…" until the demo company exists, then signs in', async () => {
    if (!browser) throw new Error('Chromium did not start');
    const page = browser.page;
    let letSeedRun = () => undefined as void;
    const seedMayRun = new Promise<void>((resolve) => (letSeedRun = resolve));
    let listening = (_url: string) => undefined as void;
    const url = new Promise<string>((resolve) => (listening = resolve));
    // the demo seed waits until the page has been looked at
    const started = startEmbedded({
      port: 0,
      dataDir,
      demoPassword: DEMO_PASSWORD,
      seed: true,
      quiet: true,
      fastDatabase: true,
      onListening: async (address) => {
        listening(address);
        await seedMayRun;
      },
    });
    started.catch(() => letSeedRun());
    const baseUrl = await url;

    await page.goto(`${baseUrl}/#/login`);
    await page.getByRole('heading', { name: 'Starting…' }).waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('starting').textContent()).resolves.toContain(
      'Rollcall is starting (creating the demo company).',
    );
    expect(await page.getByRole('button', { name: 'Sign In' }).count()).toBe(0);

    letSeedRun();
    app = await started;
    // the page asks again by itself every second: the sign-in form comes without a reload
    await page.getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('starting').count()).toBe(0);

    await signInThroughForm(page, baseUrl, DEMO_ADMIN, DEMO_PASSWORD);
    expect(new URL(page.url()).hash).not.toMatch(/^#\/login/);
  }, 300_000);
});
