import type { Locator, Page } from 'playwright-core';

/**
 * Waits until `locator` shows, reloading the page between tries: the timesheet is calculated asynchronously
 * after a punch arrives, and a headless page never regains focus to refetch by itself.
 */
export async function visibleAfterReloads(page: Page, locator: Locator, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await locator.first().waitFor({ state: 'visible', timeout: 1_500 });
      return;
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await page.reload();
    }
  }
}
