import { ApiError, type ReadyAnswer, type RollcallApi } from '@rollcall/api-client';

// GET /api/ready answers 200 when ready and 503 (with the same report) while starting or not ready; the client
// turns a 503 into an ApiError, so the report is read from either.

function isReadyAnswer(value: unknown): value is ReadyAnswer {
  const answer = value as Partial<ReadyAnswer> | null;
  return typeof answer?.status === 'string' && typeof answer.message === 'string' && Array.isArray(answer.checks);
}

/** The app's readiness, or null when it gave none (no answer, or a server without the call). */
export async function fetchReadiness(api: Pick<RollcallApi, 'ready'>): Promise<ReadyAnswer | null> {
  try {
    return await api.ready();
  } catch (error) {
    if (error instanceof ApiError && isReadyAnswer(error.body)) return error.body;
    return null;
  }
}

/** How often to ask again: every second while starting, not at all otherwise. */
export function readinessPollMs(answer: ReadyAnswer | null | undefined): number | false {
  return answer?.status === 'starting' ? 1000 : false;
}
