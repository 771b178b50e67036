import type { Page } from 'playwright-core';
import { launchBrowser, type Browser } from './browser.js';
import { ensureConsoleBuilt } from './console-build.js';
import { DEMO_ADMIN, DEMO_PASSWORD, startDemoApp, type DemoApp } from './demo-app.js';
import { signInThroughForm } from './sign-in-form.js';

/** How long the suite's start (console build, embedded app, Chromium, sign-in) may take. */
export const START_MS = 240_000;

export type ConsoleSession<T> = { app: DemoApp; browser: Browser; page: Page } & T;

/**
 * A browser spec's setup, registered with beforeAll/afterAll: the console built, the demo app started, Chromium
 * launched, `extra` (e.g. a signed-in API client for the steps a test takes behind the browser's back) and the demo
 * admin signed in through the form. Call at the top of the spec; the answer hands the running pieces to a test.
 */
export function useSignedInConsole<T extends object = object>(
  extra?: (app: DemoApp) => Promise<T>,
): () => ConsoleSession<T> {
  return consoleSuite(true, extra);
}

/** The same setup for the specs that sign in by themselves: nobody signed in yet. */
export function useConsoleBrowser(): () => ConsoleSession<object> {
  return consoleSuite(false);
}

function consoleSuite<T extends object>(
  signIn: boolean,
  extra?: (app: DemoApp) => Promise<T>,
): () => ConsoleSession<T> {
  let app: DemoApp | undefined;
  let browser: Browser | undefined;
  let more: T | undefined;

  beforeAll(async () => {
    ensureConsoleBuilt();
    app = await startDemoApp();
    browser = await launchBrowser();
    more = extra ? await extra(app) : ({} as T);
    if (signIn) await signInThroughForm(browser.page, app.url, DEMO_ADMIN, DEMO_PASSWORD);
  }, START_MS);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  }, 60_000);

  return () => {
    if (!app || !browser || !more) throw new Error('the app or the browser did not start');
    return { ...more, app, browser, page: browser.page };
  };
}
