import { Type } from 'typebox';
import { defineEvent, type PayloadOf } from '../define-event.js';
import { isoInstant, nullable } from '../event-fields.js';

export const PunchRecordedEvent = defineEvent(
  'time.punch.recorded',
  1,
  Type.Object({
    punchId: Type.String(),
    employeeId: Type.String(),
    clockId: Type.Integer(),
    punchTime: isoInstant,
    source: Type.Enum(['Kiosk', 'Mobile', 'Manual', 'Import']),
    deviceId: nullable(Type.String()),
    devicePunchId: nullable(Type.String()),
    workPlaceId: nullable(Type.String()),
    positionId: nullable(Type.String()),
    jobId: nullable(Type.String()),
    taskId: nullable(Type.String()),
  }),
);
export const TIME_PUNCH_RECORDED_V1 = PunchRecordedEvent.type;
export type PunchRecordedV1 = PayloadOf<typeof PunchRecordedEvent>;
