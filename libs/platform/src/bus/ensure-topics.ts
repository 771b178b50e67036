import { EVENT_TYPES } from '@rollcall/contracts';
import { Kafka, logLevel } from 'kafkajs';

/** Creates one topic per event type (3 partitions) when missing, so consumers can subscribe before producers. */
export async function ensureKafkaTopics(brokers: string[], clientId: string, partitions = 3): Promise<void> {
  const admin = new Kafka({ clientId: `${clientId}-admin`, brokers, logLevel: logLevel.WARN }).admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const missing = EVENT_TYPES.filter((t) => !existing.has(t));
    if (missing.length) {
      await admin.createTopics({
        waitForLeaders: true,
        topics: missing.map((topic) => ({ topic, numPartitions: partitions, replicationFactor: 1 })),
      });
    }
  } finally {
    await admin.disconnect();
  }
}
