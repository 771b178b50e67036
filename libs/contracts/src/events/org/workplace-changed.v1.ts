import { Type } from 'typebox';
import { defineEvent, type PayloadOf } from '../define-event.js';
import { nullable } from '../event-fields.js';

/** A mobile work site with its geofence. */
export const WorkplaceChangedEvent = defineEvent(
  'org.workplace.changed',
  1,
  Type.Object({
    workplaceId: Type.String(),
    name: Type.String(),
    active: Type.Boolean(),
    latitude: nullable(Type.Number()),
    longitude: nullable(Type.Number()),
    /** geofence radius in metres */
    radius: Type.Number({ minimum: 0 }),
    employeeIds: Type.Array(Type.String()),
    siteCode: nullable(Type.String()),
    deleted: Type.Boolean(),
  }),
);
export const ORG_WORKPLACE_CHANGED_V1 = WorkplaceChangedEvent.type;
export type WorkplaceChangedV1 = PayloadOf<typeof WorkplaceChangedEvent>;
