// One bearer-token call per service, to check that a session is accepted, or refused, by every one of them.
// Time capture (device-token punches only), scheduling and reporting serve no bearer-token call yet; they run the
// same platform guard. Shared by the int tier (embedded mode) and the flow tier (Kafka).

export const ONE_CALL_PER_SERVICE = [
  { service: 'identity', path: '/profile' },
  { service: 'organisation', path: '/api/company/settings' },
  { service: 'calculation', path: '/api/pay-periods' },
  { service: 'integrations', path: '/api/sync-results/error-count' },
] as const;

export const SESSION_ENDED = 'Please sign in again: this session has ended.';

/** How long after a session ends every service may still accept its access token (issue 15). */
export const REFUSED_WITHIN_MS = 5_000;

/** Calls `path` with the bearer token; answers the status and the error message, if any. */
export type BearerCall = (path: string, token: string) => Promise<{ status: number; message?: string }>;

/** The status each service answers the token with. */
export async function answersOf(call: BearerCall, token: string): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {};
  for (const { service, path } of ONE_CALL_PER_SERVICE) statuses[service] = (await call(path, token)).status;
  return statuses;
}

/**
 * Resolves once every service refuses the token with 401 "this session has ended", polling from `endedAt`;
 * rejects, naming the services that still accepted it, when that takes longer than REFUSED_WITHIN_MS.
 */
export async function refusedEverywhere(call: BearerCall, token: string, endedAt: number): Promise<void> {
  const pending = new Map(ONE_CALL_PER_SERVICE.map(({ service, path }) => [service, path]));
  const last = new Map<string, string>();
  for (;;) {
    for (const [service, path] of pending) {
      const answer = await call(path, token);
      if (answer.status === 401 && answer.message === SESSION_ENDED) pending.delete(service);
      else last.set(service, `${answer.status} ${answer.message ?? ''}`);
    }
    if (pending.size === 0) return;
    if (Date.now() - endedAt > REFUSED_WITHIN_MS) {
      const still = [...pending.keys()].map((service) => `${service} (${last.get(service)})`);
      throw new Error(`still accepted ${REFUSED_WITHIN_MS / 1000} s after the session ended: ${still.join(', ')}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
