import { getEventListeners } from 'node:events';
import { HttpClient, type TokenStore, type Tokens } from './http-client.js';
import { followServerEvents, parseServerEvents } from './event-stream.js';

describe('Server-Sent Events', () => {
  it('parses complete events, skipping comments, and keeps an incomplete one for later', () => {
    const { events, rest } = parseServerEvents(
      'retry: 3000\nevent: ready\ndata: {"a":1}\n\n: keep-alive\n\nevent: punch-status\ndata: {"b":\ndata: 2}\n\nevent: par',
    );
    expect(events).toEqual([
      { event: 'ready', data: '{"a":1}' },
      { event: 'punch-status', data: '{"b":\n2}' },
    ]);
    expect(rest).toBe('event: par');
    expect(parseServerEvents('data: x\r\n\r\n').events).toEqual([{ event: 'message', data: 'x' }]);
  });

  it('follows a stream with the bearer token, refreshes it once on a 401, and opens it again when it ends', async () => {
    let held: Tokens | null = { accessToken: 'old', refreshToken: 'r1' };
    const tokens: TokenStore = { get: () => held, set: (t) => (held = t) };
    const seen: string[] = [];
    const controller = new AbortController();
    let opened = 0;
    const fetchImpl = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
      const url = String(input);
      const auth = new Headers(init?.headers).get('authorization');
      seen.push(`${url.replace('http://x', '')} ${auth ?? ''}`);
      if (url.endsWith('/account/refresh-token'))
        return new Response(JSON.stringify({ accessToken: 'new', refreshToken: 'r2' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      if (auth === 'Bearer old') return new Response('{"message":"expired"}', { status: 401 });
      opened += 1;
      const body = opened === 1 ? 'event: ready\ndata: 1\n\n' : 'event: punch-status\ndata: 2\n\n';
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    };
    const http = new HttpClient({ baseUrl: 'http://x', tokens, fetch: fetchImpl as typeof fetch });
    const events: string[] = [];
    await followServerEvents(
      http,
      { method: 'GET', path: '/api/live-updates' },
      (e) => {
        events.push(`${e.event}:${e.data}`);
        if (events.length === 2) controller.abort();
      },
      controller.signal,
    );
    expect(events).toEqual(['ready:1', 'punch-status:2']);
    expect(seen).toEqual([
      '/api/live-updates Bearer old',
      '/account/refresh-token ',
      '/api/live-updates Bearer new',
      '/api/live-updates Bearer new',
    ]);
  });

  it('stops with the error when the server refuses the caller', async () => {
    const tokens: TokenStore = { get: () => ({ accessToken: 't' }), set: () => undefined };
    const http = new HttpClient({
      baseUrl: 'http://x',
      tokens,
      refreshEnabled: false,
      fetch: (async () =>
        new Response('{"message":"You do not have permission."}', {
          status: 403,
          headers: { 'content-type': 'application/json' },
        })) as typeof fetch,
    });
    await expect(
      followServerEvents(http, { method: 'GET', path: '/s' }, () => undefined, new AbortController().signal),
    ).rejects.toMatchObject({ status: 403, message: 'You do not have permission.' });
  });

  it("keeps what listens on the caller's signal the same however often the stream is opened again", async () => {
    const controller = new AbortController();
    let opened = 0;
    const fetchImpl = async (): Promise<Response> => {
      opened += 1;
      // every third opening fails (the server restarting), the others end after one event (a token expiring)
      if (opened % 3 === 0) throw new TypeError('fetch failed');
      return new Response(`event: n\ndata: ${opened}\n\n`, { status: 200 });
    };
    const tokens: TokenStore = { get: () => ({ accessToken: 't' }), set: () => undefined };
    const http = new HttpClient({ baseUrl: 'http://x', tokens, fetch: fetchImpl as typeof fetch });
    const listening: number[] = [];
    await followServerEvents(
      http,
      { method: 'GET', path: '/api/live-updates' },
      () => {
        listening.push(getEventListeners(controller.signal, 'abort').length);
        if (listening.length === 40) controller.abort();
      },
      controller.signal,
      { retryMs: 0 },
    );
    expect(opened).toBe(59); // 40 that ended, 19 that failed
    expect(new Set(listening)).toEqual(new Set([listening[0]]));
  });
});
