import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DepartmentChangedV1, EmployeeChangedV1, EventEnvelope, PayGroupChangedV1 } from '@rollcall/contracts';
import { handleOnce, handleOnceEach, lastOfEach, schemaOf } from '@rollcall/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { IDENTITY } from '../identity.constants.js';

export const EMPLOYEES_CONSUMER = 'identity.org-employees';
export const DEPARTMENTS_CONSUMER = 'identity.org-departments';
export const PAY_GROUPS_CONSUMER = 'identity.org-pay-groups';

export interface DirectoryEmployee {
  id: string;
  userId: string | null;
  clockId: number | null;
  payId: string | null;
  employeeStatus: string;
  departmentId: string | null;
}

/**
 * Identity's copy of what it needs of organisation's employees, structure nodes and pay groups, kept from their
 * events: the user form's checks (department, pay group, clock id, pay id, licences) and the users list's
 * department filter. Eventually consistent: a node created a moment ago may not be known yet.
 */
@Injectable()
export class OrgDirectory {
  private readonly s: string;

  constructor(@InjectDataSource(IDENTITY) private readonly dataSource: DataSource) {
    this.s = schemaOf(dataSource);
  }

  /**
   * Employees, a batch at a time in one inbox transaction and one upsert: of an employee's events the latest (by
   * `occurredAt`, then batch order) is written, and only over a stored row no newer than it.
   */
  async applyEmployees(events: readonly EventEnvelope<string, EmployeeChangedV1>[]): Promise<number> {
    return handleOnceEach(this.dataSource, EMPLOYEES_CONSUMER, events, async (manager, fresh) => {
      const byTime = [...fresh].sort((a, b) =>
        a.occurredAt < b.occurredAt ? -1 : a.occurredAt > b.occurredAt ? 1 : 0,
      );
      const rows = lastOfEach(byTime, (e) => e.payload.employeeId);
      const column = <T>(pick: (e: EventEnvelope<string, EmployeeChangedV1>) => T) => rows.map(pick);
      await manager.query(
        `INSERT INTO "${this.s}".org_employees AS e
           (id, company_id, user_id, clock_id, pay_id, employee_status, department_id, changed_at)
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::int[], $5::text[], $6::text[], $7::uuid[],
                              $8::timestamptz[])
         ON CONFLICT (id) DO UPDATE SET user_id = EXCLUDED.user_id, clock_id = EXCLUDED.clock_id,
           pay_id = EXCLUDED.pay_id, employee_status = EXCLUDED.employee_status,
           department_id = EXCLUDED.department_id, changed_at = EXCLUDED.changed_at
         WHERE e.changed_at <= EXCLUDED.changed_at AND e.company_id = EXCLUDED.company_id`,
        [
          column((e) => e.payload.employeeId),
          column((e) => e.companyId),
          column((e) => e.payload.userId),
          column((e) => e.payload.clockId),
          column((e) => e.payload.payId),
          column((e) => e.payload.employeeStatus),
          column((e) => e.payload.departmentId),
          column((e) => e.occurredAt),
        ],
      );
    });
  }

  applyDepartment(event: EventEnvelope<string, DepartmentChangedV1>): Promise<boolean> {
    const p = event.payload;
    return handleOnce(this.dataSource, DEPARTMENTS_CONSUMER, event, async (manager) => {
      await manager.query(
        `INSERT INTO "${this.s}".org_departments AS d (id, company_id, parent_id, level, name, status, deleted, changed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (id) DO UPDATE SET parent_id = EXCLUDED.parent_id, level = EXCLUDED.level, name = EXCLUDED.name,
           status = EXCLUDED.status, deleted = EXCLUDED.deleted, changed_at = EXCLUDED.changed_at
         WHERE d.changed_at <= EXCLUDED.changed_at AND d.company_id = EXCLUDED.company_id`,
        [p.departmentId, event.companyId, p.parentId, p.level, p.name, p.status, p.deleted, event.occurredAt],
      );
    });
  }

  applyPayGroup(event: EventEnvelope<string, PayGroupChangedV1>): Promise<boolean> {
    const p = event.payload;
    return handleOnce(this.dataSource, PAY_GROUPS_CONSUMER, event, async (manager) => {
      await manager.query(
        `INSERT INTO "${this.s}".org_pay_groups AS g (id, company_id, name, deleted, changed_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, deleted = EXCLUDED.deleted, changed_at = EXCLUDED.changed_at
         WHERE g.changed_at <= EXCLUDED.changed_at AND g.company_id = EXCLUDED.company_id`,
        [p.payGroupId, event.companyId, p.name, p.deleted, event.occurredAt],
      );
    });
  }

  /** The ids among `ids` that are not live structure nodes of the company. */
  async unknownDepartments(manager: EntityManager, companyId: string, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = (await manager.query(
      `SELECT id FROM "${this.s}".org_departments WHERE company_id = $1 AND id = ANY($2::uuid[]) AND NOT deleted`,
      [companyId, ids],
    )) as { id: string }[];
    const known = new Set(rows.map((r) => r.id));
    return ids.filter((id) => !known.has(id));
  }

  async payGroupExists(manager: EntityManager, companyId: string, id: string): Promise<boolean> {
    const rows = (await manager.query(
      `SELECT 1 FROM "${this.s}".org_pay_groups WHERE company_id = $1 AND id = $2 AND NOT deleted`,
      [companyId, id],
    )) as unknown[];
    return rows.length > 0;
  }

  async employee(manager: EntityManager, companyId: string, id: string): Promise<DirectoryEmployee | null> {
    const rows = (await manager.query(
      `SELECT id, user_id AS "userId", clock_id AS "clockId", pay_id AS "payId", employee_status AS "employeeStatus",
              department_id AS "departmentId"
         FROM "${this.s}".org_employees WHERE company_id = $1 AND id = $2`,
      [companyId, id],
    )) as DirectoryEmployee[];
    return rows[0] ?? null;
  }

  /** Whether an Active employee of the company other than `exceptId` has this clock id (organisation's rule). */
  async clockIdTaken(manager: EntityManager, companyId: string, clockId: number, exceptId: string): Promise<boolean> {
    const rows = (await manager.query(
      `SELECT 1 FROM "${this.s}".org_employees
        WHERE company_id = $1 AND clock_id = $2 AND employee_status = 'Active' AND id <> $3`,
      [companyId, clockId, exceptId],
    )) as unknown[];
    return rows.length > 0;
  }

  async payIdTaken(manager: EntityManager, companyId: string, payId: string, exceptId: string): Promise<boolean> {
    const rows = (await manager.query(
      `SELECT 1 FROM "${this.s}".org_employees WHERE company_id = $1 AND pay_id = $2 AND id <> $3`,
      [companyId, payId, exceptId],
    )) as unknown[];
    return rows.length > 0;
  }

  /** Active employees of the company, not counting `exceptId`. */
  async activeEmployeeCount(manager: EntityManager, companyId: string, exceptId: string): Promise<number> {
    const rows = (await manager.query(
      `SELECT count(*)::int AS n FROM "${this.s}".org_employees
        WHERE company_id = $1 AND employee_status = 'Active' AND id <> $2`,
      [companyId, exceptId],
    )) as { n: number }[];
    return rows[0]?.n ?? 0;
  }
}
