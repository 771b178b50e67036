import type {
  Holiday,
  Leave,
  PayGroupRules,
  PayTypeRef,
  PayTypeRole,
  RoundingRule,
  ScheduleDay,
  Skill,
  SkillAllowanceCalculation,
} from '@rollcall/contracts';
import { DateTime } from 'luxon';
import type { EntityManager } from 'typeorm';
import { CALCULATION } from '../calculation.constants.js';
import { addDays } from '@rollcall/calc-engine';
import { type CompanyFacts, type PunchFact, punchWindow, scheduleWindow } from './engine-input-builder.js';
import { type InstantSpan, runGapMinutes, widenToRuns } from './punch-runs.js';

const s = CALCULATION;

export interface EmployeeRow {
  id: string;
  company_id: string;
  paygroup_id: string | null;
  time_zone_id: string;
  standard_hours: string | null;
  guaranteed_hours: string | null;
  department_id: string | null;
  time_rounding_id: string | null;
  /** the skills the employee holds */
  skill_ids: string[];
}

/** One engine run to make: an employee over a span of local dates. */
export interface SpanJob {
  /** its index in the batch; rows loaded for it carry it */
  span: number;
  employee: EmployeeRow;
  rules: PayGroupRules;
  from: string;
  to: string;
}

/** Everything the engine runs of a batch read, loaded in a fixed number of set-based queries. */
export interface BatchFacts {
  payTypes: Map<string, PayTypeRef[]>;
  /** per company: its active skills that pay an allowance */
  skills: Map<string, Skill[]>;
  companies: Map<string, CompanyFacts>;
  rounding: Map<string, RoundingRule[]>;
  schedules: Map<number, ScheduleDay[]>;
  punches: Map<number, PunchFact[]>;
  leaves: Map<number, Leave[]>;
  /** per span: the in punches of the approved punch pairs of its days (time approvals) */
  approvedPunches: Map<number, string[]>;
  holidaysOf(employee: EmployeeRow): Holiday[];
}

export async function loadEmployees(manager: EntityManager, ids: readonly string[]): Promise<Map<string, EmployeeRow>> {
  const rows = (await manager.query(
    `SELECT id, company_id, paygroup_id, time_zone_id, standard_hours, guaranteed_hours, department_id, time_rounding_id,
            skill_ids
       FROM "${s}".employees WHERE id = ANY($1::uuid[])`,
    [ids],
  )) as EmployeeRow[];
  return new Map(rows.map((r) => [r.id, r]));
}

export async function loadPayGroups(
  manager: EntityManager,
  ids: readonly string[],
): Promise<Map<string, PayGroupRules>> {
  if (ids.length === 0) return new Map();
  const rows = (await manager.query(`SELECT id, rules FROM "${s}".pay_groups WHERE id = ANY($1::uuid[])`, [ids])) as {
    id: string;
    rules: PayGroupRules;
  }[];
  return new Map(rows.map((r) => [r.id, r.rules]));
}

interface PayTypeRow {
  company_id: string;
  id: string;
  code: string;
  role: string | null;
  is_overtime: boolean;
  is_leave: boolean;
  is_allowance: boolean;
  pay_rate_factor: string | null;
  paid_leave: boolean;
}

interface CompanyRow {
  company_id: string;
  exception_threshold: number;
  exception_ld_threshold: number;
  exception_toggles: Record<string, boolean>;
}

interface HolidayRow {
  company_id: string;
  name: string;
  date: string;
  alterdate: string | null;
  department_ids: string[];
}

interface PunchRow {
  span: number;
  id: string;
  punch_time: Date;
  source: string;
  position_id: string | null;
  job_id: string | null;
  task_id: string | null;
}

function groupBySpan<R extends { span: number }, T>(rows: R[], map: (row: R) => T): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const list = out.get(row.span);
    if (list) list.push(map(row));
    else out.set(row.span, [map(row)]);
  }
  return out;
}

