import { Type } from 'typebox';
import { defineEvent, type PayloadOf } from '../define-event.js';
import { nullable } from '../event-fields.js';

/**
 * A sync with Xero matched the company's pay types to Xero earnings rates and its employees to Xero employees
 * (integrations reads Xero; organisation owns the read-only xeroGuid of each and stores what this says). Every
 * active pay type and employee is listed, with null where nothing in Xero matched.
 */
export const XeroSyncedEvent = defineEvent(
  'integrations.xero.synced',
  1,
  Type.Object({
    tenantId: Type.String(),
    tenantName: Type.String(),
    payTypes: Type.Array(Type.Object({ payTypeId: Type.String(), xeroGuid: nullable(Type.String()) })),
    employees: Type.Array(Type.Object({ employeeId: Type.String(), xeroGuid: nullable(Type.String()) })),
  }),
);
export const INTEGRATIONS_XERO_SYNCED_V1 = XeroSyncedEvent.type;
export type XeroSyncedV1 = PayloadOf<typeof XeroSyncedEvent>;
