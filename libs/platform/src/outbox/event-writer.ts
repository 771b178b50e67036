import { validateEvent, type EventEnvelope } from '@rollcall/contracts';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { schemaOf } from '../database/schema-of.js';
import type { NewEvent } from './new-event.js';

export function outboxChannel(schema: string): string {
  return `rollcall_outbox_${schema}`;
}

/**
 * The transaction-local setting that marks a transaction's outbox rows interactive (ADR 0017). A custom setting, so
 * PostgreSQL ends it with the transaction; read with `missing_ok` (null when never set on the connection, '' after a
 * transaction that set it ended).
 */
const PRIORITY_SETTING = 'rollcall.outbox_priority';

/** An outbox row's priority: the relay publishes interactive rows ahead of the background rows before them. */
export const OutboxPriority = { background: 0, interactive: 1 } as const;

/** The outbox NOTIFY's payload from a transaction marked interactive (the setting's value). */
export const INTERACTIVE_NOTICE = String(OutboxPriority.interactive);

/**
 * Writes events into the service's outbox inside the caller's transaction, so they are published if and only
 * if the business change commits. NOTIFY is delivered on commit, which wakes the relay at once.
 */
export class EventWriter {
  constructor(private readonly producer: string) {}

  /**
   * Marks the rest of the caller's transaction interactive: a manager is waiting for what it changed (a punch edit
   * on the timesheet), so every event it writes from now on, its change history's included, is published ahead of
   * the background rows (a kiosk burst) written before it (ADR 0017). Ends with the transaction.
   */
  async interactive(manager: EntityManager): Promise<void> {
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error('EventWriter.interactive must run inside a transaction');
    }
    await manager.query(`SELECT set_config($1, $2, true)`, [PRIORITY_SETTING, String(OutboxPriority.interactive)]);
  }

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
    // one JSON parameter for the whole list: a parameter per field (7 × 1,000 for a chunk of schedule days) cost
    // more to build, send and bind than the insert itself; seq follows the list's order; the priority is the
    // transaction's (interactive once marked, else background)
    await manager.query(
      `INSERT INTO "${schema}".outbox (id, type, company_id, key, occurred_at, producer, payload, priority)
       SELECT e.id, e.type, e.company_id, e.key, e.occurred_at, e.producer, e.payload,
              coalesce(nullif(current_setting('${PRIORITY_SETTING}', true), ''), '0')::smallint
         FROM ROWS FROM (jsonb_to_recordset($1::jsonb) AS (id uuid, type text, company_id uuid, key text,
                occurred_at timestamptz, producer text, payload jsonb)) WITH ORDINALITY
              AS e(id, type, company_id, key, occurred_at, producer, payload, n)
        ORDER BY e.n`,
      [
        JSON.stringify(
          envelopes.map((e) => ({
            id: e.id,
            type: e.type,
            company_id: e.companyId,
            key: e.key,
            occurred_at: e.occurredAt,
            producer: e.producer,
            payload: e.payload,
          })),
        ),
      ],
    );
    // the payload is the transaction's priority setting: an interactive transaction's wakes the relay's interactive
    // loop too
    await manager.query(
      `SELECT pg_notify($1, coalesce(nullif(current_setting('${PRIORITY_SETTING}', true), ''), ''))`,
      [outboxChannel(schema)],
    );
    return envelopes;
  }
}
