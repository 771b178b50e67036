import type { EventEnvelope } from '@rollcall/contracts';
import type { Logger } from 'pino';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import type { EventTransport } from '../bus/event-transport.js';
import { schemaOf } from '../database/schema-of.js';
import { DrainLoop } from './drain-loop.js';
import { INTERACTIVE_NOTICE, outboxChannel } from './event-writer.js';

/** Rows a relay publishes at a time, of the interactive and of any priority each round. */
export const RELAY_BATCH = 500;

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

export interface OutboxRelayOptions {
  databaseUrl: string;
  pollMs: number;
  /** PostgreSQL's statement_timeout for the relay's own connection */
  statementTimeoutMs?: number;
  /**
   * Publish the interactive rows in a loop of their own beside the loop of the background rows (embedded mode, where
   * a publish awaits every handler of its events: an edit's events then wait for no background batch in hand).
   */
  interactiveLoop?: boolean;
}

/**
 * Publishes a service's outbox in order and marks rows sent. The relay works on a connection of its own (which
 * also LISTENs for the outbox's NOTIFY), never on the service's pool: publishing waits for the broker, or in
 * embedded mode for every handler of the event, and a pooled connection held meanwhile would starve the
 * requests and handlers that share the pool. One relay per schema is the leader, holding a session advisory
 * lock, so several replicas never reorder or double-publish; when its connection drops the lock goes with it
 * and any replica takes over. A publish that fails is retried from the same row on the next wake-up;
 * consumers deduplicate by event id. Each round publishes the unsent interactive rows first (a manager's edit,
 * ADR 0017), then the oldest unsent rows of any priority, so an edit waits for at most the batch in progress, not
 * for the backlog written before it. With `interactiveLoop` (embedded mode) the interactive rows have a loop of their
 * own, woken by the NOTIFY of an interactive transaction, and the other loop publishes only background rows: an
 * edit's events wait for no background batch at all (ADR 0017). The two loops share the connection, and with it the
 * lead; its queries go one at a time.
 */
