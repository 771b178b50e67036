import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DrainLoop, PLATFORM_CONFIG, type PlatformConfig, ROOT_LOGGER } from '@rollcall/platform';
import type { Logger } from 'pino';
import pg from 'pg';
import { INTERACTIVE_NOTICE, RECALC_CHANNEL } from './recalc-queue.js';
import { BATCH_DAYS, INTERACTIVE_BATCH_DAYS, type RecalcLane, RecalcService } from './recalc.service.js';

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

/**
 * The worker's lanes for a pool of `poolSize` connections (ADR 0016): with room for one more batch beside the
 * background ones and a connection for requests and event handlers, an interactive lane of one loop takes only
 * interactive days while the background lane takes the rest; with less, one lane takes all in priority order.
 */
export function workerLanes(poolSize: number): { lane: RecalcLane; loops: number; limitDays: number }[] {
  const loops = workerConcurrency(poolSize);
  if (poolSize < loops + 2) return [{ lane: 'all', loops, limitDays: BATCH_DAYS }];
  return [
    { lane: 'interactive', loops: 1, limitDays: INTERACTIVE_BATCH_DAYS },
    { lane: 'background', loops, limitDays: BATCH_DAYS },
  ];
}

/** One lane's drain: at most one at a time; a wake-up while it runs makes it look again when it ends. */
class Lane extends DrainLoop {
  constructor(
    readonly lane: RecalcLane,
    drain: () => Promise<void>,
    failed: (error: unknown) => void,
  ) {
    super(drain, failed);
  }
}

/**
 * Drains the recalculation queue whenever an enqueue commits, and on a slow poll as a safety net: interactive days
 * (a manager's edit) in a lane of their own ahead of the background's backlog, when the pool has room (ADR 0016).
 */
@Injectable()
export class RecalcWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private listener: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private paused = false;
  private readonly logger: Logger;
  private readonly lanes: Lane[];

  constructor(
    private readonly recalc: RecalcService,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
    @Inject(ROOT_LOGGER) logger: Logger,
  ) {
    this.logger = logger.child({ worker: 'recalc' });
    this.lanes = workerLanes(config.dbPoolSize).map(
      ({ lane, loops, limitDays }) =>
        new Lane(
          lane,
          () => this.drain(lane, loops, limitDays),
          (error: unknown) => this.logger.error({ err: error, lane }, 'recalculation failed; will retry'),
        ),
    );
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
    // a background enqueue needs no look at the interactive lane: its days are not there
    listener.on('notification', (message) =>
      message.payload === INTERACTIVE_NOTICE ? this.wake() : this.wake('background'),
    );
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
    await this.lanesIdle();
    await this.listener?.end().catch(() => undefined);
  }

  private async lanesIdle(): Promise<void> {
    await Promise.all(this.lanes.map((lane) => lane.idle()));
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
    await this.lanesIdle();
  }

  /** Stops taking work after the batches in progress (tests: let a burst queue up, then look at the queue). */
  async pause(): Promise<void> {
    this.paused = true;
    await this.lanesIdle();
  }

  resume(): void {
    this.paused = false;
    this.wake();
  }

  /** Wakes every lane, or those that take the days of one lane (`background`: not the interactive lane). */
  wake(only?: 'background'): void {
    if (this.stopped || this.paused) return;
    for (const lane of this.lanes) if (only === undefined || lane.lane !== 'interactive') lane.wake();
  }

  private async drain(lane: RecalcLane, loops: number, limitDays: number): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const loop = async () => {
      while (!this.stopped && !this.paused && (await this.recalc.processBatch(new Date(), limitDays, lane)) > 0) {
        // keep going while there was work
      }
    };
    await Promise.all(Array.from({ length: loops }, loop));
  }
}
