import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type Actor,
  managedNodeCondition,
  PLATFORM_CONFIG,
  type PlatformConfig,
  peopleScopeOf,
  ROOT_LOGGER,
  type PeopleScope,
} from '@rollcall/platform';
import pg from 'pg';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { EMPLOYEE_SCOPE_COLUMNS } from '../access/employee-scope.js';
import { CALCULATION } from '../calculation.constants.js';
import { LIVE_CHANNEL, type LiveNotice, parseLiveNotice } from './live-channel.js';
import { readStatuses } from './punch-status-read.js';

const s = CALCULATION;
/** How long a Supervisor's reach (the nodes beneath those they manage) is used before it is read again. */
const REACH_FRESH_MS = 60_000;
/** How long the listening connection waits before it connects again after it dropped. */
const RECONNECT_MS = 1_000;

/** What a live stream is sent: an event name and its data (JSON). */
export type LiveSend = (event: string, data: unknown) => void;

/** One open live stream: whose it is and how to write to it. */
interface Subscriber {
  actor: Actor;
  scope: PeopleScope;
  send: LiveSend;
  /** ends the stream (the app is shutting down) */
  end: () => void;
  /** a Supervisor's nodes (and those beneath), with when they were read */
  reach: { nodes: Set<string>; readAt: number } | null;
}

/** An employee a notice is about, with what the scope check needs. */
interface Person {
  employeeId: string;
  companyId: string;
  departmentId: string | null;
}

/**
 * The live updates of the calculation service (ADR 0013): one connection LISTENs on the live channel; every notice
 * (employees who punched, days recalculated) is read once and pushed to the open streams whose caller's company and
 * people scope reach the employee. Each process (embedded app, each calculation replica) holds its own streams and
 * hears every notice, so a stream gets every change whichever replica handled the event.
 */
@Injectable()
export class LiveFeed implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly subscribers = new Set<Subscriber>();
  private client: pg.Client | null = null;
  private stopped = false;
  /** notices are handled one after another, in the order they came */
  private chain: Promise<void> = Promise.resolve();
  private readonly logger: Logger;

  constructor(
    @InjectDataSource(CALCULATION) private readonly dataSource: DataSource,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
    @Inject(ROOT_LOGGER) logger: Logger,
  ) {
    this.logger = logger.child({ live: true });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.listen();
  }

  /**
   * Ends every open stream before the HTTP server closes: the server waits for its open requests, and a stream
   * otherwise lasts until its token expires. Clients open the stream again (on another replica, or after the restart).
   */
  beforeApplicationShutdown(): void {
    this.stopped = true;
    for (const subscriber of [...this.subscribers]) subscriber.end();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  /**
   * Opens a stream for the caller: `send` writes to it, `end` ends it (called when the app shuts down, at once when
   * it already is). Answers how to unsubscribe.
   */
  subscribe(actor: Actor, send: LiveSend, end: () => void): () => void {
    if (this.stopped) {
      end();
      return () => undefined;
    }
    const subscriber: Subscriber = { actor, scope: peopleScopeOf(actor), send, end, reach: null };
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /** How many streams are open (the readiness detail and the tests). */
  get streams(): number {
    return this.subscribers.size;
  }

  private async listen(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({
      connectionString: this.config.databaseUrl ?? '',
      application_name: `rollcall-live-${CALCULATION}`,
    });
    const again = () => {
      if (this.client !== client) return;
      this.client = null;
      if (this.stopped) return;
      setTimeout(() => void this.listen().catch((error: unknown) => this.failedToListen(error)), RECONNECT_MS).unref();
    };
    client.on('notification', (message) => {
      if (message.channel !== LIVE_CHANNEL) return;
      const notice = parseLiveNotice(message.payload);
      if (!notice || this.subscribers.size === 0) return;
      this.chain = this.chain.then(() =>
        this.deliver(notice).catch((error: unknown) =>
          this.logger.warn({ err: error }, 'a live update could not be delivered'),
        ),
      );
    });
    client.on('error', (error) => {
      this.logger.warn({ err: error }, 'the live updates connection failed; listening again');
      again();
    });
    client.on('end', again);
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
  }

  private failedToListen(error: unknown): void {
    this.logger.warn({ err: error }, 'the live updates connection could not be made; trying again');
    setTimeout(() => void this.listen().catch((e: unknown) => this.failedToListen(e)), RECONNECT_MS).unref();
  }

  private async deliver(notice: LiveNotice): Promise<void> {
    if (notice.p?.length) {
      const statuses = await readStatuses(this.dataSource, notice.p, new Date());
      await this.fanOut(statuses, 'punch-status', (mine) => ({
        employees: mine.map((st) => ({ employeeId: st.employeeId, status: st.status, lastPunch: st.lastPunch })),
      }));
    }
    const days = notice.d ?? {};
    const ids = Object.keys(days);
    if (ids.length) {
      const people = (await this.dataSource.query(
        `SELECT id AS "employeeId", company_id AS "companyId", department_id AS "departmentId"
           FROM "${s}".employees WHERE id = ANY($1::uuid[])`,
        [ids],
      )) as Person[];
      await this.fanOut(people, 'days-calculated', (mine) => ({
        employees: mine.map((p) => ({ employeeId: p.employeeId, dates: days[p.employeeId] ?? [] })),
      }));
    }
  }

  /** Sends each stream the part of `people` its caller reaches, as one event. */
  private async fanOut<P extends Person>(
    people: readonly P[],
    event: string,
    data: (mine: P[]) => unknown,
  ): Promise<void> {
    for (const subscriber of [...this.subscribers]) {
      const ofCompany = people.filter((p) => p.companyId === subscriber.actor.companyId);
      if (ofCompany.length === 0) continue;
      const mine = [];
      for (const p of ofCompany) if (await this.reaches(subscriber, p)) mine.push(p);
      if (mine.length > 0) subscriber.send(event, data(mine));
    }
  }

  private async reaches(subscriber: Subscriber, person: Person): Promise<boolean> {
    const { scope } = subscriber;
    if (scope.reach === 'company') return true;
    if (person.employeeId === scope.employeeId) return true;
    if (scope.reach === 'self' || person.departmentId === null) return false;
    const now = Date.now();
    if (!subscriber.reach || now - subscriber.reach.readAt > REACH_FRESH_MS) {
      const params: unknown[] = [subscriber.actor.companyId];
      const rows = (await this.dataSource.query(
        `SELECT n.id FROM "${s}".departments n
          WHERE n.company_id = $1 AND ${managedNodeCondition(scope, 'n.id', EMPLOYEE_SCOPE_COLUMNS.nodes, params)}`,
        params,
      )) as { id: string }[];
      subscriber.reach = { nodes: new Set(rows.map((r) => r.id)), readAt: now };
    }
    return subscriber.reach.nodes.has(person.departmentId);
  }
}
