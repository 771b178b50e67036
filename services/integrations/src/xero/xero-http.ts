import { ProviderUnavailable } from '../connections/oauth-provider.js';

/** A refusal Xero answered, with its status and the body's words (the Problem's detail and invalid fields). */
export class XeroRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Xero answered ${status}: ${describeXeroBody(body)}`);
  }

  /** The reasons of a Problem body's invalid fields, else its detail. */
  get reasons(): string[] {
    const problem = this.body as { detail?: string; Detail?: string; invalidFields?: { reason?: string }[] } | null;
    const fields = (problem?.invalidFields ?? []).map((f) => f.reason).filter((r): r is string => Boolean(r));
    if (fields.length) return fields;
    return [problem?.detail ?? problem?.Detail ?? `HTTP ${this.status}`];
  }
}

export function describeXeroBody(body: unknown): string {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    const fields = Array.isArray(b.invalidFields)
      ? (b.invalidFields as { name?: string; reason?: string }[]).map((f) => `${f.name}: ${f.reason}`).join('; ')
      : '';
    return [b.error, b.title ?? b.Title, b.detail ?? b.Detail, fields].filter(Boolean).join(' - ');
  }
  return String(body ?? '');
}

export interface XeroRequest {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  /** JSON, or a form (URLSearchParams) */
  body?: unknown;
}

export interface XeroAnswer {
  status: number;
  body: unknown;
}

export interface RetryPolicy {
  maxRetries: number;
  maxRetryAfterSeconds: number;
  /** how a wait is made; tests and the clock of the process */
  sleep?: (ms: number) => Promise<void>;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One HTTP exchange with Xero. A 429 is waited out (Retry-After, else 2^n seconds) and sent again, up to
 * `maxRetries` times; the same Idempotency-Key goes with every try. Anything that is not an answer (no connection,
 * a body that is not JSON from a 2xx) is ProviderUnavailable.
 */
export async function xeroExchange(request: XeroRequest, policy: RetryPolicy): Promise<XeroAnswer> {
  const sleep = policy.sleep ?? sleepFor;
  for (let attempt = 0; ; attempt += 1) {
    const isForm = request.body instanceof URLSearchParams;
    let response: Response;
    try {
      response = await fetch(request.url, {
        method: request.method,
        headers: {
          Accept: 'application/json',
          ...(request.body === undefined
            ? {}
            : { 'Content-Type': isForm ? 'application/x-www-form-urlencoded' : 'application/json' }),
          ...request.headers,
        },
        body: request.body === undefined ? undefined : isForm ? String(request.body) : JSON.stringify(request.body),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      throw new ProviderUnavailable(`Xero could not be reached (${new URL(request.url).host}): ${String(error)}`);
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      if (response.ok) throw new ProviderUnavailable(`Xero answered ${response.status} with a body that is not JSON`);
    }
    if (response.status === 429 && attempt < policy.maxRetries) {
      const asked = Number(response.headers.get('retry-after'));
      const seconds = Number.isFinite(asked) && asked > 0 ? asked : 2 ** attempt;
      if (seconds > policy.maxRetryAfterSeconds) return { status: response.status, body };
      await sleep(seconds * 1000);
      continue;
    }
    return { status: response.status, body };
  }
}
