/**
 * Calls that carry no bearer token: sign-in and its recovery, refresh, sign-out, device punches and leave, and Xero's
 * OAuth callback (a browser navigation; its state is the credential).
 */
const PUBLIC_PREFIXES = [
  '/account/login',
  '/account/refresh-token',
  '/account/logout',
  '/password/',
  '/api/kiosk-punches',
  '/api/leaves/kiosk-submit-leave',
  '/api/xero/callback',
];

export function isPublicPath(path: string): boolean {
  return PUBLIC_PREFIXES.some(
    (prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
}
