import { Type } from 'typebox';
import { defineEvent, type PayloadOf } from '../define-event.js';
import { uncheckedAddition } from '../event-fields.js';

export const CompanyChangedEvent = defineEvent(
  'org.company.changed',
  1,
  Type.Object({
    companyId: Type.String(),
    name: Type.String(),
    code: Type.String(),
    timeZoneId: Type.String(),
    deviceToken: Type.String(),
    exceptionThreshold: Type.Number(),
    exceptionLDThreshold: Type.Number(),
    exceptionToggles: Type.Record(Type.String(), Type.Boolean()),
    /** employee licences */
    licenses: uncheckedAddition<number>(),
    appLicenses: uncheckedAddition<number>(),
    /** the payroll export templates the company uses (libs/contracts PAYROLL_TEMPLATES), the first the default */
    payrollTemplateExportCodes: uncheckedAddition<string[]>(),
    /** the construction customer variant: its allowance export, and every pay card line names a project */
    isCalderStewart: uncheckedAddition<boolean>(),
    /**
     * the company's feature switches (spec 000 §3: multiShiftView, isShiftBudgetEnabled, …), each true or false with
     * the default filled in; absent from events written before it existed
     */
    features: uncheckedAddition<Record<string, boolean>>(),
  }),
);
export const ORG_COMPANY_CHANGED_V1 = CompanyChangedEvent.type;
export type CompanyChangedV1 = PayloadOf<typeof CompanyChangedEvent>;
