import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';
import type { LogLevel } from '../config/platform-config.js';

export function createLogger(name: string, level: LogLevel): Logger {
  return pino({ name, level, base: { service: name } });
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
