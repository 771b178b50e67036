import { Injectable } from '@nestjs/common';
import type {
  CompanyChangedV1,
  DepartmentChangedV1,
  EmployeeChangedV1,
  HolidayChangedV1,
  JobChangedV1,
  Leave,
  LeaveChangedV1,
  PayGroupChangedV1,
  PayGroupRules,
  PayTypeChangedV1,
  PunchChangedV1,
  PunchRecordedV1,
  RoundingChangedV1,
  ScheduleDayChangedV1,
  SkillChangedV1,
  TaskChangedV1,
} from '@rollcall/contracts';
import { lastOfEach } from '@rollcall/platform';
import type { EntityManager } from 'typeorm';
import { CALCULATION } from '../calculation.constants.js';

const s = CALCULATION;

/** The employee fields a calculation depends on, as stored before an event changes them. */
export interface EmployeeCalcFacts {
  paygroup_id: string | null;
  time_zone_id: string;
  standard_hours: number | null;
  guaranteed_hours: number | null;
  department_id: string | null;
  time_rounding_id: string | null;
  hire_on_date: string | null;
  terminate_date: string | null;
  skill_ids: string[];
  /** the hourly pay rate (the preview's cost; no calculation reads it), kept when an event does not carry one */
  pay_rate: number | null;
}

export interface HolidayFacts {
  date: string;
  alterdate: string | null;
  name: string;
  department_ids: string[];
}

/** Upserts of the read models, each a single statement so a replayed event changes nothing. */
@Injectable()
export class ReadModelWriter {
  /**
   * Upserts recorded punches (version 1) in one statement. A punch already at a later version (edited before its
   * recorded event came, another topic) keeps it, and a deleted one stays deleted.
   */
  async upsertPunches(
    manager: EntityManager,
    punches: readonly { companyId: string; punch: PunchRecordedV1 }[],
  ): Promise<void> {
    const latest = [...new Map(punches.map((p) => [p.punch.punchId, p])).values()];
    if (latest.length === 0) return;
    const column = <T>(pick: (p: { companyId: string; punch: PunchRecordedV1 }) => T) => latest.map(pick);
    await manager.query(
      `INSERT INTO "${s}".punches (id, company_id, employee_id, punch_time, source, position_id, job_id, task_id)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::timestamptz[], $5::text[], $6::text[],
                            $7::text[], $8::text[]) AS u(id, c, e, t, src, pos, j, tk)
        WHERE NOT EXISTS (SELECT 1 FROM "${s}".deleted_punches d WHERE d.id = u.id)
       ON CONFLICT (id) DO UPDATE SET punch_time = EXCLUDED.punch_time, position_id = EXCLUDED.position_id,
         job_id = EXCLUDED.job_id, task_id = EXCLUDED.task_id
         WHERE punches.version < EXCLUDED.version`,
      [
        column((p) => p.punch.punchId),
        column((p) => p.companyId),
        column((p) => p.punch.employeeId),
        column((p) => p.punch.punchTime),
        column((p) => p.punch.source),
        column((p) => p.punch.positionId ?? null),
        column((p) => p.punch.jobId ?? null),
        column((p) => p.punch.taskId ?? null),
      ],
    );
  }

  /**
   * Where a punch stands before a change: its time (null when calculation has not seen it) and whether the change
   * is older than what is stored (a replay, or overtaken by a later edit or the delete), which is then not applied.
   */
  async punchBefore(manager: EntityManager, change: PunchChangedV1): Promise<{ at: Date | null; stale: boolean }> {
    const [row] = (await manager.query(
      `SELECT (SELECT punch_time FROM "${s}".punches WHERE id = $1 FOR UPDATE) AS at,
              greatest((SELECT version FROM "${s}".punches WHERE id = $1),
                       (SELECT version FROM "${s}".deleted_punches WHERE id = $1)) AS version`,
      [change.punchId],
    )) as { at: Date | null; version: number | null }[];
    return { at: row?.at ?? null, stale: (row?.version ?? 0) >= change.version };
  }