export class OutboxRelay {
  private client: pg.Client | null = null;
  private leader = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private paused = false;
  private readonly schema: string;
  /** the loop of every row, or (with an interactive loop beside it) of the background rows */
  private readonly main: DrainLoop;
  private readonly interactive: DrainLoop | null;
  private connecting: Promise<pg.Client> | null = null;
  /** the connection's queries, one after another (the two loops share it) */
  private queries: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    private readonly transport: EventTransport,
    private readonly logger: Logger,
    private readonly options: OutboxRelayOptions,
  ) {
    this.schema = schemaOf(dataSource);
    const failed = (error: unknown) =>
      this.logger.error({ err: error, schema: this.schema }, 'outbox relay failed; will retry');
    this.main = new DrainLoop(() => this.drain(), failed);
    this.interactive = options.interactiveLoop ? new DrainLoop(() => this.drainInteractive(), failed) : null;
  }

  async start(): Promise<void> {
    await this.connection();
    this.schedule();
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.loopsIdle();
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }

  /** Flushes now (or right after the flush in progress): every loop, or (`background`) all but the interactive one. */
  wake(only?: 'background'): void {
    if (this.stopped || this.paused) return;
    this.main.wake();
    if (only === undefined) this.interactive?.wake();
  }

  /** Resolves when everything committed so far has been published. */
  async flush(): Promise<void> {
    for (;;) {
      await this.loopsIdle();
      const remaining = await this.dataSource.query(
        `SELECT count(*)::int AS n FROM "${this.schema}".outbox WHERE sent_at IS NULL`,
      );
      if ((remaining[0] as { n: number }).n === 0 && !this.main.busy && !this.interactive?.busy) return;
      this.wake();
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  private async loopsIdle(): Promise<void> {
    await Promise.all([this.main.idle(), this.interactive?.idle()]);
  }

  /**
   * Publishes nothing more on its own until resume(), once the round in progress is done (tests drive rounds with
   * publishRound meanwhile, as the recalculation worker's tests drive its batches).
   */
  async pause(): Promise<void> {
    this.paused = true;
    await this.loopsIdle();
  }

  resume(): void {
    this.paused = false;
    this.wake();
  }

  /**
   * One round: up to a batch of the unsent interactive rows, oldest first, then up to a batch of the oldest unsent
   * rows of any priority. Answers how many of each it published (none when another replica's relay leads).
   */
  async publishRound(): Promise<{ interactive: number; any: number }> {
    const client = await this.connection();
    if (!(await this.lead(client))) return { interactive: 0, any: 0 };
    const interactive = await this.publishBatch(client, 'AND priority > 0');
    const any = await this.publishBatch(client, '');
    return { interactive, any };
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.wake();
      this.schedule();
    }, this.options.pollMs);
    this.timer.unref();
  }

  /** The relay's own connection, made again after it dropped (a database restart). */
  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    // the two loops may both ask while it connects: one connection for both
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.options.databaseUrl,
      application_name: `rollcall-relay-${this.schema}`,
      ...(this.options.statementTimeoutMs ? { statement_timeout: this.options.statementTimeoutMs } : {}),
    });
    const forget = () => {
      if (this.client !== client) return;
      this.client = null;
      this.leader = false;
    };
    // an interactive transaction's NOTIFY says so (EventWriter): only those wake the interactive loop
    client.on('notification', (message) =>
      message.payload === INTERACTIVE_NOTICE ? this.wake() : this.wake('background'),
    );
    client.on('error', (error) => {
      this.logger.warn({ err: error, schema: this.schema }, 'outbox relay connection failed; reconnecting');
      forget();
    });
    client.on('end', forget);
    try {
      await client.connect();
      await client.query(`LISTEN ${outboxChannel(this.schema)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
    return client;
  }

  private async drain(): Promise<void> {
    while (!this.stopped && !this.paused) {
      if (this.interactive) {
        // the interactive loop publishes the interactive rows
        const client = await this.connection();
        if (!(await this.lead(client)) || (await this.publishBatch(client, 'AND priority = 0')) < RELAY_BATCH) return;
        continue;
      }
      const published = await this.publishRound();
      if (published.interactive < RELAY_BATCH && published.any < RELAY_BATCH) return;
      // a full batch: there may be more
    }
  }

  private async drainInteractive(): Promise<void> {
    while (!this.stopped && !this.paused) {
      const client = await this.connection();
      if (!(await this.lead(client)) || (await this.publishBatch(client, 'AND priority > 0')) < RELAY_BATCH) return;
    }
  }

  /** Runs a query on the relay's connection once the loops' queries before it are done. */
  private query<R extends pg.QueryResultRow>(client: pg.Client, sql: string, params: unknown[] = []) {
    const result = this.queries.then(() => client.query<R>(sql, params));
    this.queries = result.catch(() => undefined);
    return result;
  }

  /** Whether this relay is its schema's leader (the session advisory lock), taking the lead when it is free. */
  private async lead(client: pg.Client): Promise<boolean> {
    if (!this.leader) {
      const { rows } = await this.query<{ ok: boolean }>(client, `SELECT pg_try_advisory_lock(hashtext($1)) AS ok`, [
        `outbox:${this.schema}`,
      ]);
      this.leader = rows[0]?.ok === true;
    }
    return this.leader;
  }

  /**
   * Publishes up to a batch of the oldest unsent rows that also meet `condition` (the interactive ones: their partial
   * index keeps that claim cheap however long the backlog) and marks them sent.
   */
  private async publishBatch(client: pg.Client, condition: string): Promise<number> {
    const { rows } = await this.query<OutboxRow>(
      client,
      `SELECT seq, id, type, company_id, key, occurred_at, producer, payload
         FROM "${this.schema}".outbox WHERE sent_at IS NULL ${condition} ORDER BY seq LIMIT ${RELAY_BATCH}`,
    );
    if (rows.length === 0) return 0;
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
    await this.query(client, `UPDATE "${this.schema}".outbox SET sent_at = now() WHERE seq = ANY($1::bigint[])`, [
      rows.map((r) => r.seq),
    ]);
    return rows.length;
  }
}