export async function loadBatchFacts(manager: EntityManager, jobs: readonly SpanJob[]): Promise<BatchFacts> {
  const companyIds = [...new Set(jobs.map((j) => j.employee.company_id))];
  const roundingIds = [
    ...new Set(jobs.flatMap((j) => (j.employee.time_rounding_id ? [j.employee.time_rounding_id] : []))),
  ];
  let minFrom = jobs[0]?.from ?? '9999-12-31';
  let maxTo = jobs[0]?.to ?? '0000-01-01';
  for (const j of jobs) {
    if (j.from < minFrom) minFrom = j.from;
    if (j.to > maxTo) maxTo = j.to;
  }
  const spanIds = jobs.map((j) => j.span);
  const employeeIds = jobs.map((j) => j.employee.id);
  // Most jobs of a batch share a span and a zone: work each window out once (luxon zone arithmetic is slow).
  const windows = new Map<string, { from: Date; to: Date }>();
  const dayWindows = jobs.map((j) => {
    const key = `${j.employee.time_zone_id}|${j.from}|${j.to}`;
    let window = windows.get(key);
    if (!window) {
      window = punchWindow(j, j.employee.time_zone_id);
      windows.set(key, window);
    }
    return window;
  });
  // The punches of the whole runs the window cuts, and the schedule of every day they fall on, so a day's result
  // never depends on where its calculation's window happened to start (docs/calculation.md, live recalculation).
  const punchWindows = await widenToRuns(
    manager,
    jobs.map((j, i) => ({
      employeeId: j.employee.id,
      gapMinutes: runGapMinutes(j.rules),
      from: (dayWindows[i] as { from: Date }).from,
      to: (dayWindows[i] as { to: Date }).to,
    })),
  );
  const scheduleWindows = jobs.map((j, i) => scheduleWindowOf(j, punchWindows[i] as InstantSpan));

  // One connection (the caller's transaction), so the queries run one after another.
  const payTypeRows = (await manager.query(
    `SELECT company_id, id, code, role, is_overtime, is_leave, is_allowance, pay_rate_factor, paid_leave
       FROM "${s}".pay_types
      WHERE company_id = ANY($1::uuid[]) AND NOT deleted ORDER BY code, id`,
    [companyIds],
  )) as PayTypeRow[];
  const skillRows = (await manager.query(
    `SELECT k.company_id, k.id, k.pay_type_id, k.allowance_calculation_type
       FROM "${s}".skills k JOIN "${s}".pay_types t ON t.id = k.pay_type_id AND NOT t.deleted
      WHERE k.company_id = ANY($1::uuid[]) AND k.active ORDER BY k.id`,
    [companyIds],
  )) as { company_id: string; id: string; pay_type_id: string; allowance_calculation_type: string }[];
  const companyRows = (await manager.query(
    `SELECT company_id, exception_threshold, exception_ld_threshold, exception_toggles FROM "${s}".company_settings
      WHERE company_id = ANY($1::uuid[])`,
    [companyIds],
  )) as CompanyRow[];
  const departmentRows = (await manager.query(
    `SELECT id, parent_id FROM "${s}".departments WHERE company_id = ANY($1::uuid[])`,
    [companyIds],
  )) as { id: string; parent_id: string | null }[];
  const holidayRows = (await manager.query(
    `SELECT company_id, name, to_char(date, 'YYYY-MM-DD') AS date, to_char(alterdate, 'YYYY-MM-DD') AS alterdate,
            department_ids
       FROM "${s}".holidays
      WHERE company_id = ANY($1::uuid[]) AND (date BETWEEN $2 AND $3 OR alterdate BETWEEN $2 AND $3)
      ORDER BY date, name`,
    [companyIds, addDays(minFrom, -1), addDays(maxTo, 1)],
  )) as HolidayRow[];
  const roundingRows = roundingIds.length
    ? ((await manager.query(`SELECT id, rules FROM "${s}".rounding_rules WHERE id = ANY($1::uuid[]) AND active`, [
        roundingIds,
      ])) as { id: string; rules: RoundingRule[] }[])
    : [];
  const leaveRows = (await manager.query(
    `SELECT w.span, l.leave FROM unnest($1::int[], $2::uuid[], $3::date[], $4::date[]) AS w(span, employee_id, f, t)
       JOIN "${s}".leaves l ON l.employee_id = w.employee_id AND l.from_date <= w.t AND l.to_date >= w.f
      ORDER BY w.span, l.from_date, l.id`,
    [spanIds, employeeIds, jobs.map((j) => j.from), jobs.map((j) => j.to)],
  )) as { span: number; leave: Leave }[];
  const approvalRows = (await manager.query(
    `SELECT w.span, a.punch_id FROM unnest($1::int[], $2::uuid[], $3::date[], $4::date[]) AS w(span, employee_id, f, t)
       JOIN "${s}".pair_approvals a ON a.employee_id = w.employee_id AND a.date BETWEEN w.f AND w.t AND a.approved
      ORDER BY w.span, a.punch_id`,
    [spanIds, employeeIds, scheduleWindows.map((w) => w.from), scheduleWindows.map((w) => w.to)],
  )) as { span: number; punch_id: string }[];
  const scheduleRows = (await manager.query(
    `SELECT w.span, to_char(d.date, 'YYYY-MM-DD') AS date, d.off_day, d.sections
       FROM unnest($1::int[], $2::uuid[], $3::date[], $4::date[]) AS w(span, employee_id, f, t)
       JOIN "${s}".schedule_days d ON d.employee_id = w.employee_id AND d.date BETWEEN w.f AND w.t
      ORDER BY w.span, d.date`,
    [spanIds, employeeIds, scheduleWindows.map((w) => w.from), scheduleWindows.map((w) => w.to)],
  )) as { span: number; date: string; off_day: boolean; sections: ScheduleDay['sections'] }[];
  const punchRows = (await manager.query(
    `SELECT w.span, p.id, p.punch_time, p.source, p.position_id, p.job_id, p.task_id
       FROM unnest($1::int[], $2::uuid[], $3::timestamptz[], $4::timestamptz[]) AS w(span, employee_id, f, t)
       JOIN "${s}".punches p ON p.employee_id = w.employee_id AND p.punch_time BETWEEN w.f AND w.t
      ORDER BY w.span, p.punch_time, p.id`,
    [spanIds, employeeIds, punchWindows.map((w) => w.from), punchWindows.map((w) => w.to)],
  )) as PunchRow[];

  const payTypes = new Map<string, PayTypeRef[]>();
  for (const p of payTypeRows) {
    const list = payTypes.get(p.company_id) ?? [];
    list.push({
      id: p.id,
      code: p.code,
      isOvertime: p.is_overtime,
      isLeave: p.is_leave,
      ...(p.is_leave && !p.paid_leave ? { paidLeave: false } : {}),
      isAllowance: p.is_allowance,
      ...(p.pay_rate_factor !== null ? { payRateFactor: Number(p.pay_rate_factor) } : {}),
      ...(p.role ? { role: p.role as PayTypeRole } : {}),
    });
    payTypes.set(p.company_id, list);
  }
  const skills = new Map<string, Skill[]>();
  for (const k of skillRows) {
    const list = skills.get(k.company_id) ?? [];
    list.push({
      id: k.id,
      allowancePayTypeId: k.pay_type_id,
      calculation: k.allowance_calculation_type as SkillAllowanceCalculation,
    });
    skills.set(k.company_id, list);
  }
  const companies = new Map<string, CompanyFacts>(
    companyRows.map((c) => [
      c.company_id,
      {
        exceptionThreshold: c.exception_threshold,
        exceptionLDThreshold: c.exception_ld_threshold,
        toggles: c.exception_toggles,
      },
    ]),
  );
  const parents = new Map(departmentRows.map((d) => [d.id, d.parent_id]));
  const ancestors = new Map<string, Set<string>>();
  const chainOf = (departmentId: string): Set<string> => {
    const known = ancestors.get(departmentId);
    if (known) return known;
    const chain = new Set<string>();
    for (let id: string | null | undefined = departmentId; id && !chain.has(id); id = parents.get(id)) chain.add(id);
    ancestors.set(departmentId, chain);
    return chain;
  };
  const holidaysByCompany = new Map<string, HolidayRow[]>();
  for (const h of holidayRows) {
    const list = holidaysByCompany.get(h.company_id) ?? [];
    list.push(h);
    holidaysByCompany.set(h.company_id, list);
  }
  const rounding = new Map(roundingRows.map((r) => [r.id, r.rules]));

  return {
    payTypes,
    skills,
    companies,
    rounding,
    leaves: groupBySpan(leaveRows, (r) => r.leave),
    approvedPunches: groupBySpan(approvalRows, (r) => r.punch_id),
    schedules: groupBySpan(scheduleRows, (r) => ({ date: r.date, offDay: r.off_day, sections: r.sections })),
    punches: groupBySpan(punchRows, (p) => ({
      id: p.id,
      at: p.punch_time.toISOString(),
      source: p.source,
      positionId: p.position_id,
      jobId: p.job_id,
      taskId: p.task_id,
    })),
    holidaysOf(employee) {
      const all = holidaysByCompany.get(employee.company_id);
      if (!all) return [];
      const chain = employee.department_id ? chainOf(employee.department_id) : null;
      return all
        .filter((h) => h.department_ids.length === 0 || (chain !== null && h.department_ids.some((d) => chain.has(d))))
        .map((h) => ({ date: h.date, alterdate: h.alterdate, name: h.name }));
    },
  };
}

/** The schedule days a job's engine run reads: its dates and those of every punch it reads, one day either side. */
function scheduleWindowOf(job: SpanJob, punches: InstantSpan): { from: string; to: string } {
  const zone = job.employee.time_zone_id;
  const first = DateTime.fromJSDate(punches.from, { zone }).toISODate() ?? job.from;
  const last = DateTime.fromJSDate(punches.to, { zone }).toISODate() ?? job.to;
  return scheduleWindow({ from: first < job.from ? first : job.from, to: last > job.to ? last : job.to });
}
