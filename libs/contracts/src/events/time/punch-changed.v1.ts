import { Type } from 'typebox';
import { defineEvent, type PayloadOf } from '../define-event.js';
import { isoInstant, nullable } from '../event-fields.js';

/**
 * A recorded punch was edited (its time or its codes) or deleted, on the timesheet or through the API. `version`
 * counts the punch's states (time.punch.recorded.v1 is version 1): a consumer keeps the highest it has seen, so an
 * edit that arrives before the punch's recorded event (another topic, so no order between them) is not undone by it,
 * and a deleted punch does not come back.
 */
export const PunchChangedEvent = defineEvent(
  'time.punch.changed',
  1,
  Type.Object({
    punchId: Type.String(),
    employeeId: Type.String(),
    clockId: Type.Integer(),
    /** the punch's time now; for a deleted punch, the time it had */
    punchTime: isoInstant,
    version: Type.Integer({ minimum: 2 }),
    deleted: Type.Boolean(),
    source: Type.Enum(['Kiosk', 'Mobile', 'Manual', 'Import', 'AutoPair']),
    workPlaceId: nullable(Type.String()),
    positionId: nullable(Type.String()),
    jobId: nullable(Type.String()),
    taskId: nullable(Type.String()),
  }),
);
export const TIME_PUNCH_CHANGED_V1 = PunchChangedEvent.type;
export type PunchChangedV1 = PayloadOf<typeof PunchChangedEvent>;
