// Each tab refreshes with the same cookie. Refresh tokens rotate, and a rotated token presented again ends the
// session for everyone (the server takes it for a stolen copy), so two tabs must never refresh at once: the
// second waits for the first and then sends the new cookie. Web Locks exist in secure contexts (HTTPS and
// localhost); elsewhere the refresh runs unguarded.

const LOCK_NAME = 'rollcall.refresh';

export function acrossTabs<T>(refresh: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return refresh();
  return locks.request(LOCK_NAME, refresh) as Promise<T>;
}
