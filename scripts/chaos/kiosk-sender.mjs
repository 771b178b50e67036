// Sends kiosk punches as a kiosk does: a bounded number at once, and each one again with the same device punch id
// until it is acknowledged (201 stored, or 200 for a replay of a stored punch). A refusal (4xx other than 408 and
// 429) is final. Answers what happened to every punch.

const RETRYABLE = (status) => status === 0 || status === 408 || status === 429 || status >= 500;

/**
 * punches: [{ deviceId, devicePunchId, clockId, punchTime }]; the same punch may appear more than once (a replay).
 * gate(index), when it answers a promise, holds that punch back until it settles.
 * Answers one outcome per entry of `punches`, in order: { status, punchId, duplicate, attempts, acked }.
 */
export async function sendPunches({
  url,
  deviceToken,
  punches,
  concurrency,
  timeoutMs = 10_000,
  giveUpMs = 600_000,
  onProgress = () => undefined,
  gate = () => undefined,
}) {
  const outcomes = new Array(punches.length);
  let next = 0;
  let done = 0;
  const lane = async () => {
    while (next < punches.length) {
      const index = next++;
      await gate(index);
      outcomes[index] = await sendOne(url, deviceToken, punches[index], timeoutMs, giveUpMs);
      done += 1;
      onProgress(done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, punches.length) }, lane));
  return outcomes;
}

async function sendOne(url, deviceToken, punch, timeoutMs, giveUpMs) {
  const started = Date.now();
  for (let attempts = 1; ; attempts++) {
    let status = 0;
    let body = null;
    let retryAfter = null;
    try {
      const answer = await fetch(`${url}/api/kiosk-punches`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Device-Token': deviceToken },
        body: JSON.stringify(punch),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = answer.status;
      retryAfter = Number(answer.headers.get('retry-after')) || null;
      body = await answer.json().catch(() => null);
    } catch {
      status = 0; // no answer: refused connection, reset or timeout
    }
    if (status === 200 || status === 201) {
      return { status, punchId: body?.punchId ?? null, duplicate: body?.duplicate === true, attempts, acked: true };
    }
    if (!RETRYABLE(status) || Date.now() - started > giveUpMs) {
      return { status, punchId: null, duplicate: false, attempts, acked: false, message: body?.message ?? null };
    }
    const wait = retryAfter ? retryAfter * 1000 : Math.min(2000, 100 * attempts);
    await new Promise((r) => setTimeout(r, wait));
  }
}
