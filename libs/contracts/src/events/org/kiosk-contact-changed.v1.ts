import { Type } from 'typebox';
import { defineEvent, type PayloadOf } from '../define-event.js';
import { nullable } from '../event-fields.js';

export const KioskContactChangedEvent = defineEvent(
  'org.kiosk-contact.changed',
  1,
  Type.Object({
    contactId: Type.String(),
    firstname: Type.String(),
    lastname: Type.String(),
    mobile: nullable(Type.String()),
    email: Type.String(),
    departmentId: nullable(Type.String()),
    deleted: Type.Boolean(),
  }),
);
export const ORG_KIOSK_CONTACT_CHANGED_V1 = KioskContactChangedEvent.type;
export type KioskContactChangedV1 = PayloadOf<typeof KioskContactChangedEvent>;
