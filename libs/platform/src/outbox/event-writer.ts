import { validateEvent, type EventEnvelope } from '@rollcall/contracts';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { schemaOf } from '../database/schema-of.js';
import type { NewEvent } from './new-event.js';

export function outboxChannel(schema: string): string {
  return `rollcall_outbox_${schema}`;
}

/**
 * Writes events into the service's outbox inside the caller's transaction, so they are published if and only
 * if the business change commits. NOTIFY is delivered on commit, which wakes the relay at once.
 */
export class EventWriter {
  constructor(private readonly producer: string) {}

  async write(manager: EntityManager, events: NewEvent[]): Promise<EventEnvelope[]> {
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error('EventWriter.write must run inside a transaction');
    }
    if (events.length === 0) return [];
    const schema = schemaOf(manager.connection);
    const envelopes = events.map((e) =>
      validateEvent({
        id: randomUUID(),
        type: e.type,
        companyId: e.companyId,
        key: e.key,
        occurredAt: e.occurredAt ?? new Date().toISOString(),
        producer: this.producer,
        payload: e.payload,
      }),
    );
    const values: unknown[] = [];
    const rows = envelopes.map((e, i) => {
      values.push(e.id, e.type, e.companyId, e.key, e.occurredAt, e.producer, JSON.stringify(e.payload));
      const b = i * 7;
      return `($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5}, $${b + 6}, $${b + 7})`;
    });
    await manager.query(
      `INSERT INTO "${schema}".outbox (id, type, company_id, key, occurred_at, producer, payload) VALUES ${rows.join(', ')}`,
      values,
    );
    await manager.query(`SELECT pg_notify($1, '')`, [outboxChannel(schema)]);
    return envelopes;
  }
}
