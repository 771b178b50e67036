import type { Queryable } from './queryable.js';

/**
 * Fixture rows written straight into the `calculation` schema: a pay group, its employees, pay types, jobs and
 * the stored day results of a period, with fixed ids, so a pay period's totals (and the digest of its close) come
 * out the same on every run. The calculation service treats them as it treats rows its events wrote.
 */

export interface CalcDepartmentRow {
  id: string;
  name: string;
  code: string | null;
  parentId?: string | null;
}

export interface CalcPayTypeRow {
  id: string;
  code: string;
  name: string;
  exportCode?: string | null;
  payRateFactor?: string | null;
  isAllowance?: boolean;
  shouldExport?: boolean;
  templateCode?: string | null;
}

export interface CalcEmployeeRow {
  id: string;
  payId: string | null;
  firstName: string;
  lastName: string;
  departmentId: string;
  paygroupId: string;
}

export interface CalcPunchRow {
  id: string;
  employeeId: string;
  at: string;
  jobId?: string | null;
  taskId?: string | null;
}

/** One stored day: its pay types, and the punch pairs that made it (in punch, out punch). */
export interface CalcDayRow {
  employeeId: string;
  date: string;
  payTypes: { payTypeId: string; minutes?: number; units?: number }[];
  pairs?: [string, string][];
  exceptions?: { type: string }[];
}

export async function insertCalcDepartments(
  db: Queryable,
  companyId: string,
  rows: readonly CalcDepartmentRow[],
): Promise<void> {
  for (const d of rows) {
    await db.query(
      `INSERT INTO calculation.departments (id, company_id, parent_id, name, code) VALUES ($1, $2, $3, $4, $5)`,
      [d.id, companyId, d.parentId ?? null, d.name, d.code],
    );
  }
}

export async function insertCalcPayGroup(
  db: Queryable,
  companyId: string,
  group: { id: string; name: string; startTime: string },
): Promise<void> {
  await db.query(`INSERT INTO calculation.pay_groups (id, company_id, name, rules) VALUES ($1, $2, $3, $4)`, [
    group.id,
    companyId,
    group.name,
    JSON.stringify({ period: 'Weekly', startTime: group.startTime }),
  ]);
}

export async function insertCalcPayTypes(
  db: Queryable,
  companyId: string,
  rows: readonly CalcPayTypeRow[],
): Promise<void> {
  for (const p of rows) {
    await db.query(
      `INSERT INTO calculation.pay_types (id, company_id, code, name, role, is_overtime, is_leave, is_allowance,
         pay_rate_factor, export_code, should_export, template_code)
       VALUES ($1, $2, $3, $4, NULL, false, false, $5, $6, $7, $8, $9)`,
      [
        p.id,
        companyId,
        p.code,
        p.name,
        p.isAllowance ?? false,
        p.payRateFactor ?? '1.000',
        p.exportCode ?? null,
        p.shouldExport ?? true,
        p.templateCode ?? null,
      ],
    );
  }
}

export async function insertCalcJobOrTask(
  db: Queryable,
  table: 'jobs' | 'tasks',
  companyId: string,
  row: { id: string; code: string; payExportCode?: string | null },
): Promise<void> {
  // A job has a name too (the time approvals' job column); the fixture's is its code.
  const [names, values] = table === 'jobs' ? [', name', ', $3'] : ['', ''];
  await db.query(
    `INSERT INTO calculation.${table} (id, company_id, code, pay_export_code${names}) VALUES ($1, $2, $3, $4${values})`,
    [row.id, companyId, row.code, row.payExportCode ?? null],
  );
}

export async function insertCalcEmployees(
  db: Queryable,
  companyId: string,
  rows: readonly CalcEmployeeRow[],
): Promise<void> {
  for (const e of rows) {
    await db.query(
      `INSERT INTO calculation.employees (id, company_id, clock_id, pay_id, first_name, last_name, employee_status,
         paygroup_id, time_zone_id, department_id, hire_on_date)
       VALUES ($1, $2, NULL, $3, $4, $5, 'Active', $6, 'Pacific/Auckland', $7, '2025-01-01')`,
      [e.id, companyId, e.payId, e.firstName, e.lastName, e.paygroupId, e.departmentId],
    );
  }
}