  /** An edited punch takes its new time and codes and version; a deleted one goes, leaving its tombstone. */
  async applyPunchChange(manager: EntityManager, companyId: string, change: PunchChangedV1): Promise<void> {
    if (change.deleted) {
      await manager.query(`DELETE FROM "${s}".punches WHERE id = $1`, [change.punchId]);
      await manager.query(
        `INSERT INTO "${s}".deleted_punches (id, company_id, version) VALUES ($1, $2, $3)
         ON CONFLICT (id) DO UPDATE SET version = greatest(deleted_punches.version, EXCLUDED.version)`,
        [change.punchId, companyId, change.version],
      );
      return;
    }
    await manager.query(
      `INSERT INTO "${s}".punches (id, company_id, employee_id, punch_time, source, position_id, job_id, task_id,
                                   version)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (id) DO UPDATE SET punch_time = EXCLUDED.punch_time, position_id = EXCLUDED.position_id,
         job_id = EXCLUDED.job_id, task_id = EXCLUDED.task_id, version = EXCLUDED.version`,
      [
        change.punchId,
        companyId,
        change.employeeId,
        change.punchTime,
        change.source,
        change.positionId,
        change.jobId,
        change.taskId,
        change.version,
      ],
    );
  }

  /**
   * Employees in one statement, each with its calculation facts as the batch handler worked them out (skills
   * included: an event without `skillIds` keeps the stored ones, which the handler read under lock).
   */
  async upsertEmployees(
    manager: EntityManager,
    rows: readonly { companyId: string; payload: EmployeeChangedV1; facts: EmployeeCalcFacts }[],
  ): Promise<void> {
    if (rows.length === 0) return;
    const column = <T>(pick: (row: (typeof rows)[number]) => T) => rows.map(pick);
    await manager.query(
      `INSERT INTO "${s}".employees (id, company_id, clock_id, pay_id, first_name, last_name, employee_status,
         paygroup_id, time_zone_id, standard_hours, guaranteed_hours, department_id, time_rounding_id, hire_on_date,
         terminate_date, skill_ids, pay_rate)
       SELECT id, company_id, clock_id, pay_id, first_name, last_name, employee_status, paygroup_id, time_zone_id,
              standard_hours, guaranteed_hours, department_id, time_rounding_id, hire_on_date, terminate_date,
              ARRAY(SELECT jsonb_array_elements_text(skills)), pay_rate
         FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::uuid[],
                     $9::text[], $10::numeric[], $11::numeric[], $12::uuid[], $13::uuid[], $14::date[], $15::date[],
                     $16::jsonb[], $17::numeric[])
           AS x(id, company_id, clock_id, pay_id, first_name, last_name, employee_status, paygroup_id, time_zone_id,
                standard_hours, guaranteed_hours, department_id, time_rounding_id, hire_on_date, terminate_date, skills,
                pay_rate)
       ON CONFLICT (id) DO UPDATE SET clock_id = EXCLUDED.clock_id, pay_id = EXCLUDED.pay_id,
         first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
         employee_status = EXCLUDED.employee_status, paygroup_id = EXCLUDED.paygroup_id,
         time_zone_id = EXCLUDED.time_zone_id, standard_hours = EXCLUDED.standard_hours,
         guaranteed_hours = EXCLUDED.guaranteed_hours, department_id = EXCLUDED.department_id,
         time_rounding_id = EXCLUDED.time_rounding_id, hire_on_date = EXCLUDED.hire_on_date,
         terminate_date = EXCLUDED.terminate_date, skill_ids = EXCLUDED.skill_ids, pay_rate = EXCLUDED.pay_rate`,
      [
        column((r) => r.payload.employeeId),
        column((r) => r.companyId),
        column((r) => r.payload.clockId),
        column((r) => r.payload.payId),
        column((r) => r.payload.firstName),
        column((r) => r.payload.lastName),
        column((r) => r.payload.employeeStatus),
        column((r) => r.facts.paygroup_id),
        column((r) => r.facts.time_zone_id),
        column((r) => r.facts.standard_hours),
        column((r) => r.facts.guaranteed_hours),
        column((r) => r.facts.department_id),
        column((r) => r.facts.time_rounding_id),
        column((r) => r.facts.hire_on_date),
        column((r) => r.facts.terminate_date),
        column((r) => JSON.stringify(r.facts.skill_ids)),
        column((r) => r.facts.pay_rate),
      ],
    );
  }

