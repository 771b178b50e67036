/** Calls that carry no bearer token: sign-in and its recovery, refresh, sign-out, and device punches. */
const PUBLIC_PREFIXES = [
  '/account/login',
  '/account/refresh-token',
  '/account/logout',
  '/password/',
  '/api/kiosk-punches',
];

export function isPublicPath(path: string): boolean {
  return PUBLIC_PREFIXES.some(
    (prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
}
