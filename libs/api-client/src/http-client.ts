// The hand-written runtime under the generated client (generated.ts), shared by the console and the CLI.
// It sends JSON, attaches the bearer token, refreshes an expired access token once per 401 behind one lock
// shared by concurrent calls, and turns every failure into an ApiError carrying a message a person can read.

export const DEFAULT_ERROR_MESSAGE = 'Something went wrong.';
export const TIMEOUT_MESSAGE = 'Request timed out. Please try again.';

const LOGIN_PATH = '/account/login';
const REFRESH_PATH = '/account/refresh-token';

export interface Tokens {
  accessToken: string;
  /** absent when the server keeps it in an HttpOnly cookie (the console) */
  refreshToken?: string;
}

/** Asks the server to keep the refresh token in an HttpOnly cookie instead of the answer body (docs/adr). */
export const SESSION_MODE_HEADER = 'X-Rollcall-Session';

/** Where the client keeps the session's tokens (memory in the console, a file in the CLI). */
export interface TokenStore {
  get(): Tokens | null;
  set(tokens: Tokens | null): void;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | undefined | null;

export interface ApiRequest {
  method: HttpMethod;
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ApiErrorDetail {
  field?: string;
  message: string;
}

export interface HttpClientOptions {
  baseUrl: string;
  tokens: TokenStore;
  /** Per attempt, in milliseconds. Default 30000. */
  timeoutMs?: number;
  /** Refresh the access token on a 401. Default true. */
  refreshEnabled?: boolean;
  /** Called after the session was dropped (refresh failed, or a 401 with refresh off). */
  onLogout?: () => void;
  /**
   * 'cookie': the server keeps the refresh token in an HttpOnly cookie that scripts cannot read (the console);
   * 'body' (default): it comes in the answer and goes back in the refresh call's body (the CLI, API clients).
   */
  refreshTokenIn?: 'body' | 'cookie';
  /**
   * Runs each refresh, e.g. under a lock shared by the browser's tabs, so that two tabs never present the same
   * rotated cookie (which the server takes for theft). Default: runs it directly.
   */
  exclusive?: <T>(refresh: () => Promise<T>) => Promise<T>;
  fetch?: typeof fetch;
}

/** A failed call. `status` is the HTTP status, or 0 when no answer arrived (network failure, timeout). */
export class ApiError extends Error {
  readonly status: number;
  readonly details: ApiErrorDetail[] | undefined;
  /** The parsed answer body, when there was one. */
  readonly body: unknown;

  constructor(status: number, message: string, details?: ApiErrorDetail[], body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.details = details;
    this.body = body;
  }

  get isTimeout(): boolean {
    return this.status === 0 && this.message === TIMEOUT_MESSAGE;
  }
}

export class HttpClient {
  private readonly baseUrl: string;
  private readonly tokens: TokenStore;
  private readonly timeoutMs: number;
  private readonly refreshEnabled: boolean;
  private readonly onLogout: (() => void) | undefined;
  private readonly inCookie: boolean;
  private readonly exclusive: <T>(refresh: () => Promise<T>) => Promise<T>;
  private readonly fetchImpl: typeof fetch;
  /** The refresh in flight; every call that meets a 401 meanwhile waits on this same promise. */
  private refreshing: Promise<boolean> | null = null;