  /**
   * The stored employees' calculation facts by id (an employee new here is missing), locked for this transaction
   * in id order, so two batches sharing employees wait for each other rather than deadlock.
   */
  async employeeFactsOf(
    manager: EntityManager,
    employeeIds: readonly string[],
  ): Promise<Map<string, EmployeeCalcFacts>> {
    const rows = (await manager.query(
      `SELECT id, paygroup_id, time_zone_id, standard_hours::float8 AS standard_hours,
              guaranteed_hours::float8 AS guaranteed_hours, department_id, time_rounding_id,
              to_char(hire_on_date, 'YYYY-MM-DD') AS hire_on_date, to_char(terminate_date, 'YYYY-MM-DD') AS terminate_date, skill_ids,
              pay_rate::float8 AS pay_rate
         FROM "${s}".employees WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`,
      [employeeIds],
    )) as (EmployeeCalcFacts & { id: string })[];
    return new Map(rows.map(({ id, ...facts }) => [id, facts]));
  }

  /** The stored pay group rules and whether they equal the given ones (null when the pay group is new here). */
  async payGroupBefore(
    manager: EntityManager,
    p: PayGroupChangedV1,
  ): Promise<{ rules: PayGroupRules; same: boolean } | null> {
    const rows = (await manager.query(
      `SELECT rules, rules = $2::jsonb AS same FROM "${s}".pay_groups WHERE id = $1 FOR UPDATE`,
      [p.payGroupId, JSON.stringify(p.rules)],
    )) as { rules: PayGroupRules; same: boolean }[];
    return rows[0] ?? null;
  }

  /** Whether the pay type differs from the stored one in anything the engine reads (true when new; not `active`). */
  async payTypeChanges(manager: EntityManager, p: PayTypeChangedV1): Promise<boolean> {
    const rows = (await manager.query(
      `SELECT 1 FROM "${s}".pay_types WHERE id = $1 AND code = $2 AND role IS NOT DISTINCT FROM $3
          AND is_overtime = $4 AND is_leave = $5 AND is_allowance = $6
          AND pay_rate_factor IS NOT DISTINCT FROM $7::numeric AND deleted = $8 AND paid_leave = $9`,
      [
        p.payTypeId,
        p.code,
        p.role,
        p.isOvertime,
        p.isLeave,
        p.isAllowance,
        p.payRateFactor,
        p.deleted,
        p.paidLeave ?? true,
      ],
    )) as unknown[];
    return rows.length === 0;
  }

  /** Whether the company's exception settings differ from the stored ones (true when new). */
  async companyChanges(manager: EntityManager, p: CompanyChangedV1): Promise<boolean> {
    const rows = (await manager.query(
      `SELECT 1 FROM "${s}".company_settings WHERE company_id = $1 AND exception_threshold = $2
          AND exception_ld_threshold = $3 AND exception_toggles = $4::jsonb`,
      [p.companyId, p.exceptionThreshold, p.exceptionLDThreshold, JSON.stringify(p.exceptionToggles)],
    )) as unknown[];
    return rows.length === 0;
  }

  async upsertDepartment(manager: EntityManager, companyId: string, p: DepartmentChangedV1): Promise<void> {
    if (p.deleted) {
      await manager.query(`DELETE FROM "${s}".departments WHERE id = $1`, [p.departmentId]);
      return;
    }
    await manager.query(
      `INSERT INTO "${s}".departments (id, company_id, parent_id, name, code) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET parent_id = EXCLUDED.parent_id, name = EXCLUDED.name, code = EXCLUDED.code`,
      [p.departmentId, companyId, p.parentId, p.name, p.code],
    );
  }

