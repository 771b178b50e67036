// The session in headless Chromium against the embedded app seeded with the demo company: sign-in validation,
// the role select of a person with both admin and employee access, Remember me, Sign Out, the shell (the mail
// icon, the navigation rule, the collapsing menu), and where the tokens are kept: the access token in the page's
// memory only, the refresh token in an HttpOnly cookie (docs/adr/0009-console-token-storage.md).
import type { ConsoleMessage, Cookie, Page, Response } from 'playwright-core';
import { useConsoleBrowser } from './support/console-session.js';
import { DEMO_PASSWORD } from './support/demo-app.js';
import { signInThroughForm, submitSignIn } from './support/sign-in-form.js';

const TEST_MS = 90_000;
const MANAGER = 'manager@demo.test'; // Admin with employee access: gets the role select
const EMPLOYEE = 'employee@demo.test';

const running = useConsoleBrowser();

/** Starts each test signed out with nothing remembered (the tests share one browser profile). */
async function freshStart(page: Page, url: string): Promise<void> {
  await page.context().clearCookies();
  await page.goto(`${url}/#/login`);
  await page.evaluate('window.localStorage.clear()');
  await page.reload();
  await page.getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 10_000 });
}

const hash = (page: Page) => new URL(page.url()).hash;
/** The console's refresh cookie, as the browser holds it (scripts in the page cannot see it). */
async function refreshCookie(page: Page): Promise<Cookie | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'rollcall_refresh');
}

/** Whatever the page's own storage holds, as one string. */
const pageStorage = (page: Page) =>
  page.evaluate<string>('JSON.stringify([{ ...window.localStorage }, { ...window.sessionStorage }, document.cookie])');

/** Throws unless the session is held as the ADR says: a strict HttpOnly cookie, and no token in reach of scripts. */
async function expectTokensOutOfReach(page: Page): Promise<Cookie> {
  const cookie = await refreshCookie(page);
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/account' });
  const storage = await pageStorage(page);
  expect(storage).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/); // no JWT
  expect(storage).not.toContain(cookie?.value ?? 'no cookie');
  return cookie as Cookie;
}

/** The role claim of the access token the page sent last (the payload is base64url JSON). */
function bearerRoles(page: Page): () => string | undefined {
  let role: string | undefined;
  page.on('request', (request) => {
    const bearer = /^Bearer (.+)$/.exec(request.headers()['authorization'] ?? '')?.[1];
    if (!bearer) return;
    const payload = JSON.parse(Buffer.from(bearer.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      role?: unknown;
    };
    if (typeof payload.role === 'string') role = payload.role;
  });
  return () => role;
}

describe('sign-in validation', () => {
  it(
    'loads the sign-in page signed out with no refused request and no console error: no cookie, nothing to refresh (204)',
    async () => {
      const { app, browser } = running();
      const { page } = browser;
      await freshStart(page, app.url);
      const refused: string[] = [];
      const errors: string[] = [];
      const onResponse = (response: Response) => {
        if (response.status() >= 400)
          refused.push(`${response.status()} ${response.request().method()} ${response.url()}`);
      };
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error') errors.push(message.text());
      };
      page.on('response', onResponse);
      page.on('console', onConsole);
      try {
        // every load asks whether the refresh cookie holds a session; with none the answer is 204, not a 400
        const asked = page.waitForResponse((response) => response.url().endsWith('/account/refresh-token'));
        await page.reload();
        expect((await asked).status()).toBe(204);
        await page.getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 10_000 });
        expect(hash(page)).toBe('#/login');
        expect(refused).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        page.off('response', onResponse);
        page.off('console', onConsole);
      }
    },
    TEST_MS,
  );

  it(
    'names the empty fields, then refuses a malformed e-mail, without leaving the sign-in screen',
    async () => {
      const { app, browser } = running();
      const { page } = browser;
      await freshStart(page, app.url);

      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText("Email can't be empty, please fill in a valid email here.").waitFor({ timeout: 5_000 });
      await page.getByText('Wrong password or click Forgot password to reset it.').waitFor({ timeout: 5_000 });

      await page.getByLabel('Email').fill('not-an-email@demo');
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Invalid Email address!').waitFor({ timeout: 5_000 });
      expect(await page.getByText('Wrong password or click Forgot password to reset it.').count()).toBe(0);
      expect(hash(page)).toBe('#/login');
      expect(await refreshCookie(page)).toBeUndefined();
    },
    TEST_MS,
  );
});

