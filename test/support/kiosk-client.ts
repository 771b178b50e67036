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
}

/**
 * Sends a punch the way a kiosk does: a 503 is waited out for its Retry-After and the same device punch id is
 * sent again, up to `attempts` times. A request that gets no answer within `timeoutMs` throws (a hang).
 */
export async function sendKioskPunch(
  baseUrl: string,
  deviceToken: string,
  punch: KioskPunchBody,
  options: { attempts?: number; timeoutMs?: number } = {},
): Promise<KioskPunchOutcome> {
  const attempts = options.attempts ?? 20;
  let busyAnswers = 0;
  for (;;) {
    const answer = await fetch(`${baseUrl}/api/kiosk-punches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-token': deviceToken },
      body: JSON.stringify(punch),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const body = (await answer.json()) as KioskPunchOutcome['body'];
    if (answer.status !== 503 || busyAnswers + 1 >= attempts) return { status: answer.status, body, busyAnswers };
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
