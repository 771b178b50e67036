export const PAYROLL_PERIOD_CHANGED_V1 = 'payroll.period.changed.v1';

/** A pay period of a pay group was closed or reopened (calculation owns pay periods). */
export interface PayPeriodChangedV1 {
  payPeriodId: string;
  paygroupId: string;
  periodCode: string;
  /** local dates YYYY-MM-DD, inclusive */
  fromDate: string;
  toDate: string;
  closed: boolean;
  exported: boolean;
}
