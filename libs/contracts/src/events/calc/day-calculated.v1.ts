import { Type } from 'typebox';
import { defineEvent, type PayloadOf } from '../define-event.js';
import { localDate, presenceChecked } from '../event-fields.js';

export const DayCalculatedEvent = defineEvent(
  'calc.day.calculated',
  1,
  Type.Object({
    employeeId: Type.String(),
    date: localDate,
    status: Type.Enum(['Working', 'OffDay', 'HOL', 'Absent', 'Leave', 'NoData']),
    paidMinutes: Type.Integer(),
    payTypes: Type.Array(
      presenceChecked(
        Type.Object({
          payTypeId: Type.String(),
          minutes: Type.Optional(Type.Number()),
          units: Type.Optional(Type.Number()),
        }),
      ),
    ),
    exceptions: Type.Array(
      presenceChecked(
        Type.Object({
          type: Type.String(),
          shiftKey: Type.Optional(Type.String()),
          punchId: Type.Optional(Type.String()),
          minutes: Type.Optional(Type.Number()),
        }),
      ),
    ),
    /** the number of punches the calculation saw for the day */
    punchCount: Type.Integer(),
  }),
);
export const CALC_DAY_CALCULATED_V1 = DayCalculatedEvent.type;
export type DayCalculatedV1 = PayloadOf<typeof DayCalculatedEvent>;
