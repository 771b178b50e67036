// A live updates stream (GET /api/live-updates, docs/adr/0013-live-updates.md) read as a test reads it: every event
// so far, and a wait for the first event that passes a test. The int and flow tests of the dashboard use it.
import { parseServerEvents, type ServerEvent } from '@rollcall/api-client';

/** What a punch-status event carries. */
export interface PunchStatusEvent {
  employees: { employeeId: string; status: string; lastPunch: { id: string; punchTime: string } | null }[];
}

/** What a days-calculated event carries. */
export interface DaysCalculatedEvent {
  employees: { employeeId: string; dates: string[] }[];
}

export interface LiveStream {
  answer: Response;
  /** every event received so far, in order */
  events: ServerEvent[];
  /** the first event (already received or still to come) that passes `test`; rejects after `timeoutMs` */
  next(test: (e: ServerEvent) => boolean, timeoutMs: number): Promise<ServerEvent>;
  /** the data of every event of that name so far */
  dataOf<T>(event: string): T[];
  close(): void;
}

/** Opens the stream at `url` (an app's or the gateway's) with the bearer token; `query` is added as given. */
export async function openLiveStream(url: string, token: string, query = ''): Promise<LiveStream> {
  const controller = new AbortController();
  const answer = await fetch(`${url}/api/live-updates${query}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const events: ServerEvent[] = [];
  const waiters = new Set<{ test: (e: ServerEvent) => boolean; resolve: (e: ServerEvent) => void }>();
  const reader = answer.body?.getReader();
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const chunk = await reader?.read().catch(() => ({ done: true as const, value: undefined }));
      if (!chunk || chunk.done) return;
      buffer += decoder.decode(chunk.value, { stream: true });
      const parsed = parseServerEvents(buffer);
      buffer = parsed.rest;
      for (const event of parsed.events) {
        events.push(event);
        for (const w of [...waiters]) if (w.test(event)) w.resolve(event);
      }
    }
  })();
  const next = (test: (e: ServerEvent) => boolean, timeoutMs: number) =>
    new Promise<ServerEvent>((resolve, reject) => {
      const seen = events.find(test);
      if (seen) return resolve(seen);
      const waiter = {
        test,
        resolve: (e: ServerEvent) => {
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(e);
        },
      };
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error(`no such event within ${timeoutMs} ms; received: ${JSON.stringify(events)}`));
      }, timeoutMs);
      waiters.add(waiter);
    });
  const dataOf = <T>(name: string) => events.filter((e) => e.event === name).map((e) => JSON.parse(e.data) as T);
  return { answer, events, next, dataOf, close: () => controller.abort() };
}

/** A test for the punch-status event that names the punch. */
export function namesPunch(punchId: string): (e: ServerEvent) => boolean {
  return (e) =>
    e.event === 'punch-status' &&
    (JSON.parse(e.data) as PunchStatusEvent).employees.some((x) => x.lastPunch?.id === punchId);
}
