import { Type } from 'typebox';
import { defineEvent, type PayloadOf } from '../define-event.js';

export const PayGroupChangedEvent = defineEvent(
  'org.paygroup.changed',
  1,
  Type.Object({
    payGroupId: Type.String(),
    name: Type.String(),
    deleted: Type.Boolean(),
    /** the engine's PayGroupRules, as stored */
    rules: Type.Record(Type.String(), Type.Unknown()),
  }),
);
export const ORG_PAY_GROUP_CHANGED_V1 = PayGroupChangedEvent.type;
export type PayGroupChangedV1 = PayloadOf<typeof PayGroupChangedEvent>;
