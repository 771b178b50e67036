// The Kafka consumer every service runs (KafkaBatchServer), on the flow system's broker and PostgreSQL, with a
// batch handler of its own that writes through the inbox (handleOnceEach) as calculation's punch handler does:
// a batch whose handler fails half-way leaves nothing marked consumed (no inbox row, no committed offset), is
// delivered again and every event is applied exactly once; an event that always fails is parked after its
// attempts and the events behind it on the partition are handled.
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { EventEnvelope } from '@rollcall/contracts';
import {
  EVENT_BATCHES,
  ensureSchema,
  eventsOf,
  handleOnceEach,
  KafkaBatchServer,
  kafkaServerOptions,
  PARK_AFTER_ATTEMPTS,
  parkEvent,
  PLATFORM_MIGRATIONS,
} from '@rollcall/platform';
import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { DataSource } from 'typeorm';
import type { FlowRun } from '../support/flow-system.js';

const SCHEMA = 'batch_probe';
const CONSUMER = 'batch-probe';

type ProbeEvent = EventEnvelope<string, { n: number }>;

export function kafkaBatchConsumer(running: () => FlowRun): void {
  describe('the Kafka batch consumer', () => {
    let dataSource: DataSource;
    let kafka: Kafka;
    const servers: KafkaBatchServer[] = [];
    const run = Date.now().toString(36);

    beforeAll(async () => {
      const { flow } = running();
      await ensureSchema(flow.databaseUrl, SCHEMA);
      dataSource = await new DataSource({
        type: 'postgres',
        url: flow.databaseUrl,
        schema: SCHEMA,
        migrations: PLATFORM_MIGRATIONS,
        migrationsRun: true,
        migrationsTableName: 'migrations',
        extra: { max: 2 },
      }).initialize();
      // no key: an event applied twice shows as two rows
      await dataSource.query(`CREATE TABLE IF NOT EXISTS ${SCHEMA}.applied (event_id uuid NOT NULL, n int NOT NULL)`);
      kafka = new Kafka({ clientId: 'batch-probe', brokers: [flow.kafka.brokers], logLevel: logLevel.NOTHING });
    }, 60_000);

    afterEach(async () => {
      await Promise.all(servers.splice(0).map((s) => s.close()));
    }, 60_000);

    afterAll(async () => {
      await dataSource?.destroy();
    }, 60_000);

    /** A topic of one partition holding `count` probe events, all produced before any consumer reads it. */
    const topicWith = async (name: string, count: number): Promise<ProbeEvent[]> => {
      const admin = kafka.admin();
      await admin.connect();
      await admin.createTopics({ waitForLeaders: true, topics: [{ topic: name, numPartitions: 1 }] });
      await admin.disconnect();
      const events = Array.from({ length: count }, (_, n) => ({
        id: randomUUID(),
        type: name,
        companyId: 'probe',
        key: 'probe',
        occurredAt: new Date().toISOString(),
        producer: 'flow-test',
        payload: { n },
      }));
      const producer = kafka.producer();
      await producer.connect();
      await producer.send({ topic: name, acks: -1, messages: events.map((e) => ({ value: JSON.stringify(e) })) });
      await producer.disconnect();
      return events;
    };

    /** Starts a consumer group of its own on `topic`, whose batch handler applies each new event through the inbox. */
    const consume = async (topic: string, fails: (events: ProbeEvent[], call: number) => boolean) => {
      const calls: { ns: number[]; inboxBefore: number; appliedBefore: number; committedBefore?: number }[] = [];
      let justFailed = false;
      const server = new KafkaBatchServer(kafkaServerOptions([running().flow.kafka.brokers], `probe-${topic}`), {
        park: (parked) => parkEvent(dataSource, parked),
      });
      const groupId = `rollcall-probe-${topic}`;
      const handler = async (payload: ProbeEvent | ProbeEvent[]): Promise<void> => {
        const list = eventsOf(payload);
        const ids = list.map((e) => e.id);
        const [row] = (await dataSource.query(
          `SELECT (SELECT count(*) FROM ${SCHEMA}.inbox WHERE consumer = $2 AND event_id = ANY($1::uuid[]))::int AS inbox,
                  (SELECT count(*) FROM ${SCHEMA}.applied WHERE event_id = ANY($1::uuid[]))::int AS applied`,
          [ids, CONSUMER],
        )) as { inbox: number; applied: number }[];
        calls.push({
          ns: list.map((e) => e.payload.n),
          inboxBefore: row?.inbox ?? -1,
          appliedBefore: row?.applied ?? -1,
          // the group's commit as the first call after a failure finds it
          ...(justFailed ? { committedBefore: await committedOffset(groupId, topic) } : {}),
        });
        justFailed = false;
        const call = calls.length;
        await handleOnceEach(dataSource, CONSUMER, list, async (manager, fresh) => {
          await manager.query(
            `INSERT INTO ${SCHEMA}.applied (event_id, n) SELECT * FROM unnest($1::uuid[], $2::int[])`,
            [fresh.map((e) => e.id), fresh.map((e) => e.payload.n)],
          );
          if (fails(fresh, call)) {
            justFailed = true;
            throw new Error(`probe handler failed at call ${call}`);
          }
        });
      };
      server.addHandler(topic, handler as never, true, EVENT_BATCHES);
      servers.push(server);
      await new Promise<void>((resolve, reject) => {
        void server.listen((error?: unknown) => (error ? reject(error as Error) : resolve()));
      });
      return { calls, groupId };
    };

    /** The group's committed offset on partition 0: the next offset it will read, -1 before its first commit. */
    const committedOffset = async (groupId: string, topic: string): Promise<number> => {
      const admin = kafka.admin();
      await admin.connect();
      try {
        const [answer] = await admin.fetchOffsets({ groupId, topics: [topic] });
        return Number(answer?.partitions.find((p) => p.partition === 0)?.offset ?? -1);
      } finally {
        await admin.disconnect();
      }
    };

    const appliedOf = async (events: ProbeEvent[]) =>
      (await dataSource.query(
        `SELECT event_id AS id, count(*)::int AS times FROM ${SCHEMA}.applied
          WHERE event_id = ANY($1::uuid[]) GROUP BY event_id`,
        [events.map((e) => e.id)],
      )) as { id: string; times: number }[];

    it('a handler failing mid-batch: nothing of the batch is marked consumed, it comes again and each event is applied once', async () => {
      const { flow } = running();
      const topic = `probe.batch.${run}`;
      const events = await topicWith(topic, 120);
      let failed = 0;
      const { calls, groupId } = await consume(topic, (fresh) => {
        if (failed === 0 && fresh.some((e) => e.payload.n === 60)) failed = 1;
        else return false;
        return true;
      });
      await flow.eventually('every probe event is handled', async () => {
        const applied = await appliedOf(events);
        if (applied.length !== events.length) throw new Error(`${applied.length} of ${events.length} applied`);
      });

      const failedCall = calls.findIndex((c) => c.ns.includes(60));
      const first = calls[failedCall];
      const retry = calls.slice(failedCall + 1).find((c) => c.ns.includes(60));
      expect(first?.ns.length).toBeGreaterThan(1); // the failure struck a list, not a single event
      expect(first?.ns.indexOf(60)).toBeGreaterThan(0); // with events before it in the same call
      // nothing of the failed call was kept or committed: its events came again, unseen by the inbox
      expect(retry).toBeDefined();
      const failedNs = new Set(first?.ns);
      const again = calls.slice(failedCall + 1).filter((c) => c.ns.some((n) => failedNs.has(n)));
      expect(again[0]).toMatchObject({ inboxBefore: 0, appliedBefore: 0 });
      expect(again[0]?.committedBefore).toBeDefined();
      expect(again[0]?.committedBefore).toBeLessThanOrEqual(Math.min(...(first?.ns ?? [0])));
      // every event applied exactly once, every inbox row there, and the group committed past the last event
      const applied = await appliedOf(events);
      expect(applied.filter((a) => a.times !== 1)).toEqual([]);
      expect(applied).toHaveLength(events.length);
      const [inbox] = (await dataSource.query(
        `SELECT count(*)::int AS n FROM ${SCHEMA}.inbox WHERE consumer = $1 AND event_id = ANY($2::uuid[])`,
        [CONSUMER, events.map((e) => e.id)],
      )) as { n: number }[];
      expect(inbox?.n).toBe(events.length);
      await flow.eventually('the group commits past the last event', async () => {
        expect(await committedOffset(groupId, topic)).toBe(events.length);
      });
    }, 120_000);

    it('parks an event that fails every time and handles the events behind it', async () => {
      const { flow } = running();
      const topic = `probe.poison.${run}`;
      const events = await topicWith(topic, 30);
      const poison = events[10] as ProbeEvent;
      const { groupId } = await consume(topic, (fresh) => fresh.some((e) => e.id === poison.id));
      await flow.eventually(
        'the events behind the poison one are handled',
        async () => {
          expect(await committedOffset(groupId, topic)).toBe(events.length);
        },
        90_000,
      );
      const applied = await appliedOf(events);
      expect(applied.map((a) => a.id).sort()).toEqual(
        events
          .filter((e) => e !== poison)
          .map((e) => e.id)
          .sort(),
      );
      expect(applied.every((a) => a.times === 1)).toBe(true);
      const parked = (await dataSource.query(
        `SELECT event_id AS "eventId", "offset"::int AS "offset", attempts, error, message
           FROM ${SCHEMA}.parked_events WHERE topic = $1`,
        [topic],
      )) as { eventId: string; offset: number; attempts: number; error: string; message: string }[];
      expect(parked).toHaveLength(1);
      expect(parked[0]).toMatchObject({ eventId: poison.id, offset: 10, attempts: PARK_AFTER_ATTEMPTS });
      expect(parked[0]?.error).toContain('probe handler failed');
      expect(JSON.parse(parked[0]?.message ?? '{}')).toMatchObject({ id: poison.id, payload: { n: 10 } });
    }, 120_000);
  });
}
