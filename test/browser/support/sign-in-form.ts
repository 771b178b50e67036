import type { Page } from 'playwright-core';

/** Fills the sign-in form at /#/login and presses Sign In. */
export async function submitSignIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/#/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in through the form and waits until the console has left the sign-in screen. */
export async function signInThroughForm(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await submitSignIn(page, baseUrl, email, password);
  await page.waitForURL((url) => !url.hash.startsWith('#/login'), { timeout: 15_000 });
  if (new URL(page.url()).hash.startsWith('#/selectRole')) {
    await page.getByRole('button', { name: 'Confirm' }).click(); // Admin or Supervisor is preselected
    await page.waitForURL((url) => !url.hash.startsWith('#/selectRole'), { timeout: 15_000 });
  }
}
