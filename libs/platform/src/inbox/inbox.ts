import type { EventEnvelope } from '@rollcall/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { schemaOf } from '../database/schema-of.js';

/**
 * Makes an at-least-once delivery exactly-once in effect: the handler's writes and the inbox row keyed by
 * (event id, consumer) commit together, so a redelivered event finds its row and does nothing.
 * Resolves true when the handler ran, false for a duplicate.
 */
export async function handleOnce(
  dataSource: DataSource,
  consumer: string,
  event: EventEnvelope,
  handler: (manager: EntityManager) => Promise<void>,
): Promise<boolean> {
  const schema = schemaOf(dataSource);
  return dataSource.transaction(async (manager) => {
    const inserted = (await manager.query(
      `INSERT INTO "${schema}".inbox (event_id, consumer, type) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING event_id`,
      [event.id, consumer, event.type],
    )) as unknown[];
    if (inserted.length === 0) return false;
    await handler(manager);
    return true;
  });
}
