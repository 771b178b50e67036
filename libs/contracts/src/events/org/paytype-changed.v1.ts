import { Type } from 'typebox';
import { defineEvent, type PayloadOf } from '../define-event.js';
import { nullable, uncheckedAddition } from '../event-fields.js';

export const PayTypeChangedEvent = defineEvent(
  'org.paytype.changed',
  1,
  Type.Object({
    payTypeId: Type.String(),
    code: Type.String(),
    name: Type.String(),
    role: nullable(Type.String()),
    isOvertime: Type.Boolean(),
    isLeave: Type.Boolean(),
    isAllowance: Type.Boolean(),
    payRateFactor: nullable(Type.Number()),
    deleted: Type.Boolean(),
    /** whether leave of this type is paid (unpaid leave never counts toward overtime) */
    paidLeave: uncheckedAddition<boolean>(),
    active: uncheckedAddition<boolean>(),
    /** leave of this type may take the balance below zero (after a confirmation) */
    allowNegativeLeave: uncheckedAddition<boolean>(),
    /** the balance of this type is not shown to employees */
    hideBalance: uncheckedAddition<boolean>(),
    /** convert-to-day mode: fixed ctDay hours a day, by the employee's standard hours, or a percentage */
    dayMode: uncheckedAddition<'convertToDay' | 'byStandardHour' | 'percentage'>(),
    /** hours per day (convertToDay) */
    ctDay: uncheckedAddition<number>(),
    /** the code the payroll exports write for this pay type (blank: its code) */
    exportCode: uncheckedAddition<string | null>(),
    /** false: left out of the payroll exports */
    shouldExport: uncheckedAddition<boolean>(),
    /** the spec's `type`: the payroll template this pay type is exported with (null: every template) */
    templateCode: uncheckedAddition<string | null>(),
    /** the Xero earnings rate the last Xero sync matched (read-only; null: none) */
    xeroGuid: uncheckedAddition<string | null>(),
  }),
);
export const ORG_PAY_TYPE_CHANGED_V1 = PayTypeChangedEvent.type;
export type PayTypeChangedV1 = PayloadOf<typeof PayTypeChangedEvent>;
