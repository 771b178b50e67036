import type { NavigationSettings } from './routes';

// navigate() is called outside React (the shared client's logout hook, plain functions), so what the navigation
// rule reads is held here: the route table's paths (set once by App.tsx, so that this module does not import
// every screen) and the company's settings (kept in step by the signed-in layout, use-navigation-settings.ts).

let current: NavigationSettings | null = null;
let known: readonly string[] = [];

export const navigationSettings = (): NavigationSettings | null => current;

export function setNavigationSettings(settings: NavigationSettings | null): void {
  current = settings;
}

export const knownRoutes = (): readonly string[] => known;

export function setKnownRoutes(paths: readonly string[]): void {
  known = paths;
}
