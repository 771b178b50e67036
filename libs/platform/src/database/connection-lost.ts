/** SQLSTATEs of a connection PostgreSQL ended or could not make: its restart, a terminated backend, no route. */
const CONNECTION_STATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);

/**
 * Whether an error means the database connection went away mid-request (PostgreSQL restarting, a terminated
 * backend): nothing of the transaction was kept, and the same request can be sent again shortly.
 */
export function isConnectionLost(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'QueryRunnerProviderAlreadyReleasedError') return true;
  const code = (error as { code?: unknown }).code ?? (error as { driverError?: { code?: unknown } }).driverError?.code;
  if (typeof code === 'string' && CONNECTION_STATES.has(code)) return true;
  return /^Connection terminated( unexpectedly)?$/.test(error.message);
}
