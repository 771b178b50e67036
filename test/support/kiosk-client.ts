import type pg from 'pg';

/** What a kiosk sends for one punch (POST /api/kiosk-punches). */
export interface KioskPunchBody {
  deviceId: string;
  devicePunchId: string;
  clockId: number;
  punchTime: string;
}

export interface KioskPunchOutcome {
  /** the final answer's status */
  status: number;
  body: { punchId?: string; duplicate?: boolean; message?: string };
  /** 503 answers the kiosk waited out before this one */
  busyAnswers: number;
  /** connections reset or closed under the request, which the kiosk sent again */
  resets: number;
}

/** A connection reset or closed by the server before it answered (not a timeout: that is a hang). */
export function isConnectionReset(error: unknown): boolean {
  if (!(error instanceof TypeError) || error.message !== 'fetch failed') return false;
  const code = (error.cause as { code?: string } | undefined)?.code;
  return code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE';
}

/**
 * Sends a punch the way a kiosk does: a 503 is waited out for its Retry-After and the same device punch id is
 * sent again, up to `attempts` times; so is a request whose connection was reset (the server may have stored the
 * punch: the same device punch id makes the second send a replay). A request that gets no answer within
 * `timeoutMs` throws (a hang).
 */
export async function sendKioskPunch(
  baseUrl: string,
  deviceToken: string,
  punch: KioskPunchBody,
  options: { attempts?: number; timeoutMs?: number } = {},
): Promise<KioskPunchOutcome> {
  const attempts = options.attempts ?? 20;
  let busyAnswers = 0;
  let resets = 0;
  for (;;) {
    let answer: Response;
    try {
      answer = await fetch(`${baseUrl}/api/kiosk-punches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-device-token': deviceToken },
        body: JSON.stringify(punch),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      if (!isConnectionReset(error) || busyAnswers + resets + 1 >= attempts) throw error;
      resets += 1;
      continue;
    }
    const body = (await answer.json()) as KioskPunchOutcome['body'];
    if (answer.status !== 503 || busyAnswers + resets + 1 >= attempts) {
      return { status: answer.status, body, busyAnswers, resets };
    }
    busyAnswers += 1;
    const retryAfter = Number(answer.headers.get('retry-after') ?? '1');
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 * (0.5 + Math.random() / 2)));
  }
}

/** Runs `tasks` with at most `concurrency` in flight at once; resolves with their results in order. */
export async function inParallel<T>(concurrency: number, tasks: readonly (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await (tasks[index] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, lane));
  return results;
}

/**
 * The n-th punch of a burst at a company's two first employees in turn, from seven kiosks, `stepMinutes` apart from
 * `from`, with the device punch id `<prefix>-<n>`.
 */
export function burstPunch(
  company: { clockId: number },
  n: number,
  prefix: string,
  from: Date,
  stepMinutes: number,
): KioskPunchBody {
  return {
    deviceId: `kiosk-${n % 7}`,
    devicePunchId: `${prefix}-${n}`,
    clockId: n % 2 === 0 ? company.clockId : company.clockId + 1,
    punchTime: new Date(from.getTime() + n * stepMinutes * 60_000).toISOString(),
  };
}

/** How many times each device punch id `<prefix>-…` of a company is stored, in device punch id order. */
export async function storedPerDevicePunch(
  sql: pg.Client,
  companyId: string,
  prefix: string,
): Promise<{ device_punch_id: string; n: number }[]> {
  const { rows } = await sql.query<{ device_punch_id: string; n: number }>(
    `SELECT device_punch_id, count(*)::int AS n FROM time_capture.punches
      WHERE company_id = $1 AND device_punch_id LIKE $2 GROUP BY device_punch_id ORDER BY device_punch_id`,
    [companyId, `${prefix}-%`],
  );
  return rows;
}
