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

/**
 * handleOnce for a list of events of one consumer: one transaction, one inbox insert for all, and the handler gets
 * the events not handled before (each once, in order). Resolves with how many it handled.
 */
export async function handleOnceEach<E extends EventEnvelope>(
  dataSource: DataSource,
  consumer: string,
  events: readonly E[],
  handler: (manager: EntityManager, fresh: E[]) => Promise<void>,
): Promise<number> {
  if (events.length === 0) return 0;
  const schema = schemaOf(dataSource);
  return dataSource.transaction(async (manager) => {
    const inserted = (await manager.query(
      `INSERT INTO "${schema}".inbox (event_id, consumer, type)
       SELECT id, $2, type FROM unnest($1::uuid[], $3::text[]) AS e(id, type)
       ON CONFLICT DO NOTHING RETURNING event_id`,
      [events.map((e) => e.id), consumer, events.map((e) => e.type)],
    )) as { event_id: string }[];
    const fresh = new Set(inserted.map((r) => r.event_id));
    const todo = events.filter((e) => fresh.delete(e.id));
    if (todo.length > 0) await handler(manager, todo);
    return todo.length;
  });
}
