import { ConfigError } from './config-error.js';
import { readWholeNumber } from './read-whole-number.js';
import type { EventTransportKind, LogLevel, PlatformConfig, RunMode, TrustProxy } from './platform-config.js';

type Env = Record<string, string | undefined>;

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * Reads and checks the settings every service shares. Every problem is collected so one start shows them all.
 * `defaults` lets the embedded app supply what it makes itself (the database URL, a generated JWT secret).
 */
export function loadPlatformConfig(
  env: Env,
  defaults: Partial<PlatformConfig> = {},
  needs: { database?: boolean; events?: boolean } = {},
): PlatformConfig {
  const needsDatabase = needs.database ?? true;
  const needsEvents = needs.events ?? true;
  const problems: string[] = [];

  const int = (name: string, fallback: number, min: number, max: number): number =>
    readWholeNumber(env, name, { fallback, min, max }, problems);
  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    if (!allowed.includes(raw as T)) {
      problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
      return fallback;
    }
    return raw as T;
  };

  const mode = oneOf<RunMode>('ROLLCALL_MODE', ['embedded', 'distributed'], defaults.mode ?? 'distributed');
  const eventTransport = oneOf<EventTransportKind>(
    'EVENT_TRANSPORT',
    ['inprocess', 'kafka'],
    defaults.eventTransport ?? (mode === 'embedded' ? 'inprocess' : 'kafka'),
  );
  const databaseUrl = env.DATABASE_URL || defaults.databaseUrl || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push(`DATABASE_URL must be a postgres:// URL (got "${databaseUrl}")`);
  }
  if (needsDatabase && mode === 'distributed' && !databaseUrl)
    problems.push('DATABASE_URL is required in distributed mode');

  const kafkaBrokers = (env.KAFKA_BROKERS ?? defaults.kafkaBrokers?.join(',') ?? '')
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean);
  if (needsEvents && eventTransport === 'kafka' && kafkaBrokers.length === 0) {
    problems.push('KAFKA_BROKERS is required when EVENT_TRANSPORT is kafka (for example 127.0.0.1:19092)');
  }
  for (const broker of kafkaBrokers) {
    if (!/^[^:\s]+:\d+$/.test(broker)) problems.push(`KAFKA_BROKERS entry "${broker}" must be host:port`);
  }

  const jwtSecret = env.JWT_SECRET || defaults.jwtSecret || '';
  if (jwtSecret.length < 32) problems.push('JWT_SECRET must be set to at least 32 characters');

  const trustProxy = ((): TrustProxy => {
    const raw = env.TRUST_PROXY?.trim();
    if (raw === undefined || raw === '') return defaults.trustProxy ?? false;
    if (raw === 'false') return false;
    if (/^\d+$/.test(raw) && Number(raw) <= 10) return Number(raw);
    const entries = raw.split(',').map((entry) => entry.trim());
    if (
      entries.every((entry) =>
        /^(loopback|linklocal|uniquelocal|[0-9a-fA-F]*[.:][0-9a-fA-F.:]*(\/\d{1,3})?)$/.test(entry),
      )
    ) {
      return entries.join(', ');
    }
    problems.push(
      `TRUST_PROXY must be false, a hop count from 0 to 10, or addresses and subnets such as "10.0.0.0/8, loopback" (got "${raw}")`,
    );
    return false;
  })();

  const config: PlatformConfig = {
    mode,
    port: int('PORT', defaults.port ?? 3000, 0, 65535),
    databaseUrl,
    eventTransport,
    kafkaBrokers,
    jwtSecret,
    accessTokenTtlSeconds: int('ACCESS_TOKEN_TTL_SECONDS', defaults.accessTokenTtlSeconds ?? 900, 30, 86400),
    refreshTokenTtlDays: int('REFRESH_TOKEN_TTL_DAYS', defaults.refreshTokenTtlDays ?? 30, 1, 365),
    logLevel: oneOf<LogLevel>('LOG_LEVEL', LOG_LEVELS, defaults.logLevel ?? 'info'),
    outboxPollMs: int('OUTBOX_POLL_MS', defaults.outboxPollMs ?? 250, 10, 60000),
    outboxRetentionDays: int('OUTBOX_RETENTION_DAYS', defaults.outboxRetentionDays ?? 7, 1, 3650),
    inboxRetentionDays: int('INBOX_RETENTION_DAYS', defaults.inboxRetentionDays ?? 30, 1, 3650),
    dbPoolSize: int('DB_POOL_SIZE', defaults.dbPoolSize ?? 5, 1, 100),
    dbAcquireTimeoutMs: int('DB_ACQUIRE_TIMEOUT_MS', defaults.dbAcquireTimeoutMs ?? 3000, 100, 60000),
    dbStatementTimeoutMs: int('DB_STATEMENT_TIMEOUT_MS', defaults.dbStatementTimeoutMs ?? 60000, 1000, 3600000),
    dbIdleInTransactionTimeoutMs: int(
      'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS',
      defaults.dbIdleInTransactionTimeoutMs ?? 60000,
      1000,
      3600000,
    ),
    kioskMaxInFlight: int('KIOSK_MAX_IN_FLIGHT', defaults.kioskMaxInFlight ?? 1000, 1, 100000),
    kioskMaxWaitMs: int('KIOSK_MAX_WAIT_MS', defaults.kioskMaxWaitMs ?? 2000, 100, 60000),
    recalcEngineThreads: int('RECALC_ENGINE_THREADS', defaults.recalcEngineThreads ?? 1, 0, 16),
    trustProxy,
  };
  if (problems.length) throw new ConfigError(problems);
  return config;
}
