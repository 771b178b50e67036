import type { EventEnvelope } from '@rollcall/contracts';
import type { Logger } from 'pino';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import type { EventTransport } from '../bus/event-transport.js';
import { schemaOf } from '../database/schema-of.js';
import { outboxChannel } from './event-writer.js';

const BATCH = 500;

interface OutboxRow {
  seq: string;
  id: string;
  type: string;
  company_id: string;
  key: string;
  occurred_at: Date;
  producer: string;
  payload: unknown;
}

/**
 * Publishes a service's outbox in order and marks rows sent. One relay at a time per schema holds an advisory
 * lock, so several replicas of a service never reorder or double-publish a batch. A publish that fails is
 * retried from the same row on the next wake-up; consumers deduplicate by event id.
 */
export class OutboxRelay {
  private listener: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly schema: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly transport: EventTransport,
    private readonly logger: Logger,
    private readonly pollMs: number,
  ) {
    this.schema = schemaOf(dataSource);
  }

  async start(databaseUrl: string): Promise<void> {
    this.listener = new pg.Client({ connectionString: databaseUrl, application_name: `rollcall-relay-${this.schema}` });
    this.listener.on('notification', () => this.wake());
    this.listener.on('error', (error) =>
      this.logger.warn({ err: error }, 'outbox listener connection failed; polling only'),
    );
    await this.listener.connect();
    await this.listener.query(`LISTEN ${outboxChannel(this.schema)}`);
    this.schedule();
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
    await this.listener?.end().catch(() => undefined);
  }

  /** Flushes now (or right after the flush in progress). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) =>
        this.logger.error({ err: error, schema: this.schema }, 'outbox relay failed; will retry'),
      )
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Resolves when everything committed so far has been published. */
  async flush(): Promise<void> {
    for (;;) {
      await this.running;
      const remaining = await this.dataSource.query(
        `SELECT count(*)::int AS n FROM "${this.schema}".outbox WHERE sent_at IS NULL`,
      );
      if ((remaining[0] as { n: number }).n === 0 && !this.running) return;
      this.wake();
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.wake();
      this.schedule();
    }, this.pollMs);
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    while (!this.stopped && (await this.publishBatch()) === BATCH) {
      // a full batch: there may be more
    }
  }

  private async publishBatch(): Promise<number> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      const [lock] = (await runner.query(`SELECT pg_try_advisory_xact_lock(hashtext($1)) AS ok`, [
        `outbox:${this.schema}`,
      ])) as { ok: boolean }[];
      if (!lock?.ok) {
        await runner.commitTransaction();
        return 0;
      }
      const rows = (await runner.query(
        `SELECT seq, id, type, company_id, key, occurred_at, producer, payload
           FROM "${this.schema}".outbox WHERE sent_at IS NULL ORDER BY seq LIMIT ${BATCH}`,
      )) as OutboxRow[];
      if (rows.length === 0) {
        await runner.commitTransaction();
        return 0;
      }
      const events: EventEnvelope[] = rows.map((r) => ({
        id: r.id,
        type: r.type,
        companyId: r.company_id,
        key: r.key,
        occurredAt: r.occurred_at.toISOString(),
        producer: r.producer,
        payload: r.payload,
      }));
      await this.transport.publish(events);
      await runner.query(`UPDATE "${this.schema}".outbox SET sent_at = now() WHERE seq = ANY($1::bigint[])`, [
        rows.map((r) => r.seq),
      ]);
      await runner.commitTransaction();
      return rows.length;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }
}
