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

/**
 * Waits until the input `locator` holds `wanted`, polling from the test: the console's content security policy
 * refuses the eval that a string predicate of page.waitForFunction needs once it has to poll.
 */
export async function inputValueIs(locator: Locator, wanted: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await locator.inputValue({ timeout: Math.max(1, deadline - Date.now()) });
    if (value === wanted) return;
    if (Date.now() >= deadline)
      throw new Error(`the input holds ${JSON.stringify(value)}, not ${JSON.stringify(wanted)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits until the page expression `expression` is true, polling from the test (page.waitForFunction's string
 * predicate needs an eval the content security policy refuses once it has to poll).
 */
export async function pageExpressionHolds(page: Page, expression: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await page.evaluate(expression)) !== true) {
    if (Date.now() >= deadline) throw new Error(`not so within ${timeoutMs} ms: ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until `holds` answers true, polling every 100 ms; the error names `what` was awaited. */
export async function eventually(holds: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await holds())) {
    if (Date.now() >= deadline) throw new Error(`not so within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