describe('role select', () => {
  it(
    'signs an admin with employee access in as the employee, onto their timesheet, without the admin menu',
    async () => {
      const { app, browser } = running();
      const { page } = browser;
      await freshStart(page, app.url);
      const tokenRole = bearerRoles(page);

      await submitSignIn(page, app.url, MANAGER, DEMO_PASSWORD);
      await page.getByText('Select your role to login').waitFor({ timeout: 15_000 });
      expect(hash(page)).toMatch(/^#\/selectRole/);
      const adminCookie = await expectTokensOutOfReach(page);
      await page.getByRole('radio', { name: 'Employee' }).click();
      await page.getByRole('button', { name: 'Confirm' }).click();

      await page.waitForURL((url) => url.hash.startsWith('#/timesheet/view'), { timeout: 15_000 });
      await page.getByRole('heading', { name: 'Timesheet' }).waitFor({ timeout: 10_000 });
      expect(tokenRole()).toBe('Employee');
      // the cookie now holds the employee session; the admin session it held before is over
      const employeeCookie = await expectTokensOutOfReach(page);
      expect(employeeCookie.value).not.toBe(adminCookie.value);
      const oldSession = await fetch(`${app.url}/account/refresh-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken: adminCookie.value }),
      });
      expect(oldSession.status).toBe(400);
      const menu = page.getByTestId('side-menu');
      await menu.getByRole('link', { name: 'Timesheet' }).first().waitFor({ timeout: 10_000 });
      expect(await menu.getByText('My Company').count()).toBe(0);
    },
    TEST_MS,
  );

  it(
    'signs them in as the admin, onto the admin home with the admin menu',
    async () => {
      const { app, browser } = running();
      const { page } = browser;
      await freshStart(page, app.url);
      const tokenRole = bearerRoles(page);

      await submitSignIn(page, app.url, MANAGER, DEMO_PASSWORD);
      await page.getByText('Select your role to login').waitFor({ timeout: 15_000 });
      await page.getByRole('radio', { name: 'Admin' }).click();
      await page.getByRole('button', { name: 'Confirm' }).click();

      await page.waitForURL((url) => !url.hash.startsWith('#/selectRole'), { timeout: 15_000 });
      expect(['#/', '#/dashboard']).toContain(hash(page));
      await page.getByRole('heading', { name: /^Welcome/ }).waitFor({ timeout: 10_000 });
      expect(tokenRole()).toBe('Admin');
      await page.getByTestId('side-menu').getByText('My Company').first().waitFor({ timeout: 10_000 });
    },
    TEST_MS,
  );
});

describe('remember me and sign out', () => {
  it(
    'keeps the remembered e-mail after signing out and reloading, and a signed-out reload goes to sign in',
    async () => {
      const { app, browser } = running();
      const { page } = browser;
      await freshStart(page, app.url);

      await page.getByLabel('Remember me').check();
      await signInThroughForm(page, app.url, EMPLOYEE, DEMO_PASSWORD);
      await page.getByTestId('side-menu').waitFor({ timeout: 10_000 });
      const cookie = await expectTokensOutOfReach(page);

      await page.getByTestId('profile-menu').click();
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
      await page.waitForURL((url) => url.hash.startsWith('#/login'), { timeout: 10_000 });
      for (let i = 0; i < 50 && (await refreshCookie(page)); i++) await page.waitForTimeout(100);
      expect(await refreshCookie(page)).toBeUndefined();
      // the server ended the session: its refresh token is dead
      const ended = await fetch(`${app.url}/account/refresh-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken: cookie.value }),
      });
      expect(ended.status).toBe(400);

      await page.reload();
      await page.getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 10_000 });
      expect(await page.getByLabel('Email').inputValue()).toBe(EMPLOYEE);
      expect(await page.getByLabel('Remember me').isChecked()).toBe(true);

      // Signed out, a page behind the sign-in sends the browser to sign in, on reload too.
      await page.goto(`${app.url}/#/timesheet/view`);
      await page.waitForURL((url) => url.hash.startsWith('#/login'), { timeout: 10_000 });
      await page.reload();
      await page.getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 10_000 });
      expect(hash(page)).toMatch(/^#\/login/);
    },
    TEST_MS,
  );
});

