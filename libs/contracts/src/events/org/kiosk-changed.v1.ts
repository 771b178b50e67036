import { Type } from 'typebox';
import { defineEvent, type PayloadOf } from '../define-event.js';

/** What the kiosks show: the Visitor and Contractor cards and the kiosk settings, as they now stand. */
export const KioskChangedEvent = defineEvent(
  'org.kiosk.changed',
  1,
  Type.Object({
    part: Type.Enum(['contents', 'settings']),
    /** the saved contents (part = contents) or settings (part = settings) */
    value: Type.Record(Type.String(), Type.Unknown()),
  }),
);
export const ORG_KIOSK_CHANGED_V1 = KioskChangedEvent.type;
export type KioskChangedV1 = PayloadOf<typeof KioskChangedEvent>;
