import type { ReadinessCheck, ReadinessReport } from '@rollcall/platform';

/** How long the gateway waits for a service's own readiness answer. */
const UPSTREAM_TIMEOUT_MS = 2500;

/**
 * A service's own `GET /api/ready`, its checks named after it. A service that does not answer, or answers
 * something else, is one failed check saying so with its address.
 */
export async function upstreamReadiness(
  name: string,
  baseUrl: string,
): Promise<{ checks: ReadinessCheck[]; starting: boolean }> {
  const url = new URL('/api/ready', baseUrl).toString();
  const down = (detail: string) => ({
    checks: [{ service: name, check: 'service' as const, ok: false, detail }],
    starting: false,
  });
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) });
  } catch (error) {
    return down(`does not answer at ${url} (${causeOf(error)})`);
  }
  let report: Partial<ReadinessReport>;
  try {
    report = (await response.json()) as Partial<ReadinessReport>;
  } catch {
    return down(`answered ${response.status} without a readiness report at ${url}`);
  }
  if (!Array.isArray(report.checks)) return down(`answered ${response.status} without a readiness report at ${url}`);
  return {
    checks: report.checks.map((c) => ({ ...c, service: c.service ?? name })),
    starting: report.status === 'starting',
  };
}

function causeOf(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError')
    return `no answer within ${UPSTREAM_TIMEOUT_MS / 1000} s`;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}