describe('an Employee signing out', () => {
  it(
    'is asked for nothing they are refused on the way, and leaves no notification behind on the sign-in screen',
    async () => {
      const { app, browser } = running();
      const { page } = browser;
      await freshStart(page, app.url);
      const refused: string[] = [];
      const onResponse = (response: Response) => {
        if (response.status() === 403) refused.push(`${response.request().method()} ${response.url()}`);
      };
      page.on('response', onResponse);
      try {
        await signInThroughForm(page, app.url, EMPLOYEE, DEMO_PASSWORD);
        // the Employee lands on their own timesheet: the header has no department filter, and asks for no tree
        await page.getByTestId('user-info-name').waitFor({ timeout: 15_000 });
        await page.goto(`${app.url}/#/profile`);
        await page.getByRole('tab', { name: 'Change Password' }).click();
        await page.getByLabel('Current Password', { exact: true }).fill('not-my-password');
        await page.getByLabel('New Password', { exact: true }).fill('Another-Pass-1');
        await page.getByLabel('Confirm Password', { exact: true }).fill('Another-Pass-1');
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        const toast = page.getByTestId('notification-error').filter({ hasText: 'The current password is not right.' });
        await toast.waitFor({ timeout: 10_000 });
        expect(refused).toEqual([]);

        await page.getByTestId('profile-menu').click();
        await page.getByRole('menuitem', { name: 'Sign Out' }).click();
        await page.getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 10_000 });
        expect(await page.locator('[data-testid^="notification-"]').count()).toBe(0);
      } finally {
        page.off('response', onResponse);
      }
    },
    TEST_MS,
  );
});

/** Marks the loaded page; a full page load drops the mark, a client-side navigation keeps it. */
const markPage = (page: Page) => page.evaluate('window.rollcallMark = true');
const pageMarked = (page: Page) => page.evaluate('window.rollcallMark === true');

