// The navigation rule of spec 000 §2: an in-app navigation goes through the client router only when its target
// matches a route the console serves; anything else is a full page load. Logout and messages always take a full
// page load. The dashboard, leave and timesheet routes are routed in the app only when the company setting that
// switches on their new screens is on (SETTING_ROUTES). The spec's exception for "one specific test host" is not
// built: this project has no such host, so the settings decide everywhere.

/** Never matched by the client router (spec 000 §2). */
export const EXCLUDED_ROUTES: readonly string[] = ['/logout', '/messages/view'];

/** The company settings (spec 000 §3) the navigation rule reads. */
export interface NavigationSettings {
  multiShiftView: boolean;
  isCalderStewart: boolean;
  isTimesheetNewUiEnabled: boolean;
}

/** Paths under each prefix are routed in the app only when the named setting is on (spec 000 §2). */
export const SETTING_ROUTES: readonly { prefix: string; setting: keyof NavigationSettings }[] = [
  { prefix: '/dashboard', setting: 'multiShiftView' },
  { prefix: '/leave', setting: 'isCalderStewart' },
  { prefix: '/timesheet', setting: 'isTimesheetNewUiEnabled' },
];

const segments = (path: string): string[] => path.split('/').filter((s) => s !== '');

function matches(pattern: string, path: string): boolean {
  const want = segments(pattern);
  const have = segments(path);
  return want.length === have.length && want.every((w, i) => (w.startsWith(':') ? have[i] !== '' : w === have[i]));
}

/** The path part of a target such as `/timesheet/view?id=1`. */
export function pathOf(target: string): string {
  const bare = target.split(/[?#]/)[0] ?? '';
  return bare.startsWith('/') ? bare : `/${bare}`;
}

function under(prefix: string, path: string): boolean {
  const want = segments(prefix);
  return want.every((w, i) => segments(path)[i] === w);
}

/**
 * Whether a navigation to `target` goes through the client router (else: a full page load); `knownRoutes` are the
 * route table's paths. Until the settings are known (signed out, or just signed in) the setting-dependent routes
 * are routed in the app like any other: the screen they show is the same either way, and the redirect after
 * sign-in should not reload the page.
 */
export function routedInApp(
  target: string,
  knownRoutes: readonly string[],
  settings: NavigationSettings | null = null,
): boolean {
  const path = pathOf(target);
  if (EXCLUDED_ROUTES.some((pattern) => matches(pattern, path))) return false;
  if (settings && SETTING_ROUTES.some(({ prefix, setting }) => under(prefix, path) && !settings[setting])) return false;
  return knownRoutes.some((pattern) => matches(pattern, path));
}
