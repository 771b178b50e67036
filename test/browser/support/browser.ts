import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { ensureChromium } from '../../../infra/chromium/ensure-chromium.mjs';
import { withTimeout } from './with-timeout.js';

// Debian's Chromium, driven by playwright-core. playwright-core refuses --user-data-dir in launch(), so a
// persistent context on a fresh temporary profile stands in for a clean browser.
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** `locale`: the browser's language (navigator.language, and how its own date and time inputs read), e.g. 'en-US'. */
export async function launchBrowser(options: { locale?: string } = {}): Promise<Browser> {
  const executablePath = await ensureChromium();
  const profile = await mkdtemp(path.join(tmpdir(), 'rollcall-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    args: FLAGS,
    viewport: { width: 1680, height: 1000 },
    timezoneId: 'UTC', // the console must show times in the employee's zone, whatever the browser's zone
    ...(options.locale ? { locale: options.locale } : {}),
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      try {
        await withTimeout(context.close(), 15_000, 'closing Chromium');
      } finally {
        await rm(profile, { recursive: true, force: true });
      }
    },
  };
}