describe('shell', () => {
  it(
    'routes known paths in the page, and loads messages (the mail icon) and Sign Out as full pages',
    async () => {
      const { app, browser } = running();
      const { page } = browser;
      await freshStart(page, app.url);
      await signInThroughForm(page, app.url, MANAGER, DEMO_PASSWORD);
      await page.getByRole('heading', { name: /^Welcome/ }).waitFor({ timeout: 10_000 });

      await markPage(page);
      // a row's Timesheet link on the dashboard's employees table
      await page.getByTestId('table-dashboard-employees').getByRole('link', { name: 'Timesheet' }).first().click();
      await page.getByRole('heading', { name: 'Timesheet' }).waitFor({ timeout: 10_000 });
      expect(await pageMarked(page)).toBe(true);

      await page.getByRole('link', { name: 'Messages' }).click();
      await page.waitForURL((url) => url.hash === '#/messages/view', { timeout: 10_000 });
      await page.getByRole('heading', { name: 'Messages' }).waitFor({ timeout: 10_000 });
      await page.getByText('No messages.').waitFor({ timeout: 10_000 });
      expect(await pageMarked(page)).toBe(false);

      await markPage(page);
      await page.getByTestId('profile-menu').click();
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
      await page.waitForURL((url) => url.hash.startsWith('#/login'), { timeout: 10_000 });
      await page.getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 10_000 });
      expect(await pageMarked(page)).toBe(false);
    },
    TEST_MS,
  );

  it(
    'collapses the left menu to 48 px below the xxl width, and the toggle opens and closes it',
    async () => {
      const { app, browser } = running();
      const { page } = browser;
      await freshStart(page, app.url);
      await signInThroughForm(page, app.url, MANAGER, DEMO_PASSWORD);
      const menu = page.getByTestId('side-menu');
      await menu.waitFor({ timeout: 10_000 });
      const width = async () => Math.round((await menu.boundingBox())?.width ?? 0);
      const settled = async (expected: number) => {
        for (let i = 0; i < 20 && (await width()) !== expected; i++) await page.waitForTimeout(100);
        return width();
      };
      const wide = page.viewportSize() ?? { width: 1680, height: 1000 };
      try {
        expect(await settled(232)).toBe(232);
        await page.setViewportSize({ width: 1400, height: wide.height });
        expect(await settled(48)).toBe(48);
        expect(await menu.getByText('My Company').count()).toBe(0);

        await page.getByRole('button', { name: 'Expand menu' }).click();
        expect(await settled(232)).toBe(232);
        await menu.getByText('My Company').first().waitFor({ timeout: 5_000 });
        await page.getByRole('button', { name: 'Collapse menu' }).click();
        expect(await settled(48)).toBe(48);

        await page.setViewportSize(wide);
        expect(await settled(232)).toBe(232);
      } finally {
        await page.setViewportSize(wide);
      }
    },
    TEST_MS,
  );
});

describe('token refresh', () => {
  const ADMIN = 'admin@demo.test';

  it(
    'takes the session up again from the HttpOnly cookie after a reload, rotating it',
    async () => {
      const { app, browser } = running();
      const { page } = browser;
      await freshStart(page, app.url);
      await signInThroughForm(page, app.url, ADMIN, DEMO_PASSWORD);
      await page.goto(`${app.url}/#/employee/list`);
      await page.getByText(/^Show 1 to 10 of \d+ entries$/).waitFor({ timeout: 15_000 });
      const before = await expectTokensOutOfReach(page);

      // a reload drops the access token held in memory; the console exchanges the cookie for a new one
      const refreshed = page.waitForResponse((r) => r.url().endsWith('/account/refresh-token'));
      await page.reload();
      const answer = await refreshed;
      expect(answer.status()).toBe(200);
      expect(Object.keys((await answer.json()) as object)).toEqual(['accessToken']);
      await page.getByText(/^Show 1 to 10 of \d+ entries$/).waitFor({ timeout: 15_000 });
      expect(hash(page)).toBe('#/employee/list');
      const after = await expectTokensOutOfReach(page);
      expect(after.value).not.toBe(before.value);
    },
    TEST_MS,
  );

  it(
    'sends the user to sign in when the session has been ended elsewhere',
    async () => {
      const { app, browser } = running();
      const { page } = browser;
      await freshStart(page, app.url);
      await signInThroughForm(page, app.url, ADMIN, DEMO_PASSWORD);
      const held = await expectTokensOutOfReach(page);
      // The session ends elsewhere (a sign-out on another device): its refresh token no longer works.
      const revoked = await fetch(`${app.url}/account/logout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken: held.value }),
      });
      expect(revoked.status).toBe(200);

      await page.goto(`${app.url}/#/employee/list`);
      await page.reload();
      await page.waitForURL((url) => url.hash === '#/login', { timeout: 15_000 });
      await page.getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 10_000 });
      expect(await refreshCookie(page)).toBeUndefined();
      // Signing in again works as usual.
      await signInThroughForm(page, app.url, ADMIN, DEMO_PASSWORD);
      expect(hash(page)).not.toBe('#/login');
    },
    TEST_MS,
  );
});
