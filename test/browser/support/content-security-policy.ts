import type { ConsoleMessage, Page } from 'playwright-core';

/** The directives of a Content-Security-Policy header, by name. */
export function cspDirectives(header: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

/** Collects the browser's reports that the page's policy refused something, until stop(). */
export function cspViolations(page: Page): { seen: string[]; stop(): void } {
  const seen: string[] = [];
  const listener = (message: ConsoleMessage) => {
    if (message.text().includes('Content Security Policy'))
      seen.push(`${message.text()} @ ${JSON.stringify(message.location())} on ${page.url()}`);
  };
  page.on('console', listener);
  return { seen, stop: () => page.off('console', listener) };
}
