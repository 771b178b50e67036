/** What `GET /api/ready` answers: 200 when `status` is `ready`, else 503. */
export type ReadyStatus = 'ready' | 'starting' | 'not ready';

export type ReadinessCheckKind = 'migrations' | 'database' | 'event bus' | 'demo seed' | 'service';

export interface ReadinessCheck {
  /** the service the check concerns (e.g. "time-capture"), or null for the process as a whole */
  service: string | null;
  check: ReadinessCheckKind;
  ok: boolean;
  /** what was found, or what is wrong: a phrase a person can read */
  detail: string;
}

export interface ReadinessReport {
  status: ReadyStatus;
  /** one sentence naming what is missing, service by service */
  message: string;
  checks: ReadinessCheck[];
}

/**
 * The report over a set of checks: `starting` while a start-up step is still under way, else `ready` when every
 * check passed, else `not ready`.
 */
export function readinessReport(checks: ReadinessCheck[], starting: boolean): ReadinessReport {
  const failing = checks.filter((c) => !c.ok).map((c) => (c.service ? `${c.service}: ${c.detail}` : c.detail));
  if (starting) {
    return { status: 'starting', message: `Rollcall is starting (${failing.join('; ')}).`, checks };
  }
  if (failing.length === 0) return { status: 'ready', message: 'Rollcall is ready.', checks };
  return { status: 'not ready', message: `Rollcall is not ready: ${failing.join('; ')}.`, checks };
}
