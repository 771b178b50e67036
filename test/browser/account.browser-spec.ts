// Profile, change password, avatar upload, account recovery and reset password in headless Chromium against the
// embedded app seeded with the demo company.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from './support/browser.js';
import { useConsoleBrowser } from './support/console-session.js';
import { DEMO_PASSWORD } from './support/demo-app.js';
import { signInThroughForm } from './support/sign-in-form.js';

const TEST_MS = 90_000;
const USER = 'manager@demo.test';

// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const running = useConsoleBrowser();

const notification = (browser: Browser, level: string, text: string) =>
  browser.page.getByTestId(`notification-${level}`).filter({ hasText: text }).first();

describe('account recovery', () => {
  it(
    'says the e-mail was sent, and that a made-up reset link is an invalid token',
    async () => {
      const { app, browser } = running();
      const { page } = browser;
      await page.goto(`${app.url}/#/forgotpassword`);
      await page.getByLabel('Email').fill(USER);
      await page.getByRole('button', { name: 'Send' }).click();
      await notification(browser, 'success', 'Email has been sent successfully!').waitFor({ timeout: 10_000 });

      await page.goto(`${app.url}/#/password/changePasswordByEmail?token=not-a-real-token`);
      await page.getByRole('heading', { name: 'Reset Your Password' }).waitFor({ timeout: 10_000 });
      await page.getByLabel('Password', { exact: true }).fill('New-Pass-123');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Please confirm your password!').waitFor({ timeout: 5_000 });
      await page.getByLabel('Confirm Password', { exact: true }).fill('New-Pass-123');
      await page.getByRole('button', { name: 'Submit' }).click();
      await notification(browser, 'error', 'Invalid token.').waitFor({ timeout: 10_000 });
    },
    TEST_MS,
  );
});

describe('profile', () => {
  it(
    'uploads a photo, saves the profile, and refuses a wrong current password',
    async () => {
      const { app, browser } = running();
      const { page } = browser;
      await signInThroughForm(page, app.url, USER, DEMO_PASSWORD);
      await page.goto(`${app.url}/#/profile`);
      await page.getByRole('tab', { name: 'Profile Setting' }).waitFor({ timeout: 10_000 });
      const title = page.getByLabel('Title', { exact: true });
      await title.waitFor({ timeout: 10_000 });

      const dir = await mkdtemp(path.join(tmpdir(), 'rollcall-avatar-'));
      try {
        const file = path.join(dir, 'me.png');
        await writeFile(file, PNG);
        await page.locator('input[type=file][name=avatar]').setInputFiles(file);
        const avatar = page.getByTestId('avatar');
        await avatar.waitFor({ timeout: 10_000 });
        expect(await avatar.getAttribute('src')).toMatch(/^blob:/);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }

      await title.fill('Operations Lead');
      await page.getByLabel('Date Format', { exact: true }).selectOption('dd/MM/yyyy');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await notification(browser, 'success', 'Update the profile successfully.').waitFor({ timeout: 10_000 });

      // The saved values come back after a reload.
      await page.reload();
      await page.getByLabel('Title', { exact: true }).waitFor({ timeout: 10_000 });
      expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('Operations Lead');
      expect(await page.getByLabel('Date Format', { exact: true }).inputValue()).toBe('dd/MM/yyyy');
      await page.getByTestId('avatar').waitFor({ timeout: 10_000 });

      await page.getByRole('tab', { name: 'Change Password' }).click();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Please input your password!').waitFor({ timeout: 5_000 });
      await page.getByLabel('Current Password', { exact: true }).fill('not-my-password');
      await page.getByLabel('New Password', { exact: true }).fill('Another-Pass-1');
      await page.getByLabel('Confirm Password', { exact: true }).fill('Another-Pass-2');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('The two passwords that you entered do not match!').waitFor({ timeout: 5_000 });
      await page.getByLabel('Confirm Password', { exact: true }).fill('Another-Pass-1');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await notification(browser, 'error', 'The current password is not right.').waitFor({ timeout: 10_000 });
    },
    TEST_MS,
  );
});
