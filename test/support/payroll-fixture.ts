import {
  insertCalcDepartments,
  insertCalcEmployees,
  insertCalcJobOrTask,
  insertCalcPayCard,
  insertCalcPayGroup,
  insertCalcPayPeriod,
  insertCalcPayTypes,
  insertCalcPunches,
  upsertCalcDays,
} from './rows/calculation-rows.js';
import type { Queryable } from './rows/queryable.js';

/**
 * The fixed test company's pay period for the export files (test/int/expected/payroll-exports/): the week of
 * Monday 9 November 2026 of the pay group "Fixed Weekly", four employees (one named "=SUM(A1)", one with a comma
 * in her name, one without a pay ID), five pay types (one not exported, one only for iPayroll, one an allowance),
 * a job and task on Monday's punches, and two pay cards: Aroha's for the period (counted) and Mere's reaching into
 * the next week (not counted). Every id is fixed, so the totals and the digest of the period's first
 * close are the same on every run.
 */
export const FIXED = {
  paygroupId: '0f000000-0000-4000-8000-000000000001',
  warehouse: '0f000000-0000-4000-8000-0000000000d1',
  office: '0f000000-0000-4000-8000-0000000000d2',
  ord: '0f000000-0000-4000-8000-0000000000a1',
  ot: '0f000000-0000-4000-8000-0000000000a2',
  allowance: '0f000000-0000-4000-8000-0000000000a3',
  hidden: '0f000000-0000-4000-8000-0000000000a4',
  iPayrollOnly: '0f000000-0000-4000-8000-0000000000a5',
  job: '0f000000-0000-4000-8000-0000000000b1',
  task: '0f000000-0000-4000-8000-0000000000c1',
  aroha: '0f000000-0000-4000-8000-0000000000e1',
  formula: '0f000000-0000-4000-8000-0000000000e2',
  mere: '0f000000-0000-4000-8000-0000000000e3',
  noPayId: '0f000000-0000-4000-8000-0000000000e4',
  from: '2026-11-09',
  to: '2026-11-15',
  code: 'W20261109',
} as const;

/** The fixture's punches: Aroha's Monday pair is 1 and 2, her Tuesday pair 3 and 4. */
export const punch = (n: number) => `0f000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;

/** Writes the fixed company's rows under `companyId`; resolves the period's id. */
export async function insertFixedPayrollPeriod(db: Queryable, companyId: string): Promise<string> {
  const f = FIXED;
  await insertCalcDepartments(db, companyId, [
    { id: f.warehouse, name: 'Warehouse', code: 'WH' },
    { id: f.office, name: 'Office', code: null },
  ]);
  await insertCalcPayGroup(db, companyId, { id: f.paygroupId, name: 'Fixed Weekly', startTime: f.from });
  await insertCalcPayTypes(db, companyId, [
    { id: f.ord, code: 'FXORD', name: 'Fixed Ordinary', exportCode: 'ORD1', payRateFactor: '1.000' },
    { id: f.ot, code: 'FXOT', name: 'Fixed Overtime', exportCode: 'T1.5', payRateFactor: '1.500' },
    { id: f.allowance, code: 'FXALW', name: 'Fixed Allowance', exportCode: 'BON', isAllowance: true },
    { id: f.hidden, code: 'FXHID', name: 'Fixed Not Exported', shouldExport: false },
    { id: f.iPayrollOnly, code: 'FXIPO', name: 'Fixed iPayroll Only', exportCode: '', templateCode: 'ipayroll' },
  ]);
  await insertCalcJobOrTask(db, 'jobs', companyId, { id: f.job, code: 'JOB-100', payExportCode: null });
  await insertCalcJobOrTask(db, 'tasks', companyId, { id: f.task, code: 'TASK-7', payExportCode: 'T7' });
  await insertCalcEmployees(db, companyId, [
    {
      id: f.aroha,
      payId: '1001',
      firstName: 'Aroha',
      lastName: 'Ngata',
      departmentId: f.warehouse,
      paygroupId: f.paygroupId,
    },
    {
      id: f.formula,
      payId: '1002',
      firstName: '=SUM(A1)',
      lastName: 'Formula',
      departmentId: f.warehouse,
      paygroupId: f.paygroupId,
    },
    {
      id: f.mere,
      payId: '1003',
      firstName: 'Mere',
      lastName: 'Smith, Jr',
      departmentId: f.office,
      paygroupId: f.paygroupId,
    },
    {
      id: f.noPayId,
      payId: null,
      firstName: '@Ann',
      lastName: '-Dash',
      departmentId: f.office,
      paygroupId: f.paygroupId,
    },
  ]);
  await insertCalcPunches(db, companyId, [
    { id: punch(1), employeeId: f.aroha, at: '2026-11-08T19:00:00Z', jobId: f.job, taskId: f.task },
    { id: punch(2), employeeId: f.aroha, at: '2026-11-09T04:00:00Z' },
    { id: punch(3), employeeId: f.aroha, at: '2026-11-09T19:00:00Z' },
    { id: punch(4), employeeId: f.aroha, at: '2026-11-10T04:00:00Z' },
  ]);
  await upsertCalcDays(db, companyId, [
    // Monday on JOB-100 / TASK-7: 8 h and one allowance
    {
      employeeId: f.aroha,
      date: '2026-11-09',
      payTypes: [
        { payTypeId: f.ord, minutes: 480 },
        { payTypeId: f.allowance, units: 1 },
      ],
      pairs: [[punch(1), punch(2)]],
    },
    // Tuesday without a job: 7.5 h and 30 min of overtime
    {
      employeeId: f.aroha,
      date: '2026-11-10',
      payTypes: [
        { payTypeId: f.ord, minutes: 450 },
        { payTypeId: f.ot, minutes: 30 },
      ],
      pairs: [[punch(3), punch(4)]],
      exceptions: [{ type: 'LateArrival' }],
    },
    // outside the period: never exported with it
    { employeeId: f.aroha, date: '2026-11-16', payTypes: [{ payTypeId: f.ord, minutes: 999 }] },
    { employeeId: f.formula, date: '2026-11-11', payTypes: [{ payTypeId: f.ord, minutes: 465 }] },
    {
      employeeId: f.mere,
      date: '2026-11-12',
      payTypes: [
        { payTypeId: f.ord, minutes: 20 },
        { payTypeId: f.hidden, minutes: 60 },
        { payTypeId: f.iPayrollOnly, minutes: 90 },
      ],
    },
    { employeeId: f.noPayId, date: '2026-11-13', payTypes: [{ payTypeId: f.ord, minutes: 61 }] },
  ]);
  await insertCalcPayCard(db, companyId, {
    employeeId: f.aroha,
    from: f.from,
    to: f.to,
    lines: [
      { payTypeId: f.ot, units: 1.25 },
      { payTypeId: f.allowance, units: 2 },
    ],
  });
  await insertCalcPayCard(db, companyId, {
    employeeId: f.mere,
    from: f.from,
    to: '2026-11-22',
    lines: [{ payTypeId: f.ord, units: 5 }],
  });
  return insertCalcPayPeriod(db, companyId, { paygroupId: f.paygroupId, code: f.code, from: f.from, to: f.to });
}
