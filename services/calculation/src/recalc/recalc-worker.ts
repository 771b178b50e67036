import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PLATFORM_CONFIG, type PlatformConfig, ROOT_LOGGER } from '@rollcall/platform';
import type { Logger } from 'pino';
import pg from 'pg';
import { RECALC_CHANNEL } from './recalc-queue.js';
import { RecalcService } from './recalc.service.js';

/** How long a wake-up waits before taking work, so a burst of events for one employee lands in one batch. */
const SETTLE_MS = 25;
/**
 * Batches in flight at once (each its own transaction and connection, on different employees): one computes in
 * the engine while PostgreSQL writes the other's results. Never more than the pool less one connection, which
 * stays for requests and event handlers.
 */
export const WORKER_CONCURRENCY = 2;

export function workerConcurrency(poolSize: number): number {
  return Math.max(1, Math.min(WORKER_CONCURRENCY, poolSize - 1));
}

/** Drains the recalculation queue whenever an enqueue commits, and on a slow poll as a safety net. */
@Injectable()
export class RecalcWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private listener: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private paused = false;
  private readonly logger: Logger;

  constructor(
    private readonly recalc: RecalcService,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
    @Inject(ROOT_LOGGER) logger: Logger,
  ) {
    this.logger = logger.child({ worker: 'recalc' });
  }

  async onApplicationBootstrap(): Promise<void> {
    this.listener = new pg.Client({
      connectionString: this.config.databaseUrl ?? '',
      application_name: 'rollcall-recalc',
    });
    this.listener.on('notification', () => this.wake());
    this.listener.on('error', (error) => this.logger.warn({ err: error }, 'recalc listener failed; polling only'));
    await this.listener.connect();
    await this.listener.query(`LISTEN ${RECALC_CHANNEL}`);
    const tick = () => {
      if (this.stopped) return;
      this.wake();
      this.timer = setTimeout(tick, 1000);
      this.timer.unref();
    };
    tick();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
    await this.listener?.end().catch(() => undefined);
  }

  /** Resolves once a drain that started after this call has emptied the queue (tests, the benchmark). */
  async idle(): Promise<void> {
    this.wake();
    while (this.running) await this.running;
  }

  /** Stops taking work after the batch in progress (tests: let a burst queue up, then look at the queue). */
  async pause(): Promise<void> {
    this.paused = true;
    while (this.running) await this.running;
  }

  resume(): void {
    this.paused = false;
    this.wake();
  }

  wake(): void {
    if (this.stopped || this.paused) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.logger.error({ err: error }, 'recalculation failed; will retry'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  private async drain(): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const loop = async () => {
      while (!this.stopped && !this.paused && (await this.recalc.processBatch(new Date())) > 0) {
        // keep going while there was work
      }
    };
    await Promise.all(Array.from({ length: workerConcurrency(this.config.dbPoolSize) }, loop));
  }
}
