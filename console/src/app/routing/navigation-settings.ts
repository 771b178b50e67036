import type { NavigationSettings } from './routes';

// navigate() is called outside React (the shared client's logout hook, plain functions), so the settings the
// navigation rule reads are held here; the signed-in layout keeps them in step (use-navigation-settings.ts).

let current: NavigationSettings | null = null;

export const navigationSettings = (): NavigationSettings | null => current;

export function setNavigationSettings(settings: NavigationSettings | null): void {
  current = settings;
}
