import { Injectable } from '@nestjs/common';
import type {
  CompanyChangedV1,
  EmployeeChangedV1,
  PayGroupChangedV1,
  PayTypeChangedV1,
  PunchRecordedV1,
  ScheduleDayChangedV1,
} from '@rollcall/contracts';
import type { EntityManager } from 'typeorm';
import { CALCULATION } from '../calculation.constants.js';

const s = CALCULATION;

/** Upserts of the read models, each a single statement so a replayed event changes nothing. */
@Injectable()
export class ReadModelWriter {
  async upsertPunch(manager: EntityManager, companyId: string, p: PunchRecordedV1): Promise<void> {
    await manager.query(
      `INSERT INTO "${s}".punches (id, company_id, employee_id, punch_time, source, position_id, job_id, task_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (id) DO UPDATE SET punch_time = EXCLUDED.punch_time, position_id = EXCLUDED.position_id,
         job_id = EXCLUDED.job_id, task_id = EXCLUDED.task_id`,
      [p.punchId, companyId, p.employeeId, p.punchTime, p.source, p.positionId, p.jobId, p.taskId],
    );
  }

  async upsertEmployee(manager: EntityManager, companyId: string, p: EmployeeChangedV1): Promise<void> {
    await manager.query(
      `INSERT INTO "${s}".employees (id, company_id, clock_id, pay_id, first_name, last_name, employee_status,
         paygroup_id, time_zone_id, standard_hours, guaranteed_hours)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (id) DO UPDATE SET clock_id = EXCLUDED.clock_id, pay_id = EXCLUDED.pay_id,
         first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
         employee_status = EXCLUDED.employee_status, paygroup_id = EXCLUDED.paygroup_id,
         time_zone_id = EXCLUDED.time_zone_id, standard_hours = EXCLUDED.standard_hours,
         guaranteed_hours = EXCLUDED.guaranteed_hours`,
      [
        p.employeeId,
        companyId,
        p.clockId,
        p.payId,
        p.firstName,
        p.lastName,
        p.employeeStatus,
        p.paygroupId,
        p.timeZoneId,
        p.standardHours,
        p.guaranteedHours,
      ],
    );
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
         pay_rate_factor, deleted)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (id) DO UPDATE SET code = EXCLUDED.code, name = EXCLUDED.name, role = EXCLUDED.role,
         is_overtime = EXCLUDED.is_overtime, is_leave = EXCLUDED.is_leave, is_allowance = EXCLUDED.is_allowance,
         pay_rate_factor = EXCLUDED.pay_rate_factor, deleted = EXCLUDED.deleted`,
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
      ],
    );
  }

  async upsertCompany(manager: EntityManager, p: CompanyChangedV1): Promise<void> {
    await manager.query(
      `INSERT INTO "${s}".company_settings (company_id, time_zone_id, exception_threshold, exception_ld_threshold,
         exception_toggles)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (company_id) DO UPDATE SET time_zone_id = EXCLUDED.time_zone_id,
         exception_threshold = EXCLUDED.exception_threshold, exception_ld_threshold = EXCLUDED.exception_ld_threshold,
         exception_toggles = EXCLUDED.exception_toggles`,
      [p.companyId, p.timeZoneId, p.exceptionThreshold, p.exceptionLDThreshold, JSON.stringify(p.exceptionToggles)],
    );
  }

  async upsertScheduleDay(manager: EntityManager, companyId: string, p: ScheduleDayChangedV1): Promise<void> {
    await manager.query(
      `INSERT INTO "${s}".schedule_days (employee_id, date, company_id, off_day, sections) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (employee_id, date) DO UPDATE SET off_day = EXCLUDED.off_day, sections = EXCLUDED.sections`,
      [p.employeeId, p.date, companyId, p.offDay, JSON.stringify(p.sections)],
    );
  }

  /** The employee's zone, or UTC while organisation's employee event has not arrived yet. */
  async zoneOfEmployee(manager: EntityManager, employeeId: string): Promise<string> {
    const rows = (await manager.query(`SELECT time_zone_id FROM "${s}".employees WHERE id = $1`, [employeeId])) as {
      time_zone_id: string;
    }[];
    return rows[0]?.time_zone_id ?? 'UTC';
  }
}