  /**
   * A job's code, name and pay export code: the job column of the time approvals and the dashboard, and the payroll
   * exports (a deleted one is kept: closed periods may still name it).
   */
  async upsertJob(manager: EntityManager, companyId: string, p: JobChangedV1): Promise<void> {
    await manager.query(
      `INSERT INTO "${s}".jobs (id, company_id, code, name, pay_export_code) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET code = EXCLUDED.code, name = EXCLUDED.name, pay_export_code = EXCLUDED.pay_export_code`,
      [p.jobId, companyId, p.code, p.name, p.payExportCode],
    );
  }

  /** A task's codes, for the payroll exports (a deleted one is kept: closed periods may still name it). */
  async upsertTask(manager: EntityManager, companyId: string, p: TaskChangedV1): Promise<void> {
    await manager.query(
      `INSERT INTO "${s}".tasks (id, company_id, code, pay_export_code) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO UPDATE SET code = EXCLUDED.code, pay_export_code = EXCLUDED.pay_export_code`,
      [p.taskId, companyId, p.code, p.payExportCode],
    );
  }

  /** Stores (or removes) a rounding rule set; resolves whether what the engine reads changed. */
  async upsertRounding(manager: EntityManager, companyId: string, p: RoundingChangedV1): Promise<boolean> {
    const before = (await manager.query(
      `SELECT active, rules = $2::jsonb AS same_rules FROM "${s}".rounding_rules WHERE id = $1 FOR UPDATE`,
      [p.roundingId, JSON.stringify(p.rules)],
    )) as { active: boolean; same_rules: boolean }[];
    const old = before[0];
    if (p.deleted) {
      await manager.query(`DELETE FROM "${s}".rounding_rules WHERE id = $1`, [p.roundingId]);
      return old?.active === true;
    }
    await manager.query(
      `INSERT INTO "${s}".rounding_rules (id, company_id, name, active, rules) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, active = EXCLUDED.active, rules = EXCLUDED.rules`,
      [p.roundingId, companyId, p.name, p.active, JSON.stringify(p.rules)],
    );
    if (!old) return p.active;
    return old.active !== p.active || (p.active && !old.same_rules);
  }

