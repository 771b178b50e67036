export type RunMode = 'embedded' | 'distributed';
export type EventTransportKind = 'inprocess' | 'kafka';
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
}
