import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PLATFORM_CONFIG, type PlatformConfig, ROOT_LOGGER } from '@rollcall/platform';
import type { Logger } from 'pino';
import pg from 'pg';
import { RECALC_CHANNEL } from './recalc-queue.js';
import { RecalcService } from './recalc.service.js';

/** Seconds between looks for days whose result the passing of time has changed (one tick a second). */
const RECHECK_EVERY_TICKS = 5;
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
    await this.listen();
    let ticks = 0;
    const tick = () => {
      if (this.stopped) return;
      if (!this.listener) void this.listen().catch(() => undefined);
      if (++ticks % RECHECK_EVERY_TICKS === 0) void this.queueDueRechecks();
      this.wake();
      this.timer = setTimeout(tick, 1000);
      this.timer.unref();
    };
    tick();
  }

  /**
   * LISTENs for enqueues on a connection of its own; when it drops (a database restart), the worker polls each tick
   * and listens again as soon as it can connect.
   */
  private async listen(): Promise<void> {
    const listener = new pg.Client({
      connectionString: this.config.databaseUrl ?? '',
      application_name: 'rollcall-recalc',
    });
    const forget = () => {
      if (this.listener === listener) this.listener = null;
    };
    listener.on('notification', () => this.wake());
    listener.on('error', (error) => {
      this.logger.warn({ err: error }, 'recalc listener failed; polling until it listens again');
      forget();
    });
    listener.on('end', forget);
    this.listener = listener;
    try {
      await listener.connect();
      await listener.query(`LISTEN ${RECALC_CHANNEL}`);
    } catch (error) {
      forget();
      await listener.end().catch(() => undefined);
      throw error;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
    await this.listener?.end().catch(() => undefined);
  }

  /** Queues the days whose result the passing of time has changed (their recheck timers are due). */
  async queueDueRechecks(): Promise<number> {
    if (this.paused) return 0;
    try {
      return await this.recalc.queueDueRechecks(new Date());
    } catch (error) {
      this.logger.warn({ err: error }, 'queueing the due rechecks failed; will retry');
      return 0;
    }
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
