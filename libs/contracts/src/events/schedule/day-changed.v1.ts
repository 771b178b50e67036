import { Type } from 'typebox';
import type { ScheduleSection } from '../../engine/engine-input.js';
import { defineEvent, type PayloadOf } from '../define-event.js';
import { localDate, localTime, uncheckedAddition } from '../event-fields.js';

/** One employee's schedule for one date, as it now stands (an empty, non-off day means "no schedule"). */
export const ScheduleDayChangedEvent = defineEvent(
  'schedule.day.changed',
  1,
  Type.Object({
    employeeId: Type.String(),
    date: localDate,
    offDay: Type.Boolean(),
    /** the engine's sections: v1 checks their start and end, the engine's input check the rest */
    sections: Type.Array(Type.Unsafe<ScheduleSection>(Type.Object({ start: localTime, end: localTime }))),
    /** each section's label as the roster shows it (null: none), in the order of `sections` */
    sectionLabels: uncheckedAddition<(string | null)[]>(),
    /** each section's id in scheduling (stable across edits), in the order of `sections` */
    sectionIds: uncheckedAddition<string[]>(),
  }),
);
export const SCHEDULE_DAY_CHANGED_V1 = ScheduleDayChangedEvent.type;
export type ScheduleDayChangedV1 = PayloadOf<typeof ScheduleDayChangedEvent>;
