/** SQLSTATEs of a connection PostgreSQL ended or could not make: its restart, a terminated backend, no route. */
const CONNECTION_STATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);

/** TypeORM's errors for a query runner whose connection was given back, e.g. after the connection died under it. */
const RELEASED_RUNNER_ERRORS = new Set(['QueryRunnerProviderAlreadyReleasedError', 'QueryRunnerAlreadyReleasedError']);

/**
 * pg's messages, which carry no SQLSTATE: the socket closed under a query, or a query was given to a client whose
 * connection had already failed or been closed (the query was never sent).
 */
const LOST_CONNECTION_MESSAGES =
  /^(Connection terminated( unexpectedly)?|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)$/;

/**
 * Whether an error means the database connection went away mid-request (PostgreSQL restarting, a terminated
 * backend): nothing of the transaction was kept, and the same request can be sent again shortly.
 */
export function isConnectionLost(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (RELEASED_RUNNER_ERRORS.has(error.name)) return true;
  const code = (error as { code?: unknown }).code ?? (error as { driverError?: { code?: unknown } }).driverError?.code;
  if (typeof code === 'string' && CONNECTION_STATES.has(code)) return true;
  return LOST_CONNECTION_MESSAGES.test(error.message);
}
