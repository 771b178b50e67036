import type { EventEnvelope } from '@rollcall/contracts';
import { Kafka, logLevel, type Producer } from 'kafkajs';
import type { EventTransport } from './event-transport.js';

/** Publishes to one topic per event type, keyed so one employee's events keep their order. */
export class KafkaTransport implements EventTransport {
  private readonly producer: Producer;
  private connected: Promise<void> | null = null;

  constructor(brokers: string[], clientId: string) {
    const kafka = new Kafka({ clientId, brokers, logLevel: logLevel.WARN });
    this.producer = kafka.producer({ allowAutoTopicCreation: false, idempotent: true, maxInFlightRequests: 1 });
  }

  async publish(events: EventEnvelope[]): Promise<void> {
    this.connected ??= this.producer.connect();
    await this.connected;
    const byTopic = new Map<string, { key: string; value: string }[]>();
    for (const event of events) {
      const messages = byTopic.get(event.type) ?? [];
      messages.push({ key: event.key, value: JSON.stringify(event) });
      byTopic.set(event.type, messages);
    }
    await this.producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })),
    });
  }

  async close(): Promise<void> {
    if (this.connected) await this.producer.disconnect();
  }
}
