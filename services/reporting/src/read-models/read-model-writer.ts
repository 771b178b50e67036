import { Injectable } from '@nestjs/common';
import type { DepartmentChangedV1, EmployeeChangedV1, ScheduleDayChangedV1 } from '@rollcall/contracts';
import { lastOfEach } from '@rollcall/platform';
import type { EntityManager } from 'typeorm';
import { REPORTING } from '../reporting.constants.js';
import { reportedSections } from './reported-section.js';

const s = REPORTING;

/** Upserts of reporting's read models, each a single statement so a replayed event changes nothing. */
@Injectable()
export class ReadModelWriter {
  /**
   * Employees (the last event of an employee wins), in one statement for the events that carry `email` and one for
   * those written before `email` existed, which leave the stored address as it was.
   */
  async upsertEmployees(
    manager: EntityManager,
    changes: readonly { companyId: string; payload: EmployeeChangedV1 }[],
  ): Promise<void> {
    const rows = lastOfEach(changes, (c) => c.payload.employeeId);
    for (const withEmail of [true, false]) {
      const some = rows.filter((r) => (r.payload.email !== undefined) === withEmail);
      if (some.length === 0) continue;
      const column = <T>(pick: (p: EmployeeChangedV1, companyId: string) => T) =>
        some.map((r) => pick(r.payload, r.companyId));
      await manager.query(
        `INSERT INTO "${s}".employees (id, company_id, first_name, last_name, email, department_id, employee_status)
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::uuid[], $7::text[])
         ON CONFLICT (id) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
           email = CASE WHEN $8 THEN EXCLUDED.email ELSE employees.email END,
           department_id = EXCLUDED.department_id, employee_status = EXCLUDED.employee_status`,
        [
          column((p) => p.employeeId),
          column((_, companyId) => companyId),
          column((p) => p.firstName),
          column((p) => p.lastName),
          column((p) => p.email ?? null),
          column((p) => p.departmentId),
          column((p) => p.employeeStatus),
          withEmail,
        ],
      );
    }
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

  /** Schedule days in one statement (the last event of an employee's day wins). */
  async upsertScheduleDays(
    manager: EntityManager,
    changes: readonly { companyId: string; payload: ScheduleDayChangedV1 }[],
  ): Promise<void> {
    const rows = lastOfEach(changes, (c) => `${c.payload.employeeId}/${c.payload.date}`);
    if (rows.length === 0) return;
    await manager.query(
      `INSERT INTO "${s}".schedule_days (employee_id, date, company_id, off_day, sections)
       SELECT * FROM unnest($1::uuid[], $2::date[], $3::uuid[], $4::boolean[], $5::jsonb[])
       ON CONFLICT (employee_id, date) DO UPDATE SET off_day = EXCLUDED.off_day, sections = EXCLUDED.sections`,
      [
        rows.map((r) => r.payload.employeeId),
        rows.map((r) => r.payload.date),
        rows.map((r) => r.companyId),
        rows.map((r) => r.payload.offDay),
        rows.map((r) => JSON.stringify(reportedSections(r.payload))),
      ],
    );
  }
}
