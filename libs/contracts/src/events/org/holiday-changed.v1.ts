import { Type } from 'typebox';
import { defineEvent, type PayloadOf } from '../define-event.js';
import { localDate, nullable } from '../event-fields.js';

/** A public holiday as it now stands. */
export const HolidayChangedEvent = defineEvent(
  'org.holiday.changed',
  1,
  Type.Object({
    holidayId: Type.String(),
    name: Type.String(),
    date: localDate,
    /** the Mondayised date, when the holiday has one */
    alterdate: nullable(localDate),
    /**
     * Structure node ids (any level: a region is a division or branch node) whose employees, at or below them,
     * have the holiday. Empty: the whole company.
     */
    departmentIds: Type.Array(Type.String()),
    deleted: Type.Boolean(),
  }),
);
export const ORG_HOLIDAY_CHANGED_V1 = HolidayChangedEvent.type;
export type HolidayChangedV1 = PayloadOf<typeof HolidayChangedEvent>;
