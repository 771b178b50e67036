import { Type } from 'typebox';
import { defineEvent, type PayloadOf } from '../define-event.js';

const minuteOfHour = Type.Integer({ minimum: 0, maximum: 60 });

/** A rounding rule set as it now stands; employees point at it through `timeRoundingId`. */
export const RoundingChangedEvent = defineEvent(
  'org.rounding.changed',
  1,
  Type.Object({
    roundingId: Type.String(),
    name: Type.String(),
    /** an inactive rule set rounds nothing */
    active: Type.Boolean(),
    /** the rules table in the engine's form: minute of the hour `from`..`to` (inclusive) becomes `value` */
    rules: Type.Array(Type.Object({ from: minuteOfHour, to: minuteOfHour, value: minuteOfHour }), { maxItems: 20 }),
    deleted: Type.Boolean(),
  }),
);
export const ORG_ROUNDING_CHANGED_V1 = RoundingChangedEvent.type;
export type RoundingChangedV1 = PayloadOf<typeof RoundingChangedEvent>;