  /** Stores (or removes) a holiday; resolves what it was before (null when new here). */
  async upsertHoliday(manager: EntityManager, companyId: string, p: HolidayChangedV1): Promise<HolidayFacts | null> {
    const before = (await manager.query(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date, to_char(alterdate, 'YYYY-MM-DD') AS alterdate, name, department_ids
         FROM "${s}".holidays WHERE id = $1 FOR UPDATE`,
      [p.holidayId],
    )) as HolidayFacts[];
    if (p.deleted) {
      await manager.query(`DELETE FROM "${s}".holidays WHERE id = $1`, [p.holidayId]);
    } else {
      await manager.query(
        `INSERT INTO "${s}".holidays (id, company_id, name, date, alterdate, department_ids)
         VALUES ($1, $2, $3, $4, $5, $6::uuid[])
         ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, date = EXCLUDED.date, alterdate = EXCLUDED.alterdate,
           department_ids = EXCLUDED.department_ids`,
        [p.holidayId, companyId, p.name, p.date, p.alterdate, p.departmentIds],
      );
    }
    return before[0] ?? null;
  }

  /** Stores (or removes) a leave in the engine's shape; resolves its dates before (null when new here). */
  async upsertLeave(
    manager: EntityManager,
    companyId: string,
    p: LeaveChangedV1,
  ): Promise<{ employee_id: string; from_date: string; to_date: string } | null> {
    const before = (await manager.query(
      `SELECT employee_id, to_char(from_date, 'YYYY-MM-DD') AS from_date, to_char(to_date, 'YYYY-MM-DD') AS to_date
         FROM "${s}".leaves WHERE id = $1 FOR UPDATE`,
      [p.leaveId],
    )) as { employee_id: string; from_date: string; to_date: string }[];
    if (p.deleted) {
      await manager.query(`DELETE FROM "${s}".leaves WHERE id = $1`, [p.leaveId]);
      return before[0] ?? null;
    }
    const leave: Leave = {
      id: p.leaveId,
      payTypeId: p.payTypeId,
      status: p.status,
      fromDate: p.fromDate,
      toDate: p.toDate,
      ...(p.fromTime !== null ? { fromTime: p.fromTime } : {}),
      ...(p.toTime !== null ? { toTime: p.toTime } : {}),
      byWorkHours: p.byWorkHours,
      scheduledDuration: p.scheduledDuration,
      ...(p.hoursPerDay !== null ? { hoursPerDay: p.hoursPerDay } : {}),
      skip: p.skip,
      skipUnscheduled: p.skipUnscheduled,
    };
    await manager.query(
      `INSERT INTO "${s}".leaves (id, company_id, employee_id, from_date, to_date, leave) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO UPDATE SET employee_id = EXCLUDED.employee_id, from_date = EXCLUDED.from_date,
         to_date = EXCLUDED.to_date, leave = EXCLUDED.leave`,
      [p.leaveId, companyId, p.employeeId, p.fromDate, p.toDate, JSON.stringify(leave)],
    );
    return before[0] ?? null;
  }

  async upsertPayGroup(manager: EntityManager, companyId: string, p: PayGroupChangedV1): Promise<void> {
    if (p.deleted) {
      await manager.query(`DELETE FROM "${s}".pay_groups WHERE id = $1`, [p.payGroupId]);
      return;
    }
    await manager.query(
      `INSERT INTO "${s}".pay_groups (id, company_id, name, rules) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, rules = EXCLUDED.rules`,
      [p.payGroupId, companyId, p.name, JSON.stringify(p.rules)],
    );
  }

  async upsertPayType(manager: EntityManager, companyId: string, p: PayTypeChangedV1): Promise<void> {
    await manager.query(
      `INSERT INTO "${s}".pay_types (id, company_id, code, name, role, is_overtime, is_leave, is_allowance,
         pay_rate_factor, deleted, paid_leave, active, export_code, should_export, template_code)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
       ON CONFLICT (id) DO UPDATE SET code = EXCLUDED.code, name = EXCLUDED.name, role = EXCLUDED.role,
         is_overtime = EXCLUDED.is_overtime, is_leave = EXCLUDED.is_leave, is_allowance = EXCLUDED.is_allowance,
         pay_rate_factor = EXCLUDED.pay_rate_factor, deleted = EXCLUDED.deleted, paid_leave = EXCLUDED.paid_leave,
         active = EXCLUDED.active, export_code = EXCLUDED.export_code, should_export = EXCLUDED.should_export,
         template_code = EXCLUDED.template_code`,
      [
        p.payTypeId,
        companyId,
        p.code,
        p.name,
        p.role,
        p.isOvertime,
        p.isLeave,
        p.isAllowance,
        p.payRateFactor,
        p.deleted,
        p.paidLeave ?? true,
        p.active ?? true,
        p.exportCode ?? null,
        p.shouldExport ?? true,
        p.templateCode ?? null,
      ],
    );
  }

  /**
   * Stores (or removes) a skill; resolves whether what the engine reads changed (its allowance pay type and
   * calculation while active; a skill without a pay type or inactive pays nothing).
   */
  async upsertSkill(manager: EntityManager, companyId: string, p: SkillChangedV1): Promise<boolean> {
    const before = (await manager.query(
      `SELECT active, pay_type_id, allowance_calculation_type FROM "${s}".skills WHERE id = $1 FOR UPDATE`,
      [p.skillId],
    )) as { active: boolean; pay_type_id: string | null; allowance_calculation_type: string }[];
    const old = before[0];
    const paysBefore = old !== undefined && old.active && old.pay_type_id !== null;
    if (p.deleted) {
      await manager.query(`DELETE FROM "${s}".skills WHERE id = $1`, [p.skillId]);
      return paysBefore;
    }
    await manager.query(
      `INSERT INTO "${s}".skills (id, company_id, name, active, pay_type_id, allowance_calculation_type)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, active = EXCLUDED.active, pay_type_id = EXCLUDED.pay_type_id,
         allowance_calculation_type = EXCLUDED.allowance_calculation_type`,
      [p.skillId, companyId, p.name, p.active, p.payTypeId, p.allowanceCalculationType],
    );
    const paysNow = p.active && p.payTypeId !== null;
    if (!paysBefore || !paysNow) return paysBefore !== paysNow;
    return old.pay_type_id !== p.payTypeId || old.allowance_calculation_type !== p.allowanceCalculationType;
  }

  /** The employees of the company who hold the skill. */
  async holdersOfSkill(manager: EntityManager, companyId: string, skillId: string): Promise<string[]> {
    const rows = (await manager.query(
      `SELECT id FROM "${s}".employees WHERE company_id = $1 AND skill_ids @> ARRAY[$2]::text[]`,
      [companyId, skillId],
    )) as { id: string }[];
    return rows.map((r) => r.id);
  }

  async upsertCompany(manager: EntityManager, p: CompanyChangedV1): Promise<void> {
    await manager.query(
      `INSERT INTO "${s}".company_settings (company_id, time_zone_id, exception_threshold, exception_ld_threshold,
         exception_toggles, payroll_template_export_codes, is_calder_stewart)
       VALUES ($1, $2, $3, $4, $5, coalesce($6::text[], '{}'), coalesce($7, false))
       ON CONFLICT (company_id) DO UPDATE SET time_zone_id = EXCLUDED.time_zone_id,
         exception_threshold = EXCLUDED.exception_threshold, exception_ld_threshold = EXCLUDED.exception_ld_threshold,
         exception_toggles = EXCLUDED.exception_toggles,
         payroll_template_export_codes = coalesce($6::text[], "${s}".company_settings.payroll_template_export_codes),
         is_calder_stewart = coalesce($7, "${s}".company_settings.is_calder_stewart)`,
      [
        p.companyId,
        p.timeZoneId,
        p.exceptionThreshold,
        p.exceptionLDThreshold,
        JSON.stringify(p.exceptionToggles),
        p.payrollTemplateExportCodes ?? null,
        p.isCalderStewart ?? null,
      ],
    );
  }

  /** Schedule days in one statement (the last event of an employee's day wins). */
  async upsertScheduleDays(
    manager: EntityManager,
    changes: readonly { companyId: string; payload: ScheduleDayChangedV1 }[],
  ): Promise<void> {
    const rows = lastOfEach(changes, (c) => `${c.payload.employeeId}/${c.payload.date}`);
    if (rows.length === 0) return;
    await manager.query(
      `INSERT INTO "${s}".schedule_days (employee_id, date, company_id, off_day, sections, section_ids)
       SELECT d.employee_id, d.date, d.company_id, d.off_day, d.sections,
              CASE WHEN d.ids IS NULL OR jsonb_typeof(d.ids) <> 'array' THEN NULL
                   ELSE ARRAY(SELECT jsonb_array_elements_text(d.ids)) END
         FROM unnest($1::uuid[], $2::date[], $3::uuid[], $4::boolean[], $5::jsonb[], $6::jsonb[])
              AS d(employee_id, date, company_id, off_day, sections, ids)
       ON CONFLICT (employee_id, date) DO UPDATE SET off_day = EXCLUDED.off_day, sections = EXCLUDED.sections,
         section_ids = EXCLUDED.section_ids`,
      [
        rows.map((r) => r.payload.employeeId),
        rows.map((r) => r.payload.date),
        rows.map((r) => r.companyId),
        rows.map((r) => r.payload.offDay),
        rows.map((r) => JSON.stringify(r.payload.sections)),
        // the sections' ids in scheduling (null for an event from before they travelled)
        rows.map((r) => JSON.stringify(r.payload.sectionIds ?? null)),
      ],
    );
  }

  /** The company's zone, or UTC while organisation's company event has not arrived yet. */
  async companyZone(manager: EntityManager, companyId: string): Promise<string> {
    const rows = (await manager.query(`SELECT time_zone_id FROM "${s}".company_settings WHERE company_id = $1`, [
      companyId,
    ])) as { time_zone_id: string | null }[];
    return rows[0]?.time_zone_id ?? 'UTC';
  }
}
