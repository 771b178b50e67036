import { type KafkaOptions, type MessageHandler, ServerKafka } from '@nestjs/microservices';
import type { EventEnvelope } from '@rollcall/contracts';
import type { Consumer, EachBatchPayload, KafkaMessage } from 'kafkajs';
import type { ParkedEvent } from '../inbox/parked-events.js';
import { settled, takesBatches } from './event-batch.js';
import { isPassingFailure } from './passing-failure.js';

/** The most events one batch handler call gets (the outbox relay publishes 500 at a time too). */
export const KAFKA_BATCH_MAX = 500;
/** A message failing alone this many times, for a reason that does not pass by itself, is parked. */
export const PARK_AFTER_ATTEMPTS = 5;

export interface KafkaBatchServerOptions {
  /** sets a message aside for good (the service's `parked_events`); rejects when it cannot */
  park: (parked: ParkedEvent) => Promise<void>;
}

interface Received {
  message: KafkaMessage;
  event: unknown;
}

/**
 * Nest's Kafka server, consuming a partition's fetched batch at a time (kafkajs `eachBatch`) instead of one message
 * at a time. For a type whose handlers take lists (`EVENT_BATCHES`), up to KAFKA_BATCH_MAX consecutive events go to
 * them in one call (one inbox transaction, `handleOnceEach`); other types one event a call, as before. An offset is
 * resolved (and committed) only after the handler that took its event has finished, so an event is never marked
 * consumed before its transaction committed; a redelivery after a crash finds the inbox rows and does nothing.
 *
 * When a call fails, none of its events is resolved. A failure that passes by itself (the database restarting or
 * busy) is thrown to kafkajs, which logs it and fetches the partition again from the last resolved offset, retrying
 * with backoff and restarting the consumer, as it did for one message at a time. Any other failure of a list is tried
 * again one event at a time, so the events before the one that fails are handled and resolved. An event that fails
 * alone PARK_AFTER_ATTEMPTS times is parked and resolved, so a poison message never holds its partition forever.
 */
export class KafkaBatchServer extends ServerKafka {
  private readonly failures = new Map<string, number>();

  constructor(
    options: Required<KafkaOptions>['options'],
    private readonly batchOptions: KafkaBatchServerOptions,
  ) {
    super(options);
  }

  override async bindEvents(consumer: Consumer): Promise<void> {
    const topics = [...this.messageHandlers.keys()];
    if (topics.length > 0) await consumer.subscribe({ ...(this.options.subscribe ?? {}), topics });
    await consumer.run({
      ...(this.options.run ?? {}),
      eachBatchAutoResolve: false,
      eachBatch: (payload) => this.handleBatch(payload),
    });
  }

  private async handleBatch(payload: EachBatchPayload): Promise<void> {
    const { batch, resolveOffset, heartbeat, commitOffsetsIfNecessary, isRunning, isStale } = payload;
    const handler = this.getHandlerByPattern(batch.topic);
    if (!handler) {
      this.logger.error(
        `There is no matching event handler defined in the remote service. Event pattern: ${batch.topic}`,
      );
      resolveOffset(batch.lastOffset());
      return;
    }
    const size = takesBatches(handler) ? KAFKA_BATCH_MAX : 1;
    for (let i = 0; i < batch.messages.length; i += size) {
      if (!isRunning() || isStale()) return;
      const received = await this.read(batch.topic, batch.partition, batch.messages.slice(i, i + size));
      try {
        await this.call(handler, size > 1, received);
      } catch (error) {
        if (received.length === 1 || isPassingFailure(error)) {
          await this.failed(batch.topic, batch.partition, received[0] as Received, error);
        } else {
          for (const one of received) {
            if (!isRunning() || isStale()) return;
            await this.callAlone(handler, batch.topic, batch.partition, one);
            resolveOffset(one.message.offset);
            await heartbeat();
          }
          await commitOffsetsIfNecessary();
          continue;
        }
      }
      for (const one of received) this.failures.delete(this.keyOf(batch.topic, batch.partition, one.message));
      resolveOffset((received.at(-1) as Received).message.offset);
      await heartbeat();
      await commitOffsetsIfNecessary();
    }
  }

  private async read(topic: string, partition: number, messages: KafkaMessage[]): Promise<Received[]> {
    const parser = this.parser;
    if (!parser) throw new Error('KafkaBatchServer is not listening');
    return Promise.all(
      messages.map(async (message) => {
        const raw = parser.parse<KafkaMessage & { topic: string; partition: number }>({ ...message, topic, partition });
        const packet = (await this.deserializer.deserialize(raw, { channel: topic })) as { data: unknown };
        return { message, event: packet.data };
      }),
    );
  }

  private async call(handler: MessageHandler, asList: boolean, received: Received[]): Promise<void> {
    await settled(handler(asList ? received.map((r) => r.event) : (received[0] as Received).event));
  }

  /** One event alone: handled, or parked after its last attempt; throws to have kafkajs try it again. */
  private async callAlone(handler: MessageHandler, topic: string, partition: number, one: Received): Promise<void> {
    try {
      await this.call(handler, takesBatches(handler), [one]);
      this.failures.delete(this.keyOf(topic, partition, one.message));
    } catch (error) {
      await this.failed(topic, partition, one, error);
    }
  }

  /**
   * An event failed alone (or with its whole list, for a failure that passes by itself). Throws, so kafkajs fetches
   * it again, unless this was its last attempt and it is now parked; then resolves and the caller moves on.
   */
  private async failed(topic: string, partition: number, one: Received, error: unknown): Promise<void> {
    const key = this.keyOf(topic, partition, one.message);
    const passing = isPassingFailure(error);
    const attempts = passing ? (this.failures.get(key) ?? 0) : (this.failures.get(key) ?? 0) + 1;
    this.failures.set(key, attempts);
    const offset = one.message.offset;
    if (passing || attempts < PARK_AFTER_ATTEMPTS) throw error;
    await this.batchOptions.park({
      consumerGroup: this.groupId,
      topic,
      partition,
      offset,
      eventId: (one.event as Partial<EventEnvelope> | null)?.id ?? null,
      message: one.message.value?.toString('utf8') ?? '',
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      attempts,
    });
    this.failures.delete(key);
  }

  private keyOf(topic: string, partition: number, message: KafkaMessage): string {
    return `${topic}/${partition}/${message.offset}`;
  }
}