export async function insertCalcPunches(
  db: Queryable,
  companyId: string,
  rows: readonly CalcPunchRow[],
): Promise<void> {
  for (const p of rows) {
    await db.query(
      `INSERT INTO calculation.punches (id, company_id, employee_id, punch_time, source, job_id, task_id)
       VALUES ($1, $2, $3, $4, 'Kiosk', $5, $6)`,
      [p.id, companyId, p.employeeId, p.at, p.jobId ?? null, p.taskId ?? null],
    );
  }
}

/** Stored day results in the engine's shape (the pairs' instants are not read by the exports). */
export async function upsertCalcDays(db: Queryable, companyId: string, rows: readonly CalcDayRow[]): Promise<void> {
  for (const d of rows) {
    const paid = d.payTypes.reduce((n, p) => n + (p.minutes ?? 0), 0);
    const result = {
      date: d.date,
      status: 'Working',
      shifts: (d.pairs ?? []).map(([inPunchId, outPunchId], i) => ({
        key: `${d.date}#u${i}`,
        scheduled: null,
        pairs: [{ inPunchId, outPunchId, paidFrom: null, paidTo: null, minutes: 0 }],
        breakDeductedMinutes: 0,
        paidMinutes: 0,
      })),
      payTypes: d.payTypes,
      exceptions: d.exceptions ?? [],
      explain: [],
    };
    await db.query(
      `INSERT INTO calculation.calculated_days (employee_id, date, company_id, status, paid_minutes, punch_count, result)
       VALUES ($1, $2, $3, 'Working', $4, $5, $6)
       ON CONFLICT (employee_id, date) DO UPDATE SET paid_minutes = EXCLUDED.paid_minutes, result = EXCLUDED.result`,
      [d.employeeId, d.date, companyId, paid, (d.pairs ?? []).length * 2, JSON.stringify(result)],
    );
  }
}

export async function insertCalcPayPeriod(
  db: Queryable,
  companyId: string,
  period: { paygroupId: string; code: string; from: string; to: string },
): Promise<string> {
  const [row] = (await db.query(
    `INSERT INTO calculation.pay_periods (company_id, paygroup_id, period_code, from_date, to_date)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [companyId, period.paygroupId, period.code, period.from, period.to],
  )) as { id: string }[];
  if (!row) throw new Error('no pay period inserted');
  return row.id;
}

/** A pay card of an employee for `from`..`to` with its lines (units to 2 decimals), as POST /paycard/save stores it. */
export async function insertCalcPayCard(
  db: Queryable,
  companyId: string,
  card: { employeeId: string; from: string; to: string; lines: readonly { payTypeId: string; units: number }[] },
): Promise<void> {
  const [row] = (await db.query(
    `INSERT INTO calculation.pay_cards (company_id, employee_id, from_date, to_date) VALUES ($1, $2, $3, $4)
     RETURNING id`,
    [companyId, card.employeeId, card.from, card.to],
  )) as { id: string }[];
  if (!row) throw new Error('no pay card inserted');
  for (const [position, line] of card.lines.entries()) {
    await db.query(
      `INSERT INTO calculation.pay_card_details (pay_card_id, company_id, pay_type_id, units, position)
       VALUES ($1, $2, $3, $4, $5)`,
      [row.id, companyId, line.payTypeId, line.units.toFixed(2), position],
    );
  }
}

/**
 * Kiosk punches at local times (Pacific/Auckland) on every weekday from `from` to `to` of each employee, in one
 * statement (a backlog of real engine work without a kiosk call per punch).
 */
export async function insertCalcWeekdayPunches(
  db: Queryable,
  companyId: string,
  employeeIds: readonly string[],
  range: { from: string; to: string },
  times: readonly string[],
): Promise<void> {
  await db.query(
    `INSERT INTO calculation.punches (id, company_id, employee_id, punch_time, source)
     SELECT gen_random_uuid(), $1, e, (d::date + t) AT TIME ZONE 'Pacific/Auckland', 'Kiosk'
       FROM unnest($2::uuid[]) AS e
      CROSS JOIN generate_series($3::date::timestamp, $4::date::timestamp, interval '1 day') AS d
      CROSS JOIN unnest($5::time[]) AS t
      WHERE extract(isodow FROM d) < 6`,
    [companyId, employeeIds, range.from, range.to, times],
  );
}
