import type { Page } from 'playwright-core';
import { launchBrowser, type Browser } from './browser.js';
import { ensureConsoleBuilt } from './console-build.js';
import { DEMO_ADMIN, DEMO_PASSWORD, startDemoApp, type DemoApp } from './demo-app.js';
import { signInThroughForm } from './sign-in-form.js';

/** How long the suite's start (console build, embedded app, Chromium, sign-in) may take. */
export const START_MS = 240_000;

export type ConsoleSession<T> = { app: DemoApp; browser: Browser; page: Page } & T;

/**
 * A process the suite's app works with (the Xero stand-in), started before the app: where the app must listen and
 * the settings it starts with; stopped after the app.
 */
export interface Companion {
  port: number;
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * A browser spec's setup, registered with beforeAll/afterAll: the console built, the demo app started, Chromium
 * launched, `extra` (e.g. a signed-in API client for the steps a test takes behind the browser's back) and the demo
 * admin signed in through the form. Call at the top of the spec; the answer hands the running pieces to a test.
 */
export function useSignedInConsole<T extends object = object>(
  extra?: (app: DemoApp) => Promise<T>,
  companion?: () => Promise<Companion>,
): () => ConsoleSession<T> {
  return consoleSuite(true, extra, companion);
}

/** The same setup for the specs that sign in by themselves: nobody signed in yet. */
export function useConsoleBrowser(): () => ConsoleSession<object> {
  return consoleSuite(false);
}

function consoleSuite<T extends object>(
  signIn: boolean,
  extra?: (app: DemoApp) => Promise<T>,
  companion?: () => Promise<Companion>,
): () => ConsoleSession<T> {
  let app: DemoApp | undefined;
  let browser: Browser | undefined;
  let more: T | undefined;
  let beside: Companion | undefined;

  beforeAll(async () => {
    ensureConsoleBuilt();
    beside = await companion?.();
    app = await startDemoApp(beside && { port: beside.port, env: beside.env });
    browser = await launchBrowser();
    more = extra ? await extra(app) : ({} as T);
    if (signIn) await signInThroughForm(browser.page, app.url, DEMO_ADMIN, DEMO_PASSWORD);
  }, START_MS);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await beside?.stop();
  }, 60_000);

  return () => {
    if (!app || !browser || !more) throw new Error('the app or the browser did not start');
    return { ...more, app, browser, page: browser.page };
  };
}
