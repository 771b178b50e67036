import type { LoggerService } from '@nestjs/common';
import { type DestinationStream, pino, type Logger } from 'pino';
import type { LogLevel } from '../config/platform-config.js';

/**
 * Secrets that must never reach a log line, wherever a careless `logger.x({ ... })` puts them: credentials and
 * tokens in objects logged at the top level or one level down, and the parameters of a failed SQL statement
 * (a TypeORM QueryFailedError carries them: e-mails, hashes).
 */
export const REDACTED_LOG_PATHS = [
  'password',
  'newPassword',
  'currentPassword',
  'pin',
  'token',
  'accessToken',
  'refreshToken',
  'authorization',
  'cookie',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.pin',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.authorization',
  '*.cookie',
  'err.parameters',
  'err.driverError.parameters',
];

export function createLogger(name: string, level: LogLevel, destination?: DestinationStream): Logger {
  const options = { name, level, base: { service: name }, redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}

/** Nest's logger interface over pino, so framework and application lines share one format. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.logger.info({ context: rest.at(-1) }, String(message));
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.logger.error({ context: rest.at(-1), trace: rest[0] }, String(message));
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.logger.warn({ context: rest.at(-1) }, String(message));
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.logger.debug({ context: rest.at(-1) }, String(message));
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.logger.trace({ context: rest.at(-1) }, String(message));
  }
}
