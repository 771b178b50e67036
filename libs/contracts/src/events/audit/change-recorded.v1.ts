import { Type } from 'typebox';
import { defineEvent, type PayloadOf } from '../define-event.js';
import { isoInstant, localDate, nullable } from '../event-fields.js';

/** What a change history entry is about; a new kind is a new value here (consumers show unknown kinds as they come). */
export const CHANGED_ENTITIES = ['punch', 'punchPair', 'shift', 'payCard', 'leave'] as const;
export type ChangedEntity = (typeof CHANGED_ENTITIES)[number];

/** A field-by-field picture of the entity, as people read it (local times, ids of codes), before or after. */
const snapshot = nullable(Type.Record(Type.String(), Type.Unknown()));

/**
 * One change to a record people are paid by (a punch, a punch pair, a shift, a pay card): who made it, when, why and
 * what it was before and after. The owner writes it to its own change_history in the change's transaction
 * (ChangeHistory in libs/platform) and publishes this, so the timesheet can show a day's history.
 */
export const ChangeRecordedEvent = defineEvent(
  'audit.change.recorded',
  1,
  Type.Object({
    changeId: Type.String(),
    entity: Type.Enum([...CHANGED_ENTITIES]),
    entityId: Type.String({ minLength: 1 }),
    /** other records the change is about (the punches of a pair) */
    relatedIds: Type.Array(Type.String()),
    action: Type.Enum(['created', 'updated', 'deleted']),
    /** the employee whose time it is, when it is one employee's */
    employeeId: nullable(Type.String()),
    /** the employee's local dates the change touches, before and after */
    dates: Type.Array(localDate),
    /** why, as the person gave it (the form's reason), or null */
    reason: nullable(Type.String()),
    changedBy: Type.Object({ userId: nullable(Type.String()), email: nullable(Type.String()) }),
    changedAt: isoInstant,
    /** null for a created record */
    before: snapshot,
    /** null for a deleted record */
    after: snapshot,
  }),
);
export const AUDIT_CHANGE_RECORDED_V1 = ChangeRecordedEvent.type;
export type ChangeRecordedV1 = PayloadOf<typeof ChangeRecordedEvent>;
