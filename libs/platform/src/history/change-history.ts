import type { ChangedEntity } from '@rollcall/contracts';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { schemaOf } from '../database/schema-of.js';
import type { EventWriter } from '../outbox/event-writer.js';

/** A record as people read it, field by field (local times, the ids of codes); JSON values only. */
export type Snapshot = Record<string, unknown>;

/** One change to a record: what it is about, whose time it is, and what it was before and after. */
export interface Change {
  entity: ChangedEntity;
  entityId: string;
  /** other records the change is about (the punches of a pair) */
  relatedIds?: readonly string[];
  /** the employee whose time it is */
  employeeId: string | null;
  /** the employee's local dates the change touches, before and after (YYYY-MM-DD) */
  dates: readonly string[];
  /** null: the record was created */
  before: Snapshot | null;
  /** null: the record was deleted */
  after: Snapshot | null;
  /** why, as the person gave it */
  reason?: string | null;
}

/** Who made the changes: the caller's company and login (null for the system's own changes). */
export interface ChangeAuthor {
  companyId: string;
  userId: string | null;
  email: string | null;
}

export interface RecordedChange {
  changeId: string;
  action: 'created' | 'updated' | 'deleted';
  /** the id of its audit.change.recorded.v1 (a client can wait until the timesheet has it) */
  eventId: string;
}

/**
 * Keeps who changed what, when, why and the before and after, for every record people are paid by. A service
 * records its changes in the transaction that makes them: each one is a row of its own `change_history` (made in
 * every schema by the platform migrations) and an `audit.change.recorded.v1` event through its outbox, from which
 * the timesheet shows a day's history. An update that changes nothing (the same before and after) is not
 * recorded. Refuses to run outside a transaction, as the event writer does. Answers each change's id, action and
 * event id.
 */
export class ChangeHistory {
  constructor(private readonly events: EventWriter) {}

  async record(manager: EntityManager, author: ChangeAuthor, changes: readonly Change[]): Promise<RecordedChange[]> {
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error('ChangeHistory.record must run inside the transaction of the change');
    }
    const real = changes.filter((c) => c.before === null || c.after === null || !sameSnapshot(c.before, c.after));
    if (real.length === 0) return [];
    const changedAt = new Date().toISOString();
    const rows = real.map((change) => ({
      changeId: randomUUID(),
      action: actionOf(change),
      change: { ...change, dates: [...new Set(change.dates)].sort(), relatedIds: [...(change.relatedIds ?? [])] },
    }));
    await manager.query(
      `INSERT INTO "${schemaOf(manager.connection)}".change_history (id, company_id, entity, entity_id, related_ids,
         action, employee_id, dates, reason, changed_by_user_id, changed_by_email, changed_at, before, after)
       SELECT u.id, $1::uuid, u.entity, u.entity_id, ARRAY(SELECT jsonb_array_elements_text(u.related)), u.action,
              u.employee_id, ARRAY(SELECT jsonb_array_elements_text(u.dates))::date[], u.reason, $2::uuid, $3::text, $4::timestamptz,
              u.before, u.after
         FROM unnest($5::uuid[], $6::text[], $7::text[], $8::jsonb[], $9::text[], $10::uuid[], $11::jsonb[],
                     $12::text[], $13::jsonb[], $14::jsonb[])
           AS u(id, entity, entity_id, related, action, employee_id, dates, reason, before, after)`,
      [
        author.companyId,
        author.userId,
        author.email,
        changedAt,
        rows.map((r) => r.changeId),
        rows.map((r) => r.change.entity),
        rows.map((r) => r.change.entityId),
        rows.map((r) => JSON.stringify(r.change.relatedIds)),
        rows.map((r) => r.action),
        rows.map((r) => r.change.employeeId),
        rows.map((r) => JSON.stringify(r.change.dates)),
        rows.map((r) => r.change.reason ?? null),
        rows.map((r) => (r.change.before === null ? null : JSON.stringify(r.change.before))),
        rows.map((r) => (r.change.after === null ? null : JSON.stringify(r.change.after))),
      ],
    );
    const envelopes = await this.events.write(
      manager,
      rows.map(({ changeId, action, change }) => ({
        type: 'audit.change.recorded.v1' as const,
        companyId: author.companyId,
        key: change.employeeId ?? author.companyId,
        occurredAt: changedAt,
        payload: {
          changeId,
          entity: change.entity,
          entityId: change.entityId,
          relatedIds: change.relatedIds,
          action,
          employeeId: change.employeeId,
          dates: change.dates,
          reason: change.reason ?? null,
          changedBy: { userId: author.userId, email: author.email },
          changedAt,
          before: change.before,
          after: change.after,
        },
      })),
    );
    return rows.map(({ changeId, action }, i) => ({ changeId, action, eventId: envelopes[i]?.id ?? '' }));
  }
}

function actionOf(change: Change): RecordedChange['action'] {
  if (change.before === null) return 'created';
  if (change.after === null) return 'deleted';
  return 'updated';
}

/** Equal as JSON, whatever the order of their keys. */
export function sameSnapshot(a: Snapshot, b: Snapshot): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
