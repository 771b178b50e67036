import { useSyncExternalStore } from 'react';
import { knownRoutes, navigationSettings } from './navigation-settings';
import { routedInApp } from './routes';

// Hash routing for wouter that keeps the query inside the hash: `/#/timesheet/view?id=…&fromT=…`.
// wouter's own useHashLocation moves the query before the `#` (`/?id=…#/timesheet/view`), so a link written the
// way the spec writes routes would never match. This hook follows wouter's useHashLocation otherwise
// (same events, same navigate options), and supplies the matching search hook for useSearch/useSearchParams.

const leading = /^#?\/?/;

function hashParts(): { path: string; search: string } {
  const hash = window.location.hash.replace(leading, '');
  const at = hash.indexOf('?');
  return at < 0 ? { path: `/${hash}`, search: '' } : { path: `/${hash.slice(0, at)}`, search: hash.slice(at + 1) };
}

const currentPath = (): string => hashParts().path;
const currentSearch = (): string => hashParts().search;

function subscribe(callback: () => void): () => void {
  window.addEventListener('hashchange', callback);
  return () => window.removeEventListener('hashchange', callback);
}

/**
 * Goes to an in-app route such as `/timesheet/view?id=1`; replace swaps the history entry. Following the
 * navigation rule (spec 000 §2), a target the client router does not serve (an unknown path, logout, messages,
 * a screen the company's settings leave out) is a full page load of that address instead.
 */
export function navigate(to: string, options: { replace?: boolean; state?: unknown } = {}): void {
  const oldURL = window.location.href;
  const url = new URL(oldURL);
  url.hash = `/${to.replace(leading, '')}`;
  const newURL = url.href;
  if (newURL === oldURL) return;
  window.history[options.replace ? 'replaceState' : 'pushState'](options.state ?? null, '', newURL);
  // A changed hash alone never reloads the page, so the address is set first (without events) and reloaded.
  if (!routedInApp(to.replace(leading, ''), knownRoutes(), navigationSettings())) window.location.reload();
  else window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL }));
}

export function useHashLocation(): [string, typeof navigate] {
  return [useSyncExternalStore(subscribe, currentPath, () => '/'), navigate];
}

export function useHashSearch(): string {
  return useSyncExternalStore(subscribe, currentSearch, () => '');
}

/** How a route is written into an href. */
export const hashHref = (href: string): string => `#${href}`;
