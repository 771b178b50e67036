import type { SqlRunner } from '@rollcall/platform';
import { SCHEDULING } from '../scheduling.constants.js';
import type { LeaveType } from './leave-store.js';

const s = SCHEDULING;

/** A balance as of a date: the last imported balance, less the approved leave charged after its date. */
export interface BalanceAsOf {
  payTypeId: string;
  /** the imported balance's date */
  balanceDate: string;
  importedHours: number;
  takenHours: number;
  hours: number;
}

/**
 * The employee's balances of each leave pay type as of `asOf` (docs/calculation.md "Leave balances"): the last
 * imported balance dated at or before `asOf`, less the hours of approved leave charged on days after that date up to
 * `asOf`. `except` leaves one leave out (the one being saved or approved). Types never imported have no balance.
 */
export async function balancesAsOf(
  runner: SqlRunner,
  employeeId: string,
  asOf: string,
  options: { payTypeId?: string; except?: string } = {},
): Promise<BalanceAsOf[]> {
  const params: unknown[] = [employeeId, asOf, options.except ?? null];
  let typeCondition = '';
  if (options.payTypeId) {
    params.push(options.payTypeId);
    typeCondition = `AND b.pay_type_id = $${params.length}`;
  }
  return (await runner.query(
    `SELECT DISTINCT ON (b.pay_type_id) b.pay_type_id AS "payTypeId",
            to_char(b.balance_date, 'YYYY-MM-DD') AS "balanceDate", b.hours::float8 AS "importedHours",
            coalesce(taken.minutes, 0) / 60.0 AS "takenHours",
            b.hours::float8 - coalesce(taken.minutes, 0) / 60.0 AS hours
       FROM "${s}".leave_balances b
       LEFT JOIN LATERAL (
         SELECT sum((d ->> 'minutes')::int) AS minutes
           FROM "${s}".leaves l, jsonb_array_elements(l.days) d
          WHERE l.employee_id = b.employee_id AND l.pay_type_id = b.pay_type_id AND l.status = 'Approved'
            AND l.id IS DISTINCT FROM $3::uuid
            AND l.to_date > b.balance_date AND l.from_date <= $2::date
            AND (d ->> 'date')::date > b.balance_date AND (d ->> 'date')::date <= $2::date
       ) taken ON TRUE
      WHERE b.employee_id = $1 AND b.balance_date <= $2::date ${typeCondition}
      ORDER BY b.pay_type_id, b.balance_date DESC`,
    params,
  )) as BalanceAsOf[];
}

/**
 * Whether charging these days would take the type's balance below zero: the balance as of the leave's last day
 * (without this leave), less this leave's hours after the balance's date. No imported balance: never.
 */
export async function wouldGoNegative(
  runner: SqlRunner,
  employeeId: string,
  payTypeId: string,
  leave: { id: string | null; toDate: string; days: readonly { date: string; minutes: number }[] },
): Promise<boolean> {
  const [balance] = await balancesAsOf(runner, employeeId, leave.toDate, {
    payTypeId,
    ...(leave.id ? { except: leave.id } : {}),
  });
  if (!balance) return false;
  const charged = leave.days.filter((d) => d.date > balance.balanceDate).reduce((sum, d) => sum + d.minutes, 0) / 60;
  return balance.hours - charged < -1e-9;
}

/**
 * The hours of one day of a leave type's balance (docs/calculation.md "Leave balances"): the type's hours per day
 * when it converts by fixed hours (ctDay above 1), a fifth of the employee's weekly standard hours when it converts
 * by standard hours; null when the type shows no days.
 */
export function dayHoursOf(type: Pick<LeaveType, 'dayMode' | 'ctDay'>, standardHours: number | null): number | null {
  if (type.dayMode === 'convertToDay' && type.ctDay > 1) return type.ctDay;
  if (type.dayMode === 'byStandardHour' && standardHours) return standardHours / 5;
  return null;
}
