import { Injectable } from '@nestjs/common';
import type { DepartmentChangedV1, EmployeeChangedV1, ScheduleDayChangedV1 } from '@rollcall/contracts';
import type { EntityManager } from 'typeorm';
import { REPORTING } from '../reporting.constants.js';
import { reportedSections } from './reported-section.js';

const s = REPORTING;

/** Upserts of reporting's read models, each a single statement so a replayed event changes nothing. */
@Injectable()
export class ReadModelWriter {
  /** An event written before `email` existed leaves the stored address as it was. */
  async upsertEmployee(manager: EntityManager, companyId: string, p: EmployeeChangedV1): Promise<void> {
    await manager.query(
      `INSERT INTO "${s}".employees (id, company_id, first_name, last_name, email, department_id, employee_status)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (id) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
         email = CASE WHEN $8 THEN EXCLUDED.email ELSE employees.email END,
         department_id = EXCLUDED.department_id, employee_status = EXCLUDED.employee_status`,
      [
        p.employeeId,
        companyId,
        p.firstName,
        p.lastName,
        p.email ?? null,
        p.departmentId,
        p.employeeStatus,
        p.email !== undefined,
      ],
    );
  }

  async upsertDepartment(manager: EntityManager, companyId: string, p: DepartmentChangedV1): Promise<void> {
    if (p.deleted) {
      await manager.query(`DELETE FROM "${s}".departments WHERE id = $1`, [p.departmentId]);
      return;
    }
    await manager.query(
      `INSERT INTO "${s}".departments (id, company_id, parent_id, name) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO UPDATE SET parent_id = EXCLUDED.parent_id, name = EXCLUDED.name`,
      [p.departmentId, companyId, p.parentId, p.name],
    );
  }

  async upsertScheduleDay(manager: EntityManager, companyId: string, p: ScheduleDayChangedV1): Promise<void> {
    await manager.query(
      `INSERT INTO "${s}".schedule_days (employee_id, date, company_id, off_day, sections)
       VALUES ($1, $2, $3, $4, $5::jsonb)
       ON CONFLICT (employee_id, date) DO UPDATE SET off_day = EXCLUDED.off_day, sections = EXCLUDED.sections`,
      [p.employeeId, p.date, companyId, p.offDay, JSON.stringify(reportedSections(p))],
    );
  }
}
