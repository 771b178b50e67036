import type { EventEnvelope } from '@rollcall/contracts';
import { Kafka, logLevel, type Producer } from 'kafkajs';
import type { EventTransport } from './event-transport.js';

/**
 * Publishes to one topic per event type, keyed so one employee's events keep their order. A failed publish drops
 * the producer and the next one starts a new one: an idempotent producer whose broker lost its sequence state (a
 * broker killed before it flushed) otherwise answers OUT_OF_ORDER_SEQUENCE_NUMBER to every later send. The relay
 * publishes the same rows again; consumers deduplicate by event id.
 */
export class KafkaTransport implements EventTransport {
  private readonly kafka: Kafka;
  private producer: { producer: Producer; connected: Promise<void> } | null = null;

  constructor(brokers: string[], clientId: string) {
    this.kafka = new Kafka({ clientId, brokers, logLevel: logLevel.WARN });
  }

  async publish(events: EventEnvelope[]): Promise<void> {
    const current = (this.producer ??= this.newProducer());
    const byTopic = new Map<string, { key: string; value: string }[]>();
    for (const event of events) {
      const messages = byTopic.get(event.type) ?? [];
      messages.push({ key: event.key, value: JSON.stringify(event) });
      byTopic.set(event.type, messages);
    }
    try {
      await current.connected;
      await current.producer.sendBatch({
        acks: -1,
        topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })),
      });
    } catch (error) {
      if (this.producer === current) this.producer = null;
      void current.producer.disconnect().catch(() => undefined);
      throw error;
    }
  }

  async close(): Promise<void> {
    const current = this.producer;
    this.producer = null;
    if (current) await current.producer.disconnect();
  }

  private newProducer(): { producer: Producer; connected: Promise<void> } {
    const producer = this.kafka.producer({ allowAutoTopicCreation: false, idempotent: true, maxInFlightRequests: 1 });
    return { producer, connected: producer.connect() };
  }
}
