import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PLATFORM_CONFIG, type PlatformConfig, ROOT_LOGGER } from '@rollcall/platform';
import type { Logger } from 'pino';
import pg from 'pg';
import { RECALC_CHANNEL } from './recalc-queue.js';
import { RecalcService } from './recalc.service.js';

/** Drains the recalculation queue whenever an enqueue commits, and on a slow poll as a safety net. */
@Injectable()
export class RecalcWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private listener: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
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

  /** Resolves once a drain that started after this call has emptied the queue (tests). */
  async idle(): Promise<void> {
    this.wake();
    while (this.running) await this.running;
  }

  wake(): void {
    if (this.stopped) return;
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
    while (!this.stopped && (await this.recalc.processBatch(new Date())) > 0) {
      // keep going while there was work
    }
  }
}
