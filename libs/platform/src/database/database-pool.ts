import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { ServiceBusyError } from '../errors/service-busy.error.js';
import { isConnectionLost } from './connection-lost.js';

/** Seconds a client is asked to wait after a 503 for want of database connections (kiosks retry the same punch). */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/** A service could not get a database connection within the acquire timeout: answered 503 with Retry-After. */
export class DatabaseBusyError extends ServiceBusyError {
  constructor(
    readonly service: string,
    cause: unknown,
  ) {
    super(`The ${service} service's database connections are all in use.`, BUSY_RETRY_AFTER_SECONDS, { cause });
    this.name = 'DatabaseBusyError';
  }
}

/**
 * A service could not open a database connection: PostgreSQL refused it, is not there, or is starting or stopping.
 * Answered 503 with Retry-After, as a busy pool is, but saying what is wrong.
 */
export class DatabaseUnreachableError extends ServiceBusyError {
  constructor(
    readonly service: string,
    cause: unknown,
  ) {
    super(`The ${service} service cannot reach its database${messageOf(cause)}.`, BUSY_RETRY_AFTER_SECONDS, { cause });
    this.name = 'DatabaseUnreachableError';
  }
}

/** " (the cause's message)", or nothing. */
function messageOf(cause: unknown): string {
  const message = (cause as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? ` (${message})` : '';
}

/** Socket errors of a connection that could not be made (refused, no such host, no route). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNRESET',
]);

/**
 * Whether a pool's failure to give a connection means the database could not be reached (rather than every
 * connection being in use: pg-pool's "timeout exceeded when trying to connect").
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  // no instanceof: socket errors come from Node's own realm, which is not the caller's under a test runner's VM
  if (typeof error !== 'object' || error === null) return false;
  const { code, errors } = error as { code?: unknown; errors?: unknown };
  if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
  if (Array.isArray(errors) && errors.some(isDatabaseUnreachable)) return true;
  return isConnectionLost(error);
}

/** What a service's pool holds now; shown by the health detail. */
export interface DatabasePoolStats {
  size: number;
  inUse: number;
  idle: number;
  waiting: number;
  /** acquires that timed out since start */
  timeouts: number;
}

type ConnectCallback = (error: Error | undefined, client?: unknown, release?: (error?: unknown) => void) => void;

/** The parts of pg's Pool this module reads; TypeORM keeps the pool as its driver's `master`. */
interface PgPool {
  connect(callback?: ConnectCallback): Promise<unknown> | undefined;
  on(event: 'acquire', listener: (client: PgClient) => void): unknown;
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
  readonly options: { max: number };
}

interface PgClient {
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/** Marks a pooled client that has its own error listener. */
const LISTENED = Symbol('rollcall.listened');

const watched = new Map<string, { pool: PgPool; timeouts: number }>();
const LOG_EVERY_MS = 5000;

/** Every watched pool of this process by service name (one in distributed mode, one per service embedded). */
export function databasePoolStats(): Record<string, DatabasePoolStats> {
  const stats: Record<string, DatabasePoolStats> = {};
  for (const [service, { pool, timeouts }] of watched) {
    stats[service] = {
      size: pool.options.max,
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      timeouts,
    };
  }
  return stats;
}

/**
 * Keeps a pooled connection's failure from ending the process, and names the service in the error a pool gives: no
 * connection within the acquire timeout (logged as the pool exhausted, and counted), or a connection the database
 * refused or could not be reached for (logged as such). TypeORM takes connections
 * through the pool's callback form.
 */
export function watchDatabasePool(service: string, dataSource: DataSource, logger: Logger): void {
  const pool = (dataSource.driver as unknown as { master: PgPool }).master;
  const entry = { pool, timeouts: 0 };
  watched.set(service, entry);
  let lastLogged = 0;
  // pg's pool listens for errors on idle clients only: a checked-out client whose connection dies (PostgreSQL
  // restarting, a terminated backend) would raise an unhandled 'error' and end the process. The query in flight
  // fails on its own; the connection is dropped from the pool.
  pool.on('acquire', (client) => {
    const marked = client as PgClient & { [LISTENED]?: true };
    if (marked[LISTENED]) return;
    marked[LISTENED] = true;
    client.on('error', (error) =>
      logger.warn({ service, err: error }, `a database connection of ${service} failed; it is dropped`),
    );
  });
  const connect = pool.connect.bind(pool);
  pool.connect = (callback?: ConnectCallback) => {
    const translate = (error: Error): Error => {
      const unreachable = isDatabaseUnreachable(error);
      if (!unreachable) entry.timeouts += 1;
      const now = Date.now();
      if (now - lastLogged >= LOG_EVERY_MS) {
        lastLogged = now;
        logger.warn(
          { service, pool: databasePoolStats()[service], err: error },
          unreachable
            ? `${service} cannot reach its database: ${error.message}; answering 503`
            : `database pool of ${service} exhausted: no connection within the acquire timeout; answering 503`,
        );
      }
      return unreachable ? new DatabaseUnreachableError(service, error) : new DatabaseBusyError(service, error);
    };
    if (callback) {
      return connect((error, client, release) =>
        error ? callback(translate(error)) : callback(undefined, client, release),
      );
    }
    return (connect() as Promise<unknown>).catch((error: Error) => Promise.reject(translate(error)));
  };
}
