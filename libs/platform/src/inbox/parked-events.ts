import type { DataSource } from 'typeorm';
import { schemaOf } from '../database/schema-of.js';

/** A Kafka message its consumer could not handle, however often it tried. */
export interface ParkedEvent {
  consumerGroup: string;
  topic: string;
  partition: number;
  offset: string;
  /** the event's id, when the message could be read as an event */
  eventId: string | null;
  /** the message's value as received */
  message: string;
  error: string;
  attempts: number;
}

/**
 * Sets a message aside in the service's `parked_events`, so the partition behind it moves on. Rejects when the
 * database cannot take the row: then the message is not skipped, and its consumer tries it again.
 */
export async function parkEvent(dataSource: DataSource, parked: ParkedEvent): Promise<void> {
  await dataSource.query(
    `INSERT INTO "${schemaOf(dataSource)}".parked_events
       (consumer_group, topic, partition, "offset", event_id, message, error, attempts)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (consumer_group, topic, partition, "offset")
       DO UPDATE SET error = EXCLUDED.error, attempts = EXCLUDED.attempts, parked_at = now()`,
    [
      parked.consumerGroup,
      parked.topic,
      parked.partition,
      parked.offset,
      parked.eventId,
      parked.message,
      parked.error,
      parked.attempts,
    ],
  );
}
