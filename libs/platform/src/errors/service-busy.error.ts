/**
 * The service cannot take this request now but will soon: answered 503 with Retry-After, and nothing was written.
 * Kiosks and API clients send the same request again after the given seconds.
 */
export class ServiceBusyError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ServiceBusyError';
  }
}
