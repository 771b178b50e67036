import { ApiError, HttpClient, TIMEOUT_MESSAGE, type TokenStore, type Tokens } from './http-client.js';

class MemoryTokens implements TokenStore {
  history: (Tokens | null)[] = [];
  constructor(private tokens: Tokens | null) {}
  get(): Tokens | null {
    return this.tokens;
  }
  set(tokens: Tokens | null): void {
    this.tokens = tokens;
    this.history.push(tokens);
  }
}

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = (call: Call, signal: AbortSignal | undefined) => Promise<Response> | Response;

/** A fetch that records every call and answers through `handler`. */
function fakeFetch(handler: Handler): { fetch: typeof fetch; calls: Call[] } {
  const calls: Call[] = [];
  const impl = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const call: Call = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return handler(call, init?.signal ?? undefined);
  };
  return { fetch: impl as typeof fetch, calls };
}

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const unauthorized = (): Response => json(401, { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' });

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('HttpClient', () => {
  it('sends JSON with the bearer token and the query string, and resolves to the answer body', async () => {
    const tokens = new MemoryTokens({ accessToken: 'a1', refreshToken: 'r1' });
    const { fetch, calls } = fakeFetch(() => json(200, { ok: true }));
    const client = new HttpClient({ baseUrl: 'http://api.test/', tokens, fetch });

    const answer = await client.request<{ ok: boolean }>({
      method: 'POST',
      path: '/api/things',
      query: { a: 'x y', b: 2, c: true, d: undefined, e: null },
      body: { name: 'n' },
    });

    expect(answer).toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('http://api.test/api/things?a=x+y&b=2&c=true');
    expect(calls[0]?.headers['Authorization']).toBe('Bearer a1');
    expect(calls[0]?.headers['Content-Type']).toBe('application/json');
    expect(calls[0]?.body).toEqual({ name: 'n' });
  });

  it('refreshes once for three concurrent 401s, stores the rotated pair and retries each call', async () => {
    const tokens = new MemoryTokens({ accessToken: 'old-access', refreshToken: 'old-refresh' });
    const { fetch, calls } = fakeFetch(async (call) => {
      if (call.url.endsWith('/account/refresh-token')) {
        await tick(20); // keep the refresh in flight while the other 401s arrive
        return json(200, { accessToken: 'new-access', refreshToken: 'new-refresh' });
      }
      if (call.headers['Authorization'] !== 'Bearer new-access') return unauthorized();
      return json(200, { path: new URL(call.url).pathname });
    });
    const client = new HttpClient({ baseUrl: 'http://api.test', tokens, fetch });

    const answers = await Promise.all(
      ['/one', '/two', '/three'].map((path) => client.request<{ path: string }>({ method: 'GET', path })),
    );

    expect(answers.map((a) => a.path)).toEqual(['/one', '/two', '/three']);
    const refreshCalls = calls.filter((c) => c.url.endsWith('/account/refresh-token'));
    expect(refreshCalls).toHaveLength(1);
    expect(refreshCalls[0]?.body).toEqual({ refreshToken: 'old-refresh' });
    expect(refreshCalls[0]?.headers['Authorization']).toBeUndefined();
    expect(tokens.get()).toEqual({ accessToken: 'new-access', refreshToken: 'new-refresh' });
    expect(calls).toHaveLength(3 + 1 + 3);
  });

  it('does not refresh again when a 401 arrives after another call already refreshed', async () => {
    const tokens = new MemoryTokens({ accessToken: 'old-access', refreshToken: 'old-refresh' });
    let releaseSlow: () => void = () => {};
    const slowGate = new Promise<void>((resolve) => (releaseSlow = resolve));
    const { fetch, calls } = fakeFetch(async (call) => {
      if (call.url.endsWith('/account/refresh-token'))
        return json(200, { accessToken: 'new-access', refreshToken: 'r2' });
      if (call.url.endsWith('/slow') && call.headers['Authorization'] === 'Bearer old-access') await slowGate;
      return call.headers['Authorization'] === 'Bearer new-access' ? json(200, {}) : unauthorized();
    });
    const client = new HttpClient({ baseUrl: '', tokens, fetch });

    const slow = client.request({ method: 'GET', path: '/slow' });
    await client.request({ method: 'GET', path: '/fast' }); // meets a 401, refreshes, retries
    releaseSlow(); // the slow call's 401 now arrives, after the refresh finished
    await slow;

    expect(calls.filter((c) => c.url.endsWith('/account/refresh-token'))).toHaveLength(1);
  });

  it('keeps the held refresh token when the refresh answer carries only an access token', async () => {
    const tokens = new MemoryTokens({ accessToken: 'a1', refreshToken: 'r1' });
    const { fetch } = fakeFetch((call) => {
      if (call.url.endsWith('/account/refresh-token')) return json(200, { accessToken: 'a2' });
      return call.headers['Authorization'] === 'Bearer a2' ? json(200, {}) : unauthorized();
    });
    await new HttpClient({ baseUrl: '', tokens, fetch }).request({ method: 'GET', path: '/x' });
    expect(tokens.get()).toEqual({ accessToken: 'a2', refreshToken: 'r1' });
  });

  it.each([
    ['a 400', () => json(400, { statusCode: 400, message: 'Invalid refresh token.', error: 'Bad Request' })],
    ['a 401', () => unauthorized()],
    [
      'a network failure',
      () => {
        throw new TypeError('fetch failed');
      },
    ],
  ])('logs out when the refresh meets %s, and the call fails with its 401', async (_label, refreshAnswer) => {
    const tokens = new MemoryTokens({ accessToken: 'a1', refreshToken: 'r1' });
    let loggedOut = 0;
    const { fetch } = fakeFetch((call) =>
      call.url.endsWith('/account/refresh-token') ? refreshAnswer() : unauthorized(),
    );
    const client = new HttpClient({ baseUrl: '', tokens, fetch, onLogout: () => loggedOut++ });

    const failure = await client.request({ method: 'GET', path: '/profile' }).catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(tokens.get()).toBeNull();
    expect(loggedOut).toBe(1);
  });

  it('logs out without refreshing when refresh is disabled', async () => {
    const tokens = new MemoryTokens({ accessToken: 'a1', refreshToken: 'r1' });
    let loggedOut = 0;
    const { fetch, calls } = fakeFetch(() => unauthorized());
    const client = new HttpClient({ baseUrl: '', tokens, fetch, refreshEnabled: false, onLogout: () => loggedOut++ });

    await expect(client.request({ method: 'GET', path: '/profile' })).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(loggedOut).toBe(1);
    expect(tokens.get()).toBeNull();
  });

  it('never refreshes for a failed sign-in, and shows the server message', async () => {
    const tokens = new MemoryTokens(null);
    let loggedOut = 0;
    const { fetch, calls } = fakeFetch(() =>
      json(401, { statusCode: 401, message: 'Failed to login.', error: 'Unauthorized' }),
    );
    const client = new HttpClient({ baseUrl: '', tokens, fetch, onLogout: () => loggedOut++ });

    await expect(
      client.request({ method: 'POST', path: '/account/login', body: { email: 'a@b.cd', password: 'x' } }),
    ).rejects.toMatchObject({ status: 401, message: 'Failed to login.' });
    expect(calls).toHaveLength(1);
    expect(loggedOut).toBe(0);
  });

  it('aborts a call that outlives the timeout with the timeout message', async () => {
    const { fetch } = fakeFetch(
      (_call, signal) =>
        new Promise<Response>((_resolve, reject) => {
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const client = new HttpClient({ baseUrl: '', tokens: new MemoryTokens(null), fetch, timeoutMs: 30 });

    const failure = await client.request({ method: 'GET', path: '/health' }).catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe(TIMEOUT_MESSAGE);
    expect((failure as ApiError).message).toBe('Request timed out. Please try again.');
    expect((failure as ApiError).status).toBe(0);
    expect((failure as ApiError).isTimeout).toBe(true);
  });

  it("throws the error envelope's message and details", async () => {
    const envelope = {
      statusCode: 400,
      message: 'employeeId must be a UUID',
      error: 'Bad Request',
      details: [{ field: 'employeeId', message: 'must be a UUID' }],
    };
    const { fetch } = fakeFetch(() => json(400, envelope));
    const client = new HttpClient({ baseUrl: '', tokens: new MemoryTokens(null), fetch });

    const failure = (await client.request({ method: 'GET', path: '/x' }).catch((e: unknown) => e)) as ApiError;

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.status).toBe(400);
    expect(failure.message).toBe('employeeId must be a UUID');
    expect(failure.details).toEqual([{ field: 'employeeId', message: 'must be a UUID' }]);
  });

  it('falls back to "Something went wrong." without an envelope', async () => {
    const { fetch } = fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const client = new HttpClient({ baseUrl: '', tokens: new MemoryTokens(null), fetch });
    await expect(client.request({ method: 'GET', path: '/x' })).rejects.toMatchObject({
      status: 502,
      message: 'Something went wrong.',
    });
  });

  it('resolves to undefined for an empty answer', async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 204 }));
    const client = new HttpClient({ baseUrl: '', tokens: new MemoryTokens(null), fetch });
    await expect(client.request({ method: 'DELETE', path: '/x' })).resolves.toBeUndefined();
  });

  describe('with the refresh token in a cookie (the console)', () => {
    const cookieClient = (tokens: TokenStore, fetchImpl: typeof fetch, extra: { onLogout?: () => void } = {}) =>
      new HttpClient({ baseUrl: '', tokens, fetch: fetchImpl, refreshTokenIn: 'cookie', ...extra });

    it('marks every call, refreshes with an empty body and keeps no refresh token', async () => {
      const tokens = new MemoryTokens({ accessToken: 'a1' });
      const { fetch, calls } = fakeFetch((call) => {
        if (call.url.endsWith('/account/refresh-token')) return json(200, { accessToken: 'a2' });
        return call.headers['Authorization'] === 'Bearer a2' ? json(200, { ok: true }) : unauthorized();
      });
      await expect(cookieClient(tokens, fetch).request({ method: 'GET', path: '/x' })).resolves.toEqual({ ok: true });
      expect(calls.map((c) => c.headers['X-Rollcall-Session'])).toEqual(['cookie', 'cookie', 'cookie']);
      expect(calls[1]).toMatchObject({ url: '/account/refresh-token', body: {} });
      expect(calls[1]?.headers['Authorization']).toBeUndefined();
      expect(tokens.get()).toEqual({ accessToken: 'a2' });
    });

    it('refreshes after a 401 even with no access token held (a reloaded page)', async () => {
      const tokens = new MemoryTokens(null);
      const { fetch } = fakeFetch((call) => {
        if (call.url.endsWith('/account/refresh-token')) return json(200, { accessToken: 'a2' });
        return call.headers['Authorization'] === 'Bearer a2' ? json(200, {}) : unauthorized();
      });
      await cookieClient(tokens, fetch).request({ method: 'GET', path: '/x' });
      expect(tokens.get()).toEqual({ accessToken: 'a2' });
    });

    it('restore() takes up the cookie’s session once for concurrent callers', async () => {
      const tokens = new MemoryTokens(null);
      const { fetch, calls } = fakeFetch(async () => {
        await tick(10);
        return json(200, { accessToken: 'a2' });
      });
      const client = cookieClient(tokens, fetch);
      await expect(Promise.all([client.restore(), client.restore()])).resolves.toEqual([true, true]);
      expect(calls).toHaveLength(1);
      expect(tokens.get()).toEqual({ accessToken: 'a2' });
      await expect(client.restore()).resolves.toBe(true); // held now: no call
      expect(calls).toHaveLength(1);
    });

    it('restore() without a session answers false and does not sign out', async () => {
      const tokens = new MemoryTokens(null);
      let loggedOut = 0;
      const { fetch } = fakeFetch(() =>
        json(400, { statusCode: 400, message: 'The refresh token is invalid or expired.', error: 'Bad Request' }),
      );
      const client = cookieClient(tokens, fetch, { onLogout: () => loggedOut++ });
      await expect(client.restore()).resolves.toBe(false);
      expect(loggedOut).toBe(0);
      expect(tokens.get()).toBeNull();
    });

    it('restore() takes a 204 (no refresh cookie: nothing to refresh) as no session, quietly', async () => {
      const tokens = new MemoryTokens(null);
      let loggedOut = 0;
      const { fetch, calls } = fakeFetch(() => new Response(null, { status: 204 }));
      const client = cookieClient(tokens, fetch, { onLogout: () => loggedOut++ });
      await expect(client.restore()).resolves.toBe(false);
      expect(calls.map((c) => c.url)).toEqual(['/account/refresh-token']);
      expect(loggedOut).toBe(0);
      expect(tokens.get()).toBeNull();
      // after a 401 the same answer means the session is gone: signed out, the 401 passed on
      const { fetch: after401 } = fakeFetch((call) =>
        call.url.endsWith('/account/refresh-token') ? new Response(null, { status: 204 }) : unauthorized(),
      );
      const held = new MemoryTokens({ accessToken: 'a1' });
      const failure = await cookieClient(held, after401, { onLogout: () => loggedOut++ })
        .request({ method: 'GET', path: '/x' })
        .catch((e: unknown) => e);
      expect(failure).toMatchObject({ status: 401 });
      expect(loggedOut).toBe(1);
      expect(held.get()).toBeNull();
    });

    it('runs each refresh through `exclusive` (a lock across browser tabs)', async () => {
      const tokens = new MemoryTokens({ accessToken: 'a1' });
      const order: string[] = [];
      const { fetch } = fakeFetch((call) => {
        if (call.url.endsWith('/account/refresh-token')) {
          order.push('refresh');
          return json(200, { accessToken: 'a2' });
        }
        return call.headers['Authorization'] === 'Bearer a2' ? json(200, {}) : unauthorized();
      });
      const client = new HttpClient({
        baseUrl: '',
        tokens,
        fetch,
        refreshTokenIn: 'cookie',
        exclusive: async <T>(refresh: () => Promise<T>) => {
          order.push('locked');
          const result = await refresh();
          order.push('released');
          return result;
        },
      });
      await client.request({ method: 'GET', path: '/x' });
      expect(order).toEqual(['locked', 'refresh', 'released']);
    });
  });

  it('restore() in body mode only says whether tokens are held', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, {}));
    await expect(new HttpClient({ baseUrl: '', tokens: new MemoryTokens(null), fetch }).restore()).resolves.toBe(false);
    const held = new MemoryTokens({ accessToken: 'a', refreshToken: 'r' });
    await expect(new HttpClient({ baseUrl: '', tokens: held, fetch }).restore()).resolves.toBe(true);
    expect(calls).toHaveLength(0);
  });
});