  constructor(options: HttpClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.tokens = options.tokens;
    this.timeoutMs = options.timeoutMs ?? 30000;
    this.refreshEnabled = options.refreshEnabled ?? true;
    this.onLogout = options.onLogout;
    this.inCookie = options.refreshTokenIn === 'cookie';
    this.exclusive = options.exclusive ?? ((refresh) => refresh());
    // Bound so that a browser's window.fetch is not called with another `this`.
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  async request<T>(req: ApiRequest): Promise<T> {
    const sentWith = this.tokens.get();
    const response = await this.send(req, sentWith?.accessToken);
    if (response.status !== 401 || !this.mayRefresh(req.path)) return this.read<T>(response);

    const refreshed = await this.refreshAfter401(sentWith?.accessToken);
    if (!refreshed) throw await this.toError(response);
    return this.read<T>(await this.send(req, this.tokens.get()?.accessToken));
  }

  /**
   * A call whose answer is a file (a report's PDF): the body as a Blob, with the same token refresh as `request`.
   * A refusal still answers the JSON envelope, thrown as an ApiError.
   */
  async requestBlob(req: ApiRequest): Promise<Blob> {
    const sentWith = this.tokens.get();
    let response = await this.send(req, sentWith?.accessToken);
    if (response.status === 401 && this.mayRefresh(req.path)) {
      if (!(await this.refreshAfter401(sentWith?.accessToken))) throw await this.toError(response);
      response = await this.send(req, this.tokens.get()?.accessToken);
    }
    if (!response.ok) throw await this.toError(response);
    return response.blob();
  }

  /**
   * A long answer read as it comes (Server-Sent Events, see event-stream.ts): the response once its headers came,
   * with the same token refresh as `request`; `signal` ends it. The timeout covers only the wait for the headers.
   * A refusal throws an ApiError.
   */
  async openStream(req: ApiRequest, signal: AbortSignal): Promise<Response> {
    const streamed: ApiRequest = { ...req, headers: { Accept: 'text/event-stream', ...req.headers } };
    const sentWith = this.tokens.get();
    let response = await this.send(streamed, sentWith?.accessToken, signal);
    if (response.status === 401 && this.mayRefresh(req.path)) {
      if (!(await this.refreshAfter401(sentWith?.accessToken))) throw await this.toError(response);
      response = await this.send(streamed, this.tokens.get()?.accessToken, signal);
    }
    if (!response.ok) throw await this.toError(response);
    return response;
  }

  /**
   * At start (a page load): takes up the session the refresh cookie holds, if any. Resolves whether a session is
   * held. Unlike a failed refresh after a 401, finding none is not a sign-out (onLogout is not called).
   */
  async restore(): Promise<boolean> {
    if (this.tokens.get()) return true;
    if (!this.inCookie || !this.refreshEnabled) return false;
    this.refreshing ??= this.refresh(undefined, false).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private mayRefresh(path: string): boolean {
    return path !== LOGIN_PATH && path !== REFRESH_PATH;
  }

  /**
   * Makes sure the token store holds a fresh pair after a call that was sent with `staleAccessToken` met a 401.
   * Resolves false when the session is gone (tokens cleared and onLogout called).
   */
  private async refreshAfter401(staleAccessToken: string | undefined): Promise<boolean> {
    if (this.refreshing) return this.refreshing;
    const current = this.tokens.get();
    // Another call already refreshed between our send and our 401: just retry with the new token.
    if (current && staleAccessToken !== undefined && current.accessToken !== staleAccessToken) return true;
    if (!this.refreshEnabled || (!current && !this.inCookie)) {
      this.logout();
      return false;
    }
    this.refreshing = this.refresh(current?.refreshToken, true).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /** Exchanges the refresh token (the held one, or the cookie) for a new pair; false when the session is gone. */
  private refresh(refreshToken: string | undefined, signOutOnFailure: boolean): Promise<boolean> {
    const gone = (): false => {
      if (signOutOnFailure) this.logout();
      else this.tokens.set(null);
      return false;
    };
    if (!this.inCookie && !refreshToken) return Promise.resolve(gone());
    return this.exclusive(async () => {
      let response: Response;
      try {
        const body = this.inCookie ? {} : { refreshToken };
        response = await this.send({ method: 'POST', path: REFRESH_PATH, body }, undefined);
      } catch {
        return gone();
      }
      // 204: the console holds no refresh cookie (nothing to refresh); 400/401: the token was refused
      if (response.status === 204 || response.status === 400 || response.status === 401) return gone();
      if (!response.ok) throw await this.toError(response);
      let answer: Partial<Tokens>;
      try {
        answer = (await this.parseBody(response)) as Partial<Tokens>;
      } catch {
        return gone();
      }
      if (typeof answer?.accessToken !== 'string') return gone();
      // The server rotates refresh tokens: the one we sent is dead now. Keep ours only if none came back.
      const rotated = answer.refreshToken ?? (this.inCookie ? undefined : refreshToken);
      this.tokens.set(
        rotated ? { accessToken: answer.accessToken, refreshToken: rotated } : { accessToken: answer.accessToken },
      );
      return true;
    });
  }

  private logout(): void {
    this.tokens.set(null);
    this.onLogout?.();
  }

  private async send(req: ApiRequest, accessToken: string | undefined, signal?: AbortSignal): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (req.body !== undefined) headers['Content-Type'] = 'application/json';
    if (accessToken) headers['Authorization'] = `Bearer ${accessToken}`;
    if (this.inCookie) headers[SESSION_MODE_HEADER] = 'cookie';
    Object.assign(headers, req.headers);

    const controller = new AbortController();
    // the caller's signal ends the request and, once answered, its body (a stream)
    if (signal?.aborted) controller.abort();
    else signal?.addEventListener('abort', () => controller.abort(), { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.timeoutMs);
    try {
      return await this.fetchImpl(this.url(req), {
        method: req.method,
        headers,
        body: req.body === undefined ? undefined : JSON.stringify(req.body),
        signal: controller.signal,
      });
    } catch (cause) {
      if (timedOut) throw new ApiError(0, TIMEOUT_MESSAGE);
      throw new ApiError(0, DEFAULT_ERROR_MESSAGE, undefined, cause);
    } finally {
      clearTimeout(timer);
    }
  }

  private url(req: ApiRequest): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(req.query ?? {})) {
      if (value !== undefined && value !== null) params.append(key, String(value));
    }
    const search = params.toString();
    return `${this.baseUrl}${req.path}${search ? `?${search}` : ''}`;
  }

  private async read<T>(response: Response): Promise<T> {
    if (!response.ok) throw await this.toError(response);
    try {
      return (await this.parseBody(response)) as T;
    } catch {
      throw new ApiError(response.status, DEFAULT_ERROR_MESSAGE);
    }
  }

  private async parseBody(response: Response): Promise<unknown> {
    const text = await response.text();
    if (text === '') return undefined;
    const type = response.headers.get('content-type') ?? '';
    return type.includes('json') ? JSON.parse(text) : text;
  }

  /** Reads the server's envelope `{ statusCode, message, error, details? }` into an ApiError. */
  private async toError(response: Response): Promise<ApiError> {
    let body: unknown;
    try {
      body = await this.parseBody(response);
    } catch {
      body = undefined;
    }
    return new ApiError(response.status, envelopeMessage(body), envelopeDetails(body), body);
  }
}

function envelopeMessage(body: unknown): string {
  if (typeof body !== 'object' || body === null) return DEFAULT_ERROR_MESSAGE;
  const message = (body as { message?: unknown }).message;
  if (typeof message === 'string' && message.trim() !== '') return message;
  if (Array.isArray(message) && message.length > 0 && message.every((m) => typeof m === 'string')) {
    return message.join(' ');
  }
  return DEFAULT_ERROR_MESSAGE;
}

function envelopeDetails(body: unknown): ApiErrorDetail[] | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const details = (body as { details?: unknown }).details;
  if (!Array.isArray(details)) return undefined;
  return details.filter(
    (d): d is ApiErrorDetail =>
      typeof d === 'object' && d !== null && typeof (d as ApiErrorDetail).message === 'string',
  );
}
