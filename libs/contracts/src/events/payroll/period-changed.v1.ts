import { Type } from 'typebox';
import { defineEvent, type PayloadOf } from '../define-event.js';
import { localDate } from '../event-fields.js';

/** A pay period of a pay group was closed or reopened (calculation owns pay periods). */
export const PayPeriodChangedEvent = defineEvent(
  'payroll.period.changed',
  1,
  Type.Object({
    payPeriodId: Type.String(),
    paygroupId: Type.String(),
    periodCode: Type.String(),
    /** inclusive */
    fromDate: localDate,
    toDate: localDate,
    closed: Type.Boolean(),
    exported: Type.Boolean(),
    /**
     * On a close only: the period's pay card lines its totals count (cards wholly inside the period), units in
     * hundredths by employee, pay type and the card's first day. Absent on a reopen and an export.
     */
    payCardLines: Type.Optional(
      Type.Array(
        Type.Object({
          employeeId: Type.String(),
          payTypeId: Type.String(),
          date: localDate,
          unitHundredths: Type.Integer(),
        }),
      ),
    ),
  }),
);
export const PAYROLL_PERIOD_CHANGED_V1 = PayPeriodChangedEvent.type;
export type PayPeriodChangedV1 = PayloadOf<typeof PayPeriodChangedEvent>;
