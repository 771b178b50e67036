import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import {
  type EventEnvelope,
  IDENTITY_SESSION_REVOKED_V1,
  type SessionRevokedV1,
  validateEvent,
} from '@rollcall/contracts';
import { type Consumer, Kafka, logLevel } from 'kafkajs';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { RevokedSessions } from './revoked-sessions.js';

/** How long a starting process waits to have read every revocation the topic held when it started. */
export const REVOCATIONS_CATCH_UP_MS = 30_000;

/**
 * Distributed mode: every process follows identity.session.revoked.v1 in a consumer group of its own (a random
 * group id), so that every replica of every service hears every revocation, which the service's shared consumer
 * group would not do. Nothing is committed, and the group goes when the process leaves. At start it reads the
 * topic from its beginning (revocations older than the access-token lifetime are skipped by RevokedSessions), and
 * the process does not answer HTTP until it has caught up with what the topic held then, or for at most
 * REVOCATIONS_CATCH_UP_MS.
 */
export class KafkaRevokedSessionsFeed implements OnApplicationBootstrap, OnApplicationShutdown {
  private consumer: Consumer | null = null;

  constructor(
    private readonly revoked: RevokedSessions,
    private readonly brokers: string[],
    private readonly processName: string,
    private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const kafka = new Kafka({
      clientId: `rollcall-${this.processName}-sessions`,
      brokers: this.brokers,
      logLevel: logLevel.WARN,
    });
    const unread = await this.endOffsets(kafka);
    let caughtUp: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (caughtUp = resolve));
    if (unread.size === 0) caughtUp();

    const consumer = kafka.consumer({
      groupId: `rollcall-${this.processName}-sessions-${randomUUID()}`,
      allowAutoTopicCreation: false,
      sessionTimeout: 10_000,
      heartbeatInterval: 1_000,
    });
    this.consumer = consumer;
    await consumer.connect();
    await consumer.subscribe({ topic: IDENTITY_SESSION_REVOKED_V1, fromBeginning: true });
    await consumer.run({
      autoCommit: false,
      eachMessage: async ({ partition, message }) => {
        this.take(message.value);
        const end = unread.get(partition);
        if (end !== undefined && Number(message.offset) + 1 >= end) {
          unread.delete(partition);
          if (unread.size === 0) caughtUp();
        }
      },
    });

    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), REVOCATIONS_CATCH_UP_MS)));
    const outcome = await Promise.race([done, late]);
    clearTimeout(timer);
    if (outcome === 'late') {
      this.logger.error(
        { partitions: [...unread.keys()] },
        `session revocations not read within ${REVOCATIONS_CATCH_UP_MS / 1000} s of start; starting anyway, reading on`,
      );
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.consumer?.disconnect();
  }

  /** partition → the offset after its last message, for the partitions that hold any. */
  private async endOffsets(kafka: Kafka): Promise<Map<number, number>> {
    const admin = kafka.admin();
    await admin.connect();
    try {
      const offsets = await admin.fetchTopicOffsets(IDENTITY_SESSION_REVOKED_V1);
      return new Map(offsets.filter((o) => Number(o.high) > Number(o.low)).map((o) => [o.partition, Number(o.high)]));
    } finally {
      await admin.disconnect();
    }
  }

  private take(value: Buffer | null): void {
    try {
      const event = validateEvent(JSON.parse(value?.toString('utf8') ?? '')) as EventEnvelope<string, SessionRevokedV1>;
      this.revoked.apply(event);
    } catch (error) {
      this.logger.error({ err: error }, 'an identity.session.revoked.v1 message could not be read; skipped');
    }
  }
}
