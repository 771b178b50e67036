import type { DataSource } from 'typeorm';
import { schemaOf } from '../database/schema-of.js';

export interface MessageRetention {
  /** published outbox rows older than this are deleted */
  outboxDays: number;
  /**
   * inbox rows (the record that an event was handled) older than this are deleted; keep it longer than any
   * redelivery can arrive (Kafka's topic retention), or a very late duplicate would be handled twice
   */
  inboxDays: number;
}

export interface PrunedMessages {
  outbox: number;
  inbox: number;
}

const BATCH = 5000;

/**
 * Deletes what a service no longer needs from its outbox (rows already published) and inbox (old dedup records),
 * in small batches so it never holds long locks. Unpublished outbox rows are never touched.
 */
export async function pruneDeliveredMessages(
  dataSource: DataSource,
  retention: MessageRetention,
): Promise<PrunedMessages> {
  const schema = schemaOf(dataSource);
  const outbox = await deleteInBatches(
    dataSource,
    `DELETE FROM "${schema}".outbox WHERE seq IN (
       SELECT seq FROM "${schema}".outbox
       WHERE sent_at IS NOT NULL AND sent_at < now() - make_interval(days => $1) LIMIT ${BATCH})`,
    retention.outboxDays,
  );
  const inbox = await deleteInBatches(
    dataSource,
    `DELETE FROM "${schema}".inbox WHERE (event_id, consumer) IN (
       SELECT event_id, consumer FROM "${schema}".inbox
       WHERE processed_at < now() - make_interval(days => $1) LIMIT ${BATCH})`,
    retention.inboxDays,
  );
  return { outbox, inbox };
}

async function deleteInBatches(dataSource: DataSource, sql: string, days: number): Promise<number> {
  let total = 0;
  for (;;) {
    const result = (await dataSource.query(sql, [days])) as [unknown[], number];
    const deleted = result[1];
    total += deleted;
    if (deleted < BATCH) return total;
  }
}
