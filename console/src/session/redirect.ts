import { navigate } from '../app/routing/hash-location';

// Where a redirect target (the profile's redirectUrl, login-as-employee's redirectUrl) takes the user.
// In-app targets ("/dashboard", "#/dashboard", "/#/dashboard", or a same-origin URL carrying one of those) go
// through the client router; anything else is a full page load. Nothing means home.

export type Destination = { kind: 'route'; to: string } | { kind: 'page'; href: string };

export function destinationOf(target: string | null | undefined, origin: string): Destination {
  let rest = (target ?? '').trim();
  if (rest === '') return { kind: 'route', to: '/' };
  if (/^[a-z][a-z0-9+.-]*:/i.test(rest)) {
    if (!rest.startsWith(`${origin}/`) && rest !== origin) return { kind: 'page', href: rest };
    rest = rest.slice(origin.length) || '/';
  }
  if (rest.startsWith('/#')) rest = rest.slice(2);
  else if (rest.startsWith('#')) rest = rest.slice(1);
  if (!rest.startsWith('/')) rest = `/${rest}`;
  return { kind: 'route', to: rest };
}

export function goTo(target: string | null | undefined, options: { replace?: boolean } = {}): void {
  const destination = destinationOf(target, window.location.origin);
  if (destination.kind === 'route') navigate(destination.to, options);
  else if (options.replace) window.location.replace(destination.href);
  else window.location.assign(destination.href);
}
