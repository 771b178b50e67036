// Server-Sent Events over fetch (the console and the CLI): EventSource cannot send the bearer token, so the stream is
// read from a fetch answer, through HttpClient.openStream (the same token refresh as every call).
import { ApiError, type ApiRequest, type HttpClient } from './http-client.js';

/** One event of a text/event-stream: its name (`message` when none) and its data lines joined. */
export interface ServerEvent {
  event: string;
  data: string;
}

/** The complete events at the start of `buffer`, and what is left of an event not yet complete. */
export function parseServerEvents(buffer: string): { events: ServerEvent[]; rest: string } {
  const events: ServerEvent[] = [];
  const normalised = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

export interface FollowOptions {
  /** called each time the stream is (re)opened: a caller catches up on what it may have missed meanwhile */
  onOpen?: () => void;
  /** the wait before opening again after a failure (default 3000 ms); after a normal end it opens again at once */
  retryMs?: number;
}

/**
 * Follows a stream until `signal` aborts: each event goes to `onEvent`; when the server ends the stream (its access
 * token expired) it is opened again at once with a fresh token, and after a failure (the server restarting) after
 * `retryMs`. A 401 the refresh cannot cure (signed out) or a 403 ends it with that ApiError.
 */
export async function followServerEvents(
  http: HttpClient,
  req: ApiRequest,
  onEvent: (event: ServerEvent) => void,
  signal: AbortSignal,
  options: FollowOptions = {},
): Promise<void> {
  const retryMs = options.retryMs ?? 3000;
  while (!signal.aborted) {
    let failed = false;
    // each opening gets a signal of its own, which the caller's ends: what listens for the end of one opening goes
    // with it, rather than piling up on the caller's signal over hours of reopening
    const opening = new AbortController();
    const end = () => opening.abort();
    signal.addEventListener('abort', end, { once: true });
    try {
      const response = await http.openStream(req, opening.signal);
      options.onOpen?.();
      await readEvents(response, onEvent);
    } catch (error) {
      if (signal.aborted) return;
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) throw error;
      failed = true;
    } finally {
      signal.removeEventListener('abort', end);
    }
    if (failed && !signal.aborted) await sleep(retryMs, signal);
  }
}

async function readEvents(response: Response, onEvent: (event: ServerEvent) => void): Promise<void> {
  const reader = response.body?.getReader();
  if (!reader) return;
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    const parsed = parseServerEvents(buffer);
    buffer = parsed.rest;
    for (const event of parsed.events) onEvent(event);
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', wake);
      resolve();
    };
    const timer = setTimeout(wake, ms);
    signal.addEventListener('abort', wake, { once: true });
  });
}
