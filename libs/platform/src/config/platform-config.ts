export type RunMode = 'embedded' | 'distributed';
export type EventTransportKind = 'inprocess' | 'kafka';
/** false, a hop count, or addresses and subnets (Express names: loopback, linklocal, uniquelocal). */
export type TrustProxy = false | number | string;

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface PlatformConfig {
  mode: RunMode;
  port: number;
  databaseUrl: string | null;
  eventTransport: EventTransportKind;
  kafkaBrokers: string[];
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  logLevel: LogLevel;
  /** how often each service's outbox relay polls when nothing nudged it */
  outboxPollMs: number;
  /** published outbox rows are kept this many days, then pruned */
  outboxRetentionDays: number;
  /** handled-event (inbox) records are kept this many days; longer than Kafka's topic retention */
  inboxRetentionDays: number;
  /**
   * Which proxies in front of this process may say who the client is (X-Forwarded-For, X-Forwarded-Proto):
   * Express's "trust proxy" setting; false when the process faces clients directly.
   */
  trustProxy: TrustProxy;
  /** connections in each service's database pool (one pool per service, also in embedded mode) */
  dbPoolSize: number;
  /** how long a request waits for a pooled connection before it is answered 503 */
  dbAcquireTimeoutMs: number;
  /** PostgreSQL's statement_timeout for every pooled connection */
  dbStatementTimeoutMs: number;
  /** PostgreSQL's idle_in_transaction_session_timeout: a stuck transaction gives back its connection and locks */
  dbIdleInTransactionTimeoutMs: number;
  /** kiosk punches in flight (admitted, not yet answered) at most; one more is answered 503 at once */
  kioskMaxInFlight: number;
  /** once the oldest kiosk punch in flight has waited this long, new ones are answered 503 until it is answered */
  kioskMaxWaitMs: number;
  /**
   * worker threads that run the calculation engine for recalculation, off the event loop that serves requests;
   * 0 runs it on the event loop, which it then lets serve what is waiting between chunks of runs
   */
  recalcEngineThreads: number;
}
